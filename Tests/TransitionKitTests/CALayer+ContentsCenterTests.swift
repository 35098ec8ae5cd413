import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// `contentsCenter`: "The rectangle that defines how the layer contents are scaled if the layer's
/// contents are resized"; "the default ... (0, 0, 1, 1) ... causes the entire image to scale";
/// a smaller rectangle stretches its middle while the edges outside it scale in one direction
/// only and the corners not at all (Core Animation Programming Guide, "contentsCenter").
@MainActor
struct CALayerContentsCenterTests {
    /// The image draws of a layer with a 30 x 30 image in a window.
    private func imageDraws(bounds: CGSize, center: CGRect, scale: CGFloat = 1, gravity: CALayerContentsGravity = .resize)
        throws -> [DisplayList.Command.Image] {
        let (window, _) = makeTestWindow()
        let layer = CALayer()
        layer.frame = CGRect(origin: .zero, size: bounds)
        layer.contents = try #require(CGImage(width: 30, height: 30, rgbaPixels: [UInt8](repeating: 255, count: 3600)))
        layer.contentsCenter = center
        layer.contentsScale = scale
        layer.contentsGravity = gravity
        window.layer.addSublayer(layer)
        return window.displayList().commands.compactMap { command in
            if case .image(let image) = command.content { return image }
            return nil
        }
    }

    @Test func theWholeImageStretchesByDefault() throws {
        let draws = try imageDraws(bounds: CGSize(width: 100, height: 50), center: CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(draws.map(\.destinationRect) == [CGRect(x: 0, y: 0, width: 100, height: 50)])
    }

    @Test func theCornersKeepTheirSizeAndTheMiddleStretches() throws {
        let third: CGFloat = 1.0 / 3
        let draws = try imageDraws(bounds: CGSize(width: 100, height: 50), center: CGRect(x: third, y: third, width: third, height: third))
        #expect(draws.count == 9)
        func close(_ a: CGRect, _ b: CGRect) -> Bool {
            [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-9 }
        }
        #expect(close(draws[0].sourceRect, CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(close(draws[0].destinationRect, CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(close(draws[4].sourceRect, CGRect(x: 10, y: 10, width: 10, height: 10)))
        #expect(close(draws[4].destinationRect, CGRect(x: 10, y: 10, width: 80, height: 30)), "the middle stretches both ways")
        #expect(close(draws[5].destinationRect, CGRect(x: 90, y: 10, width: 10, height: 30)), "the right edge stretches down only")
        #expect(close(draws[8].sourceRect, CGRect(x: 20, y: 20, width: 10, height: 10)))
        #expect(close(draws[8].destinationRect, CGRect(x: 90, y: 40, width: 10, height: 10)))
    }

    @Test func theCornersAreInPointsAtTheContentsScaleAndShrinkWhenTheyDoNotFit() throws {
        let third: CGFloat = 1.0 / 3
        let center = CGRect(x: third, y: third, width: third, height: third)
        let retina = try imageDraws(bounds: CGSize(width: 100, height: 50), center: center, scale: 2)
        #expect(retina.first.map { abs($0.destinationRect.width - 5) < 1e-9 } == true, "10 pixels at scale 2: 5 points")
        let small = try imageDraws(bounds: CGSize(width: 10, height: 10), center: center)
        #expect(small.count == 4, "no room for the edges and the middle: four corners of 5 points")
        #expect(small.allSatisfy { abs($0.destinationRect.width - 5) < 1e-9 && abs($0.destinationRect.height - 5) < 1e-9 })
    }

    @Test func otherGravitiesPlaceTheImageWhole() throws {
        let draws = try imageDraws(bounds: CGSize(width: 100, height: 50), center: CGRect(x: 0.4, y: 0.4, width: 0.2, height: 0.2),
                                   gravity: .center)
        #expect(draws.map(\.destinationRect) == [CGRect(x: 35, y: 10, width: 30, height: 30)])
    }
}
