
/// Paces a frame loop to a fixed rate by deadline: sleep until about 1.5 ms before the
/// deadline with `SDL_Delay`, then spin on the performance counter.
///
/// Deadlines advance by exactly one interval, so the rate does not drift; after a long frame
/// (more than one interval late) the schedule restarts from now instead of racing to catch up.
/// Vsync is not used: offscreen it does nothing and under Xvfb it runs at about 63 Hz.
///
/// The deadline is the moment of the present. The host starts a frame `lead` before it
/// (`startLead`: the recent frames' work, 90th percentile, plus a margin), finishes the
/// rendering, waits for the deadline and presents: presents are evenly spaced however the
/// work varies, and input polled at the frame's start is shown `lead` later, under one frame.
package struct FramePacer {
    /// Counter ticks per frame.
    package let intervalTicks: UInt64
    /// Counter ticks per second.
    let ticksPerSecond: UInt64
    /// The deadline of the frame being waited for, in counter ticks.
    private(set) var deadline: UInt64

    /// How early to stop sleeping and start spinning: `SDL_Delay` overshoots by up to ~1 ms.
    static let spinMargin: Double = 0.0015

    /// Creates a pacer for `framesPerSecond`, whose first deadline is one interval after `now`.
    package init(framesPerSecond: Double, now: UInt64, ticksPerSecond: UInt64) {
        self.ticksPerSecond = max(1, ticksPerSecond)
        intervalTicks = max(1, UInt64((Double(self.ticksPerSecond) / framesPerSecond).rounded()))
        deadline = now
    }

    /// Moves the deadline one interval on from the previous one, or restarts it from `now`
    /// when the loop has fallen more than one interval behind. Returns the new deadline.
    package mutating func advanceDeadline(now: UInt64) -> UInt64 {
        deadline &+= intervalTicks
        if now > deadline &+ intervalTicks || deadline > now &+ 2 * intervalTicks { deadline = now &+ intervalTicks }
        return deadline
    }

    /// After a rest: the next `advanceDeadline` puts the deadline `lead` ticks after `now`, so
    /// the next frame starts at once instead of waiting for a schedule the rest broke.
    package mutating func restart(now: UInt64, lead: UInt64) {
        deadline = now &+ min(lead, intervalTicks) &- intervalTicks
    }

    /// Milliseconds to sleep before spinning when `now` is the current counter value (0 for none).
    package func sleepMilliseconds(now: UInt64) -> UInt32 {
        guard deadline > now else { return 0 }
        let remaining = Double(deadline - now) / Double(ticksPerSecond) - Self.spinMargin
        return remaining > 0 ? UInt32(remaining * 1000) : 0
    }

    /// Blocks until the next deadline.
    mutating func waitForNextFrame() {
        _ = advanceDeadline(now: SDLTime.counter)
        waitForDeadline()
    }

    /// Blocks until the current deadline (sleep, then spin the last 1.5 ms).
    func waitForDeadline() {
        let sleep = sleepMilliseconds(now: SDLTime.counter)
        if sleep > 0 { SDLTime.delay(milliseconds: sleep) }
        while SDLTime.counter < deadline {}
    }

    /// Sleeps (no spin: the start need not be exact) until `lead` ticks before the deadline.
    func sleepUntilStart(lead: UInt64) {
        let now = SDLTime.counter
        let start = deadline > lead ? deadline - lead : 0
        guard start > now else { return }
        let milliseconds = Double(start - now) / Double(ticksPerSecond) * 1000
        if milliseconds >= 1 { SDLTime.delay(milliseconds: UInt32(milliseconds)) }
    }

    /// How long before the deadline to start a frame, in ticks: the 90th percentile of the
    /// recent frames' work (start to rendering finished) plus `margin` seconds, at least
    /// `minimum` seconds and at most one interval less 1 ms.
    package func startLead(recentWork: [UInt64], margin: Double = 0.002, minimum: Double = 0.004) -> UInt64 {
        let sorted = recentWork.sorted()
        let p90 = sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.9))]
        let lead = p90 &+ UInt64(margin * Double(ticksPerSecond))
        let lower = UInt64(minimum * Double(ticksPerSecond))
        let upper = intervalTicks > UInt64(0.001 * Double(ticksPerSecond)) ? intervalTicks - UInt64(0.001 * Double(ticksPerSecond)) : intervalTicks
        return min(max(lead, lower), max(lower, upper))
    }
}
