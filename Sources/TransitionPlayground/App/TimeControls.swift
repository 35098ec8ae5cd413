import Foundation
import TransitionKit

/// The playground's global time controls, applied through `AnimationClock.speed`:
/// Space pauses and resumes animation time, S toggles slow animations (x10, as the iOS
/// Simulator's), `.` steps one frame of animation time while paused.
///
/// Pause and slow are independent switches and `speed` combines them: paused is 0 whatever
/// slow says, and resuming restores 0.1 or 1. A step while paused advances animation time by
/// exactly one frame (`clock.frameInterval`, 1/60 s) whether or not slow is on.
@MainActor
final class TimeControls {
    /// The speed of slow animations.
    static let slowSpeed = 0.1

    /// The clock the controls drive (the scene's; `attach(to:)` moves to a new scene's clock).
    private(set) var clock: AnimationClock
    /// Whether animation time is frozen.
    private(set) var isPaused = false
    /// Whether animations run at `slowSpeed`.
    private(set) var isSlow = false

    /// Controls for `clock`, starting slow when `slow` is set (`--slow`).
    init(clock: AnimationClock, slow: Bool = false) {
        self.clock = clock
        isSlow = slow
        apply()
    }

    /// The clock speed the switches ask for: 0 paused, else 0.1 slow, else 1.
    var speed: Double { isPaused ? 0 : isSlow ? Self.slowSpeed : 1 }

    /// Drives `clock` from now on (a new scene's), keeping pause and slow as they are.
    func attach(to clock: AnimationClock) {
        self.clock = clock
        apply()
    }

    /// Space: freezes animation time, or resumes it at the normal or slow speed.
    func togglePause() {
        isPaused.toggle()
        apply()
    }

    /// S: toggles slow animations (takes effect on resume when paused).
    func toggleSlow() {
        isSlow.toggle()
        apply()
    }

    /// `.`: advances animation time by exactly one frame while paused (animations, completions,
    /// layout run as in any frame). Returns false, doing nothing, when time is running.
    @discardableResult
    func stepForward() -> Bool {
        guard isPaused else { return false }
        clock.speed = 1
        clock.advance(by: clock.frameInterval)
        apply()
        return true
    }

    private func apply() { clock.speed = speed }
}
