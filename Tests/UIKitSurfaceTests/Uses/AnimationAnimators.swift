import Foundation
import TransitionKit

// Animators: the two animator protocols adopted by custom animators, and UIViewPropertyAnimator
// subclassed (every open member overridden) and created.

/// A custom animator adopting `UIViewAnimating`, as iOS code writes one.
private final class AnimationCensusAnimator: NSObject, UIViewAnimating {
    private var animating = false

    // census: UIViewAnimating.state
    var state: UIViewAnimatingState = .inactive

    // census: UIViewAnimating.isRunning
    var isRunning: Bool { animating }

    // census: UIViewAnimating.isReversed
    var isReversed = false

    // census: UIViewAnimating.fractionComplete
    var fractionComplete: CGFloat = 0

    // census: UIViewAnimating.startAnimation()
    func startAnimation() {
        // census: UIViewAnimating.UIViewAnimatingState.active
        state = .active
        animating = true
    }

    // census: UIViewAnimating.startAnimation(afterDelay:)
    func startAnimation(afterDelay delay: TimeInterval) { startAnimation() }

    // census: UIViewAnimating.pauseAnimation()
    func pauseAnimation() { animating = false }

    // census: UIViewAnimating.stopAnimation(_:)
    func stopAnimation(_ withoutFinishing: Bool) {
        animating = false
        // census: UIViewAnimating.UIViewAnimatingState.inactive, UIViewAnimating.UIViewAnimatingState.stopped
        state = withoutFinishing ? .inactive : .stopped
    }

    // census: UIViewAnimating.finishAnimation(at:)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        switch finalPosition {
        // census: UIViewAnimating.UIViewAnimatingPosition.end
        case .end: fractionComplete = 1
        // census: UIViewAnimating.UIViewAnimatingPosition.start
        case .start: fractionComplete = 0
        // census: UIViewAnimating.UIViewAnimatingPosition.current
        case .current: break
        @unknown default: break
        }
        state = .inactive
    }
}

/// A custom animator adopting every requirement of `UIViewImplicitlyAnimating`.
private final class AnimationCensusImplicitAnimator: NSObject, UIViewImplicitlyAnimating {
    private let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut)

    var state: UIViewAnimatingState { animator.state }
    var isRunning: Bool { animator.isRunning }
    var isReversed: Bool {
        get { animator.isReversed }
        set { animator.isReversed = newValue }
    }
    var fractionComplete: CGFloat {
        get { animator.fractionComplete }
        set { animator.fractionComplete = newValue }
    }
    func startAnimation() { animator.startAnimation() }
    func startAnimation(afterDelay delay: TimeInterval) { animator.startAnimation(afterDelay: delay) }
    func pauseAnimation() { animator.pauseAnimation() }
    func stopAnimation(_ withoutFinishing: Bool) { animator.stopAnimation(withoutFinishing) }
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) { animator.finishAnimation(at: finalPosition) }

    // census: UIViewImplicitlyAnimating.addAnimations(_:)
    func addAnimations(_ animation: @escaping () -> Void) { animator.addAnimations(animation) }

    // census: UIViewImplicitlyAnimating.addAnimations(_:delayFactor:)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        animator.addAnimations(animation, delayFactor: delayFactor)
    }

    // census: UIViewImplicitlyAnimating.addCompletion(_:)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { animator.addCompletion(completion) }

    // census: UIViewImplicitlyAnimating.continueAnimation(withTimingParameters:durationFactor:)
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        animator.continueAnimation(withTimingParameters: parameters, durationFactor: durationFactor)
    }
}

/// A property-animator subclass overriding its designated initializer and every open member.
private final class AnimationCensusPropertyAnimator: UIViewPropertyAnimator {
    // census: UIViewPropertyAnimator.init(duration:timingParameters:)
    override init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        super.init(duration: duration, timingParameters: parameters)
    }

    // census: UIViewPropertyAnimator.runningPropertyAnimator(withDuration:delay:options:animations:completion:)
    override class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        super.runningPropertyAnimator(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    // census: UIViewPropertyAnimator.addAnimations(_:)
    override func addAnimations(_ animation: @escaping () -> Void) { super.addAnimations(animation) }

    // census: UIViewPropertyAnimator.addAnimations(_:delayFactor:)
    override func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        super.addAnimations(animation, delayFactor: delayFactor)
    }

    // census: UIViewPropertyAnimator.addCompletion(_:)
    override func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { super.addCompletion(completion) }

    // census: UIViewPropertyAnimator.continueAnimation(withTimingParameters:durationFactor:)
    override func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        super.continueAnimation(withTimingParameters: parameters, durationFactor: durationFactor)
    }

    // census: UIViewPropertyAnimator.duration
    override var duration: TimeInterval { super.duration }

    // census: UIViewPropertyAnimator.delay
    override var delay: TimeInterval { super.delay }

    // census: UIViewPropertyAnimator.timingParameters
    override var timingParameters: (any UITimingCurveProvider)? { super.timingParameters }

    // census: UIViewPropertyAnimator.isInterruptible
    override var isInterruptible: Bool {
        get { super.isInterruptible }
        set { super.isInterruptible = newValue }
    }

    // census: UIViewPropertyAnimator.isUserInteractionEnabled
    override var isUserInteractionEnabled: Bool {
        get { super.isUserInteractionEnabled }
        set { super.isUserInteractionEnabled = newValue }
    }

    // census: UIViewPropertyAnimator.isManualHitTestingEnabled
    override var isManualHitTestingEnabled: Bool {
        get { super.isManualHitTestingEnabled }
        set { super.isManualHitTestingEnabled = newValue }
    }

    // census: UIViewPropertyAnimator.scrubsLinearly
    override var scrubsLinearly: Bool {
        get { super.scrubsLinearly }
        set { super.scrubsLinearly = newValue }
    }

    // census: UIViewPropertyAnimator.pausesOnCompletion
    override var pausesOnCompletion: Bool {
        get { super.pausesOnCompletion }
        set { super.pausesOnCompletion = newValue }
    }

    // The UIViewAnimating members are open on the class too.
    override func startAnimation() { super.startAnimation() }
    override func startAnimation(afterDelay delay: TimeInterval) { super.startAnimation(afterDelay: delay) }
    override func pauseAnimation() { super.pauseAnimation() }
    override func stopAnimation(_ withoutFinishing: Bool) { super.stopAnimation(withoutFinishing) }
    override func finishAnimation(at finalPosition: UIViewAnimatingPosition) { super.finishAnimation(at: finalPosition) }
    override var isRunning: Bool { super.isRunning }
    override var isReversed: Bool {
        get { super.isReversed }
        set { super.isReversed = newValue }
    }
    override var fractionComplete: CGFloat {
        get { super.fractionComplete }
        set { super.fractionComplete = newValue }
    }
}

/// The convenience initializers and the class method, called with every argument labelled.
@MainActor
private func usePropertyAnimatorInitializers(view: UIView) -> [UIViewPropertyAnimator] {
    // census: UIViewPropertyAnimator.init(duration:curve:animations:)
    let curved: UIViewPropertyAnimator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut, animations: { view.alpha = 0 })
    // census: UIViewPropertyAnimator.init(duration:controlPoint1:controlPoint2:animations:)
    let cubic: UIViewPropertyAnimator = UIViewPropertyAnimator(
        duration: 0.3, controlPoint1: CGPoint(x: 0.2, y: 0.9), controlPoint2: CGPoint(x: 0.3, y: 1), animations: nil)
    // census: UIViewPropertyAnimator.init(duration:dampingRatio:animations:)
    let spring: UIViewPropertyAnimator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.7, animations: { view.center.y += 10 })
    let running: AnimationCensusPropertyAnimator = AnimationCensusPropertyAnimator.runningPropertyAnimator(
        withDuration: 0.2, delay: 0, options: [.curveEaseIn], animations: { view.alpha = 1 }, completion: { _ in })
    let inherited = AnimationCensusPropertyAnimator(duration: 0.4, curve: .linear)
    let implicit: any UIViewImplicitlyAnimating = AnimationCensusImplicitAnimator()
    implicit.addCompletion { _ in }
    let plain: any UIViewAnimating = AnimationCensusAnimator()
    plain.startAnimation()
    return [curved, cubic, spring, running, inherited]
}
