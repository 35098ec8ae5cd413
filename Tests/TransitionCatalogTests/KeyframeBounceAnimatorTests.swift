import Foundation
import Testing
import TransitionCatalog
import TransitionKitTestSupport
import TransitionKitTesting
import TransitionKit

/// The card's vertical offset on screen (its presentation transform's ty).
@MainActor
private func offset(_ view: UIView) -> CGFloat { view.onScreen.affineTransform().ty }

@Suite("KeyframeBounceAnimator (keyframe bounce presentation)")
@MainActor
struct KeyframeBounceAnimatorTests {
    private func setUp() -> (TransitionHarness, NamedViewController, NamedViewController, AnimatorDelegate) {
        let a = NamedViewController("A"), b = NamedViewController("B")
        let delegate = AnimatorDelegate(
            presenting: { KeyframeBounceAnimator(presenting: true) }, dismissing: { KeyframeBounceAnimator(presenting: false) })
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        let harness = TransitionHarness(root: a)   // 400 x 600
        harness.clearLog()
        return (harness, a, b, delegate)
    }

    // UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:): "The start time is
    // a value from 0 to 1 relative to the overall duration"; with .calculationModeLinear and a
    // linear overall curve the value between keyframes is linear in time (Apple documentation,
    // UIView.KeyframeAnimationOptions / CAKeyframeAnimation.calculationMode "linear").
    @Test("Presenting: -600 at 0, half way down at 0.24 s, +30 at 0.48 s, -12 at 0.64 s, 0 at 0.8 s; dismissal reverses")
    func keyframeValues() {
        let (harness, _, b, delegate) = setUp()
        harness.present(b)
        #expect(offset(b.view) == -600)
        #expect(b.view.frame == harness.window.bounds, "the frame is final; only the transform moves")
        let expected: [(TimeInterval, CGFloat)] = [(0.24, -285), (0.24, 30), (0.08, 9), (0.08, -12), (0.08, -6), (0.08, 0)]
        for (step, value) in expected {
            harness.clock.advance(by: step)
            #expect(abs(offset(b.view) - value) < 1e-6, "\(offset(b.view)) != \(value) at \(harness.clock.now)")
        }
        harness.settle()
        assertCallbackOrder(harness.essentialCallbackLog, ExpectedLog.fullScreenPresent("A", "B"))
        #expect(b.view.transform == .identity)

        harness.clearLog()
        _ = harness.dismiss()
        for (step, value): (TimeInterval, CGFloat) in [(0.16, -12), (0.16, 30), (0.24, -285), (0.24, -600)] {
            harness.clock.advance(by: step)
            #expect(abs(offset(b.view) - value) < 1e-6, "\(offset(b.view)) != \(value) at \(harness.clock.now)")
        }
        harness.settle()
        assertCallbackOrder(harness.essentialCallbackLog, ExpectedLog.fullScreenDismiss("A", "B"))
        #expect(b.view.transform == .identity, "the card that left gets its transform back for the next time")
        #expect(delegate.handedOut.count == 2 && harness.violations.isEmpty, "\(harness.violations)")
        // addKeyframe(withRelativeStartTime: 0.8, relativeDuration: 0.2) ends at 1 up to binary
        // rounding (0.8 + 0.2 = 1.0000000000000002): no Diagnostic, as UIKit takes it.
        #expect(harness.window.diagnostics.isEmpty, "\(harness.window.diagnostics)")
    }

    // UIPercentDrivenInteractiveTransition scrubs the keyframes ("updates the progress of the
    // transition", Apple documentation); cancel runs them back to the start.
    @Test("Scrubbed interactively to half way, then cancelled: back to the start, every view where it was")
    func scrubbedAndCancelled() {
        let (harness, a, b, delegate) = setUp()
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        harness.present(b)
        interactor.update(0.3)
        #expect(abs(offset(b.view) - (-600 + 630 * 0.5)) < 1e-6, "\(offset(b.view))")
        interactor.update(0.7)
        #expect(abs(offset(b.view) - 9) < 1e-6, "\(offset(b.view))")
        interactor.cancel()
        harness.settle()
        #expect(harness.essentialLog == [
            "presentationTransitionWillBegin", "A.viewWillDisappear", "B.viewWillAppear", "startInteractiveTransition",
            "cancelInteractiveTransition", "completeTransition(false)", "presentationTransitionDidEnd(false)",
            "B.viewWillDisappear", "B.viewDidDisappear", "A.viewWillAppear", "A.viewDidAppear", "animationEnded(false)",
        ], "\(harness.essentialLog)")
        #expect(b.viewIfLoaded?.window == nil && a.view.window === harness.window && a.presentedViewController == nil)
        #expect(b.view.transform == .identity && a.view.frame == harness.window.bounds)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
}
