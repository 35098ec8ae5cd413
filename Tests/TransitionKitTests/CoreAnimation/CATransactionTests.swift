import Foundation
import Testing
import TransitionKit

/// CATransaction and implicit actions.
/// Apple: CATransaction class reference (animationDuration default 0.25 s, setDisableActions,
/// setCompletionBlock: "called when all animations subsequently added by this transaction
/// group have completed"); CALayer.action(forKey:) (Core Animation Programming Guide, "Changing
/// a Layer's Default Behavior"); UIView returns no action outside an animation block.
@MainActor
struct CATransactionTests {
    @Test func aStandaloneLayerAnimatesAChangeOverAQuarterSecond() {
        let world = LayerWorld()
        world.layer.position = CGPoint(x: 110, y: 20)
        #expect(world.layer.position.x == 110)
        #expect(world.x == 10)
        world.clock.advance(by: 0.125)
        let expected = 10 + 100 * CAMediaTimingFunction(name: .default).value(at: 0.5)
        #expect(abs(world.x - expected) < 1e-9)
        world.clock.advance(by: 0.125)
        #expect(world.x == 110)
        #expect(world.layer.animationKeys() == nil)
    }

    @Test func theTransactionsDurationAndSwitchApply() {
        let world = LayerWorld()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        #expect(CATransaction.animationDuration() == 1)
        world.layer.position = CGPoint(x: 110, y: 20)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25)
        world.clock.advance(by: 0.5)
        #expect(world.x == 60)

        CATransaction.begin()
        CATransaction.setDisableActions(true)
        world.layer.opacity = 0.5
        CATransaction.commit()
        #expect(world.layer.presentation()?.opacity == 0.5)
        world.layer.actions = ["opacity": NSNull()]
        world.layer.opacity = 1
        #expect(world.layer.presentation()?.opacity == 1)
    }

    @Test func aViewsLayerDoesNotAnimateOutsideAnAnimationBlock() {
        let world = LayerWorld()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        world.window.addSubview(view)
        view.layer.position = CGPoint(x: 200, y: 200)
        #expect(view.layer.presentation()?.position == CGPoint(x: 200, y: 200))
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func theCompletionBlockWaitsForNestedAnimations() {
        let world = LayerWorld()
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("outer") }
        world.layer.add(basic("position.x", from: 0, to: 100, duration: 0.5), forKey: "short")
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("inner") }
        world.layer.add(basic("opacity", from: 0, to: 1, duration: 1), forKey: "long")
        CATransaction.commit()
        CATransaction.commit()
        #expect(log.isEmpty)
        world.clock.advance(by: 0.5)
        #expect(log.isEmpty)
        world.clock.advance(by: 0.5)
        #expect(log == ["inner", "outer"])

        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("empty") }
        CATransaction.commit()
        #expect(log.last == "empty")   // no animations: at once
    }

    @Test func valuesByKey() {
        CATransaction.begin()
        CATransaction.setValue(2.0, forKey: kCATransactionAnimationDuration)
        CATransaction.setValue(true, forKey: kCATransactionDisableActions)
        #expect(CATransaction.value(forKey: kCATransactionAnimationDuration) as? Double == 2)
        #expect(CATransaction.disableActions())
        CATransaction.commit()
        #expect(!CATransaction.disableActions())
    }
}

extension CAMediaTimingFunction {
    /// The curve's progress at `fraction`, through a one-second linear reference animation.
    @MainActor func value(at fraction: Double) -> Double {
        let world = LayerWorld()
        let animation = basic("position.x", from: 0, to: 1)
        animation.timingFunction = self
        world.layer.add(animation, forKey: nil)
        world.clock.advance(by: fraction)
        return world.x
    }
}

/// Bad input to the Core Animation API: a Diagnostic, the call refused, nothing crashes.
@MainActor
struct CoreAnimationBadInputTests {
    @Test func badTimingValuesAndNamesAreReported() {
        let world = LayerWorld()
        let animation = basic("opacity", from: 0, to: 1, duration: .nan)
        world.layer.add(animation, forKey: "nan")
        #expect(world.layer.animationKeys() == nil)
        #expect(world.window.diagnostics.last?.code == .badAnimation)
        world.layer.speed = .infinity
        #expect(world.layer.speed == 1)
        let keyframes = CAKeyframeAnimation(keyPath: "opacity")
        keyframes.values = [0, 1]
        keyframes.keyTimes = [1, 0]
        world.layer.add(keyframes, forKey: "backwards")
        #expect(world.layer.animationKeys() == nil)
        let group = CAAnimationGroup()
        group.animations = [basic("nothing", to: 1)]
        world.layer.add(group, forKey: "group")
        #expect(world.layer.animationKeys() == nil)
        #expect(world.window.diagnostics.last?.message.contains("\"nothing\"") == true)
    }
}

/// Keyed data and the transaction lock.
@MainActor
struct CATransactionKeyedDataTests {
    @Test("A key of the caller's own holds its value until the transaction commits; inner transactions see it")
    func keyedData() {
        CATransaction.begin()
        CATransaction.setValue("card", forKey: "com.example.source")
        #expect(CATransaction.value(forKey: "com.example.source") as? String == "card")
        CATransaction.begin()
        #expect(CATransaction.value(forKey: "com.example.source") as? String == "card")
        CATransaction.setValue(nil, forKey: "com.example.source")
        #expect(CATransaction.value(forKey: "com.example.source") as? String == "card")   // the outer one's
        CATransaction.commit()
        CATransaction.commit()
        #expect(CATransaction.value(forKey: "com.example.source") == nil)
    }

    @Test("The lock is recursive: taken twice, given back twice")
    func lock() {
        CATransaction.lock()
        CATransaction.lock()
        CATransaction.unlock()
        CATransaction.unlock()
    }
}
