import Foundation

/// An object that can respond to touches: the base of `UIView` and `UIViewController`.
///
/// As in UIKit it is an `NSObject`, so views and controllers have `isEqual(_:)`, `hash`,
/// `description`, `==`/`!=` by identity, can be kept in a `Set`, and an `extension NSObject` in
/// user code applies to them. What Foundation on Linux cannot give: `@objc` members (the
/// Objective-C runtime is absent), so selectors and key-value observing of these objects are
/// not available.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() { super.init() }

    /// The next responder in the chain: a view's view controller or superview, a view
    /// controller's view's superview, a window's scene, a scene's app, the app's delegate (when
    /// it is a responder); nil for a plain responder.
    open var next: UIResponder? { nil }

    /// One or more fingers touched down in this responder. The default forwards to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// Fingers moved. The default forwards to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// Fingers lifted. The default forwards to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// The touches were cancelled (a gesture recognizer took them). The default forwards to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
    /// Estimated properties of `touches` were updated. Never called here: the mouse's values are
    /// final (`UITouch.estimatedProperties` is empty). The default does nothing.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    /// A motion began (a shake: `UIApplication.simulateShake()`). The default forwards to `next`.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }
    /// A motion ended. The default forwards to `next`.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionEnded(motion, with: event) }
    /// A motion was cancelled. The default forwards to `next`.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionCancelled(motion, with: event) }

    // MARK: The first responder (UIResponder+FirstResponder.swift)

    /// Whether this object can become the first responder; false by default (text fields: true
    /// while enabled).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this object gives up first-responder status when asked; true by default.
    open var canResignFirstResponder: Bool { true }

    /// Makes this object its window's first responder, resigning the current one first; returns
    /// whether it is the first responder afterwards. Refused (false) when it is in no window,
    /// when `canBecomeFirstResponder` is false, or when the current first responder does not
    /// resign. The window then shows or hides the keyboard (`UIWindow+Keyboard.swift`).
    @discardableResult
    open func becomeFirstResponder() -> Bool { makeFirstResponder() }

    /// Gives up first-responder status; returns false when `canResignFirstResponder` refuses.
    /// The default returns true (also for an object that was not the first responder).
    @discardableResult
    open func resignFirstResponder() -> Bool { giveUpFirstResponder() }

    /// Whether this object is its window's first responder.
    open var isFirstResponder: Bool { responderWindow?.storedFirstResponder === self }

    /// The custom input view shown instead of the keyboard while this is the first responder;
    /// nil (the system keyboard) by default.
    open var inputView: UIView? { nil }

    /// The custom view shown above the keyboard while this is the first responder; nil by default.
    open var inputAccessoryView: UIView? { nil }

    /// Updates the input views while this is the first responder: the window shows or hides the
    /// keyboard for what `inputView` and the responder ask now.
    open func reloadInputViews() {
        guard isFirstResponder, let window = responderWindow else { return }
        window.updateKeyboardForFirstResponder()
    }

    /// Whether the window shows the keyboard while this is the first responder (text input);
    /// false for plain responders, as on iOS (the keyboard follows `UIKeyInput` adopters).
    var showsKeyboard: Bool { false }

    /// Handles a key or text event while this is the first responder; returns whether it took
    /// it (the window passes the rest to its `keyHandler`).
    func handleKeyInput(_ event: InputEvent) -> Bool { false }

    /// Stops being `window`'s first responder without asking (`endEditing(true)`, or after
    /// leaving the window); a text field also ends editing.
    func resignFirstResponderForcibly(in window: UIWindow) {
        guard window.storedFirstResponder === self else { return }
        window.storedFirstResponder = nil
        window.updateKeyboardForFirstResponder()
    }
}
