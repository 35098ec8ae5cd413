import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// Anchor point, zPosition and conversions between layers, with Core Animation's numbers.
/// CALayer `anchorPoint`: "All geometric manipulations to the view occur about the specified
/// point"; `frame` is derived from bounds, anchorPoint and position (Core Animation Programming
/// Guide, "Layers Have Their Own Geometry", Figure 2-3); `zPosition`: "The layer's position on
/// the z axis" (the sublayers draw in order of it).
@MainActor
struct CALayerGeometryTests {
    @Test func anchorPointPlacesTheBoundsAndKeepsThePosition() {
        let layer = CALayer()
        layer.frame = CGRect(x: 100, y: 50, width: 40, height: 20)
        #expect(layer.position == CGPoint(x: 120, y: 60))
        layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        #expect(layer.position == CGPoint(x: 120, y: 60))
        #expect(layer.frame == CGRect(x: 120, y: 50, width: 40, height: 20))
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(layer.position == CGPoint(x: 0, y: 5))
    }

    @Test func aRotationTurnsAboutTheAnchorPoint() {
        let (window, _) = makeTestWindow()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        view.backgroundColor = .red
        window.addSubview(view)
        view.layer.anchorPoint = CGPoint(x: 0, y: 0)
        view.layer.position = CGPoint(x: 100, y: 100)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let command = window.displayList().flattenedCommands.first { $0.fillColor == .red }
        let corners = command?.windowCorners ?? []
        // The top-left corner stays at the anchor; the top-right swings down to (100, 200).
        #expect(corners.count == 4 && isClose(corners[0], CGPoint(x: 100, y: 100), 1e-9))
        #expect(corners.count == 4 && isClose(corners[1], CGPoint(x: 100, y: 200), 1e-9))
    }

    @Test func standaloneSublayersDrawInZPositionThenSublayerOrder() {
        let (window, _) = makeTestWindow()
        let host = UIView(frame: window.bounds)
        window.addSubview(host)
        let red = CALayer(), green = CALayer(), blue = CALayer()
        for (layer, color) in [(red, UIColor.red), (green, .green), (blue, .blue)] {
            layer.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
            layer.backgroundColor = color.cgColor
            host.layer.addSublayer(layer)
        }
        red.zPosition = 1
        let fills = window.displayList().commands.compactMap(\.fillColor)
        #expect(fills.suffix(3) == [.green, .blue, .red])
    }

    @Test func aSublayerAddedAfterTheSubviewsDrawsAboveThem() {
        let (window, _) = makeTestWindow()
        let host = UIView(frame: window.bounds), subview = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        subview.backgroundColor = .red
        window.addSubview(host)
        host.addSubview(subview)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.backgroundColor = UIColor.blue.cgColor
        host.layer.addSublayer(layer)
        #expect(window.displayList().commands.compactMap(\.fillColor).suffix(2) == [.red, .blue])
    }

    @Test func convertBetweenLayersGoesThroughTheTree() {
        let root = CALayer(), child = CALayer(), grandchild = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        child.frame = CGRect(x: 10, y: 20, width: 100, height: 100)
        grandchild.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        root.addSublayer(child)
        child.addSublayer(grandchild)
        #expect(grandchild.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 16, y: 26))
        #expect(root.convert(CGPoint(x: 16, y: 26), to: grandchild) == CGPoint(x: 1, y: 1))
        #expect(child.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: nil) == CGRect(x: 10, y: 20, width: 10, height: 10))
        #expect(root.hitTest(CGPoint(x: 17, y: 27)) === grandchild)
        #expect(root.hitTest(CGPoint(x: 200, y: 200)) === root)
    }

    @Test func contentsArePlacedByGravityAndCutByContentsRect() throws {
        let (window, _) = makeTestWindow()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.contents = try #require(CGImage(width: 20, height: 10, rgbaPixels: [UInt8](repeating: 255, count: 800)))
        layer.contentsGravity = .resizeAspect
        layer.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1)
        window.layer.addSublayer(layer)
        let image = window.displayList().commands.compactMap { command -> DisplayList.Command.Image? in
            if case .image(let image) = command.content { return image }
            return nil
        }.first
        #expect(image?.sourceRect == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(image?.destinationRect == CGRect(x: 25, y: 0, width: 50, height: 50))
    }
}

/// `setNeedsDisplay()` runs `display()` once before the layer next draws (CALayer `display()`:
/// "Reloads the content of this layer"; `needsDisplayOnBoundsChange`).
@MainActor
struct CALayerDisplayTests {
    final class CountingLayer: CALayer {
        var displays = 0
        override func display() { displays += 1 }
    }

    @Test func displayRunsOnceBeforeTheNextFrameAndOnBoundsChangesWhenAsked() {
        let (window, _) = makeTestWindow()
        let layer = CountingLayer()
        window.layer.addSublayer(layer)
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay())
        _ = window.displayList()
        _ = window.displayList()
        #expect(layer.displays == 1)
        layer.needsDisplayOnBoundsChange = true
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        _ = window.displayList()
        #expect(layer.displays == 2)
    }

    @Test func sublayerTransformAnimatesInsideAnAnimationBlock() {
        let (window, clock) = makeTestWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            view.layer.sublayerTransform = perspective
        }
        clock.advance(by: 0.5)
        let halfway = view.layer.presentation()?.sublayerTransform.m34 ?? 0
        #expect(abs(halfway - (-1 / 1000)) < 1e-9)
    }
}

/// A point through `m34 = -1/500` perspective: the row vector (x, y, z, 1) times the transform,
/// divided by w (Core Animation Programming Guide, "Changing a Layer's Perspective": m34 =
/// -1/eyePosition).
@MainActor
struct CALayerPerspectiveTests {
    @Test func aCornerTurned45DegreesAboutYLandsWhereThePerspectiveDivideSays() throws {
        let (window, _) = makeTestWindow(width: 400, height: 300)
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        card.backgroundColor = .red
        window.addSubview(card)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        card.layer.transform = CATransform3DConcat(CATransform3DMakeRotation(.pi / 4, 0, 1, 0), perspective)
        let corners = try #require(window.displayList().flattenedCommands.first { $0.fillColor == .red }).windowCorners
        // The right edge (x = +100 from the anchor) turns away: x' = 100 cos 45°, z' = -100 sin 45°,
        // w = 1 + 100 sin 45° / 500; the top-right corner (100, -50) lands at (x'/w, -50/w) + centre.
        let turned = 100 * CGFloat(2).squareRoot() / 2, w = 1 + turned / 500
        #expect(isClose(corners[1], CGPoint(x: 200 + turned / w, y: 150 - 50 / w), 1e-9))
        #expect(isClose(corners[1], CGPoint(x: 261.950, y: 106.195), 1e-3))
    }

    /// Core Animation: `anchorPointZ` is "The anchor point for the layer's position along the z
    /// axis": the layer's plane lies `-anchorPointZ` from the point its transform acts about.
    @Test func anchorPointZMovesThePlaneTheTransformActsOn() throws {
        let (window, _) = makeTestWindow(width: 400, height: 300)
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        card.backgroundColor = .red
        window.addSubview(card)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        card.layer.transform = perspective
        let flat = try #require(window.displayList().flattenedCommands.first { $0.fillColor == .red }).windowCorners
        #expect(isClose(flat[0], CGPoint(x: 100, y: 100), 1e-9), "the plane at the anchor: no change")
        card.layer.anchorPointZ = -100
        // The plane is 100 points in front of the anchor: w = 1 - 100/500 = 0.8, so the top-left
        // corner (-100, -50) from the centre lands at (-125, -62.5) from it.
        let near = try #require(window.displayList().flattenedCommands.first { $0.fillColor == .red }).windowCorners
        #expect(isClose(near[0], CGPoint(x: 75, y: 87.5), 1e-9))
        #expect(isClose(near[2], CGPoint(x: 325, y: 212.5), 1e-9))
    }
}
