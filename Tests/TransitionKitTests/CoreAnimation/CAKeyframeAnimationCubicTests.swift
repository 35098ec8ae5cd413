import Foundation
import Testing
import TransitionKit

/// The cubic mode's Kochanek-Bartels parameters (`tensionValues`, `continuityValues`,
/// `biasValues`): all zero is the Catmull-Rom spline; tension 1 flattens a keyframe's tangent.
@MainActor
struct CAKeyframeAnimationCubicTests {
    /// position.x through 0, 100, 300 at 0, 0.5, 1 s, cubic.
    private func climb() -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0, 100, 300]
        animation.keyTimes = [0, 0.5, 1]
        animation.calculationMode = .cubic
        animation.duration = 1
        return animation
    }

    private func value(_ animation: CAAnimation, at time: Double) -> CGFloat {
        let world = LayerWorld()
        world.layer.add(animation, forKey: nil)
        world.clock.advance(by: time)
        return world.x
    }

    @Test("Without TCB values, or with zeros, the cubic mode is Catmull-Rom: 37.5 half way through the first segment")
    func catmullRom() {
        // Hermite at u = 0.5 with tangents 50 (at 0) and 150 (at 100): 50/8 + 100/2 - 150/8.
        #expect(value(climb(), at: 0.25) == 37.5)
        let zeros = climb()
        zeros.tensionValues = [0, 0, 0]; zeros.continuityValues = [0, 0, 0]; zeros.biasValues = [0, 0, 0]
        #expect(value(zeros, at: 0.25) == 37.5)
    }

    @Test("Tension 1 at the middle keyframe flattens its tangent; missing entries count as 0")
    func tension() {
        let tight = climb()
        tight.tensionValues = [0, 1]   // the third keyframe's entry is missing: 0
        #expect(value(tight, at: 0.25) == 56.25)   // 50/8 + 100/2, the incoming tangent 0
        #expect(value(tight, at: 0.5) == 100)      // still through the keyframe
    }

    @Test("Bias and continuity change the curve but not the keyframes; copies keep them")
    func biasAndContinuity() throws {
        let leaning = climb()
        leaning.biasValues = [0, 1, 0]
        let bent = climb()
        bent.continuityValues = [0, -1, 0]
        #expect(value(leaning, at: 0.25) != 37.5 && value(bent, at: 0.25) != 37.5)
        #expect(value(leaning, at: 0.5) == 100 && value(bent, at: 0.5) == 100)
        let copy = try #require(leaning.copy() as? CAKeyframeAnimation)
        #expect(copy.biasValues == [0, 1, 0])
    }
}
