import Foundation
import Testing
@testable import TransitionKit

/// Explicit basic animations: values at known times, the from/to/by rules, the model left
/// alone, fill modes, copying on add, removal and the delegate.
/// Apple: CABasicAnimation class reference, "Setting Interpolation Values";
/// CAAnimation.isRemovedOnCompletion, CAMediaTiming.fillMode.
@MainActor
struct CABasicAnimationTests {
    @Test func aLinearAnimationIsHalfWayAtHalfTimeAndLeavesTheModelAlone() {
        let world = LayerWorld()
        world.layer.add(basic("position.x", from: 0, to: 100), forKey: "move")
        world.clock.advance(by: 0.5)
        #expect(world.x == 50)
        #expect(world.layer.position.x == 10)
        world.clock.advance(by: 0.5)
        #expect(world.x == 10)   // snapped back to the model
        #expect(world.layer.animationKeys() == nil)
    }

    @Test func fromToByFollowCoreAnimationsRules() {
        // Model x = 10; each animation lasts 1 s and is read at 0.5 s.
        let cases: [(Any?, Any?, Any?, CGFloat)] = [
            (0, 100, nil, 50),      // from and to
            (0, nil, 40, 20),       // from and by: 0 -> 40
            (nil, 100, 40, 80),     // by and to: 60 -> 100
            (0, nil, nil, 5),       // from only: 0 -> current (10)
            (nil, 100, nil, 55),    // to only: current -> 100
            (nil, nil, 40, 30),     // by only: current -> current + 40
            (nil, nil, nil, 10),    // none: current throughout
            (0, 100, 40, 50),       // all three: from and to
        ]
        for (from, to, by, expected) in cases {
            let world = LayerWorld()
            world.layer.add(basic("position.x", from: from, to: to, by: by), forKey: nil)
            world.clock.advance(by: 0.5)
            #expect(world.x == expected, "from \(String(describing: from)) to \(String(describing: to)) by \(String(describing: by))")
        }
    }

    @Test func aZeroDurationMeansAQuarterSecond() {
        let world = LayerWorld()
        world.layer.add(basic("position.x", from: 0, to: 100, duration: 0), forKey: "move")
        world.clock.advance(by: 0.125)
        #expect(world.x == 50)
    }

    @Test func fillModeForwardsWithoutRemovalHoldsTheFinalValue() {
        let world = LayerWorld()
        let animation = basic("position.x", from: 0, to: 100)
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        world.layer.add(animation, forKey: "move")
        world.clock.advance(by: 2)
        #expect(world.x == 100)
        #expect(world.layer.animationKeys() == ["move"])
        #expect(world.layer.position.x == 10)
    }

    @Test func fillModeBackwardsShowsTheStartBeforeTheBeginTime() {
        let world = LayerWorld()
        world.clock.advance(by: 1)
        let animation = basic("position.x", from: 0, to: 100)
        animation.beginTime = CACurrentMediaTimeOf(world) + 0.5
        world.layer.add(animation, forKey: "later")
        #expect(world.x == 10)   // fill removed: the model before it begins
        animation.fillMode = .backwards
        world.layer.add(animation, forKey: "later")
        #expect(world.x == 0)
        world.clock.advance(by: 1)
        #expect(world.x == 50)
    }

    @Test func addingCopiesTheAnimation() {
        let world = LayerWorld()
        let animation = basic("position.x", from: 0, to: 100)
        world.layer.add(animation, forKey: "move")
        animation.toValue = 1000
        animation.duration = 10
        world.clock.advance(by: 0.5)
        #expect(world.x == 50)
        #expect(world.layer.animation(forKey: "move") !== animation)
        #expect((world.layer.animation(forKey: "move") as? CABasicAnimation)?.toValue as? Int == 100)
    }

    @Test func theDelegateHearsStartAndStopAndRemovalIsUnfinished() {
        let world = LayerWorld()
        let delegate = RecordingAnimationDelegate()
        let animation = basic("opacity", from: 0, to: 1)
        animation.delegate = delegate
        world.layer.add(animation, forKey: "fade")
        world.clock.advance(by: 1.0 / 60)
        #expect(delegate.events == ["start"])
        world.clock.advance(by: 1)
        #expect(delegate.events == ["start", "stop true"])

        let removed = RecordingAnimationDelegate()
        animation.delegate = removed
        world.layer.add(animation, forKey: "fade")
        world.layer.add(basic("position.x", from: 0, to: 100), forKey: "move")
        world.layer.removeAnimation(forKey: "fade")
        #expect(removed.events == ["stop false"])
        #expect(world.layer.animationKeys() == ["move"])
        world.layer.removeAllAnimations()
        #expect(world.layer.animationKeys() == nil)
        #expect(world.x == 10)
    }

    @Test func repeatCountAndAutoreverse() {
        let world = LayerWorld()
        let animation = basic("position.x", from: 0, to: 100)
        animation.repeatCount = 2
        animation.autoreverses = true
        world.layer.add(animation, forKey: "bounce")
        world.clock.advance(by: 1.25)   // first pass back: 75
        #expect(world.x == 75)
        world.clock.advance(by: 1)      // second pass forward at 0.25
        #expect(world.x == 25)
        world.clock.advance(by: 2)
        #expect(world.x == 10)
        let forever = basic("position.x", from: 0, to: 100)
        forever.repeatCount = .infinity
        world.layer.add(forever, forKey: "forever")
        world.clock.advance(by: 100.25)
        #expect(world.x == 25)
    }

    @Test func aBadKeyPathOrValueIsReportedAndIgnored() {
        let world = LayerWorld()
        world.layer.add(basic("positon", from: 0, to: 100), forKey: "typo")
        #expect(world.layer.animationKeys() == nil)
        #expect(world.window.diagnostics.last?.message.contains("\"positon\"") == true)
        world.layer.add(basic("position", from: "left", to: CGPoint.zero), forKey: "string")
        #expect(world.layer.animationKeys() == nil)
        #expect(world.window.diagnostics.last?.message.contains("left") == true)
        #expect(world.window.diagnostics.last?.code == .badAnimation)
    }

    @Test func namedTimingFunctionsHaveCoreAnimationsControlPoints() {
        func points(_ name: CAMediaTimingFunctionName) -> [Float] {
            let function = CAMediaTimingFunction(name: name)
            var result: [Float] = []
            for index in 1...2 {
                var pair: [Float] = [0, 0]
                function.getControlPoint(at: index, values: &pair)
                result += pair
            }
            return result
        }
        #expect(points(.default) == [0.25, 0.1, 0.25, 1])
        #expect(points(.easeIn) == [0.42, 0, 1, 1])
        #expect(points(.easeOut) == [0, 0, 0.58, 1])
        #expect(points(.easeInEaseOut) == [0.42, 0, 0.58, 1])
        #expect(points(.linear) == [0, 0, 1, 1])
        let world = LayerWorld()
        let eased = basic("position.x", from: 0, to: 100)
        eased.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        world.layer.add(eased, forKey: nil)
        world.clock.advance(by: 0.5)
        #expect(abs(world.x - 50) < 1e-5)   // symmetric curve (Float control points): half way at half time
    }
}

/// The media time of a world's clock (its layer's time space is the clock's).
@MainActor
func CACurrentMediaTimeOf(_ world: LayerWorld) -> CFTimeInterval { world.clock.now }

/// The inspection hook lists explicit animations next to the animation blocks' ones.
@MainActor
struct ExplicitAnimationSummaryTests {
    @Test func summariesIncludeExplicitAnimationsWithKeyPathAndProgress() {
        let world = LayerWorld()
        let group = CAAnimationGroup()
        group.animations = [basic("position.x", from: 0, to: 1), basic("opacity", from: 0, to: 1)]
        group.duration = 2
        world.layer.add(basic("cornerRadius", from: 0, to: 10, duration: 4), forKey: "round")
        world.layer.add(group, forKey: "group")
        world.clock.advance(by: 1)
        let summaries = world.layer.animationSummaries()
        #expect(summaries.map(\.keyPath) == ["cornerRadius", "position.x, opacity"])
        #expect(summaries.map(\.explicitClass) == ["CABasicAnimation", "CAAnimationGroup"])
        #expect(summaries.map(\.progress) == [0.25, 0.5])
        #expect(world.window.layer.explicitAnimationsInSubtree().count == 2)
    }
}
