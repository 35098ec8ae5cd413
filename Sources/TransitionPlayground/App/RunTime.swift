import Foundation
import TransitionKit

/// The run's own time, across the scenes' clocks (each scene has a fresh one): the script's and
/// the trace's time, and the frame count.
///
/// While a frame is being made, before its clock advances, the time already counts the frame's
/// step: input and script actions are stamped with the time of the frame they appear in (as a
/// display link's `targetTimestamp`), so a recording replays in the frames it was made in.
@MainActor
struct RunTime {
    /// The number of frames made so far.
    private(set) var frameIndex = 0
    /// Real time before the current clock started, less the frames `.` stepped.
    private var base: TimeInterval = 0
    /// The real time the frame being made advances the clock by, until it does.
    private var pendingStep: TimeInterval = 0

    /// Seconds of real time since the start of the run, with `clock` the current scene's clock:
    /// frame `n` of a fixed-step run is at `n / 60`.
    func now(on clock: AnimationClock) -> TimeInterval { base + clock.realTime + pendingStep }

    /// Starts a frame that will advance the clock by `step` seconds of real time.
    mutating func beginFrame(step: TimeInterval) { pendingStep = step }

    /// Advances `clock` by the frame's step: display links, animations, completions, frame handlers.
    mutating func advance(_ clock: AnimationClock) {
        let step = pendingStep
        pendingStep = 0
        if step > 0 { clock.advance(by: step) }
    }

    /// Counts the frame made.
    mutating func endFrame() { frameIndex += 1 }

    /// `clock`, a scene's, is replaced by a fresh one: its real time is kept.
    mutating func retire(_ clock: AnimationClock) { base += clock.realTime }

    /// `.` stepped the clock by `interval` outside the frame's step: the run's time stays on real time.
    mutating func clockDidStep(by interval: TimeInterval) { base -= interval }
}
