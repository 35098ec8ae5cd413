import Foundation

/// What one animation evaluates to turn elapsed time into progress (0 at the start, 1 on the
/// target): a cubic Bézier curve stretched over the animation's duration, or a spring solved in
/// seconds.
///
/// Both kinds return exactly 0 at `elapsed <= 0` and exactly 1 at `elapsed >= duration`, so an
/// animation always ends exactly on its target. A spring has its own duration (`springDuration`:
/// the settling duration of a physical spring, or the duration a damping-ratio spring was fitted
/// to); when the engine passes that same duration, the spring is evaluated at `elapsed` seconds.
/// A different duration (for example `continueAnimation(withTimingParameters:durationFactor:)`)
/// stretches the spring in time to fit, and its velocity with it.
///
/// Non-finite inputs never produce NaN: a NaN `elapsed` counts as 0, and a `duration` that is NaN
/// or <= 0 means "finished at once" (progress 1 for `elapsed >= 0`).
package struct TimingFunction: Sendable, Equatable {
    /// How a spring's own duration relates to its solver, which decides what
    /// `with(initialVelocity:)` recomputes.
    package enum SpringDurationRule: Sendable, Equatable {
        /// A fixed duration given by the caller; a new velocity keeps it.
        case fixed
        /// The solver's settling duration (mass/stiffness/damping and duration/bounce springs);
        /// a new velocity recomputes it.
        case settling
        /// A damping-ratio spring time-scaled to settle at the duration; a new velocity refits the
        /// natural frequency so that it still does.
        case timeScaled(dampingRatio: Double)
    }

    /// The two kinds of timing.
    package enum Curve: Sendable, Equatable {
        /// A cubic Bézier curve over the animation's duration.
        case cubic(CubicBezier)
        /// A spring with its own duration in seconds.
        case spring(SpringSolver, duration: Double, rule: SpringDurationRule)
    }

    /// The curve or spring.
    package let curve: Curve

    /// Constant speed.
    package static let linear = TimingFunction(curve: .cubic(.linear))

    /// A cubic Bézier curve, evaluated at `elapsed / duration`.
    package static func cubic(_ bezier: CubicBezier) -> TimingFunction {
        TimingFunction(curve: .cubic(bezier))
    }

    /// A spring whose own duration is `duration` seconds (use `solver.settlingDuration` for a
    /// physical spring, or `spring(_:)`). A NaN, infinite or non-positive duration becomes the
    /// solver's settling duration.
    package static func spring(_ solver: SpringSolver, duration: Double) -> TimingFunction {
        guard duration.isFinite, duration > 0 else { return spring(solver) }
        return TimingFunction(curve: .spring(solver, duration: duration, rule: .fixed))
    }

    /// A physical spring that runs until it settles (`solver.settlingDuration`).
    package static func spring(_ solver: SpringSolver) -> TimingFunction {
        TimingFunction(curve: .spring(solver, duration: solver.settlingDuration, rule: .settling))
    }

    /// A spring with this damping ratio time-scaled to settle at `duration` (mass 1), as UIKit's
    /// damping-ratio springs are. Bad values as in `SpringSolver.timeScaled`.
    package static func spring(dampingRatio: Double, duration: Double, initialVelocity: Double) -> TimingFunction {
        let solver = SpringSolver.timeScaled(
            dampingRatio: dampingRatio, duration: duration, initialVelocity: initialVelocity)
        let ratio = SpringSolver.timeScaledDampingRatio(dampingRatio)
        return TimingFunction(curve: .spring(
            solver, duration: SpringSolver.timeScaledDuration(duration), rule: .timeScaled(dampingRatio: ratio)))
    }

    /// Whether this is a spring.
    package var isSpring: Bool {
        if case .spring = curve { return true }
        return false
    }

    /// A spring's own duration in seconds; nil for a cubic curve (which takes the animation's).
    package var springDuration: Double? {
        if case let .spring(_, duration, _) = curve { return duration }
        return nil
    }

    /// The spring's solver; nil for a cubic curve.
    package var springSolver: SpringSolver? {
        if case let .spring(solver, _, _) = curve { return solver }
        return nil
    }

    /// Progress (0 start, 1 target) after `elapsed` seconds of an animation lasting `duration`
    /// seconds. Exactly 0 at `elapsed <= 0`, exactly 1 at `elapsed >= duration`; a spring may pass
    /// 1 in between, and a curve whose control points leave [0, 1] in y may leave [0, 1].
    package func progress(at elapsed: Double, duration: Double) -> Double {
        let elapsed = elapsed.isNaN ? 0 : elapsed
        guard duration > 0 else { return elapsed >= 0 ? 1 : 0 }  // also NaN
        if elapsed >= duration { return 1 }
        if elapsed <= 0 { return 0 }
        switch curve {
        case let .cubic(bezier):
            return bezier.progress(at: elapsed / duration)
        case let .spring(solver, own, _):
            return solver.progress(at: elapsed * (own / duration))
        }
    }

    /// The rate of change of progress in 1/second after `elapsed` seconds of an animation lasting
    /// `duration` seconds. 0 before the start and from `duration` on; at `elapsed == 0` the
    /// starting velocity (a spring's relative initial velocity).
    package func velocity(at elapsed: Double, duration: Double) -> Double {
        let elapsed = elapsed.isNaN ? 0 : elapsed
        guard duration > 0, duration.isFinite, elapsed >= 0, elapsed < duration else { return 0 }
        switch curve {
        case let .cubic(bezier):
            return bezier.slope(at: elapsed / duration) / duration
        case let .spring(solver, own, _):
            let scale = own / duration
            return solver.velocity(at: elapsed * scale) * scale
        }
    }

    /// The same timing with a different relative initial velocity (1.0 = the whole distance per
    /// second, towards the target). A no-op for cubic curves. A physical spring's duration becomes
    /// its new settling duration; a damping-ratio spring is refitted to keep its duration.
    package func with(initialVelocity: Double) -> TimingFunction {
        switch curve {
        case .cubic:
            return self
        case let .spring(solver, duration, rule):
            switch rule {
            case .fixed:
                return TimingFunction(curve: .spring(
                    solver.with(initialVelocity: initialVelocity), duration: duration, rule: .fixed))
            case .settling:
                return .spring(solver.with(initialVelocity: initialVelocity))
            case let .timeScaled(ratio):
                return .spring(dampingRatio: ratio, duration: duration, initialVelocity: initialVelocity)
            }
        }
    }
}
