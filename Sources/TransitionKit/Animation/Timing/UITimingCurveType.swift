import Foundation

/// The kind of timing a `UITimingCurveProvider` supplies.
public enum UITimingCurveType: Int, Sendable {
    /// One of the predefined animation curves (`UIViewAnimationCurve`) or the default curve.
    case builtin = 0
    /// A cubic Bézier curve with custom control points.
    case cubic = 1
    /// Spring timing.
    case spring = 2
    /// Both a cubic curve and a spring.
    case composed = 3
}
