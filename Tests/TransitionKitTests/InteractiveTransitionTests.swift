import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// Presents with a fade and a percent-driven interaction controller.
@MainActor
final class InteractiveFadeDelegate: UIViewControllerTransitioningDelegate {
    let interactor = UIPercentDrivenInteractiveTransition()
    var interactive = true
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { LinearFadeAnimator(duration: 1) }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        LinearFadeAnimator(duration: 1)
    }
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { interactive ? interactor : nil }
}

@Suite("Interactive transitions")
@MainActor
struct InteractiveTransitionTests {
    private func presentInteractively() -> (TransitionHarness, NamedViewController, NamedViewController, InteractiveFadeDelegate) {
        let a = NamedViewController("A"), b = NamedViewController("B")
        let delegate = InteractiveFadeDelegate()
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        let harness = TransitionHarness(root: a)
        harness.clearLog()
        a.present(b, animated: true) { harness.note("completion") }
        return (harness, a, b, delegate)
    }

    @Test("update scrubs the animator's UIView.animate blocks; finish completes from there")
    func scrubAndFinish() {
        let (harness, _, b, delegate) = presentInteractively()
        #expect(b.transitionCoordinator?.isInteractive == true && b.transitionCoordinator?.initiallyInteractive == true)
        harness.run(0.5)
        #expect(b.view.layer.presentation()!.opacity == 0)
        delegate.interactor.update(0.3)
        #expect(abs(b.view.layer.presentation()!.opacity - 0.3) < 1e-9)
        delegate.interactor.update(0.6)
        #expect(abs(b.view.layer.presentation()!.opacity - 0.6) < 1e-9)
        harness.run(0.5)
        delegate.interactor.finish()
        harness.run(0.35)
        #expect(!harness.log.contains("completeTransition(true)"))
        harness.settle()
        #expect(harness.log.contains("completion") && b.view.layer.presentation()!.opacity == 1)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("A cancelled presentation: handlers first, reversed appearance, no completion, values restored")
    func cancelled() {
        let (harness, a, b, delegate) = presentInteractively()
        var handlerSawCancel: Bool?
        b.transitionCoordinator?.notifyWhenInteractionChanges { context in
            handlerSawCancel = context.isCancelled
            harness.note("interaction changed")
        }
        delegate.interactor.update(0.45)
        delegate.interactor.cancel()
        #expect(handlerSawCancel == true)
        harness.settle()
        #expect(harness.essentialLog == [
            "presentationTransitionWillBegin", "A.viewWillDisappear", "B.viewWillAppear", "startInteractiveTransition",
            "cancelInteractiveTransition", "interaction changed", "completeTransition(false)",
            "presentationTransitionDidEnd(false)", "B.viewWillDisappear", "B.viewDidDisappear", "A.viewWillAppear",
            "A.viewDidAppear", "animationEnded(false)",
        ])
        #expect(a.presentedViewController == nil && b.presentingViewController == nil)
        #expect(a.view.window === harness.window && b.viewIfLoaded?.window == nil)
        #expect(b.view.alpha == 0, "the model value is back where the animator put it before animating")
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("A flick finishes on a spring that starts at the updates' speed")
    func flickKeepsVelocity() {
        let (harness, _, b, delegate) = presentInteractively()
        for step in 1...6 {
            delegate.interactor.update(CGFloat(step) * 0.05)
            harness.run(1.0 / 60)
        }
        let before = b.view.layer.presentation()!.opacity
        delegate.interactor.finish()
        harness.run(1.0 / 60)
        let after = b.view.layer.presentation()!.opacity
        // 0.05 per frame = 3 per second: the first frame after release keeps moving about as fast.
        #expect(after - before > 0.03, "\(before) -> \(after)")
        harness.settle()
        #expect(harness.log.contains("completion"))
    }
}
