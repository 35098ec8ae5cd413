import Foundation
import Testing
@testable import TransitionKit

/// Layers as time spaces: speed, timeOffset and beginTime on a layer move its subtree's explicit
/// animations; the pause/resume pattern of Apple's Technical Q&A QA1673 ("How to pause the
/// animation of a layer tree") continues exactly where it stopped; timeOffset scrubs.
@MainActor
struct CALayerTimeTests {
    @Test func pauseAndResumeContinueExactlyWhereTheyStopped() {
        let world = LayerWorld()
        let parent = CALayer()
        world.window.layer.addSublayer(parent)
        parent.addSublayer(world.layer)
        world.layer.add(basic("position.x", from: 0, to: 100), forKey: "move")
        world.clock.advance(by: 0.25)
        #expect(world.x == 25)
        // QA1673 pauseLayer:
        let pausedTime = parent.convertTime(world.clock.now, from: nil)
        parent.speed = 0
        parent.timeOffset = pausedTime
        world.clock.advance(by: 3)
        #expect(world.x == 25)
        // QA1673 resumeLayer:
        let paused = parent.timeOffset
        parent.speed = 1
        parent.timeOffset = 0
        parent.beginTime = 0
        parent.beginTime = parent.convertTime(world.clock.now, from: nil) - paused
        #expect(world.x == 25)
        world.clock.advance(by: 0.5)
        #expect(world.x == 75)
        world.clock.advance(by: 0.25)
        #expect(world.x == 10)
        #expect(world.layer.animationKeys() == nil)
    }

    @Test func timeOffsetScrubsAPausedLayer() {
        let world = LayerWorld()
        world.layer.add(basic("position.x", from: 0, to: 100), forKey: "move")
        let begin = world.layer.animation(forKey: "move")!.beginTime
        world.layer.speed = 0
        for fraction in [0.9, 0.1, 0.5, 0.3] {
            world.layer.timeOffset = begin + fraction
            #expect(abs(world.x - CGFloat(fraction * 100)) < 1e-9)
        }
    }

    @Test func convertTimeGoesThroughEveryTimeSpace() {
        let root = CALayer(), child = CALayer()
        root.addSublayer(child)
        root.speed = 2
        root.beginTime = 1
        child.timeOffset = 5
        child.speed = 0.5
        // child local = ((t - 1) * 2) * 0.5 + 5
        #expect(child.convertTime(3, from: nil) == 7)
        #expect(child.convertTime(7, to: nil) == 3)
        #expect(child.convertTime(4, from: root) == 7)
        #expect(root.convertTime(7, from: child) == 4)
        #expect(child.convertTime(7, to: root) == 4)
    }

    @Test func mediaTimeReadsTheAmbientClockElseTheMainOne() {
        let clock = AnimationClock()
        clock.advance(by: 2)
        #expect(AnimationContext.withAmbient(clock: clock) { CACurrentMediaTime() } == 2)
        #expect(CACurrentMediaTime() == AnimationClock.main.now)
    }
}
