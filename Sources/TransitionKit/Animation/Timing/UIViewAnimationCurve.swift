import Foundation

/// The built-in animation curves (`UIView.AnimationCurve` in UIKit), with UIKit's raw values.
///
/// The four public ones are Core Animation cubic Bézier curves: ease-in-out (0.42, 0, 0.58, 1),
/// ease-in (0.42, 0, 1, 1), ease-out (0, 0, 0.58, 1) and linear. Raw value 7 is the keyboard's
/// curve, which `keyboardAnimationCurveUserInfoKey` reports: UIKit accepts it without a name
/// (`UIView.AnimationCurve(rawValue: 7)!` is how keyboard code turns the notification's number
/// into a curve), so here it is the case `keyboard`, a critically damped spring over the
/// animation's duration.
public enum UIViewAnimationCurve: Int, Sendable {
    /// Slow at the start and the end. UIKit's default.
    case easeInOut = 0
    /// Slow at the start, then accelerating.
    case easeIn = 1
    /// Fast at the start, decelerating to the end.
    case easeOut = 2
    /// Constant speed.
    case linear = 3
    /// The keyboard's curve, 7: a critically damped spring, time-scaled to the animation's
    /// duration (a Linux name for the value UIKit leaves unnamed).
    case keyboard = 7

    /// How progress runs over an animation on this curve.
    package var timing: TimingFunction {
        self == .keyboard ? KeyboardAnimation.timing : .cubic(bezier)
    }

    /// The curve's control points; for the keyboard's spring, the cubic closest to it (within
    /// 2.6 % of progress), which `UICubicTimingParameters` reports as its control points.
    package var bezier: CubicBezier {
        switch self {
        case .easeInOut: .easeInOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        case .keyboard: CubicBezier(0.3, 0.55, 0.05, 1)
        }
    }
}
