import Foundation

/// A group of animations with its own local time, like a Core Animation layer tree with
/// `speed`, `timeOffset` and `beginTime`.
///
/// Every clock has a root timeline whose local time is the clock's `now`. A transition gets a
/// timeline of its own, so it can pause it (`speed = 0`), scrub it (set its time to
/// percent x duration), and run it to either end on a curve or spring: the transition does so
/// through `TimelineProgressDriver`, one of the `ProgressDriver`s.
@MainActor
package final class AnimationTimeline: AnimationDriver {
    /// How local time follows the clock.
    package enum Mode {
        /// `local = originLocal + (now - originNow) * rate`.
        case running(originNow: Double, originLocal: Double, rate: Double)
        /// Time stands still at `local`.
        case paused(local: Double)
        /// Local time moves from `from` to `to` over `duration` clock seconds on `timing`, then
        /// stands at `to` (backwards) or runs on at rate 1 (forwards).
        case segment(from: Double, to: Double, startNow: Double, duration: Double, timing: TimingFunction)
        /// Time stands at `local`, a start it was moved back to: the animations there end at their start.
        case arrivedBack(local: Double)
    }

    private(set) weak var clock: AnimationClock?
    private(set) var mode: Mode {
        didSet { cachedNow = -.infinity }
    }
    /// Groups adopted by this timeline that have not completed.
    private(set) var groups: [AnimationGroup] = []
    /// The soonest local end time among the pending animations (for skipping scans).
    private var earliestEnd = -Double.infinity
    /// Full scans so far (orphaned animations are swept on every 60th).
    private var scans = 0

    package init(clock: AnimationClock, mode: Mode) {
        self.clock = clock
        time = clock.time
        self.mode = mode
        if case let .running(originNow, originLocal, _) = mode {
            mediaOrigin = originNow - originLocal
        } else {
            mediaOrigin = clock.now
        }
    }

    /// The media time (`CACurrentMediaTime()`) at which local time was 0 when the timeline was
    /// made: a timeline made running at rate 1 shows the media time until it is paused, scrubbed
    /// or slowed down.
    private let mediaOrigin: Double

    /// The clock's time, held strongly (see `AnimationClock.time`).
    private let time: ClockTime

    /// The clock's time now.
    var now: Double { time.now }

    private var cachedNow = -Double.infinity
    private var cachedLocal = 0.0

    /// Local time now (computed once per clock time: every animation on the timeline asks).
    var localTime: Double {
        let now = self.now
        if now == cachedNow { return cachedLocal }
        let local = computeLocalTime(now: now)
        cachedNow = now
        cachedLocal = local
        return local
    }

    private func computeLocalTime(now: Double) -> Double {
        switch mode {
        case let .running(originNow, originLocal, rate):
            return originLocal + (now - originNow) * rate
        case let .paused(local), let .arrivedBack(local):
            return local
        case let .segment(from, to, startNow, duration, timing):
            let elapsed = now - startNow
            if elapsed >= duration { return to >= from ? to + (elapsed - duration) : to }
            return from + (to - from) * timing.progress(at: elapsed, duration: duration)
        }
    }

    /// The timeline's time as a media time at clock time `t`: `mediaOrigin` + local time then.
    /// A transition's layers live in this time (`CALayer.localTime(clockTime:applying:)`), as
    /// the layers of an iOS transition live in its container's time space, which
    /// UIPercentDrivenInteractiveTransition stops (`speed = 0`) and scrubs (`timeOffset`).
    func mediaTime(atClockTime t: Double) -> Double {
        mediaOrigin + (t == now ? localTime : computeLocalTime(now: t))
    }

    /// The clock time at which the timeline shows media time `media` (the inverse of
    /// `mediaTime(atClockTime:)`; while time stands still, where every clock time shows the same
    /// media time, the clock's now).
    func clockTime(atMediaTime media: Double) -> Double {
        let local = media - mediaOrigin
        switch mode {
        case let .running(originNow, originLocal, rate):
            return rate == 0 ? now : originNow + (local - originLocal) / rate
        case .paused, .arrivedBack:
            return now
        case let .segment(from, to, startNow, duration, _):
            // Linear between the segment's ends (its curve is not inverted); past it, rate 1.
            if to >= from, local >= to { return startNow + duration + (local - to) }
            guard to != from else { return now }
            return startNow + duration * min(max((local - from) / (to - from), 0), 1)
        }
    }

    /// Whether local time is standing still.
    var isPaused: Bool {
        if case .paused = mode { return true }
        return false
    }

    /// Whether a segment towards the start has arrived there.
    var hasArrivedBackwards: Bool {
        if case .arrivedBack = mode { return true }
        if case let .segment(from, to, startNow, duration, _) = mode, to < from, now - startNow >= duration {
            return true
        }
        return false
    }

    /// Freezes local time where it is now.
    func pause() { mode = .paused(local: localTime) }

    /// Freezes local time at `local` (scrubbing).
    func seek(to local: Double) { mode = .paused(local: local) }

    /// Lets local time run from where it is at `rate` local seconds per clock second.
    func run(rate: Double = 1) { mode = .running(originNow: now, originLocal: localTime, rate: rate) }

    /// Moves local time to `target` over `duration` clock seconds on `timing`: `forward` to an
    /// end it then runs on from, else back to a start it stands at (which ends the animations
    /// there). A move of no length (already at `target`) goes the way `forward` says.
    func move(to target: Double, duration: Double, timing: TimingFunction, forward: Bool) {
        let from = localTime
        guard duration > 0, duration.isFinite, target != from else {
            // Arrived at once: forwards runs on from the end, backwards stands at the start.
            mode = forward ? .running(originNow: now, originLocal: target, rate: 1) : .arrivedBack(local: target)
            return
        }
        mode = .segment(from: from, to: target, startNow: now, duration: duration, timing: timing)
    }

    func progress(of animation: LayerAnimation) -> Double {
        animation.progress(atLocalTime: localTime)
    }

    func end(of animation: LayerAnimation) -> LayerAnimation.End? { end(of: animation.group) }

    /// Whether the animations of `group` (which share their begin and end) have ended now, and
    /// at which end.
    private func end(of group: AnimationGroup) -> LayerAnimation.End? {
        let local = localTime
        switch mode {
        case .paused:
            return nil
        case .arrivedBack:
            return local <= group.beginTime ? .atStart : nil
        case let .running(_, _, rate):
            if rate >= 0 { return local >= group.localEnd ? .atEnd : nil }
            return local <= group.beginTime ? .atStart : nil
        case let .segment(from, to, _, _, _):
            if to >= from { return local >= group.localEnd ? .atEnd : nil }
            return hasArrivedBackwards && local <= group.beginTime ? .atStart : nil
        }
    }

    func adopt(_ group: AnimationGroup, delay: Double, on _: AnimationClock) {
        groups.append(group)
        group.beginTime = localTime + delay
        if !group.pending.isEmpty { earliestEnd = min(earliestEnd, group.localEnd) }
        clock?.engine.register(self)
    }

    /// Ends the animations that reached an end and completes their groups; returns whether any
    /// group is still waiting. While local time runs forward and is before the earliest end, only
    /// groups emptied by removal need a look, so most frames skip the scan.
    func tick() -> Bool {
        if case let .running(_, _, rate) = mode, rate >= 0, localTime < earliestEnd, !hasCompleteGroup {
            return !groups.isEmpty
        }
        scans += 1
        let sweepsOrphans = scans % 60 == 0   // views that went away: looked for once a second
        var soonest = Double.infinity
        let snapshot = groups
        for group in snapshot {
            let end = end(of: group)  // the same for each of its animations: asked once
            if end == nil, !sweepsOrphans {
                // Still running: nothing in its animations to look at (their driver is this
                // timeline, set when their block committed), so they are not touched.
                if !group.isComplete { soonest = min(soonest, group.localEnd) }
                continue
            }
            for animation in group.pending {
                if sweepsOrphans, animation.layer == nil { animation.cancel(); continue }
                if animation.driver !== self { animation.finish(.atEnd); continue }
                if let end {
                    animation.finish(end)
                } else {
                    soonest = min(soonest, group.localEnd)
                }
            }
        }
        earliestEnd = soonest
        let done = removeCompleteGroups()
        for group in done { group.complete() }
        return !groups.isEmpty
    }

    /// Takes the groups with no animation left out of `groups`, in order, and returns them.
    /// Loops, not `filter`/`removeAll(where:)`: a closure formed here is main-actor isolated and
    /// pays a run-time executor check on every call.
    private func removeCompleteGroups() -> [AnimationGroup] {
        var done: [AnimationGroup] = []
        var kept = groups
        groups = []
        var count = 0
        for index in kept.indices {
            if kept[index].isComplete {
                done.append(kept[index])
            } else {
                kept.swapAt(count, index)  // keeps the running groups in order
                count += 1
            }
        }
        kept.removeSubrange(count...)
        groups = kept
        return done
    }

    /// Every animation still running on this timeline.
    /// Whether a group has no animation left (a loop, not `contains(where:)`: a closure formed
    /// here is main-actor isolated and pays a run-time executor check on every call).
    private var hasCompleteGroup: Bool {
        for group in groups where group.isComplete { return true }
        return false
    }

    var pendingAnimations: [LayerAnimation] { groups.flatMap(\.pending) }

    /// When this timeline next changes what is on screen: now while an animation runs (or the
    /// timeline moves in a segment or backwards), at the clock time the first delayed animation
    /// starts when all are still waiting, never while paused or empty.
    func nextChange() -> FrameNeed {
        guard !groups.isEmpty else { return .none }
        switch mode {
        case .paused:
            return .none
        case .segment, .arrivedBack:
            return .now
        case let .running(originNow, originLocal, rate):
            guard rate > 0 else { return rate < 0 ? .now : .none }
            let local = localTime
            var firstStart = Double.infinity
            for group in groups {
                for animation in group.pending {
                    if animation.beginTime <= local || animation.driver !== self { return .now }
                    firstStart = min(firstStart, animation.beginTime)
                }
            }
            return firstStart.isFinite ? .at(originNow + (firstStart - originLocal) / rate) : .now
        }
    }
}
