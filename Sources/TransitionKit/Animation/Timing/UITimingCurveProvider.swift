import Foundation

/// An object that supplies the timing of an animation: a cubic curve, a spring, or both.
///
/// `UICubicTimingParameters` and `UISpringTimingParameters` conform. A custom provider may return
/// either or both; the animator reads them through `timingCurveType`, `cubicTimingParameters` and
/// `springTimingParameters`.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// The kind of timing this provides.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, or nil if there is none.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, or nil if there is none.
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// The timing one animated component runs on, and how long it lasts, for an animator of
    /// `animatorDuration` seconds (`velocityComponent`: 0 uses the spring's `initialVelocity.dx`,
    /// 1 its `dy`).
    ///
    /// `.spring` and `.composed` providers use their spring when they have one (a composed
    /// provider's cubic curve is not applied on top of it); otherwise the cubic curve; a provider
    /// with neither uses ease-in-out over `animatorDuration`.
    package func timingFunction(
        animatorDuration: TimeInterval, velocityComponent: Int
    ) -> (TimingFunction, duration: TimeInterval) {
        let spring = springTimingParameters
        let cubic = cubicTimingParameters
        switch timingCurveType {
        case .spring, .composed:
            if let spring {
                return spring.timingFunction(animatorDuration: animatorDuration, velocityComponent: velocityComponent)
            }
        case .builtin, .cubic:
            break
        }
        if let cubic {
            return cubic.timingFunction(animatorDuration: animatorDuration, velocityComponent: velocityComponent)
        }
        if let spring {
            return spring.timingFunction(animatorDuration: animatorDuration, velocityComponent: velocityComponent)
        }
        return (.cubic(.easeInOut), animatorDuration)
    }
}
