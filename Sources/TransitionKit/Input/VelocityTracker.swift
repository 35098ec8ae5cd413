import Foundation

/// Estimates a velocity from timed position samples: the least-squares slope of the samples of
/// the last 100 ms (or `window`) before the newest one (docs/DESIGN.md, "Mouse as fingers").
///
/// The one velocity estimate of the package. Times are the caller's: gesture recognizers give
/// real seconds (`AnimationClock.realTime`), so their velocities stay in points per real second
/// in slow motion and while animations are paused; the transition grab and
/// `UIPercentDrivenInteractiveTransition` give animation time, the time their springs run on.
/// A pointer that rested for longer than the window before the newest sample has velocity
/// zero, as has a single sample.
package struct VelocityTracker {
    /// How far back samples count by default, in seconds.
    static let defaultWindow: TimeInterval = 0.1

    /// How far back samples count, in seconds (a wheel pinch looks back over its whole notch gap).
    package var window: TimeInterval = VelocityTracker.defaultWindow

    /// The samples inside the window, oldest first.
    /// Test hook: package, so a test can see which samples were dropped.
    package private(set) var samples: [(time: TimeInterval, value: CGPoint)] = []

    /// An empty tracker looking back over `defaultWindow`.
    package init() {}

    /// Adds a sample; samples older than the window (before this one) are dropped.
    package mutating func add(_ value: CGPoint, at time: TimeInterval) {
        samples.append((time, value))
        let cutoff = time - window - 1e-9
        if let first = samples.firstIndex(where: { $0.time >= cutoff }), first > 0 {
            samples.removeFirst(first)
        }
    }

    /// Forgets every sample.
    mutating func removeAll() { samples.removeAll() }

    /// The velocity in units per second over the samples of the last `window` before the newest.
    package var velocity: CGPoint {
        guard let last = samples.last else { return .zero }
        let recent = samples.filter { $0.time >= last.time - window - 1e-9 }
        guard recent.count >= 2 else { return .zero }
        let count = CGFloat(recent.count)
        let meanT = recent.reduce(0) { $0 + $1.time } / Double(count)
        let meanX = recent.reduce(0) { $0 + $1.value.x } / count
        let meanY = recent.reduce(0) { $0 + $1.value.y } / count
        var stt = 0.0, stx = 0.0, sty = 0.0
        for sample in recent {
            let dt = sample.time - meanT
            stt += dt * dt
            stx += dt * Double(sample.value.x - meanX)
            sty += dt * Double(sample.value.y - meanY)
        }
        guard stt > 1e-12 else { return .zero }
        return CGPoint(x: CGFloat(stx / stt), y: CGFloat(sty / stt))
    }
}
