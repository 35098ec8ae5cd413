import Foundation
import TransitionKit

/// The `,` key for the transition scenes: steps the running transition back while time is
/// paused (`UIWindow.scrubTransition(by:)`, which holds it as an interactive transition), follows
/// `.` forward while it is held, and lets it run on (`resumeTransition()`) once time runs again.
///
/// Only a transition this object held is resumed: an edge drag in progress is left alone.
@MainActor
final class TransitionStepper {
    private weak var window: UIWindow?
    /// Whether `stepBack(by:)` holds the running transition.
    private(set) var isHolding = false
    private var lastTime: TimeInterval = 0

    /// A stepper for the transitions of `window` (nil until the scene's view is in one).
    init() {}

    /// Moves the running transition of `window` back by `interval` seconds of its time.
    /// Returns false when none runs.
    func stepBack(by interval: TimeInterval, in window: UIWindow?) -> Bool {
        guard let window, window.scrubTransition(by: -interval) else { return false }
        self.window = window
        isHolding = true
        lastTime = window.clock.now
        return true
    }

    /// Once a frame: a held transition follows the paused clock's single steps (`.`) and runs on
    /// to its end when the clock runs again.
    func update() {
        guard isHolding, let window else { return }
        guard window.transitionState != nil else {
            isHolding = false
            return
        }
        let clock = window.clock
        let stepped = clock.now - lastTime
        lastTime = clock.now
        if clock.speed > 0 {
            isHolding = false
            window.resumeTransition()
        } else if stepped > 0 {
            window.scrubTransition(by: stepped)
        }
    }
}
