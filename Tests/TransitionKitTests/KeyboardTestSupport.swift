import Foundation
import TransitionKitTestSupport
@testable import TransitionKit

/// The six keyboard notifications, by a short name for logs.
let keyboardNotificationNames: [(Notification.Name, String)] = [
    (UIResponder.keyboardWillShowNotification, "willShow"), (UIResponder.keyboardDidShowNotification, "didShow"),
    (UIResponder.keyboardWillHideNotification, "willHide"), (UIResponder.keyboardDidHideNotification, "didHide"),
    (UIResponder.keyboardWillChangeFrameNotification, "willChangeFrame"),
    (UIResponder.keyboardDidChangeFrameNotification, "didChangeFrame"),
]

/// Records keyboard notifications (and whatever else the test appends) in order; remove it with `stop()`.
@MainActor
final class KeyboardLog {
    var entries: [String] = []
    var userInfos: [String: [AnyHashable: Any]] = [:]
    private var observers: [NSObjectProtocol] = []

    init(extra: [(Notification.Name, String)] = []) {
        for (name, short) in keyboardNotificationNames + extra {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                let info = note.userInfo ?? [:]
                nonisolated(unsafe) let sendable = info
                MainActor.assumeIsolated {
                    self?.entries.append(short)
                    self?.userInfos[short] = sendable
                }
            })
        }
    }

    /// Removes the observers.
    func stop() { for observer in observers { NotificationCenter.default.removeObserver(observer) } }

    /// The entries since the last call.
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// A window with a phone's screen (393x852) and a root controller whose view holds `field`.
@MainActor
func makePhoneWindow(with field: UITextField) -> (UIWindow, AnimationClock, UIViewController) {
    let root = UIViewController()
    let (window, clock) = makeTestWindow(width: 393, height: 852, root: root)
    field.frame = CGRect(x: 16, y: 80, width: 361, height: 36)
    root.view.addSubview(field)
    window.layoutIfNeeded()
    return (window, clock, root)
}

/// The keyboard's progress (0 to 1) `elapsed` seconds into its move.
func keyboardProgress(at elapsed: TimeInterval) -> CGFloat {
    CGFloat(KeyboardAnimation.timing.progress(at: elapsed, duration: KeyboardAnimation.duration))
}
