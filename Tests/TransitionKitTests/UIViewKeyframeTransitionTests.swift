import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// Presents by fading the presented view in with keyframes: alpha 0.8 at half time, 1 at the end.
@MainActor
final class KeyframeFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to)
        else { return }
        toView.frame = transitionContext.finalFrame(for: to)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { toView.alpha = 0.8 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { toView.alpha = 1 }
        }, completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}

/// Hands out the keyframe animator with a percent-driven interaction controller.
@MainActor
final class KeyframeFadeDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let interactor = UIPercentDrivenInteractiveTransition()
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { KeyframeFadeAnimator() }
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { interactor }
}

/// Apple documentation, UIPercentDrivenInteractiveTransition: it "relies on the transition
/// animator object's animateTransition(using:) method" and scrubs the animations that method
/// creates; `update(_:)` sets the completion percentage and `cancel()` returns to the start.
@Suite("Keyframe animations in transitions")
@MainActor
struct UIViewKeyframeTransitionTests {
    private func present() -> (TransitionHarness, UIViewController, KeyframeFadeDelegate) {
        let a = NamedViewController("A"), b = NamedViewController("B")
        let delegate = KeyframeFadeDelegate()
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        let harness = TransitionHarness(root: a)
        a.present(b, animated: true)
        return (harness, b, delegate)
    }

    @Test("update scrubs the keyframes on the transition's timeline")
    func scrubbed() {
        let (harness, b, delegate) = present()
        harness.run(0.5)
        #expect(b.view.layer.presentation()!.opacity == 0, "an interactive transition does not run on its own")
        delegate.interactor.update(0.25)
        #expect(abs(b.view.layer.presentation()!.opacity - 0.4) < 1e-9)
        delegate.interactor.update(0.5)
        #expect(abs(b.view.layer.presentation()!.opacity - 0.8) < 1e-9)
        delegate.interactor.update(0.75)
        #expect(abs(b.view.layer.presentation()!.opacity - 0.9) < 1e-9)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("cancel runs the keyframes back and restores the model")
    func cancelled() {
        let (harness, b, delegate) = present()
        delegate.interactor.update(0.5)
        delegate.interactor.cancel()
        harness.settle()
        #expect(b.presentingViewController == nil)
        #expect(b.view.alpha == 0, "the model value is back where the animator put it before animating")
        #expect(b.view.layer.animations.isEmpty)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
}
