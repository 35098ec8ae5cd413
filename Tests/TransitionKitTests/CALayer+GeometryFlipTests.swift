import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// `isGeometryFlipped`: "Whether or not the geometry of the layer (and its sublayers) is flipped
/// vertically"; "even when geometry is flipped, image orientation remains the same" (CALayer.h);
/// `contentsAreFlipped()`: "true if the layer contents are implicitly flipped when rendered".
@MainActor
struct CALayerGeometryFlipTests {
    /// A 100 x 100 flipped container at (50, 50) holding a red 20 x 10 sublayer at (0, 0).
    private func makeFlipped() -> (UIWindow, CALayer, CALayer) {
        let (window, _) = makeTestWindow()
        let container = CALayer(), tile = CALayer()
        container.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        container.isGeometryFlipped = true
        tile.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        tile.backgroundColor = .red
        container.addSublayer(tile)
        window.layer.addSublayer(container)
        return (window, container, tile)
    }

    private func box(of command: DisplayList.Command?) -> CGRect? {
        guard let corners = command?.windowCorners, corners.count == 4 else { return nil }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    @Test func aSublayerIsPlacedFromTheBottom() {
        let (window, _, _) = makeFlipped()
        let red = window.displayList().flattenedCommands.first { $0.fillColor == .red }
        #expect(box(of: red) == CGRect(x: 50, y: 140, width: 20, height: 10))
    }

    @Test func conversionsAndHitTestingAgreeWithTheDrawing() {
        let (window, container, tile) = makeFlipped()
        #expect(tile.convert(CGPoint(x: 0, y: 0), to: container) == CGPoint(x: 0, y: 100))
        #expect(container.convert(CGRect(x: 0, y: 0, width: 20, height: 10), from: tile) == CGRect(x: 0, y: 90, width: 20, height: 10))
        #expect(tile.convert(CGPoint(x: 5, y: 5), to: window.layer) == CGPoint(x: 55, y: 145))
        #expect(container.hitTest(CGPoint(x: 55, y: 145)) === tile)
        #expect(container.hitTest(CGPoint(x: 55, y: 55)) === container)
        container.isGeometryFlipped = false
        #expect(container.hitTest(CGPoint(x: 55, y: 55)) === tile)
    }

    @Test func aFlippedLayerInAFlippedLayerFlipsBack() {
        let (window, container, tile) = makeFlipped()
        let inner = CALayer(), dot = CALayer()
        inner.frame = CGRect(x: 0, y: 50, width: 100, height: 50)
        inner.isGeometryFlipped = true
        dot.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        dot.backgroundColor = .blue
        inner.addSublayer(dot)
        container.addSublayer(inner)
        // inner's frame is measured from the container's bottom: window y 50...100; dot flips back.
        let blue = window.displayList().flattenedCommands.first { $0.fillColor == .blue }
        #expect(box(of: blue) == CGRect(x: 50, y: 50, width: 4, height: 4))
        #expect(container.contentsAreFlipped() && tile.contentsAreFlipped())
        #expect(!inner.contentsAreFlipped() && !dot.contentsAreFlipped() && !window.layer.contentsAreFlipped())
    }

    @Test func imagesKeepTheirOrientation() throws {
        let (window, container, _) = makeFlipped()
        let picture = CALayer()
        picture.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        picture.contents = try #require(CGImage(width: 2, height: 2, rgbaPixels: [UInt8](repeating: 255, count: 16)))
        container.addSublayer(picture)
        let image = try #require(window.displayList().flattenedCommands.first { command in
            if case .image = command.content { return true }
            return false
        })
        // Upright: the transform keeps y growing downwards, and the image covers window 50...80 x 120...150.
        #expect(image.transform.d > 0)
        #expect(box(of: image) == CGRect(x: 50, y: 120, width: 30, height: 30))
    }

    @Test func aViewsLayerIsNotFlipped() {
        let (window, _) = makeTestWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), tile = CALayer()
        tile.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        tile.backgroundColor = .red
        view.layer.addSublayer(tile)
        window.addSubview(view)
        view.layer.isGeometryFlipped = true
        #expect(view.layer.isGeometryFlipped && !view.layer.contentsAreFlipped())
        let red = window.displayList().flattenedCommands.first { $0.fillColor == .red }
        #expect(box(of: red) == CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
