import Foundation

/// How a responder becomes and gives up first-responder status, and `UIView.endEditing(_:)`.
///
/// Each window keeps its first responder (weakly); a responder in no window cannot become one.
/// Becoming the first responder resigns the current one first; the keyboard is shown or hidden
/// once, after the change, so a switch between two text fields keeps it up (DESIGN.md, "Text
/// input and the keyboard").
extension UIResponder {
    /// The window this responder is in: a view's window, a view controller's view's window.
    var responderWindow: UIWindow? {
        if let view = self as? UIView { return view.window }
        if let controller = self as? UIViewController { return controller.viewIfLoaded?.window }
        return nil
    }

    /// `becomeFirstResponder()`'s default.
    func makeFirstResponder() -> Bool {
        guard let window = responderWindow else { return false }
        if window.storedFirstResponder === self { return true }
        guard canBecomeFirstResponder else { return false }
        let accepted = window.deferringKeyboardUpdates { () -> Bool in
            if let current = window.storedFirstResponder, !current.resignFirstResponder() { return false }
            window.storedFirstResponder = self
            return true
        }
        if accepted { window.updateKeyboardForFirstResponder() }
        return accepted
    }

    /// `resignFirstResponder()`'s default.
    func giveUpFirstResponder() -> Bool {
        guard let window = responderWindow, window.storedFirstResponder === self else { return true }
        guard canResignFirstResponder else { return false }
        window.storedFirstResponder = nil
        window.updateKeyboardForFirstResponder()
        return true
    }
}
