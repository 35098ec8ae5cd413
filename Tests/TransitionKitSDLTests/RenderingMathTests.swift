import Foundation
import Testing
import TransitionKit
import TransitionKitSDL

/// Pure arithmetic of the renderer: no SDL calls, so these run in parallel.
@Suite("Rendering maths")
struct RenderingMathTests {
    @Test("HiDPI: the pixel scale is the drawable size over the window size")
    func pixelScaleFromSizes() {
        let retina = PixelScale(drawableWidth: 2048, drawableHeight: 1536, windowWidth: 1024, windowHeight: 768)
        #expect(retina == PixelScale(x: 2, y: 2))

        let normal = PixelScale(drawableWidth: 800, drawableHeight: 600, windowWidth: 800, windowHeight: 600)
        #expect(normal == .one)

        let minimised = PixelScale(drawableWidth: 0, drawableHeight: 0, windowWidth: 0, windowHeight: 0)
        #expect(minimised == .one)
    }

    @Test("A window too big for the display's usable area is scaled to fit, borders included, and moved inside it")
    func windowFit() {
        let display = WindowFit(usable: CGRect(x: 0, y: 0, width: 1280, height: 800))
        #expect(display.scale(for: CGSize(width: 1024, height: 768)) == 1, "fits: never enlarged")
        #expect(display.scale(for: CGSize(width: 768, height: 1024)) == 800.0 / 1024, "R's rotated window: 600x800")
        let desktop = WindowFit(
            usable: CGRect(x: 0, y: 32, width: 1920, height: 1048), borders: WindowFit.Borders(top: 37, left: 1, bottom: 1, right: 1))
        #expect(desktop.scale(for: CGSize(width: 768, height: 1024)) == 1010.0 / 1024, "1080p minus a panel and a title bar")
        #expect(desktop.scale(for: CGSize(width: 4000, height: 100)) == 1918.0 / 4000)
        #expect(display.scale(for: .zero) == 1)
        #expect(display.origin(for: CGSize(width: 600, height: 800), at: CGPoint(x: 128, y: 16)) == CGPoint(x: 128, y: 0))
        #expect(display.origin(for: CGSize(width: 600, height: 800), at: CGPoint(x: 900, y: -40)) == CGPoint(x: 680, y: 0))
        #expect(desktop.origin(for: CGSize(width: 300, height: 200), at: CGPoint(x: 10, y: 10)) == CGPoint(x: 10, y: 69),
                "below the panel and the title bar")
    }

    @Test("HiDPI: a rect in points covers whole pixels at 2x and 1.5x")
    func pixelRectCoversPoints() {
        let rect = CGRect(x: 10.25, y: 5, width: 20, height: 10.5)
        let double = PixelScale(x: 2, y: 2).pixelRect(covering: rect)
        #expect(double.x == 20 && double.y == 10 && double.width == 41 && double.height == 21)
        let oneAndHalf = PixelScale(x: 1.5, y: 1.5).pixelRect(covering: CGRect(x: 1, y: 1, width: 2, height: 2))
        #expect(oneAndHalf.x == 1 && oneAndHalf.y == 1 && oneAndHalf.width == 4 && oneAndHalf.height == 4)
        #expect(PixelScale(x: 2, y: 2).points(fromPixelWidth: 2048, height: 1536) == CGSize(width: 1024, height: 768))
    }

    @Test("The pixel transform applies the view transform, then the pixel scale")
    func pixelTransformOrder() {
        let transform = PixelTransform(CGAffineTransform(translationX: 10, y: 20), scale: PixelScale(x: 2, y: 2))
        let point = transform.apply(1, 1)
        #expect(point.x == 22 && point.y == 42)
        #expect(transform.linearScale == 2)
        #expect(transform.isAxisAligned)
        #expect(!PixelTransform(CGAffineTransform(rotationAngle: 0.3), scale: .one).isAxisAligned)
    }

    @Test("Corner segments follow the on-screen radius, clamped to 2...16",
          arguments: [(0.0, 2), (3.0, 2), (10.0, 5), (32.0, 16), (500.0, 16), (Double.nan, 2)])
    func cornerSegments(radius: Double, expected: Int) {
        #expect(RoundedRectPath.segmentsPerCorner(radiusInPixels: Float(radius)) == expected)
    }

    @Test("A rounded outline has 4 x (segments + 1) points on the corner arcs")
    func roundedOutlinePoints() {
        var points: [CGPoint] = []
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        RoundedRectPath.outline(of: rect, radius: 20, inset: 0, segmentsPerCorner: 4, into: &points)
        #expect(points.count == RoundedRectPath.pointCount(segmentsPerCorner: 4))
        #expect(points.count == 20)
        // First point: the top-left arc's start, on the left edge at the arc's centre height.
        #expect(abs(points[0].x - 0) < 1e-9 && abs(points[0].y - 20) < 1e-9)
        // Every top-left arc point is 20 from the arc centre (20, 20).
        for point in points[0...4] {
            #expect(abs(hypot(point.x - 20, point.y - 20) - 20) < 1e-9)
        }
        // Insetting shrinks the radius with it; a huge inset collapses to the centre line, not inside out.
        RoundedRectPath.outline(of: rect, radius: 20, inset: 500, segmentsPerCorner: 2, into: &points)
        #expect(points.allSatisfy { abs($0.y - 30) < 1e-9 && $0.x >= 30 - 1e-9 && $0.x <= 70 + 1e-9 })
    }

    @Test("The corner radius drawn is at most half the shorter side")
    func effectiveRadius() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 100)
        #expect(SDLRenderer.effectiveRadius(50, in: rect) == 20)
        #expect(SDLRenderer.effectiveRadius(-3, in: rect) == 0)
        #expect(SDLRenderer.effectiveRadius(.nan, in: rect) == 0)
        #expect(SDLRenderer.effectiveRadius(8, in: rect) == 8)
    }

    @Test("Text is rasterised at its on-screen pixel size and placed by its alignment")
    func textPlacement() {
        let doubled = PixelTransform(CGAffineTransform(scaleX: 2, y: 2), scale: PixelScale(x: 1.5, y: 1.5))
        #expect(SDLRenderer.textPixelSize(fontSize: 10, transform: doubled) == 30)
        #expect(SDLRenderer.textPixelSize(fontSize: 10_000, transform: doubled) == TextRasterizer.maximumPixelSize)

        let rect = CGRect(x: 0, y: 0, width: 200, height: 40)
        let centred = SDLRenderer.textFrame(
            textureWidth: 100, textureHeight: 20, pixelSize: 20, fontSize: 20, alignment: .center, in: rect)
        #expect(centred == CGRect(x: 50, y: 10, width: 100, height: 20))
        let right = SDLRenderer.textFrame(
            textureWidth: 100, textureHeight: 20, pixelSize: 40, fontSize: 20, alignment: .right, in: rect)
        #expect(right == CGRect(x: 150, y: 15, width: 50, height: 10))
        let left = SDLRenderer.textFrame(
            textureWidth: 100, textureHeight: 20, pixelSize: 20, fontSize: 20, alignment: .natural, in: rect)
        #expect(left.minX == 0)
    }

    @Test("Shadow falloff follows a Gaussian edge: half the alpha at the outline, none two sigma out")
    func shadowFalloff() {
        let falloff = SDLRenderer.shadowFalloff
        #expect(falloff.first { $0.insetInSigmas == 0 }?.alpha == 0.5)
        #expect(falloff.last?.alpha == 0)
        #expect(zip(falloff, falloff.dropFirst()).allSatisfy { $0.alpha > $1.alpha && $0.insetInSigmas > $1.insetInSigmas })
    }
}
