import Foundation

/// The motion of a scroll view's offset after the finger lifted (or for an animated offset):
/// one curve per axis, evaluated from the clock's animation time, so frames never accumulate
/// error.
struct ScrollMotion {
    /// What the motion is, for the delegate's end callback.
    enum Phase {
        /// Deceleration or bounce-back (`scrollViewDidEndDecelerating`).
        case decelerating
        /// `setContentOffset(_:animated: true)` (`scrollViewDidEndScrollingAnimation`).
        case animating
    }

    var phase: Phase
    var x: AxisCurve
    var y: AxisCurve
}

/// The offset along one axis as a function of time.
enum AxisCurve {
    /// No motion.
    case idle
    /// Exponential deceleration from `from` to `to`: `from + (to - from) * (1 - r^ms)`, r per
    /// millisecond; it ends exactly at `to`.
    case decelerate(from: CGFloat, to: CGFloat, rate: CGFloat, start: TimeInterval)
    /// A critically damped spring settling on `rest` from displacement `x0` with velocity `v0`
    /// (points per second).
    case spring(rest: CGFloat, x0: CGFloat, v0: CGFloat, start: TimeInterval)
    /// An ease-out cubic from `from` to `to` over `duration` seconds.
    case ease(from: CGFloat, to: CGFloat, duration: TimeInterval, start: TimeInterval)

    /// The spring's natural frequency (rad/s): a release 100 pt past an edge settles in ~0.65 s.
    static let springOmega: CGFloat = 12
    /// Deceleration ends (snapping to its target) once less than this distance remains.
    static let decelerationSnap: CGFloat = 0.25

    /// The value, velocity (points per second) and whether the curve is done at `time`.
    func evaluate(at time: TimeInterval) -> (value: CGFloat, velocity: CGFloat, done: Bool) {
        switch self {
        case .idle:
            return (0, 0, true)
        case .decelerate(let from, let to, let rate, let start):
            let ms = max(0, time - start) * 1000
            let remaining = (to - from) * pow(rate, CGFloat(ms))
            if abs(remaining) < Self.decelerationSnap { return (to, 0, true) }
            let velocity = remaining * -log(rate) * 1000
            return (to - remaining, velocity, false)
        case .spring(let rest, let x0, let v0, let start):
            let t = CGFloat(max(0, time - start)), omega = Self.springOmega
            let decay = exp(-omega * t)
            let displacement = (x0 + (v0 + omega * x0) * t) * decay
            let velocity = (v0 - omega * (v0 + omega * x0) * t) * decay
            if (abs(displacement) < 0.25 && abs(velocity) < 10) || t > 10 { return (rest, 0, true) }
            return (rest + displacement, velocity, false)
        case .ease(let from, let to, let duration, let start):
            let u = duration > 0 ? min(1, max(0, (time - start) / duration)) : 1
            let inverse = 1 - CGFloat(u)
            let progress = 1 - inverse * inverse * inverse
            let velocity = duration > 0 ? (to - from) * 3 * inverse * inverse / CGFloat(duration) : 0
            return (u >= 1 ? to : from + (to - from) * progress, velocity, u >= 1)
        }
    }

    /// The time at which a deceleration reaches `edge`, if it does.
    func timeReaching(_ edge: CGFloat) -> TimeInterval? {
        guard case .decelerate(let from, let to, let rate, let start) = self, to != from else { return nil }
        let fraction = (edge - from) / (to - from)  // 1 - r^ms
        guard fraction >= 0, fraction < 1 else { return nil }
        let ms = log(1 - fraction) / log(rate)
        return start + TimeInterval(ms) / 1000
    }
}
