import Foundation
import Testing
import TransitionKit
import TransitionKitTesting

/// Better than iOS: a CAAnimation added inside `animateTransition(using:)`
/// runs on the transition's timeline, so a percent-driven interaction scrubs it. On iOS it
/// would run on its own clock (UIPercentDrivenInteractiveTransition documents that it drives
/// UIView-based animations only).
@MainActor
struct ExplicitAnimationTransitionTests {
    /// Slides a marker layer in the presented view with an explicit animation over the
    /// transition's duration, and fades the view in with UIView.animate.
    final class MarkerAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let marker = CALayer()
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            guard let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to) else { return }
            toView.frame = transitionContext.finalFrame(for: to)
            transitionContext.containerView.addSubview(toView)
            marker.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            toView.layer.addSublayer(marker)
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = 0
            slide.toValue = 100
            slide.duration = 1
            marker.add(slide, forKey: "slide")
            toView.alpha = 0
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { toView.alpha = 1 }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        let animator = MarkerAnimator()
        let interactor = UIPercentDrivenInteractiveTransition()
        func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
            -> (any UIViewControllerAnimatedTransitioning)? { animator }
        func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)? { interactor }
    }

    private func present() -> (TransitionTestHarness, Delegate) {
        let root = UIViewController(), presented = UIViewController()
        let delegate = Delegate()
        presented.modalPresentationStyle = .fullScreen
        presented.transitioningDelegate = delegate
        let harness = TransitionTestHarness(rootViewController: root)
        harness.present(presented)
        harness.advance(frames: 2)
        return (harness, delegate)
    }

    @Test func aPercentDrivenTransitionScrubsTheExplicitAnimation() {
        let (harness, delegate) = present()
        let marker = delegate.animator.marker
        delegate.interactor.update(0.3)
        #expect(abs(marker.presentation()!.position.x - 30) < 1e-9)
        harness.advance(by: 0.5)   // paused: time stands still
        #expect(abs(marker.presentation()!.position.x - 30) < 1e-9)
        delegate.interactor.update(0.8)
        #expect(abs(marker.presentation()!.position.x - 80) < 1e-9)
        delegate.interactor.finish()
        #expect(harness.settle())
        #expect(marker.animationKeys() == nil)
        #expect(marker.presentation()!.position.x == 0)   // the model value
    }

    @Test func aCancelRunsTheExplicitAnimationBackAndRemovesIt() {
        let (harness, delegate) = present()
        let marker = delegate.animator.marker
        delegate.interactor.update(0.5)
        delegate.interactor.cancel()
        harness.advance(frames: 1)
        let x = marker.presentation()!.position.x
        #expect(x < 50 && x > 0)
        #expect(harness.settle())
        #expect(marker.animationKeys() == nil)
    }
}
