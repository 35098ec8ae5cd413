import Foundation
import Testing
import TransitionKit

/// 0 -> 100 at `elapsed` seconds of an animation lasting `duration`.
private func value(_ timing: TimingFunction, _ elapsed: Double, _ duration: Double) -> Double {
    100 * timing.progress(at: elapsed, duration: duration)
}

@Suite("TimingFunction")
struct TimingFunctionTests {
    @Test("cubic curves, 0 -> 100 over 1 s, to 3 decimals")
    func cubicNumbers() {
        #expect(value(.linear, 0.5, 1) == 50)
        #expect(abs(value(.cubic(.easeInOut), 0.25, 1) - 12.916) < 5e-4)
        #expect(abs(value(.cubic(.easeInOut), 0.5, 1) - 50) < 5e-4)
        #expect(abs(value(.cubic(.easeIn), 0.5, 1) - 31.536) < 5e-4)
        #expect(abs(value(.cubic(.easeOut), 0.5, 1) - 68.464) < 5e-4)
    }

    @Test("a cubic curve is stretched over the duration")
    func cubicStretch() {
        let timing = TimingFunction.cubic(.easeInOut)
        #expect(timing.progress(at: 0.5, duration: 2) == CubicBezier.easeInOut.progress(at: 0.25))
        #expect(abs(timing.velocity(at: 1, duration: 2) - CubicBezier.easeInOut.slope(at: 0.5) / 2) < 1e-12)
        #expect(TimingFunction.linear.velocity(at: 0.3, duration: 0.5) == 2)
        #expect(!timing.isSpring && timing.springDuration == nil && timing.springSolver == nil)
        #expect(timing.with(initialVelocity: 5) == timing)
    }

    @Test("exactly 0 at the start and exactly 1 at the end, for every kind")
    func exactEnds() {
        let timings: [TimingFunction] = [
            .linear, .cubic(.easeIn), .cubic(CubicBezier(0.5, -0.5, 0.5, 1.5)),
            .spring(dampingRatio: 0.3, duration: 0.7, initialVelocity: 2),
            .spring(SpringSolver(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)),
            .spring(SpringSolver(mass: 1, stiffness: 100, damping: 0, initialVelocity: 0), duration: 0.45),
        ]
        for timing in timings {
            let duration = timing.springDuration ?? 0.7
            #expect(timing.progress(at: 0, duration: duration) == 0)
            #expect(timing.progress(at: -0.2, duration: duration) == 0)
            #expect(timing.progress(at: .nan, duration: duration) == 0)
            #expect(timing.progress(at: duration, duration: duration) == 1)
            #expect(timing.progress(at: duration + 3, duration: duration) == 1)
            #expect(timing.progress(at: .infinity, duration: duration) == 1)
            #expect(timing.velocity(at: -0.1, duration: duration) == 0)
            #expect(timing.velocity(at: duration, duration: duration) == 0)
        }
    }

    @Test("zero, negative and NaN durations finish at once")
    func degenerateDurations() {
        for timing in [TimingFunction.cubic(.easeOut), .spring(dampingRatio: 0.5, duration: 1, initialVelocity: 0)] {
            for duration in [0, -1, Double.nan, -Double.infinity] {
                #expect(timing.progress(at: 0, duration: duration) == 1)
                #expect(timing.progress(at: 0.3, duration: duration) == 1)
                #expect(timing.progress(at: -0.3, duration: duration) == 0)
                #expect(timing.velocity(at: 0, duration: duration) == 0)
            }
            #expect(timing.progress(at: 5, duration: .infinity) == 0)
            #expect(timing.velocity(at: 5, duration: .infinity) == 0)
        }
    }

    @Test("a damping-ratio spring below 1 overshoots and ends exactly on the target")
    func underdampedRatio() {
        let timing = TimingFunction.spring(dampingRatio: 0.5, duration: 1, initialVelocity: 0)
        #expect(timing.isSpring && timing.springDuration == 1)
        let peak = (1..<1000).map { timing.progress(at: Double($0) / 1000, duration: 1) }.max() ?? 0
        // ζ = 0.5 overshoots by e^(-π ζ / sqrt(1 - ζ²)) = 16.3 %.
        #expect(abs(peak - 1.163) < 1e-3)
        #expect(timing.progress(at: 1, duration: 1) == 1)
        // It reaches the 0.1 % band at the duration, so the final snap is at most 0.1 %.
        #expect(abs(abs(timing.progress(at: 0.999_999, duration: 1) - 1) - 0.001) < 1e-6)
        #expect(abs(timing.progress(at: 0.9, duration: 1) - 1) > 1e-5)  // but still moving
    }

    @Test("a damping-ratio spring of 1 never overshoots and ends exactly on the target")
    func criticalRatio() {
        let timing = TimingFunction.spring(dampingRatio: 1, duration: 0.6, initialVelocity: 0)
        var previous = 0.0
        for i in 1...600 {
            let progress = timing.progress(at: Double(i) / 1000, duration: 0.6)
            #expect(progress <= 1 && progress >= previous)
            previous = progress
        }
        #expect(timing.progress(at: 0.6, duration: 0.6) == 1)
        #expect(abs(timing.progress(at: 0.599_999, duration: 0.6) - 0.999) < 1e-5)  // the band's edge
    }

    @Test("over-damped springs creep in without overshoot", arguments: [1.5, 3, 10])
    func overdamped(ratio: Double) {
        let timing = TimingFunction.spring(dampingRatio: ratio, duration: 0.8, initialVelocity: 0)
        var previous = 0.0
        for i in 1...800 {
            let progress = timing.progress(at: Double(i) / 1000, duration: 0.8)
            #expect(progress >= previous && progress <= 1)
            previous = progress
        }
        #expect(timing.progress(at: 0.8, duration: 0.8) == 1)
        // Time-scaled, it reaches the 0.1 % band exactly at the duration.
        #expect(abs(timing.progress(at: 0.8 - 1e-9, duration: 0.8) - 0.999) < 1e-6)
        // To settle in the same time it must be much stiffer than a critical spring, so its fast
        // exponential puts it ahead early on.
        let critical = TimingFunction.spring(dampingRatio: 1, duration: 0.8, initialVelocity: 0)
        #expect(timing.progress(at: 0.05, duration: 0.8) > critical.progress(at: 0.05, duration: 0.8))
    }

    @Test("relative initial velocity: velocity at 0 equals it, and with(initialVelocity:) refits",
          arguments: [-2.0, 0, 0.5, 3])
    func initialVelocity(velocity: Double) {
        let fitted = TimingFunction.spring(dampingRatio: 0.7, duration: 0.5, initialVelocity: velocity)
        #expect(fitted.velocity(at: 0, duration: 0.5) == velocity)

        let physical = TimingFunction.spring(SpringSolver(mass: 1, stiffness: 200, damping: 15, initialVelocity: velocity))
        #expect(physical.velocity(at: 0, duration: physical.springDuration!) == velocity)

        // Refit from rest: the damping-ratio spring keeps its duration...
        let refit = TimingFunction.spring(dampingRatio: 0.7, duration: 0.5, initialVelocity: 0)
            .with(initialVelocity: velocity)
        #expect(refit == fitted)
        #expect(refit.springDuration == 0.5)
        // ...the physical one takes its new settling duration.
        let pushed = TimingFunction.spring(SpringSolver(mass: 1, stiffness: 200, damping: 15, initialVelocity: 0))
            .with(initialVelocity: velocity)
        #expect(pushed == physical)
        #expect(pushed.springDuration == pushed.springSolver?.settlingDuration)
        // ...and a fixed duration stays fixed.
        let fixed = TimingFunction.spring(SpringSolver(mass: 1, stiffness: 200, damping: 15, initialVelocity: 0), duration: 0.4)
            .with(initialVelocity: velocity)
        #expect(fixed.springDuration == 0.4 && fixed.velocity(at: 0, duration: 0.4) == velocity)
    }

    @Test("velocity is the derivative of progress")
    func velocityIsDerivative() {
        let timings: [TimingFunction] = [
            .cubic(.easeInOut), .cubic(.caDefault),
            .spring(dampingRatio: 0.4, duration: 0.9, initialVelocity: 1),
            .spring(SpringSolver(mass: 1, stiffness: 100, damping: 30, initialVelocity: -1)),
        ]
        for timing in timings {
            let duration = timing.springDuration ?? 0.9
            for i in 1...40 {
                let t = duration * Double(i) / 41, h = 1e-7
                let difference = (timing.progress(at: t + h, duration: duration)
                    - timing.progress(at: t - h, duration: duration)) / (2 * h)
                #expect(abs(timing.velocity(at: t, duration: duration) - difference) < 1e-4 * max(1, abs(difference)))
            }
        }
    }

    @Test("a spring evaluated over a different duration is stretched in time")
    func springStretch() {
        let timing = TimingFunction.spring(dampingRatio: 0.5, duration: 0.5, initialVelocity: 1)
        let solver = timing.springSolver!
        // At its own duration, the solver at elapsed seconds.
        #expect(timing.progress(at: 0.2, duration: 0.5) == solver.progress(at: 0.2))
        #expect(timing.velocity(at: 0.2, duration: 0.5) == solver.velocity(at: 0.2))
        // Over twice the duration: half the speed.
        #expect(timing.progress(at: 0.4, duration: 1) == solver.progress(at: 0.2))
        #expect(timing.velocity(at: 0.4, duration: 1) == solver.velocity(at: 0.2) / 2)
    }

    @Test("non-finite spring durations fall back to the settling duration")
    func springDurationFallback() {
        let solver = SpringSolver(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        #expect(TimingFunction.spring(solver, duration: .nan) == .spring(solver))
        #expect(TimingFunction.spring(solver, duration: -1).springDuration == solver.settlingDuration)
        #expect(TimingFunction.spring(dampingRatio: 0.5, duration: .nan, initialVelocity: 0).springDuration == 0.5)
        // A bad ratio is replaced by 1, and the refit after a velocity change keeps using 1.
        let replaced = TimingFunction.spring(dampingRatio: -2, duration: 0.5, initialVelocity: 0)
        #expect(replaced.curve == .spring(replaced.springSolver!, duration: 0.5, rule: .timeScaled(dampingRatio: 1)))
        #expect(replaced.with(initialVelocity: 1) == .spring(dampingRatio: 1, duration: 0.5, initialVelocity: 1))
    }
}
