import Foundation
import Testing
import TransitionKit
import TransitionKitSDL

/// The arithmetic of groups: target sizes, mask pixels, perspective grids. No SDL calls.
@Suite("Group maths")
struct GroupMathTests {
    @Test("A group's target covers its rect at the pixel scale plus a pixel each side; a huge rect is scaled down to fit")
    func targetSpace() throws {
        let space = try #require(SDLRenderer.groupSpace(
            for: CGRect(x: 10, y: 20, width: 100.5, height: 50), scale: PixelScale(x: 2, y: 2), maximumSide: 4_096))
        #expect(space.width == 203 && space.height == 102)
        #expect(space.origin == CGPoint(x: 9.5, y: 19.5))
        let huge = try #require(SDLRenderer.groupSpace(
            for: CGRect(x: 0, y: 0, width: 100_000, height: 10), scale: .one, maximumSide: 4_096))
        #expect(huge.width == 4_096 && huge.scale.x < 0.041 && huge.scale.x == huge.scale.y)
        #expect(SDLRenderer.groupSpace(for: CGRect(x: 0, y: 0, width: 0, height: 10), scale: .one, maximumSide: 4_096) == nil)
        #expect(SDLRenderer.groupSpace(for: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10), scale: .one, maximumSide: 4_096) == nil)
    }

    @Test("Masking by read-back: premultiplied in, straight out, alpha times the mask's; nothing where either is clear")
    func maskedPixel() {
        // Half-covered white, premultiplied (128, 128, 128, 128), under a full mask: straight white at 128.
        #expect(SDLRenderer.masked(0x8080_8080, by: 0xFF00_0000) == 0x80FF_FFFF)
        // Opaque red under a half mask: red at 128.
        #expect(SDLRenderer.masked(0xFFFF_0000, by: 0x8012_3456) == 0x80FF_0000)
        #expect(SDLRenderer.masked(0xFFFF_FFFF, by: 0x00FF_FFFF) == 0)
        #expect(SDLRenderer.masked(0x0000_0000, by: 0xFF00_0000) == 0)
    }

    @Test("Scaling a premultiplied pixel by coverage scales every channel")
    func scaledPixel() {
        #expect(SDLRenderer.scaled(0xFFFF_FF00, by: 0.5) == 0x7F7F_7F00)
        #expect(SDLRenderer.scaled(0xFFFF_FF00, by: 1) == 0xFFFF_FF00)
        #expect(SDLRenderer.scaled(0xFFFF_FF00, by: 0) == 0)
    }

    @Test("Perspective grids: one cell when affine; a flip about y splits columns only, until the bend is under half a pixel")
    func gridSubdivision() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let plain = PixelTransform(CGAffineTransform(rotationAngle: 0.3), scale: .one)
        let flat = TexturedQuadGrid(rect: rect, transform: plain)
        #expect(flat.columns == 1 && flat.rows == 1)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        let placement = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeTranslation(-50, -50, 0), CATransform3DMakeRotation(.pi / 4, 0, 1, 0)),
            CATransform3DConcat(perspective, CATransform3DMakeTranslation(100, 75, 0)))
        var command = DisplayList.Command(rect: rect)
        command.place(placement)
        let flipped = PixelTransform(command, scale: .one)
        let grid = TexturedQuadGrid(rect: rect, transform: flipped)
        #expect(grid.rows == 1, "vertical lines stay evenly divided under a flip about y")
        #expect(grid.columns > 1 && grid.columns <= TexturedQuadGrid.maximumCells)
        #expect(TexturedQuadGrid.error(rect, flipped, columns: grid.columns, alongX: true) <= TexturedQuadGrid.tolerance)
        #expect(TexturedQuadGrid.error(rect, flipped, columns: grid.columns / 2, alongX: true) > TexturedQuadGrid.tolerance,
                "no finer than needed")
    }
}
