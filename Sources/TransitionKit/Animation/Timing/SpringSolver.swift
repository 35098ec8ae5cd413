import Foundation

/// The closed-form solution of a damped spring, `m x'' + c x' + k x = 0`, measured as the
/// fraction of the distance still to go.
///
/// `x(0) = 1` (the whole distance is still to go) and `x'(0) = -initialVelocity`, where
/// `initialVelocity` is relative, as in UIKit: 1.0 means travelling the whole distance in one
/// second, towards the target. Progress is `1 - x`. Under-, critically and over-damped springs
/// each use their analytic form; nothing is stepped, so any time can be evaluated directly.
///
/// Bad values never produce NaN. They are replaced as follows (`validated(...)` lists what was
/// replaced so the engine can report a `Diagnostic`):
/// - mass: NaN, infinite or <= 0 becomes 1; otherwise clamped to [1e-9, 1e9].
/// - stiffness: NaN, infinite or <= 0 becomes `mass * (2π / 0.5)^2` (UIKit's default 0.5 s
///   spring); otherwise clamped to [1e-9, 1e15].
/// - damping: NaN, infinite or < 0 becomes critical damping `2 sqrt(k m)`; otherwise clamped
///   to at most 1e15. Zero is allowed (an undamped spring, which never settles).
/// - initialVelocity: NaN or infinite becomes 0; otherwise clamped to [-1e6, 1e6].
package struct SpringSolver: Sendable, Equatable {
    /// The settled band: |x| <= 0.001, i.e. within 0.1 % of the distance.
    static let settlingThreshold = 0.001
    /// The longest settling duration reported (springs that take longer, or never settle, such as
    /// undamped ones, report this).
    package static let maximumSettlingDuration = 60.0

    /// The mass (after validation).
    package let mass: Double
    /// The spring constant k (after validation).
    package let stiffness: Double
    /// The damping coefficient c (after validation).
    package let damping: Double
    /// The initial velocity towards the target, in distances per second (after validation).
    package let initialVelocity: Double
    /// The undamped angular frequency `sqrt(k / m)`, in radians per second.
    package let naturalFrequency: Double
    /// The damping ratio `c / (2 sqrt(k m))`: < 1 under-, 1 critically, > 1 over-damped.
    package let dampingRatio: Double
    /// The time in seconds after which |x(t)| stays within `settlingThreshold` for ever, capped at
    /// `maximumSettlingDuration`. Computed when asked (a search of some fifty evaluations): a
    /// damping-ratio spring, made for every `UIView.animate(... usingSpringWithDamping:...)`,
    /// never needs it.
    package var settlingDuration: Double { Self.settlingTime(regime, cap: Self.maximumSettlingDuration) }

    let regime: Regime

    /// The closed forms, with x(0) = 1 and x'(0) = v0 = -initialVelocity.
    enum Regime: Sendable, Equatable {
        /// x = e^(-decay t) (cos(omega t) + b sin(omega t)), b = (v0 + decay) / omega.
        case under(decay: Double, omega: Double, b: Double)
        /// x = (1 + b t) e^(-omega t), b = v0 + omega.
        case critical(omega: Double, b: Double)
        /// x = a e^(r1 t) + b e^(r2 t), r2 < r1 < 0, a + b = 1, a r1 + b r2 = v0.
        case over(r1: Double, r2: Double, a: Double, b: Double)
    }

    /// Creates a solver, replacing bad values as described on the type.
    package init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        var issues: [String] = []
        self.init(mass: mass, stiffness: stiffness, damping: damping,
                  initialVelocity: initialVelocity, issues: &issues)
    }

    /// Creates a solver and reports, in human-readable form, every value that had to be replaced
    /// or clamped (empty when all were usable as given).
    package static func validated(
        mass: Double, stiffness: Double, damping: Double, initialVelocity: Double
    ) -> (solver: SpringSolver, issues: [String]) {
        var issues: [String] = []
        let solver = SpringSolver(mass: mass, stiffness: stiffness, damping: damping,
                                  initialVelocity: initialVelocity, issues: &issues)
        return (solver, issues)
    }

    /// Whether these parameters are usable as given (no replacement or clamping needed).
    package static func isValid(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) -> Bool {
        validated(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
            .issues.isEmpty
    }

    private init(
        mass rawMass: Double, stiffness rawStiffness: Double, damping rawDamping: Double,
        initialVelocity rawVelocity: Double, issues: inout [String]
    ) {
        let m = Self.sanitize(rawMass, "mass", isUsable: { $0 > 0 }, fallback: 1,
                              range: 1e-9...1e9, issues: &issues)
        let k = Self.sanitize(rawStiffness, "stiffness", isUsable: { $0 > 0 },
                              fallback: m * pow(2 * Double.pi / 0.5, 2), range: 1e-9...1e15,
                              issues: &issues)
        let c = Self.sanitize(rawDamping, "damping", isUsable: { $0 >= 0 },
                              fallback: 2 * (k * m).squareRoot(), range: 0...1e15, issues: &issues)
        let v = Self.sanitize(rawVelocity, "initialVelocity", isUsable: { _ in true }, fallback: 0,
                              range: -1e6...1e6, issues: &issues)
        mass = m; stiffness = k; damping = c; initialVelocity = v
        let omega0 = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        naturalFrequency = omega0
        dampingRatio = zeta
        regime = Self.regime(omega0: omega0, zeta: zeta, v0: -v)
    }

    /// A spring time-scaled to settle at `duration`: mass 1, the given damping ratio, and the
    /// natural frequency for which the settling duration (with this relative initial velocity)
    /// equals `duration`, as UIKit does for `dampingRatio` springs.
    ///
    /// Bad values: a damping ratio that is NaN, infinite or < 0 becomes 1; otherwise it is clamped
    /// to [0.001, 100] (an undamped spring never settles). A duration that is NaN, infinite or
    /// <= 0 becomes 0.5 s; otherwise it is clamped to [0.001, 3600]. The velocity as on the type.
    /// With a non-zero velocity an exact fit may not exist: as ω grows, the settling time can
    /// jump from just after `duration` to well before it (e.g. ratio 0.5, velocity 10, duration 1:
    /// from 1.01 s to 0.88 s) when an extremum drops into the 0.1 % band. Then the result is the
    /// slowest spring that settles by `duration`, so it is within 0.1 % of the target from then on.
    package static func timeScaled(dampingRatio: Double, duration: Double, initialVelocity: Double) -> SpringSolver {
        validatedTimeScaled(dampingRatio: dampingRatio, duration: duration,
                            initialVelocity: initialVelocity).solver
    }

    /// The durations a time-scaled spring can be fitted to; see `timeScaledDuration(_:)`.
    private static let timeScaledDurations = 1e-3...3600.0

    /// The damping ratios a time-scaled spring can have; see `timeScaledDampingRatio(_:)`.
    private static let timeScaledRatios = 1e-3...100.0

    /// The damping ratio `timeScaled(dampingRatio:duration:initialVelocity:)` actually uses: 1 for
    /// NaN, infinite or negative values, otherwise clamped to [0.001, 100].
    static func timeScaledDampingRatio(_ ratio: Double) -> Double {
        guard ratio.isFinite, ratio >= 0 else { return 1 }
        return min(max(ratio, timeScaledRatios.lowerBound), timeScaledRatios.upperBound)
    }

    /// The duration `timeScaled(dampingRatio:duration:initialVelocity:)` actually fits: 0.5 for
    /// NaN, infinite or non-positive values, otherwise clamped to [0.001, 3600].
    static func timeScaledDuration(_ duration: Double) -> Double {
        guard duration.isFinite, duration > 0 else { return 0.5 }
        return min(max(duration, timeScaledDurations.lowerBound), timeScaledDurations.upperBound)
    }

    /// `timeScaled(dampingRatio:duration:initialVelocity:)` plus a list of the values that had to
    /// be replaced or clamped.
    package static func validatedTimeScaled(
        dampingRatio: Double, duration: Double, initialVelocity: Double
    ) -> (solver: SpringSolver, issues: [String]) {
        var issues: [String] = []
        let zeta = sanitize(dampingRatio, "dampingRatio", isUsable: { $0 >= 0 }, fallback: 1,
                            range: timeScaledRatios, issues: &issues)
        let target = sanitize(duration, "duration", isUsable: { $0 > 0 }, fallback: 0.5,
                              range: timeScaledDurations, issues: &issues)
        let v = sanitize(initialVelocity, "initialVelocity", isUsable: { _ in true }, fallback: 0,
                         range: -1e6...1e6, issues: &issues)
        let omega = fitNaturalFrequency(zeta: zeta, velocity: v, duration: target)
        let solver = SpringSolver(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega,
                                  initialVelocity: v)
        return (solver, issues)
    }

    /// The spring for a perceptual duration and bounce (iOS 17 `duration:bounce:`): mass 1,
    /// stiffness (2π / duration)^2, damping ratio 1 - bounce for bounce >= 0 and 1 / (1 + bounce)
    /// below. Not time-scaled: it runs until it settles.
    ///
    /// Bad values: a duration that is NaN, infinite or <= 0 becomes 0.5 s (UIKit's default);
    /// a NaN or infinite bounce becomes 0; bounce is clamped to [-0.99, 1] (-1 would be infinitely
    /// damped, 1 is undamped). The velocity as on the type.
    package static func perceptual(duration: Double, bounce: Double, initialVelocity: Double) -> SpringSolver {
        validatedPerceptual(duration: duration, bounce: bounce, initialVelocity: initialVelocity).solver
    }

    /// `perceptual(duration:bounce:initialVelocity:)` plus a list of the values that had to be
    /// replaced or clamped.
    package static func validatedPerceptual(
        duration: Double, bounce: Double, initialVelocity: Double
    ) -> (solver: SpringSolver, issues: [String]) {
        var issues: [String] = []
        let d = sanitize(duration, "duration", isUsable: { $0 > 0 }, fallback: 0.5,
                         range: 1e-3...3600, issues: &issues)
        let b = sanitize(bounce, "bounce", isUsable: { _ in true }, fallback: 0, range: -0.99...1,
                         issues: &issues)
        let stiffness = pow(2 * Double.pi / d, 2)
        let zeta = dampingRatio(bounce: b)
        let (solver, more) = validated(mass: 1, stiffness: stiffness,
                                       damping: zeta * 2 * stiffness.squareRoot(),
                                       initialVelocity: initialVelocity)
        return (solver, issues + more)
    }

    /// The damping ratio for a bounce: 1 - bounce for bounce >= 0, 1 / (1 + bounce) below.
    static func dampingRatio(bounce: Double) -> Double {
        bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    }

    /// A copy with a different relative initial velocity (mass, stiffness and damping kept; the
    /// settling duration is recomputed).
    package func with(initialVelocity: Double) -> SpringSolver {
        SpringSolver(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    // MARK: - Evaluation

    /// The fraction of the distance still to go at `t` seconds: 1 at t <= 0 (and for NaN), 0 at
    /// t = +infinity; negative after an overshoot.
    package func displacement(at t: Double) -> Double {
        guard t > 0 else { return 1 }
        guard t.isFinite else { return 0 }
        return Self.x(regime, min(t, 1e12))
    }

    /// The progress `1 - displacement(at: t)`: 0 at the start, 1 on the target.
    package func progress(at t: Double) -> Double { 1 - displacement(at: t) }

    /// The velocity of progress towards the target (`-dx/dt`) in distances per second at `t`
    /// seconds: exactly `initialVelocity` at t <= 0, 0 at t = +infinity.
    package func velocity(at t: Double) -> Double {
        guard t > 0 else { return initialVelocity }
        guard t.isFinite else { return 0 }
        return -Self.dx(regime, min(t, 1e12))
    }

    // MARK: - Closed forms

    static func regime(omega0: Double, zeta: Double, v0: Double) -> Regime {
        if abs(zeta - 1) <= 1e-7 {
            return .critical(omega: omega0, b: v0 + omega0)
        } else if zeta < 1 {
            let decay = zeta * omega0
            let omega = omega0 * (1 - zeta * zeta).squareRoot()
            return .under(decay: decay, omega: omega, b: (v0 + decay) / omega)
        } else {
            // r2 without cancellation; r1 from r1 * r2 = omega0^2.
            let r2 = -omega0 * (zeta + (zeta * zeta - 1).squareRoot())
            let r1 = omega0 * omega0 / r2
            let b = (v0 - r1) / (r2 - r1)
            return .over(r1: r1, r2: r2, a: 1 - b, b: b)
        }
    }

    static func x(_ regime: Regime, _ t: Double) -> Double {
        switch regime {
        case let .under(decay, omega, b):
            let envelope = exp(-decay * t)
            return envelope == 0 ? 0 : envelope * (cos(omega * t) + b * sin(omega * t))
        case let .critical(omega, b):
            let envelope = exp(-omega * t)
            return envelope == 0 ? 0 : (1 + b * t) * envelope
        case let .over(r1, r2, a, b):
            return a * exp(r1 * t) + b * exp(r2 * t)
        }
    }

    static func dx(_ regime: Regime, _ t: Double) -> Double {
        switch regime {
        case let .under(decay, omega, b):
            let envelope = exp(-decay * t)
            guard envelope != 0 else { return 0 }
            let v0 = b * omega - decay
            let c = -decay * b - omega
            return envelope * (v0 * cos(omega * t) + c * sin(omega * t))
        case let .critical(omega, b):
            let envelope = exp(-omega * t)
            guard envelope != 0 else { return 0 }
            let v0 = b - omega
            return (v0 - omega * b * t) * envelope
        case let .over(r1, r2, a, b):
            return a * r1 * exp(r1 * t) + b * r2 * exp(r2 * t)
        }
    }

    // MARK: - Validation

    private static func sanitize(
        _ value: Double, _ name: String, isUsable: (Double) -> Bool, fallback: Double,
        range: ClosedRange<Double>, issues: inout [String]
    ) -> Double {
        guard value.isFinite, isUsable(value) else {
            issues.append("\(name) \(value) is not usable; using \(fallback)")
            return fallback
        }
        let clamped = min(max(value, range.lowerBound), range.upperBound)
        if clamped != value {
            issues.append("\(name) \(value) is out of range; clamped to \(clamped)")
        }
        return clamped
    }
}
