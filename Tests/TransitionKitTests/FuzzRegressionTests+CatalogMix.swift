import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// A custom interaction controller (not percent-driven, like the catalog's `PinchInteractor`):
/// it scrubs with `updateInteractiveTransition(_:)`, then ends the interaction and animates the
/// leaving view the rest of the way itself before calling `completeTransition(_:)`.
@MainActor
private final class SelfAnimatingInteractor: UIViewControllerInteractiveTransitioning {
    weak var context: (any UIViewControllerContextTransitioning)?

    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
    }

    func end(finishing: Bool, to destination: CGRect) {
        guard let context, let view = context.view(forKey: .from) else { return }
        if finishing { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
        UIView.animate(withDuration: 0.2, animations: { view.frame = destination }, completion: { _ in
            context.completeTransition(finishing)
        })
    }
}

/// An animator the interaction controller above never asks to animate.
@MainActor
private final class UnusedAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {}
}

@MainActor
private final class CustomInteractionNavigationDelegate: UINavigationControllerDelegate {
    let interactor = SelfAnimatingInteractor()
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { UnusedAnimator() }
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interactor }
}

/// Shrinks the arriving view to a thumbnail's frame and zooms it to full screen, laying out its
/// subviews in the block (as the catalog's zoom does).
@MainActor
private final class ZoomFromThumbnailAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        let final = transitionContext.containerView.bounds
        transitionContext.containerView.addSubview(toView)
        toView.frame = final
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            toView.frame = CGRect(x: 20, y: 80, width: 100, height: 100)
            toView.layoutIfNeeded()
        }, completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}

@MainActor
private final class ZoomFromThumbnailDelegate: UIViewControllerTransitioningDelegate {
    let interactor = UIPercentDrivenInteractiveTransition()
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { ZoomFromThumbnailAnimator() }
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { interactor }
}

/// Notes the transform of Root's view when the navigation controller is about to show Root.
@MainActor
private final class TransformAtWillShowDelegate: UINavigationControllerDelegate {
    var transforms: [CGAffineTransform] = []
    weak var root: UIViewController?
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        if viewController === root, let view = root?.viewIfLoaded { transforms.append(view.transform) }
    }
}

/// Presents with the fuzz block animator (which fades the presenter out and puts its alpha back
/// after `completeTransition`, a common habit), and dismisses with an animator that notes the
/// alpha of the view it is about to reveal.
@MainActor
private final class ResetAfterCompleteDelegate: UIViewControllerTransitioningDelegate {
    final class NotingAnimator: UIViewControllerAnimatedTransitioning {
        var noted: [CGFloat] = []
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            noted.append(transitionContext.view(forKey: .to)?.alpha ?? -1)
            if let to = transitionContext.view(forKey: .to), let from = transitionContext.view(forKey: .from) {
                transitionContext.containerView.insertSubview(to, belowSubview: from)
            }
            UIView.animate(withDuration: 0.3, animations: { transitionContext.view(forKey: .from)?.alpha = 0 }, completion: { _ in
                transitionContext.view(forKey: .from)?.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
    let dismissal = NotingAnimator()
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { FuzzBlockAnimator(duration: 0.3, spring: false, behaviour: .normal) }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { dismissal }
}

/// Bugs the fuzzer found once it mixed the catalog's animators and interaction controllers in
/// (a catalog animator mixed with the others).
extension FuzzRegressionTests {
    @Test("A UIView.animate block that sets a value the view already has completes on its window's clock")
    func unchangedAnimationCompletesOnTheWindowsClock() {
        let clock = AnimationClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600), clock: clock)
        window.writesDiagnosticsToStandardError = false
        let root = NamedViewController("Root")
        window.rootViewController = root
        window.makeKeyAndVisible()
        var finished: Bool?
        // The pinch cancelled before it moved anything: the zoom animates the modal to the frame it has.
        let frame = root.view.frame
        UIView.animate(withDuration: 0.3, animations: { root.view.frame = frame }, completion: { finished = $0 })
        clock.advance(by: 0.5)
        #expect(finished == true, "the completion waited for a clock that no window runs")
    }

    @Test("A pinch-driven zoom pop cancelled before the pinch moved, or finished after it moved, comes to rest",
          arguments: [
              "push nav=0 a=1\nsettle\nnavanim kind=zoomPinch\npop nav=0 a=1\nframes n=5\ninteract op=cancel\nsettle\n",
              "push nav=0 a=1\nsettle\nnavanim kind=zoomPinch\npop nav=0 a=1\nframes n=5\ninteract op=update p=0.8\n"
                  + "frames n=5\ninteract op=finish\nsettle\n",
          ])
    func zoomPinchPopSettles(script: String) throws {
        let report = try FuzzRunner.replay(script: script)
        #expect(report.passed, "\(report.violations)")
    }

    @Test("A custom interaction controller that finishes by animating itself: the paused alongside animations end too")
    func customInteractorFinishEndsPausedAnimations() throws {
        let (harness, navigation, delegate, badge) = customInteractionPop()
        delegate.interactor.context?.updateInteractiveTransition(0.4)
        harness.run(0.1)
        let scrubbed = badge.layer.presentation()!.opacity
        #expect(scrubbed > 0.4 && scrubbed < 1, "the alongside fade is scrubbed part of the way: \(scrubbed)")
        delegate.interactor.end(finishing: true, to: CGRect(x: 400, y: 0, width: 400, height: 556))
        #expect(harness.settle(), "an alongside animation stayed paused after the transition completed")
        #expect(navigation.viewControllers.count == 1)
        #expect(badge.layer.presentation()!.opacity == 0.4 && badge.alpha == 0.4)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("A transition cancelled when it is already back at 0 % ends there at once, not by playing forwards")
    func cancelAtTheStartDoesNotRunForwards() {
        let a = NamedViewController("A"), b = NamedViewController("B")
        let delegate = InteractiveFadeDelegate()
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        let harness = TransitionHarness(root: a)
        a.present(b, animated: true)
        delegate.interactor.update(0.4)
        harness.run(0.1)
        delegate.interactor.update(0)   // a grab dragged it all the way back
        delegate.interactor.cancel()
        harness.run(2.0 / 60)
        #expect(!harness.window.isTransitionInProgress, "the cancel played the fade forwards over its whole duration")
        #expect(harness.log.contains("completeTransition(false)"))
        #expect(b.view.alpha == 0 && b.view.layer.presentation()!.opacity == 0, "B stays at its start, it never fades in")
        #expect(harness.settle())
        #expect(a.presentedViewController == nil && a.view.window === harness.window)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("A cancelled transition that resized a view with autoresizing subviews puts each subview back once, not twice")
    func cancelledResizeRestoresSubviewsOnce() {
        let a = NamedViewController("A"), b = NamedViewController("B")
        let delegate = ZoomFromThumbnailDelegate()
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        let harness = TransitionHarness(root: a)
        let content = UIView(frame: CGRect(x: 0, y: 44, width: 400, height: 556))
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        b.view.frame = harness.window.bounds
        b.view.addSubview(content)
        a.present(b, animated: true)
        delegate.interactor.update(0.5)
        harness.run(0.1)
        delegate.interactor.cancel()
        #expect(harness.settle())
        #expect(b.view.frame == harness.window.bounds, "B's view back at the size it had")
        #expect(content.frame == CGRect(x: 0, y: 44, width: 400, height: 556),
                "the parent's restore autoresized the subview and the subview's own animation restored it again: \(content.frame)")
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("The system push cleans up before completeTransition, so a pop queued behind it starts from clean views")
    func systemAnimatorCleansUpBeforeTheNextTransitionStarts() throws {
        let root = NamedViewController("Root"), second = NamedViewController("Second")
        let navigation = UINavigationController(rootViewController: root)
        let delegate = TransformAtWillShowDelegate()
        delegate.root = root
        navigation.delegate = delegate
        let harness = TransitionHarness(root: navigation)
        navigation.pushViewController(second, animated: true)
        harness.run(0.1)
        // Unanimated, so it is queued (an animated one would reverse the push, fluid navigation):
        // it starts inside the push's completeTransition.
        navigation.popViewController(animated: false)
        #expect(harness.settle())
        #expect(delegate.transforms == [.identity], "the push's parallax was still on Root when the pop set it up: \(delegate.transforms)")
        let report = try FuzzRunner.replay(script: """
            push nav=0 a=1
            push nav=5 a=1
            down x=385 y=505 alt=0
            up x=187 y=315
            frames n=3
            pop nav=5 a=1
            navanim kind=crossDissolvePercent
            down x=275 y=152 alt=0
            """)
        #expect(report.passed, "\(report.violations)")
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("A transition queued behind another starts after the ending animator's completion block has returned")
    func queuedTransitionWaitsForTheCompletionBlock() {
        let a = NamedViewController("A"), b = NamedViewController("B")
        let delegate = ResetAfterCompleteDelegate()
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        let harness = TransitionHarness(root: a)
        a.present(b, animated: true)
        harness.run(0.1)
        b.dismiss(animated: true)   // queued behind the presentation
        #expect(harness.settle())
        #expect(delegate.dismissal.noted == [1],
                "the dismissal saw A at the alpha the presentation's animator was about to put back: \(delegate.dismissal.noted)")
        #expect(a.view.alpha == 1 && a.presentedViewController == nil)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    /// A navigation controller popping Second with the self-animating interactor, and a badge on
    /// Root fading to 0.4 alongside.
    private func customInteractionPop() -> (TransitionHarness, UINavigationController, CustomInteractionNavigationDelegate, UIView) {
        let root = NamedViewController("Root"), second = NamedViewController("Second")
        let navigation = UINavigationController(rootViewController: root)
        let delegate = CustomInteractionNavigationDelegate()
        navigation.delegate = delegate
        let harness = TransitionHarness(root: navigation)
        navigation.pushViewController(second, animated: false)
        harness.settle()
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        root.view.addSubview(badge)
        navigation.popViewController(animated: true)
        navigation.transitionCoordinator?.animate(alongsideTransition: { _ in badge.alpha = 0.4 }, completion: nil)
        return (harness, navigation, delegate, badge)
    }
}
