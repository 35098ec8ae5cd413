import Foundation

/// The keyboard's notifications and their userInfo keys, with UIKit's names and string values.
///
/// The window posts them on `NotificationCenter.default` (object nil, as iOS) when the keyboard
/// shows, hides or changes frame, in iOS's order: `keyboardWillChangeFrameNotification`, then
/// `keyboardWillShowNotification` (or `...WillHide...`) inside the keyboard's animation block,
/// so layout changes made by observers animate with the keyboard; when the animation ends,
/// `keyboardDidChangeFrameNotification`, then `keyboardDidShowNotification` (or `...DidHide...`).
/// A frame change without showing or hiding (a window resize) posts only the frame pair.
///
/// userInfo: `keyboardFrameBeginUserInfoKey` and `keyboardFrameEndUserInfoKey` (`NSValue`
/// holding a `CGRect` in screen coordinates, read with `cgRectValue`),
/// `keyboardAnimationDurationUserInfoKey` (`NSNumber`, 0.25 s as iOS reports),
/// `keyboardAnimationCurveUserInfoKey` (`NSNumber`, 7: the keyboard's own curve; pass it to
/// `UIView.animate` as `UIView.AnimationOptions(rawValue: curve << 16)`),
/// `keyboardIsLocalUserInfoKey` (`NSNumber`, true: the keyboard belongs to this app).
extension UIResponder {
    /// Posted right before the keyboard appears.
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted right after the keyboard appeared (its animation ended).
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted right before the keyboard disappears.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted right after the keyboard disappeared (its animation ended).
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted right before the keyboard's frame changes (also before it shows or hides).
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted right after the keyboard's frame changed (also after it showed or hid).
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame when the animation begins: an `NSValue` holding a `CGRect` in
    /// screen coordinates.
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame when the animation ends: an `NSValue` holding a `CGRect` in screen
    /// coordinates.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration in seconds: an `NSNumber` holding a `Double` (0.25).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation's curve: an `NSNumber` holding the curve's raw value (7, the keyboard's
    /// curve: `UIView.AnimationOptions(rawValue: curve << 16)` animates on it).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app: an `NSNumber` holding a `Bool` (always true here).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

/// The keyboard's animation: what `keyboardAnimationCurveUserInfoKey`'s curve 7 means, shared by
/// the keyboard, `UIKeyboardLayoutGuide` and `UIView.animate` with that curve in its options.
///
/// iOS reports 0.25 s and curve 7, a private curve; blocks animated with it run on a spring and
/// ignore the duration they were given. Here that spring is critically damped (no overshoot),
/// time-scaled to settle in 0.5 s: 94 % of the way at the reported 0.25 s (DESIGN.md, "Text input
/// and the keyboard").
enum KeyboardAnimation {
    /// The duration the notifications report, in seconds.
    static let reportedDuration: TimeInterval = 0.25
    /// The curve the notifications report (`UIView.AnimationOptions(rawValue: 7 << 16)`).
    static let curveRawValue: UInt = 7
    /// How long the keyboard's animation runs, in seconds.
    static let duration: TimeInterval = 0.5
    /// The keyboard's timing: a critically damped spring settling at `duration`.
    static let timing = TimingFunction.spring(dampingRatio: 1, duration: duration, initialVelocity: 0)
}
