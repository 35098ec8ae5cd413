import Foundation
import TransitionKit

/// Curves for your scenes' HUD plot, measured from the engine (what the animation really does).
extension TimingCurve {
    /// `UIView.animate(withDuration:)`'s ease-in-out over `duration` seconds.
    @MainActor
    public static func easeInOut(duration: TimeInterval) -> TimingCurve {
        TransitionCurve.easeInOut(duration: duration).timingCurve
    }

    /// `usingSpringWithDamping: dampingRatio, initialSpringVelocity: initialVelocity` over `duration` seconds.
    @MainActor
    public static func spring(dampingRatio: CGFloat, initialVelocity: CGFloat = 0, duration: TimeInterval) -> TimingCurve {
        TransitionCurve.spring(damping: dampingRatio, velocity: initialVelocity, duration: duration).timingCurve
    }

    /// `UICubicTimingParameters(controlPoint1:controlPoint2:)` over `duration` seconds.
    @MainActor
    public static func cubic(controlPoint1: CGPoint, controlPoint2: CGPoint, duration: TimeInterval) -> TimingCurve {
        TransitionCurve.cubic(controlPoint1: controlPoint1, controlPoint2: controlPoint2, duration: duration).timingCurve
    }
}
