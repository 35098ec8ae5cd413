import Foundation
import TransitionKit

// Timing curves for property animators: the provider protocol adopted, the two parameter classes
// subclassed (their designated initializers and properties overridden) and created.

/// A custom provider adopting every requirement, as iOS code writes one.
private final class AnimationCensusTimingCurve: UITimingCurveProvider {
    // census: UITimingCurveProvider.timingCurveType
    var timingCurveType: UITimingCurveType { .composed }

    // census: UITimingCurveProvider.cubicTimingParameters
    var cubicTimingParameters: UICubicTimingParameters? { UICubicTimingParameters(animationCurve: .easeOut) }

    // census: UITimingCurveProvider.springTimingParameters
    var springTimingParameters: UISpringTimingParameters? { UISpringTimingParameters(dampingRatio: 0.8) }
}

/// Every case of the curve type.
@MainActor
private func useTimingCurveTypes() -> [UITimingCurveType] {
    // census: UITimingCurveProvider.UITimingCurveType.builtin, UITimingCurveProvider.UITimingCurveType.cubic
    let first: [UITimingCurveType] = [.builtin, .cubic]
    // census: UITimingCurveProvider.UITimingCurveType.spring, UITimingCurveProvider.UITimingCurveType.composed
    let second: [UITimingCurveType] = [.spring, .composed]
    let provider: any UITimingCurveProvider = AnimationCensusTimingCurve()
    return first + second + [provider.timingCurveType]
}

/// A cubic-parameters subclass overriding every designated initializer and property.
private final class AnimationCensusCubicParameters: UICubicTimingParameters {
    // census: UICubicTimingParameters.init()
    override init() { super.init() }

    // census: UICubicTimingParameters.init(animationCurve:)
    override init(animationCurve curve: UIView.AnimationCurve) { super.init(animationCurve: curve) }

    // census: UICubicTimingParameters.init(controlPoint1:controlPoint2:)
    override init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        super.init(controlPoint1: point1, controlPoint2: point2)
    }

    // census: UICubicTimingParameters.init(coder:)
    required init?(coder: NSCoder) { super.init(coder: coder) }

    // census: UICubicTimingParameters.animationCurve
    override var animationCurve: UIView.AnimationCurve { super.animationCurve }

    // census: UICubicTimingParameters.controlPoint1
    override var controlPoint1: CGPoint { super.controlPoint1 }

    // census: UICubicTimingParameters.controlPoint2
    override var controlPoint2: CGPoint { super.controlPoint2 }
}

/// A spring-parameters subclass overriding every designated initializer and `initialVelocity`.
private final class AnimationCensusSpringParameters: UISpringTimingParameters {
    // census: UISpringTimingParameters.init()
    override init() { super.init() }

    // census: UISpringTimingParameters.init(dampingRatio:initialVelocity:)
    override init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        super.init(dampingRatio: ratio, initialVelocity: velocity)
    }

    // census: UISpringTimingParameters.init(mass:stiffness:damping:initialVelocity:)
    override init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        super.init(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
    }

    // census: UISpringTimingParameters.init(duration:bounce:initialVelocity:)
    override init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        super.init(duration: duration, bounce: bounce, initialVelocity: velocity)
    }

    // census: UISpringTimingParameters.init(coder:)
    required init?(coder: NSCoder) { super.init(coder: coder) }

    // census: UISpringTimingParameters.initialVelocity
    override var initialVelocity: CGVector { super.initialVelocity }
}

/// The convenience initializers, called with every argument labelled.
@MainActor
private func useSpringConvenienceInitializers() -> [UISpringTimingParameters] {
    // census: UISpringTimingParameters.init(dampingRatio:)
    let damped: UISpringTimingParameters = UISpringTimingParameters(dampingRatio: 0.7)
    // census: UISpringTimingParameters.init(duration:bounce:)
    let bouncy: UISpringTimingParameters = UISpringTimingParameters(duration: 0.5, bounce: 0.3)
    let inherited: UISpringTimingParameters = AnimationCensusSpringParameters(dampingRatio: 0.9)
    let cubic: UICubicTimingParameters = AnimationCensusCubicParameters(controlPoint1: .zero, controlPoint2: CGPoint(x: 1, y: 1))
    _ = cubic.controlPoint2
    return [damped, bouncy, inherited]
}
