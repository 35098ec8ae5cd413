import Foundation
import TransitionKit

// UIResponder's first-responder members, input views and keyboard constants with UIKit's
// signatures; UIView.endEditing(_:) as keyboard code calls it.

/// A responder that takes focus, as a custom input view does.
private final class KeyboardFocusableView: UIView {
    private var customInput: UIView?
    // census: UIResponder+Keyboard.canBecomeFirstResponder
    override var canBecomeFirstResponder: Bool { true }
    // census: UIResponder+Keyboard.canResignFirstResponder
    override var canResignFirstResponder: Bool { true }
    // census: UIResponder+Keyboard.becomeFirstResponder()
    override func becomeFirstResponder() -> Bool { super.becomeFirstResponder() }
    // census: UIResponder+Keyboard.resignFirstResponder()
    override func resignFirstResponder() -> Bool { super.resignFirstResponder() }
    // census: UIResponder+Keyboard.isFirstResponder
    override var isFirstResponder: Bool { super.isFirstResponder }
    // census: UIResponder+Keyboard.inputView
    override var inputView: UIView? { customInput }
    // census: UIResponder+Keyboard.inputAccessoryView
    override var inputAccessoryView: UIView? { nil }
    // census: UIResponder+Keyboard.reloadInputViews()
    override func reloadInputViews() { super.reloadInputViews() }
}

/// A keyboard observer as iOS apps write one: it reads the frame, duration and curve and
/// animates alongside.
@MainActor
private func keyboardWillChange(_ notification: Notification, in view: UIView) {
    guard let info = notification.userInfo else { return }
    // census: UIResponder+Keyboard.keyboardFrameEndUserInfoKey
    let end: CGRect = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
    // census: UIResponder+Keyboard.keyboardFrameBeginUserInfoKey
    let begin: CGRect = (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
    // census: UIResponder+Keyboard.keyboardAnimationDurationUserInfoKey
    let duration: Double = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
    // census: UIResponder+Keyboard.keyboardAnimationCurveUserInfoKey
    let curve: UInt = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 7
    // census: UIResponder+Keyboard.keyboardIsLocalUserInfoKey
    let isLocal: Bool = info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool ?? true
    let overlap = view.bounds.maxY - view.convert(end, from: nil).minY
    UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)) {
        view.transform = CGAffineTransform(translationX: 0, y: isLocal ? -max(overlap, begin.minY - begin.minY) : 0)
    }
}

@MainActor
private func useKeyboardNotifications(_ view: UIView) -> [NSObjectProtocol] {
    // census: UIResponder+Keyboard.keyboardWillShowNotification, UIResponder+Keyboard.keyboardDidShowNotification, UIResponder+Keyboard.keyboardWillHideNotification, UIResponder+Keyboard.keyboardDidHideNotification, UIResponder+Keyboard.keyboardWillChangeFrameNotification, UIResponder+Keyboard.keyboardDidChangeFrameNotification
    let names: [Notification.Name] = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification, UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification, UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification]
    let focusable = KeyboardFocusableView()
    view.addSubview(focusable)
    focusable.becomeFirstResponder()
    let _: Bool = view.endEditing(true)
    return names.map { name in
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { note in
            nonisolated(unsafe) let note = note
            MainActor.assumeIsolated { keyboardWillChange(note, in: view) }
        }
    }
}
