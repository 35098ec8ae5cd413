import Foundation
import Testing
@testable import TransitionKit

/// A keyframe animation along a `path` (CAKeyframeAnimation `path`: "The path for a property
/// based on a point to follow ... each point along the path except for moveto points defines a
/// single keyframe"; `rotationMode`: "Determines whether objects animating along a path rotate
/// to match the path tangent").
@MainActor
struct CAKeyframeAnimationPathTests {
    /// An L: right 100 pt, then down 300 pt.
    private func lPath() -> CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 300))
        return path
    }

    private func animation(_ mode: CAAnimationCalculationMode, rotation: CAAnimationRotationMode? = nil) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = lPath()
        animation.duration = 1
        animation.calculationMode = mode
        animation.rotationMode = rotation
        return animation
    }

    @Test func linearReachesEachVertexAtItsKeyTimeAlongTheSegments() {
        let world = LayerWorld()
        world.layer.add(animation(.linear), forKey: "move")
        world.clock.advance(by: 0.25)
        #expect(world.layer.presentation()?.position == CGPoint(x: 50, y: 0))
        world.clock.advance(by: 0.5)
        #expect(world.layer.presentation()?.position == CGPoint(x: 100, y: 150))
    }

    @Test func pacedMovesAtConstantSpeedAlongTheLength() throws {
        let world = LayerWorld()
        world.layer.add(animation(.paced), forKey: "move")
        world.clock.advance(by: 0.5)   // 200 of 400 pt: 100 across, 100 down
        let point = try #require(world.layer.presentation()?.position)
        #expect(abs(point.x - 100) < 1e-9 && abs(point.y - 100) < 1e-9)
    }

    @Test func rotateAutoTurnsTheLayerToTheDirectionOfTravel() throws {
        let world = LayerWorld()
        world.layer.add(animation(.linear, rotation: .rotateAuto), forKey: "move")
        world.clock.advance(by: 0.75)   // going down: a quarter turn
        let transform = try #require(world.layer.presentation()?.transform)
        #expect(abs(transform.m11) < 1e-6 && abs(transform.m12 - 1) < 1e-6, "x axis points down the screen")
        #expect(world.layer.transform == CATransform3DIdentity, "the model is left alone")
    }
}
