import Foundation

/// How a keyframe animation computes the values between its keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's string (`kCAAnimationLinear` is "linear").
    public let rawValue: String
    /// Creates a mode from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Straight lines between the values, at the key times (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value in turn, none in between; `keyTimes` has one more entry than `values`.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Straight lines at constant speed; `keyTimes` and `timingFunctions` are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A Catmull-Rom spline through the values, at the key times.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// The spline at constant speed; `keyTimes` and `timingFunctions` are ignored.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
