import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// The phase machine of a running transition (`TransitionPhase`, `TransitionContext.canMove`).
/// UIKit documents the states it exposes (`isInteractive`, `transitionWasCancelled`, the end
/// marked by `completeTransition(_:)`: "UIViewControllerContextTransitioning", Apple
/// documentation); the names of the phases and the refusal Diagnostics are this package's.
@Suite("Transition phases")
@MainActor
struct TransitionPhaseTests {
    /// A push context on its own window, with no director: only the phase machine runs.
    private func makeContext() -> (TransitionContext, UIWindow) {
        let (window, clock) = makeTestWindow()
        let context = TransitionContext(
            kind: .push, container: window, isAnimated: true, style: .none, clock: clock,
            from: nil, to: nil, window: window)
        context.duration = 1
        return (context, window)
    }

    @Test("The legal moves: nothing goes back to animating, nothing leaves completed, interactive is not entered twice")
    func legalMoveTable() {
        let allowed: [TransitionPhase: Set<TransitionPhase>] = [
            .animating: [.interactive, .finishing, .cancelling, .completed],
            .interactive: [.finishing, .cancelling, .completed],
            .finishing: [.interactive, .finishing, .cancelling, .completed],
            .cancelling: [.interactive, .finishing, .cancelling, .completed],
            .completed: [],
        ]
        for from in TransitionPhase.allCases {
            for to in TransitionPhase.allCases {
                #expect(from.allowsMove(to: to) == allowed[from]!.contains(to), "\(from) -> \(to)")
            }
        }
    }

    @Test("Pause, cancel, a new pause, finish and complete walk the legal moves with no Diagnostic")
    func legalWalk() {
        let (context, window) = makeContext()
        #expect(context.phase == .animating && !context.isInteractive && !context.transitionWasCancelled)
        context.pauseInteractiveTransition()
        #expect(context.phase == .interactive && context.isInteractive && context.expectedEnd == nil)
        context.cancelInteractiveTransition()
        #expect(context.phase == .cancelling && context.transitionWasCancelled && !context.isInteractive)
        context.pauseInteractiveTransition()
        #expect(context.phase == .interactive && context.transitionWasCancelled, "a new hold keeps the direction")
        context.finishInteractiveTransition()
        #expect(context.phase == .finishing && !context.transitionWasCancelled)
        context.completeTransition(true)
        #expect(context.phase == .completed && context.didComplete && !context.transitionWasCancelled)
        #expect(window.diagnostics.isEmpty, "\(window.diagnostics)")
    }

    @Test("Pausing, finishing or cancelling a completed transition is refused with a Diagnostic and changes nothing")
    func illegalMovesRefused() {
        let (context, window) = makeContext()
        context.completeTransition(false)
        #expect(context.phase == .completed && context.transitionWasCancelled)
        context.pauseInteractiveTransition()
        context.finishInteractiveTransition()
        context.cancelInteractiveTransition()
        context.release(forward: true, curve: .easeInOut)
        #expect(window.diagnostics.map(\.code) == Array(repeating: .illegalTransitionPhaseChange, count: 4))
        #expect(window.diagnostics.first?.message.contains("from completed to interactive") == true)
        #expect(context.phase == .completed && context.transitionWasCancelled && !context.isInteractive)
        context.completeTransition(true)
        #expect(window.diagnostics.last?.code == .completeTransitionTwice)
        #expect(context.phase == .completed && context.transitionWasCancelled)
    }

    @Test("A percent-driven interaction ended after its transition completed does nothing and reports nothing")
    func percentDrivenAfterCompletion() {
        let (context, window) = makeContext()
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.startInteractiveTransition(context)
        interactor.update(0.4)
        #expect(context.phase == .interactive)
        context.completeTransition(true)
        interactor.pause()
        interactor.update(0.6)
        interactor.finish()
        interactor.cancel()
        #expect(window.diagnostics.isEmpty, "a gesture ending late is no misuse: \(window.diagnostics)")
        #expect(context.phase == .completed && !context.transitionWasCancelled)
        context.cancelInteractiveTransition()
        #expect(window.diagnostics.map(\.code) == [.illegalTransitionPhaseChange], "calling the context itself is")
    }

    @Test("Completing without an interaction goes from animating straight to completed; false marks it cancelled")
    func completeFromAnimating() {
        let (context, window) = makeContext()
        context.completeTransition(false)
        #expect(context.phase == .completed && context.transitionWasCancelled)
        #expect(window.diagnostics.isEmpty)
    }

    @Test("window.transitionState reports the typed kind and phase of a grabbed push")
    func typedStateOfGrab() throws {
        let root = NamedViewController("Root"), second = NamedViewController("Second")
        let navigation = UINavigationController(rootViewController: root)
        let harness = TransitionHarness(root: navigation)
        navigation.pushViewController(second, animated: true)
        harness.run(0.1)
        #expect(harness.window.transitionState?.kind == .push && harness.window.transitionState?.phase == .animating)
        let press = CGPoint(x: second.view.presentationFrameInWindow.minX + 20, y: 300)
        harness.window.send(.mouseDown(press))
        #expect(harness.window.transitionState?.phase == .interactive)
        harness.window.send(.mouseUp(CGPoint(x: press.x + 300, y: 300)))
        let state = try #require(harness.window.transitionState)
        #expect(state.phase == .cancelling && state.isCancelled)
        harness.settle()
        #expect(harness.window.transitionState == nil && navigation.topViewController === root)
    }
}
