import Foundation
import TransitionKit

/// `,` on a running transition while time is paused: steps it back one frame
/// (`UIWindow.scrubTransition(by:)`, which holds it as an interactive transition); `.` then moves
/// it one frame on, and Space lets it run on to its end (`resumeTransition()`).
///
/// A transition a gesture held before `,` did is not resumed on Space: the gesture's release ends it.
@MainActor
final class TransitionHoldTool: PlaygroundTool {
    /// Whether `,` holds the running transition.
    private(set) var isHolding = false
    /// Whether a gesture held the transition before `,` did.
    private var heldTransitionWasInteractive = false

    var bindings: [KeyBinding] {
        [KeyBinding(.comma, keys: ",", summary: "one frame back through a paused transition", repeats: true) { [weak self] session in
            self?.stepBack(in: session)
        }]
    }

    /// `,` while paused: one frame back through the running transition, which then stays held until Space.
    func stepBack(in session: PlaygroundSession) {
        guard session.time.isPaused else {
            session.say("`,` steps back while paused: press Space first")
            return
        }
        if !stepBack(in: session.window, by: session.clock.frameInterval) {
            session.say("`,`: no transition to step back through in \(session.scene.name)")
        }
    }

    /// Moves the running transition of `window` back by `interval` seconds and holds it.
    /// Returns false when no transition runs.
    func stepBack(in window: UIWindow, by interval: TimeInterval) -> Bool {
        if !isHolding { heldTransitionWasInteractive = window.transitionState?.isInteractive ?? false }
        guard window.scrubTransition(by: -interval) else { return false }
        isHolding = true
        return true
    }

    func sessionDidChange(_ change: PlaygroundSession.Change, in session: PlaygroundSession) {
        switch change {
        case .willStepFrame(let interval):
            // `.`: a held transition moves one frame on.
            if isHolding, session.window.transitionState != nil { session.window.scrubTransition(by: interval) }
        case .timeResumed:
            // Space: a held transition runs on to its end, unless a gesture holds it.
            if isHolding && !heldTransitionWasInteractive { session.window.resumeTransition() }
            isHolding = false
        case .sceneRetired:
            isHolding = false
        case .paneStarted, .animatorChosen:
            break
        }
    }

    /// Once a frame: the hold ends with its transition.
    func clockDidAdvance(in session: PlaygroundSession) {
        if isHolding && session.window.transitionState == nil { isHolding = false }
    }

    func updatePanels(in session: PlaygroundSession, sidebar: inout Sidebar.Layout, notes: inout FrameNotes) {
        notes.transitionIsHeld = isHolding
    }
}
