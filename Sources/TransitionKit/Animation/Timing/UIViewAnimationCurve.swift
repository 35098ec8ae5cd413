import Foundation

/// The four built-in animation curves (`UIView.AnimationCurve` in UIKit), with UIKit's raw values.
///
/// Each is a Core Animation cubic Bézier curve: ease-in-out (0.42, 0, 0.58, 1), ease-in
/// (0.42, 0, 1, 1), ease-out (0, 0, 0.58, 1) and linear.
public enum UIViewAnimationCurve: Int, Sendable {
    /// Slow at the start and the end. UIKit's default.
    case easeInOut = 0
    /// Slow at the start, then accelerating.
    case easeIn = 1
    /// Fast at the start, decelerating to the end.
    case easeOut = 2
    /// Constant speed.
    case linear = 3

    /// The curve's control points.
    package var bezier: CubicBezier {
        switch self {
        case .easeInOut: .easeInOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
    }
}
