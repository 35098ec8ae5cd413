import Foundation
import TransitionKit

/// `,` on a running transition while time is paused: steps it back one frame
/// (`UIWindow.scrubTransition(by:)`, which holds it as an interactive transition); `.` then moves
/// it one frame on, and Space lets it run on to its end (`resumeTransition()`).
///
/// A transition a gesture held before `,` did is not resumed on Space: the gesture's release ends it.
@MainActor
final class TransitionHold {
    /// Whether `,` holds the running transition.
    private(set) var isHolding = false
    /// Whether a gesture held the transition before `,` did.
    private var heldTransitionWasInteractive = false

    /// Moves the running transition of `window` back by `interval` seconds and holds it.
    /// Returns false when no transition runs.
    func stepBack(in window: UIWindow, by interval: TimeInterval) -> Bool {
        if !isHolding { heldTransitionWasInteractive = window.transitionState?.isInteractive ?? false }
        guard window.scrubTransition(by: -interval) else { return false }
        isHolding = true
        return true
    }

    /// Moves a held transition of `window` forward by `interval` seconds (`.`).
    func stepForward(in window: UIWindow, by interval: TimeInterval) {
        guard isHolding, window.transitionState != nil else { return }
        window.scrubTransition(by: interval)
    }

    /// Lets a held transition of `window` run on to its end (Space), unless a gesture holds it.
    func resume(in window: UIWindow) {
        guard isHolding else { return }
        if !heldTransitionWasInteractive { window.resumeTransition() }
        isHolding = false
    }

    /// Once a frame: the hold ends with its transition.
    func update(in window: UIWindow) {
        if isHolding && window.transitionState == nil { isHolding = false }
    }

    /// Forgets the hold (its window was retired).
    func release() { isHolding = false }
}
