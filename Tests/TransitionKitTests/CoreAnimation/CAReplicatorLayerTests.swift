import Foundation
import Testing
@testable import TransitionKit

/// `CAReplicatorLayer` in the display list. Apple's class reference: "A layer that creates a
/// specified number of sublayer copies with varying geometric, temporal, and color
/// transformations"; `instanceDelay`: "Specifies the delay, in seconds, between replicated
/// copies. Animatable."; `instanceTransform`: applied to the previous instance to produce the
/// current one; `instanceColor` multiplies the source layer's colours (white by default);
/// the colour offsets are "added to the ... component of the color for each replicated instance".
@MainActor
struct CAReplicatorLayerTests {
    /// A window on its own clock holding a 100 x 100 replicator at the origin with one 10 x 10
    /// white dot centred at (50, 5); actions disabled while it is configured.
    @MainActor
    struct World {
        let clock = AnimationClock()
        let window: UIWindow
        let replicator = CAReplicatorLayer()
        let dot = CALayer()

        init(configure: (CAReplicatorLayer) -> Void) {
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200), clock: clock)
            window.writesDiagnosticsToStandardError = false
            window.makeKeyAndVisible()
            dot.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            dot.position = CGPoint(x: 50, y: 5)
            dot.backgroundColor = UIColor.white.cgColor
            replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            replicator.addSublayer(dot)
            configure(replicator)
            window.layer.addSublayer(replicator)
        }

        /// The dot's commands, instance by instance.
        var dots: [DisplayList.Command] {
            window.displayList().flattenedCommands.filter { $0.rect.size == CGSize(width: 10, height: 10) }
        }
    }

    @Test func instancesAreTranslatedAndTintedCumulatively() {
        let world = World { replicator in
            replicator.instanceCount = 4
            replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
            replicator.instanceColor = UIColor(red: 1, green: 1, blue: 0.5, alpha: 1).cgColor
            replicator.instanceGreenOffset = -0.25
            replicator.instanceAlphaOffset = -0.25
        }
        let dots = world.dots
        #expect(dots.map(\.windowBounds) == (0..<4).map { CGRect(x: 45 + 20 * CGFloat($0), y: 0, width: 10, height: 10) })
        #expect(dots.map(\.fillColor) == (0..<4).map { UIColor(red: 1, green: 1 - 0.25 * CGFloat($0), blue: 0.5, alpha: 1) })
        #expect(dots.map(\.alpha) == [1, 0.75, 0.5, 0.25])
    }

    @Test func theInstanceTransformTurnsAboutTheAnchorPoint() throws {
        let world = World { replicator in
            replicator.instanceCount = 4
            replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        }
        let centres = world.dots.map { CGPoint(x: $0.windowBounds.midX, y: $0.windowBounds.midY) }
        let expected = [CGPoint(x: 50, y: 5), CGPoint(x: 95, y: 50), CGPoint(x: 50, y: 95), CGPoint(x: 5, y: 50)]
        try #require(centres.count == 4)
        for (centre, point) in zip(centres, expected) {
            #expect(abs(centre.x - point.x) < 1e-9 && abs(centre.y - point.y) < 1e-9, "\(centre) should be \(point)")
        }
    }

    @Test func copiesAreFlattenedIntoTheReplicatorsPlane() throws {
        let world = World { replicator in
            replicator.instanceCount = 3
            replicator.instanceTransform = CATransform3DMakeTranslation(10, 0, 40)
        }
        let dots = world.dots
        try #require(dots.count == 3)
        for (index, dot) in dots.enumerated() {
            let box = dot.windowBounds
            #expect(abs(box.minX - (45 + 10 * CGFloat(index))) < 1e-9 && abs(box.minY) < 1e-9 && abs(box.width - 10) < 1e-9,
                    "copy \(index) moved sideways only, its depth flattened: \(box)")
        }
    }

    @Test func instanceDelayOffsetsEachCopysAnimations() throws {
        let world = World { replicator in
            replicator.instanceCount = 4
            replicator.instanceDelay = 0.1
        }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1; fade.toValue = 0; fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        fade.repeatCount = .infinity
        world.dot.add(fade, forKey: "fade")
        world.clock.advance(by: 0.5)
        let alphas = world.dots.map(\.alpha)
        try #require(alphas.count == 4)
        #expect(abs(alphas[0] - 0.5) < 1e-9, "instance 0 is half way")
        #expect(abs(alphas[3] - 0.8) < 1e-9, "instance 3 runs 0.3 s behind")
        #expect(abs(world.dot.presentation()!.opacity - 0.5) < 1e-6, "the layer's own presentation is instance 0's")
    }

    @Test func zeroInstancesDrawNothing() {
        let world = World { $0.instanceCount = 0 }
        #expect(world.dots.isEmpty)
        #expect(World { _ in }.dots.count == 1, "one instance by default")
    }

    @Test func badValuesAreRefusedWithADiagnostic() {
        let world = World { replicator in
            replicator.instanceCount = 3
            replicator.instanceDelay = 0.2
        }
        world.replicator.instanceCount = -1
        #expect(world.replicator.instanceCount == 3)
        #expect(world.window.diagnostics.last?.code == .replicatorBadInstanceCount)
        world.replicator.instanceDelay = .nan
        #expect(world.replicator.instanceDelay == 0.2)
        #expect(world.window.diagnostics.last?.code == .nonFiniteValue)
        world.replicator.instanceRedOffset = .infinity
        #expect(world.replicator.instanceRedOffset == 0)
        #expect(world.window.diagnostics.last?.message.contains("instanceRedOffset") == true)
        #expect(world.dots.count == 3)
    }

    @Test func instanceColorAnimatesThroughThePropertyTable() throws {
        let world = World { replicator in
            replicator.instanceCount = 2
        }
        let tint = CABasicAnimation(keyPath: "instanceColor")
        tint.fromValue = UIColor.white.cgColor
        tint.toValue = UIColor(red: 0, green: 1, blue: 1, alpha: 1).cgColor
        tint.duration = 1
        tint.timingFunction = CAMediaTimingFunction(name: .linear)
        world.replicator.add(tint, forKey: "tint")
        world.clock.advance(by: 0.5)
        let colors = world.dots.compactMap(\.fillColor)
        #expect(colors == [UIColor(red: 0.5, green: 1, blue: 1, alpha: 1), UIColor(red: 0.5, green: 1, blue: 1, alpha: 1)])
    }
}
