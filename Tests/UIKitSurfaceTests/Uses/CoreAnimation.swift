import Foundation
import TransitionKit

// Core Animation's animation classes, timing and transactions, each member used with its
// signature. These types belong to no actor on iOS, so most uses are in nonisolated functions.

/// A delegate on a plain class, as code adopting CAAnimationDelegate writes it.
private final class CoreAnimationCensusDelegate: CAAnimationDelegate {
    // census: CAAnimationDelegate.animationDidStart(_:)
    func animationDidStart(_ anim: CAAnimation) {}
    // census: CAAnimationDelegate.animationDidStop(_:finished:)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An action of one's own.
private final class CoreAnimationCensusAction: CAAction {
    // census: CAAction.run(forKey:object:arguments:)
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// An animation subclass written the iOS way.
private final class CoreAnimationCensusAnimation: CABasicAnimation {
    // census: CAAnimation.init()
    override init() { super.init() }
    // census: CAAnimation.init(coder:)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private func coreAnimationCensusTiming(_ timing: any CAMediaTiming) {
    // census: CAMediaTiming.beginTime
    let _: CFTimeInterval = timing.beginTime
    // census: CAMediaTiming.duration
    let _: CFTimeInterval = timing.duration
    // census: CAMediaTiming.speed
    let _: Float = timing.speed
    // census: CAMediaTiming.timeOffset
    let _: CFTimeInterval = timing.timeOffset
    // census: CAMediaTiming.repeatCount
    let _: Float = timing.repeatCount
    // census: CAMediaTiming.repeatDuration
    let _: CFTimeInterval = timing.repeatDuration
    // census: CAMediaTiming.autoreverses
    let _: Bool = timing.autoreverses
    // census: CAMediaTiming.fillMode
    let mode: CAMediaTimingFillMode = timing.fillMode
    // census: CAMediaTiming.CAMediaTimingFillMode.forwards, CAMediaTiming.CAMediaTimingFillMode.backwards
    _ = [mode, .forwards, .backwards]
    // census: CAMediaTiming.CAMediaTimingFillMode.both, CAMediaTiming.CAMediaTimingFillMode.removed
    _ = [CAMediaTimingFillMode.both, .removed]
}

private func coreAnimationCensusAnimations() {
    let animation = CoreAnimationCensusAnimation()
    animation.beginTime = 0.1; animation.duration = 0.3; animation.speed = 1; animation.timeOffset = 0
    animation.repeatCount = 2; animation.repeatDuration = 0; animation.autoreverses = true; animation.fillMode = .both
    coreAnimationCensusTiming(animation)
    // census: CAAnimation.isRemovedOnCompletion
    animation.isRemovedOnCompletion = false
    // census: CAAnimation.timingFunction
    animation.timingFunction = CAMediaTimingFunction(name: .easeOut)
    // census: CAAnimation.delegate
    animation.delegate = CoreAnimationCensusDelegate()

    // census: CAMediaTimingFunction.init(name:), CAMediaTimingFunction.CAMediaTimingFunctionName.linear
    _ = CAMediaTimingFunction(name: .linear)
    // census: CAMediaTimingFunction.CAMediaTimingFunctionName.easeIn, CAMediaTimingFunction.CAMediaTimingFunctionName.easeOut
    _ = [CAMediaTimingFunctionName.easeIn, .easeOut]
    // census: CAMediaTimingFunction.CAMediaTimingFunctionName.easeInEaseOut, CAMediaTimingFunction.CAMediaTimingFunctionName.default
    _ = [CAMediaTimingFunctionName.easeInEaseOut, .default]
    // census: CAMediaTimingFunction.init(controlPoints:_:_:_:)
    let curve = CAMediaTimingFunction(controlPoints: 0.2, 0.8, 0.2, 1)
    var point: [Float] = [0, 0]
    // census: CAMediaTimingFunction.getControlPoint(at:values:)
    curve.getControlPoint(at: 1, values: &point)
    // census: CAMediaTimingFunction.init(coder:)
    let _: (NSCoder) -> CAMediaTimingFunction? = CAMediaTimingFunction.init(coder:)

    // census: CAPropertyAnimation.init(keyPath:)
    let property = CAPropertyAnimation(keyPath: "transform")
    // census: CAPropertyAnimation.keyPath
    let _: String? = property.keyPath
    // census: CAPropertyAnimation.isAdditive
    property.isAdditive = true
    // census: CAPropertyAnimation.isCumulative
    property.isCumulative = false
    // census: CAPropertyAnimation.valueFunction, CAValueFunction.init(name:), CAValueFunction.CAValueFunctionName.rotateZ
    property.valueFunction = CAValueFunction(name: .rotateZ)
    // census: CAValueFunction.name
    let _: CAValueFunctionName? = property.valueFunction?.name
    // census: CAValueFunction.CAValueFunctionName.rotateX, CAValueFunction.CAValueFunctionName.rotateY, CAValueFunction.CAValueFunctionName.scale
    _ = [CAValueFunctionName.rotateX, .rotateY, .scale]
    // census: CAValueFunction.CAValueFunctionName.scaleX, CAValueFunction.CAValueFunctionName.scaleY, CAValueFunction.CAValueFunctionName.scaleZ
    _ = [CAValueFunctionName.scaleX, .scaleY, .scaleZ]
    // census: CAValueFunction.CAValueFunctionName.translate, CAValueFunction.CAValueFunctionName.translateX
    _ = [CAValueFunctionName.translate, .translateX]
    // census: CAValueFunction.CAValueFunctionName.translateY, CAValueFunction.CAValueFunctionName.translateZ
    _ = [CAValueFunctionName.translateY, .translateZ]

    let basic = CABasicAnimation(keyPath: "opacity")
    // census: CABasicAnimation.fromValue
    basic.fromValue = 0
    // census: CABasicAnimation.toValue
    basic.toValue = 1
    // census: CABasicAnimation.byValue
    basic.byValue = nil
    let _: Any? = basic.fromValue

    let keyframes = CAKeyframeAnimation(keyPath: "position")
    // census: CAKeyframeAnimation.values
    keyframes.values = [CGPoint.zero, CGPoint(x: 10, y: 0)]
    // census: CAKeyframeAnimation.path
    keyframes.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    // census: CAKeyframeAnimation.keyTimes
    keyframes.keyTimes = [0, 1]
    // census: CAKeyframeAnimation.timingFunctions
    keyframes.timingFunctions = [CAMediaTimingFunction(name: .easeIn)]
    // census: CAKeyframeAnimation.calculationMode, CAKeyframeAnimation.CAAnimationCalculationMode.paced
    keyframes.calculationMode = .paced
    // census: CAKeyframeAnimation.CAAnimationCalculationMode.linear, CAKeyframeAnimation.CAAnimationCalculationMode.discrete
    _ = [CAAnimationCalculationMode.linear, .discrete]
    // census: CAKeyframeAnimation.CAAnimationCalculationMode.cubic, CAKeyframeAnimation.CAAnimationCalculationMode.cubicPaced
    _ = [CAAnimationCalculationMode.cubic, .cubicPaced]
    // census: CAKeyframeAnimation.rotationMode, CAKeyframeAnimation.CAAnimationRotationMode.rotateAuto
    keyframes.rotationMode = .rotateAuto
    // census: CAKeyframeAnimation.CAAnimationRotationMode.rotateAutoReverse
    let _: CAAnimationRotationMode = .rotateAutoReverse
    // census: CAKeyframeAnimation.tensionValues
    keyframes.tensionValues = [0, 0]
    // census: CAKeyframeAnimation.continuityValues
    keyframes.continuityValues = [0, 0]
    // census: CAKeyframeAnimation.biasValues
    keyframes.biasValues = [0, 0]

    let spring = CASpringAnimation(keyPath: "position.y")
    // census: CASpringAnimation.damping
    spring.damping = 10
    // census: CASpringAnimation.initialVelocity
    spring.initialVelocity = 0
    // census: CASpringAnimation.mass
    spring.mass = 1
    // census: CASpringAnimation.stiffness
    spring.stiffness = 100
    // census: CASpringAnimation.settlingDuration
    let _: CFTimeInterval = spring.settlingDuration
    // census: CASpringAnimation.init(perceptualDuration:bounce:)
    let perceptual = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2)
    // census: CASpringAnimation.allowsOverdamping
    perceptual.allowsOverdamping = true
    // census: CASpringAnimation.bounce
    let _: CGFloat = perceptual.bounce
    // census: CASpringAnimation.perceptualDuration
    let _: TimeInterval = perceptual.perceptualDuration

    let group = CAAnimationGroup()
    // census: CAAnimationGroup.animations
    group.animations = [basic, keyframes, spring]

    let transition = CATransition()
    // census: CATransition.startProgress
    transition.startProgress = 0
    // census: CATransition.endProgress
    transition.endProgress = 1
    // census: CATransition.type, CATransition.CATransitionType.push
    transition.type = .push
    // census: CATransition.subtype, CATransition.CATransitionSubtype.fromRight
    transition.subtype = .fromRight
    // census: CATransition.CATransitionType.fade, CATransition.CATransitionType.moveIn, CATransition.CATransitionType.reveal
    _ = [CATransitionType.fade, .moveIn, .reveal]
    // census: CATransition.CATransitionSubtype.fromLeft, CATransition.CATransitionSubtype.fromTop, CATransition.CATransitionSubtype.fromBottom
    _ = [CATransitionSubtype.fromLeft, .fromTop, .fromBottom]
    _ = CoreAnimationCensusAction()
}

/// Transactions, as main-actor code uses them (CATransaction is main-actor here).
@MainActor
private func coreAnimationCensusTransactions(_ layer: CALayer) {
    // census: CATransaction.begin()
    CATransaction.begin()
    // census: CATransaction.setAnimationDuration(_:)
    CATransaction.setAnimationDuration(0.5)
    // census: CATransaction.animationDuration()
    let _: CFTimeInterval = CATransaction.animationDuration()
    // census: CATransaction.setAnimationTimingFunction(_:)
    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeOut))
    // census: CATransaction.animationTimingFunction()
    let _: CAMediaTimingFunction? = CATransaction.animationTimingFunction()
    // census: CATransaction.setDisableActions(_:)
    CATransaction.setDisableActions(true)
    // census: CATransaction.disableActions()
    let _: Bool = CATransaction.disableActions()
    // census: CATransaction.setCompletionBlock(_:)
    CATransaction.setCompletionBlock { layer.removeFromSuperlayer() }
    // census: CATransaction.completionBlock()
    let _: (() -> Void)? = CATransaction.completionBlock()
    // census: CATransaction.setValue(_:forKey:), CATransaction.kCATransactionAnimationDuration
    CATransaction.setValue(0.4, forKey: kCATransactionAnimationDuration)
    // census: CATransaction.value(forKey:), CATransaction.kCATransactionDisableActions
    let _: Any? = CATransaction.value(forKey: kCATransactionDisableActions)
    // census: CATransaction.kCATransactionAnimationTimingFunction, CATransaction.kCATransactionCompletionBlock
    let _: [String] = [kCATransactionAnimationTimingFunction, kCATransactionCompletionBlock]
    // census: CATransaction.lock()
    CATransaction.lock()
    // census: CATransaction.unlock()
    CATransaction.unlock()
    // census: CATransaction.commit()
    CATransaction.commit()
    // census: CATransaction.flush()
    CATransaction.flush()
}
