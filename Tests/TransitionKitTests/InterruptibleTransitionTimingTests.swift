import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// Slides the presented view in from the right on a 1 s linear property animator, driven by a
/// percent-driven interaction controller from the start.
@MainActor
private final class SlideInTransition: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
    let interactor = UIPercentDrivenInteractiveTransition()
    let clock: AnimationClock
    private(set) var animator: UIViewPropertyAnimator?
    private(set) var endedAt: (position: UIViewAnimatingPosition, time: TimeInterval)?

    init(clock: AnimationClock) { self.clock = clock }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using context: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        if let animator { return animator }
        let toView = context.view(forKey: .to)!
        let final = context.finalFrame(for: context.viewController(forKey: .to)!)
        context.containerView.addSubview(toView)
        toView.frame = final.offsetBy(dx: final.width, dy: 0)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { toView.frame = final }
        animator.addCompletion { [unowned self] position in
            endedAt = (position, clock.now)
            context.completeTransition(!context.transitionWasCancelled)
        }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) { animator = nil }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { self }

    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interactor }
}

@Suite("Interruptible transition timing")
@MainActor
struct InterruptibleTransitionTimingTests {
    /// docs/DESIGN.md, "Animation" and "Transitions": after the interaction, finish and cancel take
    /// (1 - p) x duration / completionSpeed (p x duration / completionSpeed back), also when the
    /// transition's animator is a property animator re-timed with continueAnimation, whose
    /// durationFactor multiplies the animator's whole duration (UIViewPropertyAnimator.h).
    @Test("finish and cancel of a property-animator transition take the rest of the duration / completionSpeed")
    func finishAndCancelTiming() {
        for (forward, speed, end) in [(true, 2.0, 0.2), (false, 1.0, 0.6), (true, 0.5, 0.8)] {
            let (window, clock) = makeTestWindow(root: UIViewController())
            let presented = UIViewController()
            let transition = SlideInTransition(clock: clock)
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = transition
            transition.interactor.completionCurve = .linear
            transition.interactor.completionSpeed = CGFloat(speed)
            window.rootViewController!.present(presented, animated: true)
            clock.advance(by: 0.1)
            transition.interactor.update(0.6)
            let start = clock.now
            if forward { transition.interactor.finish() } else { transition.interactor.cancel() }
            clock.advance(by: end / 2)
            let expected = forward ? 0.8 : 0.3
            #expect(isClose(transition.animator?.fractionComplete ?? -1, CGFloat(expected), 1e-9),
                    "forward \(forward) speed \(speed): \(String(describing: transition.animator?.fractionComplete))")
            #expect(transition.endedAt == nil)
            clock.advance(by: end / 2)
            #expect(transition.endedAt?.position == (forward ? .end : .start))
            #expect(transition.endedAt.map { isClose($0.time - start, end, 1e-9) } == true,
                    "forward \(forward) speed \(speed): \(String(describing: transition.endedAt))")
        }
    }
}
