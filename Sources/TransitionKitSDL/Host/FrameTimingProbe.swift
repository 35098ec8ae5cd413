import Foundation

/// Instrumentation for the benchmark: what each frame of `SDLHost.run` polled and when it was
/// presented, on SDL's millisecond tick clock (the clock of `SDL_Event.common.timestamp`).
///
/// SDL stamps an event with `SDL_GetTicks()` when it enters SDL's queue, which for X11 input is
/// when `SDL_PollEvent` pumps the X connection. Present times are interpolated between ticks
/// with the performance counter (see `TickClock`), so they have sub-millisecond resolution;
/// event timestamps are whole milliseconds (truncated).
public struct FrameTiming: Sendable, Equatable {
    /// The frame's start (before polling), in SDL ticks (milliseconds since SDL started).
    public var startTicks: Double
    /// Just after `SDL_RenderPresent` returned, in SDL ticks.
    public var presentTicks: Double
    /// The timestamps of the input events polled at the start of this frame (applied in it).
    public var inputTimestamps: [UInt32]
    /// Whether the frame drew a backdrop blur.
    public var drewBackdropBlur: Bool
    /// Whether the loop rested before this frame (its interval from the previous present is idle time).
    public var followsRest = false
}

/// SDL's millisecond tick clock read with sub-millisecond resolution: the performance counter
/// value at which `SDLTime.ticks` last changed is found once (a spin of at most 1 ms), and
/// later counter values are converted from there.
struct TickClock {
    let originTicks: UInt64
    let originCounter: UInt64
    let counterFrequency: Double

    /// Calibrates against SDL's tick counter (SDL must be initialised).
    init() {
        counterFrequency = Double(SDLTime.counterFrequency)
        let start = SDLTime.ticks
        var ticks = start, counter = SDLTime.counter
        while ticks == start {
            counter = SDLTime.counter
            ticks = SDLTime.ticks
        }
        originTicks = ticks
        originCounter = counter
    }

    /// The tick time of a performance-counter value, in milliseconds.
    func ticks(atCounter counter: UInt64) -> Double {
        Double(originTicks) + (Double(counter) - Double(originCounter)) / counterFrequency * 1000
    }
}

/// The moments of a launch, for `playground --bench`'s launch-time measurement: with
/// `TRANSITIONKIT_REPORT_LAUNCH=1` in the environment, the host writes one line to standard
/// error after its first `SDL_RenderPresent`:
/// `transitionkit-launch host=<ns> sdl=<ns> window=<ns> renderer=<ns> present=<ns>`, each a
/// `CLOCK_MONOTONIC` reading in nanoseconds (comparable across processes).
enum LaunchReport {
    /// Whether the environment asks for the report.
    static let isRequested = ProcessInfo.processInfo.environment["TRANSITIONKIT_REPORT_LAUNCH"] == "1"

    /// `CLOCK_MONOTONIC` now, in nanoseconds.
    static func monotonicNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }

    /// Writes the report line.
    static func write(_ moments: [(String, UInt64)]) {
        let line = "transitionkit-launch " + moments.map { "\($0.0)=\($0.1)" }.joined(separator: " ") + "\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
}
