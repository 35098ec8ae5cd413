import Foundation

/// How a keyframe animation computes values between its keyframes (Core Animation's
/// `CAAnimationCalculationMode`, chosen by `UIView.KeyframeAnimationOptions`).
enum KeyframeCalculationMode: Int, Sendable {
    /// Straight lines between the keyframe values, at the keyframes' times.
    case linear
    /// Each keyframe value in turn, no values in between.
    case discrete
    /// Straight lines at constant speed; keyframe times and the curve are ignored.
    case paced
    /// A Catmull-Rom spline through the keyframe values, at the keyframes' times.
    case cubic
    /// The Catmull-Rom spline at constant speed; keyframe times and the curve are ignored.
    case cubicPaced

    /// Whether the mode ignores keyframe times and the timing curve (Apple documentation,
    /// `kCAAnimationPaced`/`kCAAnimationCubicPaced`: "keyTimes and timingFunction are ignored").
    var isPaced: Bool { self == .paced || self == .cubicPaced }
}
