import Foundation
import Testing
import TransitionKit

/// Keyframe, spring and group animations.
/// Apple: CAKeyframeAnimation class reference ("keyTimes", "calculationMode");
/// CASpringAnimation.settlingDuration; CAAnimationGroup.
@MainActor
struct CAKeyframeAnimationTests {
    private func keyframes(_ values: [CGFloat], times: [Double]? = nil, mode: CAAnimationCalculationMode = .linear) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = values
        animation.keyTimes = times?.map { NSNumber(value: $0) }
        animation.calculationMode = mode
        animation.duration = 1
        return animation
    }

    private func value(_ animation: CAAnimation, at time: Double) -> CGFloat {
        let world = LayerWorld()
        world.layer.add(animation, forKey: nil)
        world.clock.advance(by: time)
        return world.x
    }

    @Test func linearFollowsTheKeyTimes() {
        let animation = keyframes([0, 100, 0], times: [0, 0.25, 1])
        #expect(value(animation, at: 0.125) == 50)
        #expect(value(animation, at: 0.25) == 100)
        #expect(value(animation, at: 0.625) == 50)
        // Without key times the values are evenly spaced.
        #expect(value(keyframes([0, 100, 0]), at: 0.25) == 50)
    }

    @Test func discreteShowsEachValueFromItsKeyTime() {
        // keyTimes has one more entry than values in discrete mode.
        let animation = keyframes([0, 100, 200], times: [0, 0.5, 0.75, 1], mode: .discrete)
        #expect(value(animation, at: 0.25) == 0)
        #expect(value(animation, at: 0.5) == 100)
        #expect(value(animation, at: 0.875) == 200)
        #expect(value(keyframes([0, 100, 200], mode: .discrete), at: 0.5) == 100)   // thirds
    }

    @Test func pacedIgnoresKeyTimesAndTravelsAtConstantSpeed() {
        // 0 -> 100 -> 50: 150 points in all; at 0.5 s, 75 travelled.
        let animation = keyframes([0, 100, 50], times: [0, 0.9, 1], mode: .paced)
        #expect(abs(value(animation, at: 0.5) - 75) < 1e-9)
        #expect(abs(value(animation, at: 0.8) - 80) < 1e-9)
    }

    @Test func cubicPassesThroughTheValuesAtTheirTimes() {
        let animation = keyframes([0, 100, 0], times: [0, 0.5, 1], mode: .cubic)
        #expect(value(animation, at: 0.5) == 100)
        let between = value(animation, at: 0.25)
        #expect(between > 50 && between < 100)   // the spline bulges above the straight line
    }

    @Test func segmentTimingFunctionsPaceEachSegment() {
        let animation = keyframes([0, 100, 200])
        animation.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
        #expect(value(animation, at: 0.75) == 150)
        #expect(value(animation, at: 0.25) < 50)
    }

    @Test func springSettlingDurationMatchesApplesFigures() {
        // Apple, CASpringAnimation.settlingDuration: with damping 5 (mass 1, stiffness 100) "the
        // settling duration is approximately 2.85 seconds"; with damping 15, "just over 1 second".
        let spring = CASpringAnimation(keyPath: "position.x")
        // Settling within 0.07 % of the distance (see CASpringAnimation.settlingThreshold).
        spring.damping = 5
        #expect(abs(spring.settlingDuration - 2.85) < 0.15)
        #expect(abs(spring.settlingDuration - 2.717) < 0.001, "\(spring.settlingDuration)")
        spring.damping = 15
        #expect(spring.settlingDuration > 1 && spring.settlingDuration < 1.05, "\(spring.settlingDuration)")
        spring.damping = 10   // the default spring
        #expect(abs(spring.settlingDuration - 1.464) < 0.001, "\(spring.settlingDuration)")
        let defaults = CASpringAnimation()
        #expect(defaults.mass == 1 && defaults.stiffness == 100 && defaults.damping == 10 && defaults.initialVelocity == 0)
    }

    @Test func aSpringRunsOnTheEnginesSolver() {
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.duration = spring.settlingDuration
        // Damping ratio 0.5: overshoots before settling.
        let peak = stride(from: 0.1, through: 0.6, by: 0.05).map { value(spring, at: $0) }.max() ?? 0
        #expect(peak > 100)
        #expect(value(spring, at: spring.settlingDuration - 1.0 / 60) > 99.9)
        let perceptual = CASpringAnimation(perceptualDuration: 0.5, bounce: 0)
        #expect(perceptual.mass == 1)
        #expect(abs(perceptual.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-9)
        #expect(abs(perceptual.damping - 2 * (perceptual.stiffness).squareRoot()) < 1e-9)   // critical
    }

    @Test func aGroupClipsItsChildren() {
        let group = CAAnimationGroup()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0; move.toValue = 100; move.duration = 2
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0; fade.toValue = 1   // duration 0: the group's
        group.animations = [move, fade]
        group.duration = 1
        let world = LayerWorld()
        world.layer.add(group, forKey: "group")
        world.clock.advance(by: 0.5)
        #expect(world.x == 25)
        #expect(world.layer.presentation()!.opacity == 0.5)
        world.clock.advance(by: 0.75)
        #expect(world.x == 10)   // the group ended at 1 s, though the move lasts 2 s
    }
}
