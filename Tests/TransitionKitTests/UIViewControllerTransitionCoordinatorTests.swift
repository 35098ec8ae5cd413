import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

@Suite("UIViewControllerTransitionCoordinator: notifyWhenInteractionEnds, animate(alongsideTransitionIn:)")
@MainActor
struct UIViewControllerTransitionCoordinatorTests {
    private func presentInteractively() -> (TransitionHarness, NamedViewController, InteractiveFadeDelegate) {
        let a = NamedViewController("A"), b = NamedViewController("B")
        let delegate = InteractiveFadeDelegate()
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        let harness = TransitionHarness(root: a)
        a.present(b, animated: true)
        harness.clearLog()
        return (harness, b, delegate)
    }

    /// notifyWhenInteractionEnds(_:): "Registers a block to be executed when a transition
    /// changes from interactive to non-interactive." "Your block is executed both when the
    /// transition completes normally and when the user cancels the transition." (developer.apple.com/
    /// documentation/uikit/uiviewcontrollertransitioncoordinator/notifywheninteractionends(_:))
    @Test("notifyWhenInteractionEnds runs on each change to non-interactive, not on the way back")
    func interactionEnds() throws {
        let (harness, b, delegate) = presentInteractively()
        let coordinator = try #require(b.transitionCoordinator)
        var ends: [Bool] = [], changes: [Bool] = []
        coordinator.notifyWhenInteractionEnds { ends.append($0.isInteractive) }
        coordinator.notifyWhenInteractionChanges { changes.append($0.isInteractive) }
        delegate.interactor.update(0.3)
        delegate.interactor.finish()
        #expect(ends == [false])
        harness.run(0.1)
        delegate.interactor.pause()
        #expect(changes == [false, true])
        #expect(ends == [false])
        delegate.interactor.cancel()
        #expect(ends == [false, false])
        harness.settle()
        #expect(harness.log.contains("completeTransition(false)"))
        #expect(ends == [false, false])
    }

    /// animateAlongsideTransition(in:animation:completion:) "Runs the specified animations in a
    /// view that's outside of the designated container view." animate(alongsideTransitionIn:...)
    /// is its Swift 3 name.
    @Test("animate(alongsideTransitionIn:) scrubs with the transition and runs its completion")
    func alongsideIn() throws {
        let (harness, b, delegate) = presentInteractively()
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        harness.window.addSubview(badge)
        var completedCancelled: Bool?
        let coordinator = try #require(b.transitionCoordinator)
        let queued = coordinator.animate(
            alongsideTransitionIn: badge, animation: { _ in badge.alpha = 0 },
            completion: { completedCancelled = $0.isCancelled })
        #expect(queued)
        delegate.interactor.update(0.25)
        // On the transition's timeline with its completion curve (ease-in-out: 0.25 -> 0.129162).
        #expect(abs(badge.layer.presentation()!.opacity - 0.870838) < 1e-6)
        delegate.interactor.finish()
        harness.settle()
        #expect(completedCancelled == false)
        #expect(badge.alpha == 0)
    }
}
