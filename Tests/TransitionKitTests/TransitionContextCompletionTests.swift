import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// A fade whose completion always passes `true`, with a percent-driven interaction controller.
@MainActor
private final class CompletesTrueDelegate: UIViewControllerTransitioningDelegate {
    let interactor = UIPercentDrivenInteractiveTransition()
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { FuzzBlockAnimator(duration: 0.3, spring: false, behaviour: .completesTrue) }
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { interactor }
}

@Suite("completeTransition: the animator has the last word")
@MainActor
struct TransitionContextCompletionTests {
    // Apple, `completeTransition(_:)`: "didComplete: true if the transition to the presented view
    // controller completed successfully or false if the original view controller is still being
    // displayed." UIKit takes the animator's word after `cancelInteractiveTransition()` too.
    @Test("completeTransition(true) after a cancel completes the presentation, quietly")
    func trueAfterCancelPresents() {
        let root = NamedViewController("Root"), presented = NamedViewController("P")
        let delegate = CompletesTrueDelegate()
        presented.modalPresentationStyle = .fullScreen
        presented.transitioningDelegate = delegate
        let harness = TransitionHarness(root: root)
        harness.clearLog()
        var completionSawCancel: Bool?
        root.present(presented, animated: true) { harness.note("completion") }
        presented.transitionCoordinator?.animate(alongsideTransition: nil) { context in completionSawCancel = context.isCancelled }
        delegate.interactor.update(0.3)
        harness.run(0.1)
        delegate.interactor.cancel()
        harness.settle()

        #expect(harness.window.diagnostics.isEmpty, "\(harness.window.diagnostics)")
        #expect(harness.essentialLog.contains("completeTransition(true)") && harness.essentialLog.contains("completion"))
        #expect(harness.essentialLog.contains("presentationTransitionDidEnd(true)"))
        #expect(completionSawCancel == false, "the completion handlers keep what the transition made")
        #expect(root.presentedViewController === presented && presented.view.window === harness.window)
        #expect(root.viewIfLoaded?.window == nil, "a full-screen presentation took the presenter's view away")
        #expect(presented.appearanceStateName == "appeared" && root.appearanceStateName == "disappeared")
        #expect(presented.view.alpha == 1 && presented.view.transform == .identity)
        #expect(harness.violations.isEmpty, "\(harness.violations)")

        presented.dismiss(animated: true)
        harness.settle()
        #expect(root.presentedViewController == nil && root.view.window === harness.window)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
}
