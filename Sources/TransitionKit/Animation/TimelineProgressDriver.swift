import Foundation

/// A transition's `AnimationTimeline` as a `ProgressDriver`: percent is local time / duration,
/// seeking holds local time at percent x duration (Core Animation's `speed = 0` + `timeOffset`),
/// and running moves local time to the duration or to 0.
@MainActor
package struct TimelineProgressDriver: ProgressDriver {
    /// The timeline that holds the transition's animations.
    package let timeline: AnimationTimeline
    /// The transition's duration in seconds: the local time at which it ends.
    let duration: TimeInterval

    /// A driver for `timeline`, ending at local time `duration`.
    package init(timeline: AnimationTimeline, duration: TimeInterval) {
        self.timeline = timeline
        self.duration = duration
    }

    package var percentComplete: Double? {
        guard duration > 0 else { return nil }
        return min(max(timeline.localTime / duration, 0), 1)
    }

    package func seek(toPercent percent: Double) { timeline.seek(to: percent * duration) }

    package func pause() { timeline.pause() }

    /// Moves local time to the end (or 0) in (distance / speed) seconds on the curve, or on a
    /// critically damped spring of that length whose relative initial velocity is the given
    /// velocity over the distance left (1 = the whole rest per second).
    package func run(toEnd forward: Bool, on curve: CompletionCurve) -> TimeInterval {
        let local = timeline.localTime
        let target = forward ? duration : 0
        let remaining = abs(target - local) / curve.speed
        var timing = curve.curve.timing
        if let velocity = curve.initialVelocity, remaining > 0 {
            let distance = abs(target - local)
            let relative = distance > 0 ? velocity * duration / distance : 0
            timing = .spring(dampingRatio: 1, duration: remaining, initialVelocity: max(relative, 0))
        }
        timeline.move(to: target, duration: remaining, timing: timing, forward: forward)
        return remaining
    }
}
