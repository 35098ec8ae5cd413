import Foundation
import TransitionKit

/// What the host hands its delegate for one frame: the input that arrived since the last frame,
/// the real time the frame advances the clock by, and the timings of the frames before it.
public struct FrameInput {
    /// The input since the last frame, oldest first (SDL's events, translated).
    public var events: [InputEvent]
    /// The seconds of real time this frame advances the clock by: 0 on the first frame, exactly
    /// one frame interval when the steps are fixed, else the time since the last frame, at most
    /// `SDLHost.maximumFrameStep`.
    public var step: TimeInterval
    /// The recent frames' model and render times, up to the frame before this one.
    public var statistics: FrameStatistics
    /// Seconds of real time since the host was created, when this frame started.
    public var uptime: Double
    /// Seconds of real time since the loop last woke from a rest; infinity before the first rest.
    public var secondsSinceRest: Double
    /// Whether each frame steps exactly one frame interval (headless, or `usesFixedTimeStep`):
    /// the frame rate is then the step's, not the CPU's.
    public var isFixedStep: Bool

    /// Creates a frame's input (the host makes one per frame; tests make their own).
    public init(
        events: [InputEvent] = [], step: TimeInterval = 0, statistics: FrameStatistics = FrameStatistics(),
        uptime: Double = 0, secondsSinceRest: Double = .infinity, isFixedStep: Bool = true
    ) {
        self.events = events
        self.step = step
        self.statistics = statistics
        self.uptime = uptime
        self.secondsSinceRest = secondsSinceRest
        self.isFixedStep = isFixedStep
    }
}
