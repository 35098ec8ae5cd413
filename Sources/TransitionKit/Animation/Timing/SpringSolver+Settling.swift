import Foundation

// How long a spring takes to settle within 0.1 % of its distance, and the natural frequency
// that makes a damping-ratio spring settle at a given duration.
extension SpringSolver {
    // MARK: - Settling

    /// The time after which |x| stays within `threshold` (a fraction of the distance), capped
    /// at `maximumSettlingDuration` (`settlingDuration` is this with `settlingThreshold`).
    package func settlingDuration(threshold: Double) -> Double {
        Self.settlingTime(regime, cap: Self.maximumSettlingDuration, threshold: threshold)
    }

    /// The last time |x| exceeds `threshold`, or `cap` if that is later (or never ends).
    static func settlingTime(_ regime: Regime, cap: Double, threshold: Double = settlingThreshold) -> Double {
        let epsilon = threshold
        let isOutside = { (t: Double) -> Bool in abs(x(regime, t)) > epsilon }
        switch regime {
        case let .under(decay, omega, b):
            guard decay > 0 else { return cap }  // undamped: never settles
            // Extrema of x are where v0 cos(θ) + c sin(θ) = R cos(θ - φ) = 0, θ = omega t:
            // θ_k = φ + π/2 + kπ. Their magnitudes are K e^(-decay t_k), strictly decreasing.
            let v0 = b * omega - decay
            let c = -decay * b - omega
            let phi = atan2(c, v0)
            func extremumTime(_ k: Double) -> Double { (phi + .pi / 2 + k * .pi) / omega }
            var k0 = (-(phi + .pi / 2) / .pi).rounded(.up)
            if extremumTime(k0) <= 0 { k0 += 1 }
            let theta0 = phi + .pi / 2 + k0 * .pi
            let amplitude = abs(cos(theta0) + b * sin(theta0))
            let t0 = extremumTime(k0)
            if amplitude * exp(-decay * t0) <= epsilon {
                // Monotone from x(0) = 1 to the first extremum, which is already inside the band.
                return min(bisectBoundary(lo: 0, hi: t0, isOutside), cap)
            }
            // The last extremum outside the band is the last k with t_k < ln(K / ε) / decay.
            let limit = log(amplitude / epsilon) / decay
            guard limit < cap else { return cap }
            var k = max(k0, ((limit * omega - phi - .pi / 2) / .pi).rounded(.up) - 1)
            // Guard the rounding at both ends of the bracket.
            var steps = 0
            while steps < 8, isOutside(extremumTime(k + 1)) { k += 1; steps += 1 }
            while steps < 16, k > k0, !isOutside(extremumTime(k)) { k -= 1; steps += 1 }
            guard isOutside(extremumTime(k)) else {
                return min(bisectBoundary(lo: 0, hi: t0, isOutside), cap)
            }
            // After the extremum |x| falls through zero and rises to the next extremum, which is
            // inside the band: the outside part is a prefix of [t_k, t_k+1].
            return min(bisectBoundary(lo: extremumTime(k), hi: extremumTime(k + 1), isOutside), cap)

        case .critical, .over:
            // x and x' are sums of two exponentials: at most one extremum for t > 0, after which
            // |x| decreases monotonically to 0 without crossing it.
            let extremum = extremumTime(regime)
            let start = extremum > 0 && extremum.isFinite ? extremum : 0
            if start > cap { return cap }
            if !isOutside(start) {
                // x is monotone on [0, start] from 1 to inside the band.
                return bisectBoundary(lo: 0, hi: start, isOutside)
            }
            let slowest: Double
            switch regime {
            case let .critical(omega, _): slowest = omega
            case let .over(r1, _, _, _): slowest = -r1
            case .under: slowest = 1
            }
            var step = max(1 / slowest, 1e-6)
            var hi = start + step
            while isOutside(hi) {
                if hi >= cap { return cap }
                step *= 2
                hi = min(start + step, cap)
            }
            return min(bisectBoundary(lo: start, hi: hi, isOutside), cap)
        }
    }

    /// The time t > 0 where x'(t) = 0 for the critical and over-damped forms, or 0 if none.
    static func extremumTime(_ regime: Regime) -> Double {
        switch regime {
        case let .critical(omega, b):
            // x' = (v0 - omega b t) e^(-omega t), v0 = b - omega.
            guard b != 0 else { return 0 }
            let t = (b - omega) / (omega * b)
            return t > 0 ? t : 0
        case let .over(r1, r2, a, b):
            // a r1 e^(r1 t) + b r2 e^(r2 t) = 0  =>  e^((r1 - r2) t) = -(b r2) / (a r1).
            guard a != 0 else { return 0 }
            let ratio = -(b * r2) / (a * r1)
            guard ratio > 0, ratio.isFinite else { return 0 }
            let t = log(ratio) / (r1 - r2)
            return t > 0 ? t : 0
        case .under:
            return 0
        }
    }

    /// Where the predicate stops holding, given it holds on a prefix of [lo, hi]: true at `lo`,
    /// false at `hi`. Bisects to a relative width of about 1e-13.
    static func bisectBoundary(lo: Double, hi: Double, _ isOutside: (Double) -> Bool) -> Double {
        var lo = lo, hi = hi
        for _ in 0..<200 {
            if hi - lo <= max(hi, 1e-9) * 1e-13 { break }
            let mid = (lo + hi) / 2
            if isOutside(mid) { lo = mid } else { hi = mid }
        }
        return hi
    }

    // MARK: - Time scaling

    /// The natural frequency ω (mass 1) at which a spring with this damping ratio and relative
    /// velocity settles after `duration` seconds.
    ///
    /// With no velocity settling time is exactly proportional to 1/ω, so one step of the
    /// fixed-point iteration ω <- ω T(ω) / duration is exact; with a velocity it converges in a
    /// few steps. If it does not (the settling time is discontinuous in ω), a bisection on ω finds
    /// the smallest ω that settles by `duration`.
    static func fitNaturalFrequency(zeta: Double, velocity: Double, duration: Double) -> Double {
        let cap = 1e9
        func settling(_ omega: Double) -> Double {
            let regime = regime(omega0: omega, zeta: zeta, v0: -velocity)
            return settlingTime(regime, cap: cap)
        }
        var omega = 1.0
        var slow = 0.0, fast = Double.infinity  // bracket: slow settles too late, fast in time
        for _ in 0..<40 {
            let t = settling(omega)
            if abs(t - duration) <= duration * 1e-10 { return omega }
            if t > duration { slow = max(slow, omega) } else { fast = min(fast, omega) }
            let next = omega * t / duration
            guard next.isFinite, next > 0 else { break }
            omega = next
        }
        // Fallback: bisect in log ω between a too-slow and an in-time frequency.
        if fast == .infinity {
            fast = max(omega, slow, 1)
            while settling(fast) > duration, fast < 1e12 { fast *= 2 }
        }
        if slow == 0 {
            slow = min(omega, fast)
            while settling(slow) <= duration, slow > 1e-12 { slow /= 2 }
        }
        for _ in 0..<100 {
            if fast / slow - 1 <= 1e-12 { break }
            let mid = (slow * fast).squareRoot()
            if settling(mid) > duration { slow = mid } else { fast = mid }
        }
        return fast
    }
}
