import Foundation
import TransitionKitSDL

/// The frame rate the HUD and the window title show, from the host's timings: refreshed four
/// times a second, "idle" (nil) while the loop has just woken from rest or nothing was measured.
struct FrameRateMeter: Equatable {
    /// How often the rate is refreshed, in seconds.
    static let refreshInterval = 0.25
    /// How long after the loop wakes from rest the rate reads "idle": too few frames for a
    /// rate yet. After it, the rate counts the frames since waking (up to the last second), so
    /// a transition of half a second shows its own rate.
    static let warmUp = 0.25

    /// The rate measured at the last refresh, in frames per second.
    var framesPerSecond: Double = 0
    /// Whether the loop woke from rest less than `warmUp` ago.
    var restedRecently = false
    /// When the rate was last refreshed (host uptime).
    private var lastRefresh = -Double.infinity

    /// Takes the host's timings of a new frame; `frameInterval` is the fixed step's length.
    mutating func note(_ input: FrameInput, frameInterval: TimeInterval) {
        let awake = input.secondsSinceRest
        restedRecently = awake < Self.warmUp
        guard input.uptime - lastRefresh >= Self.refreshInterval else { return }
        lastRefresh = input.uptime
        // Fixed-step frames step exactly one frame interval: show that rate, not the CPU's.
        framesPerSecond = input.isFixedStep ? 1 / frameInterval : input.statistics.framesPerSecond(over: min(1, awake))
    }

    /// The rate to show: nil ("idle") when the loop rested in the last moments or no rate was
    /// measured yet (a window that rests right after launch would otherwise show "0 fps").
    var shown: Double? { restedRecently || !(framesPerSecond > 0) ? nil : framesPerSecond }
}
