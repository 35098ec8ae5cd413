import Foundation
import Testing
import TransitionKit

/// 0 -> 100 through the parameters' timing function, on an animator of `animatorDuration`.
@MainActor
private func value(_ parameters: UISpringTimingParameters, at elapsed: Double, animatorDuration: Double = 1,
                   component: Int = 0) -> Double {
    let (timing, duration) = parameters.timingFunction(animatorDuration: animatorDuration, velocityComponent: component)
    return 100 * timing.progress(at: elapsed, duration: duration)
}

@Suite("UISpringTimingParameters")
@MainActor
struct UISpringTimingParametersTests {
    @Test("init() is the system spring: mass 3, stiffness 1000, damping 500, ratio ≈ 4.56")
    func systemSpring() {
        let parameters = UISpringTimingParameters()
        #expect(parameters.kind == .physical(mass: 3, stiffness: 1000, damping: 500))
        #expect(abs(parameters.dampingRatio - 4.56) < 0.005)
        #expect(parameters.initialVelocity == .zero)
        #expect(parameters.timingCurveType == .spring)
        #expect(parameters.springTimingParameters === parameters && parameters.cubicTimingParameters == nil)
        // Physical: the animator's duration is ignored.
        let (timing, duration) = parameters.timingFunction(animatorDuration: 0.25, velocityComponent: 0)
        #expect(duration == timing.springSolver?.settlingDuration)
        #expect(duration > 3 && duration < 4)
    }

    @Test("mass 1, stiffness 100, damping 10: 112.435 at 0.3 s, whatever the animator's duration")
    func physical() {
        let parameters = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
        for animatorDuration in [0.1, 1, 5] {
            #expect(abs(value(parameters, at: 0.3, animatorDuration: animatorDuration) - 112.435) < 5e-4)
            let (_, duration) = parameters.timingFunction(animatorDuration: animatorDuration, velocityComponent: 0)
            #expect(abs(duration - SpringSolver(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0).settlingDuration) < 1e-12)
        }
    }

    @Test("duration 0.5, bounce 0: 82.103 at 0.25 s")
    func perceptualCritical() {
        let parameters = UISpringTimingParameters(duration: 0.5, bounce: 0)
        #expect(parameters.kind == .perceptual(duration: 0.5, bounce: 0))
        #expect(parameters.dampingRatio == 1)
        #expect(abs(value(parameters, at: 0.25) - 82.103) < 5e-4)
        #expect(abs(value(parameters, at: 0.25) - 82.10255535859310) < 1e-9)
        // Runs until settled (0.735 s), not for the perceptual 0.5 s.
        let (_, duration) = parameters.timingFunction(animatorDuration: 0.5, velocityComponent: 0)
        #expect(abs(duration - 0.73477) < 1e-4)
    }

    @Test("duration 0.5, bounce 0.3: 42.330 at 0.1 s and 101.450 at 0.5 s")
    func perceptualBouncy() {
        let parameters = UISpringTimingParameters(duration: 0.5, bounce: 0.3)
        #expect(abs(parameters.dampingRatio - 0.7) < 1e-15)
        #expect(abs(value(parameters, at: 0.1) - 42.330) < 5e-4)
        #expect(abs(value(parameters, at: 0.5) - 101.450) < 5e-4)
        let (_, duration) = parameters.timingFunction(animatorDuration: 0.5, velocityComponent: 0)
        #expect(duration > 0.5)  // still overshooting at 0.5 s, so not finished then
        #expect(value(parameters, at: duration) == 100)
    }

    @Test("negative bounce is over-damped: ratio 1 / (1 + bounce), no overshoot")
    func perceptualOverdamped() {
        let parameters = UISpringTimingParameters(duration: 0.4, bounce: -0.5)
        #expect(parameters.dampingRatio == 2)
        let (timing, duration) = parameters.timingFunction(animatorDuration: 1, velocityComponent: 0)
        var previous = 0.0
        for i in 0...200 {
            let progress = timing.progress(at: duration * Double(i) / 200, duration: duration)
            #expect(progress >= previous && progress <= 1)
            previous = progress
        }
    }

    @Test("damping-ratio springs fit the animator's duration and end exactly on the target")
    func dampingRatio() {
        let bouncy = UISpringTimingParameters(dampingRatio: 0.5)
        let (timing, duration) = bouncy.timingFunction(animatorDuration: 0.8, velocityComponent: 0)
        #expect(duration == 0.8)
        #expect(abs(timing.springSolver!.settlingDuration - 0.8) < 1e-9)
        let samples = (0...800).map { value(bouncy, at: Double($0) / 1000, animatorDuration: 0.8) }
        #expect((samples.max() ?? 0) > 116)  // overshoots by 16.3 %
        #expect(samples.last == 100)

        let critical = UISpringTimingParameters(dampingRatio: 1)
        let criticalSamples = (0...800).map { value(critical, at: Double($0) / 1000, animatorDuration: 0.8) }
        #expect((criticalSamples.max() ?? 0) == 100)  // never past the target...
        #expect(criticalSamples.dropLast().allSatisfy { $0 < 100 })  // ...and reaches it only at the end
    }

    @Test("initial velocity is relative and per axis")
    func initialVelocity() {
        let velocity = CGVector(dx: 2, dy: -0.5)
        let kinds = [
            UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: velocity),
            UISpringTimingParameters(mass: 1, stiffness: 300, damping: 20, initialVelocity: velocity),
            UISpringTimingParameters(duration: 0.4, bounce: 0.2, initialVelocity: velocity),
        ]
        for parameters in kinds {
            #expect(parameters.initialVelocity == velocity)
            let (x, xDuration) = parameters.timingFunction(animatorDuration: 0.6, velocityComponent: 0)
            let (y, yDuration) = parameters.timingFunction(animatorDuration: 0.6, velocityComponent: 1)
            #expect(x.velocity(at: 0, duration: xDuration) == 2)
            #expect(y.velocity(at: 0, duration: yDuration) == -0.5)
            // 100 pt at 2 distances per second: 200 pt/s at the start.
            #expect(abs(100 * x.velocity(at: 1e-9, duration: xDuration) - 200) < 1e-3)
        }
        #expect(UISpringTimingParameters(dampingRatio: 0.7).initialVelocity == .zero)
        #expect(UISpringTimingParameters(duration: 0.3, bounce: 0.1).initialVelocity == .zero)
    }

    @Test("bad values are reported and never produce NaN")
    func badValues() {
        let nan = CGFloat.nan
        let bad = [
            UISpringTimingParameters(dampingRatio: nan),
            UISpringTimingParameters(dampingRatio: -1, initialVelocity: CGVector(dx: .infinity, dy: nan)),
            UISpringTimingParameters(mass: nan, stiffness: -5, damping: .infinity, initialVelocity: .zero),
            UISpringTimingParameters(mass: 0, stiffness: 0, damping: -1, initialVelocity: CGVector(dx: nan, dy: 0)),
            UISpringTimingParameters(duration: .nan, bounce: nan),
            UISpringTimingParameters(duration: -1, bounce: -7, initialVelocity: CGVector(dx: -.infinity, dy: 1)),
        ]
        for parameters in bad {
            #expect(!parameters.isValid)
            for component in [0, 1] {
                for animatorDuration in [0.5, Double.nan, -1, 0, Double.infinity] {
                    let (timing, duration) = parameters.timingFunction(
                        animatorDuration: animatorDuration, velocityComponent: component)
                    for elapsed in [0, 0.01, 0.1, 0.3, 1, 10, Double.nan] {
                        #expect(timing.progress(at: elapsed, duration: duration).isFinite)
                        #expect(timing.velocity(at: elapsed, duration: duration).isFinite)
                    }
                }
            }
        }
        let velocityIssues = UISpringTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: .nan, dy: .infinity))
            .validationIssues
        #expect(velocityIssues.count == 2)
        #expect(velocityIssues.contains { $0.hasPrefix("initialVelocity.dx") })
        #expect(velocityIssues.contains { $0.hasPrefix("initialVelocity.dy") })
        #expect(UISpringTimingParameters(dampingRatio: 0.5).isValid)
        #expect(UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: -3, dy: 2)).isValid)
        #expect(UISpringTimingParameters(duration: 0.5, bounce: -0.3).isValid)
        #expect(UISpringTimingParameters().isValid)
    }

    @Test("init?(coder:) makes nothing: there are no archives of UIKit objects here")
    func fromCoder() throws {
        let archive = try NSKeyedArchiver.archivedData(withRootObject: "spring", requiringSecureCoding: false)
        let coder = try NSKeyedUnarchiver(forReadingFrom: archive)
        #expect(UISpringTimingParameters(coder: coder) == nil)
    }
}
