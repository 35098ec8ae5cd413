import Foundation
import Testing
import TransitionKit
import TransitionKitSDL

extension SDLSuite {
    /// `DisplayList.Command.Content.group` through SDL's software renderer: offscreen targets,
    /// masks, nesting and perspective placement, checked pixel by pixel (tolerance ±3).
    ///
    /// With `TK_GROUP_SHOTS` set to a directory, each case's frame is also written there as a PNG.
    @Suite("Group pixels")
    @MainActor
    struct GroupPixelTests {
        typealias Command = DisplayList.Command
        let black = PixelImage.Color(red: 0, green: 0, blue: 0)
        let white = PixelImage.Color(red: 255, green: 255, blue: 255)
        let green = PixelImage.Color(red: 0, green: 255, blue: 0)

        /// A group command placing `commands` (and `mask`) in `rect`.
        private func group(
            _ rect: CGRect, _ commands: [Command], mask: [Command]? = nil, transform: CGAffineTransform = .identity,
            transform3D: CATransform3D? = nil, alpha: CGFloat = 1
        ) -> Command {
            Command(rect: rect, transform: transform, alpha: alpha,
                    content: .group(DisplayList.Group(commands: commands, mask: mask)), transform3D: transform3D)
        }

        private func render(_ commands: [Command], in host: SDLHost, shot: String) throws -> PixelImage {
            let image = try SDLTestSupport.render(commands, in: host)
            if let directory = ProcessInfo.processInfo.environment["TK_GROUP_SHOTS"] {
                try image.write(toFile: (directory as NSString).appendingPathComponent(shot + ".png"))
            }
            return image
        }

        @Test("A group at alpha 0.5 composites once: where its children overlap, only the top one shows, at half")
        func groupOpacityCompositesOnce() throws {
            let host = try SDLTestSupport.makeHost()
            let red = Command(rect: CGRect(x: 0, y: 0, width: 60, height: 60), fillColor: .red)
            let blue = Command(rect: CGRect(x: 40, y: 0, width: 60, height: 60), fillColor: .blue)
            let command = group(CGRect(x: 0, y: 0, width: 100, height: 60), [red, blue],
                                transform: CGAffineTransform(translationX: 20, y: 20), alpha: 0.5)
            let image = try render([command], in: host, shot: "group-opacity")
            let overlap = try image.at(70, 50)
            #expect(overlap.isClose(to: PixelImage.Color(red: 0, green: 0, blue: 128), tolerance: 3),
                    "blue at half over black, no red blended through: \(overlap)")
            #expect(try image.at(30, 50).isClose(to: PixelImage.Color(red: 128, green: 0, blue: 0), tolerance: 3))
            #expect(try image.at(110, 50).isClose(to: PixelImage.Color(red: 0, green: 0, blue: 128), tolerance: 3))
            #expect(try image.at(10, 50) == black, "outside the group")
        }

        @Test("A translucent child keeps its colour through the group: no darkened premultiplied edge")
        func translucentChildKeepsColour() throws {
            let host = try SDLTestSupport.makeHost()
            let background = Command(rect: CGRect(x: 0, y: 0, width: 200, height: 150), fillColor: .red)
            let half = Command(rect: CGRect(x: 0, y: 0, width: 60, height: 60), fillColor: UIColor.white.withAlphaComponent(0.5))
            let command = group(CGRect(x: 0, y: 0, width: 60, height: 60), [half], transform: CGAffineTransform(translationX: 20, y: 20))
            let image = try render([background, command], in: host, shot: "group-translucent")
            let pixel = try image.at(50, 50)
            #expect(pixel.isClose(to: PixelImage.Color(red: 255, green: 128, blue: 128), tolerance: 3), "\(pixel)")
        }

        @Test("A circle mask: the centre shows the content, the corner what lies beneath, the edge a mix")
        func circleMask() throws {
            let host = try SDLTestSupport.makeHost()
            let background = Command(rect: CGRect(x: 0, y: 0, width: 200, height: 150), fillColor: .green)
            let content = Command(rect: CGRect(x: 0, y: 0, width: 100, height: 100), fillColor: .white)
            let circle = Command(rect: CGRect(x: 0, y: 0, width: 100, height: 100), fillColor: .black, cornerRadius: 50)
            // A second mask shape (the masks add up; two commands take the general mask path).
            let square = Command(rect: CGRect(x: 90, y: 0, width: 10, height: 10), fillColor: .black)
            let command = group(CGRect(x: 0, y: 0, width: 100, height: 100), [content], mask: [circle, square],
                                transform: CGAffineTransform(translationX: 50, y: 25))
            let image = try render([background, command], in: host, shot: "group-circle-mask")
            #expect(try image.at(100, 75).isClose(to: white, tolerance: 3), "the centre shows the content")
            #expect(try image.at(52, 27).isClose(to: green, tolerance: 3), "the top-left corner shows the background")
            #expect(try image.at(52, 122).isClose(to: green, tolerance: 3), "the bottom-left corner too")
            #expect(try image.at(145, 30).isClose(to: white, tolerance: 3), "the second mask shape shows the content")
            let diagonal = (80...90).compactMap { try? image.at(50 + $0, 25 + $0) }
            #expect(diagonal.contains { $0.red > 40 && $0.red < 215 }, "an anti-aliased edge pixel: \(diagonal)")
        }

        @Test("A rounded clip (a group masked by one rounded rectangle): outside the corner arc shows the background (opaque: drawn straight into the output; translucent: through a target)",
              arguments: [1.0, 0.5])
        func roundedClip(alpha: CGFloat) throws {
            let host = try SDLTestSupport.makeHost()
            let content = Command(rect: CGRect(x: -20, y: -20, width: 140, height: 120), fillColor: .yellow)
            let rounded = Command(rect: CGRect(x: 0, y: 0, width: 100, height: 80), fillColor: .white, cornerRadius: 20)
            let command = group(CGRect(x: 0, y: 0, width: 100, height: 80), [content], mask: [rounded],
                                transform: CGAffineTransform(translationX: 50, y: 35), alpha: alpha)
            let image = try render([command], in: host, shot: "group-rounded-clip-\(alpha)")
            let yellow = SDLTestSupport.pixelColor(UIColor(red: alpha, green: alpha, blue: 0, alpha: 1))
            #expect(try image.at(51, 36) == black, "the corner pixel lies outside the arc")
            #expect(try image.at(55, 40) == black, "still outside: (5, 5) is 21 points from the arc's centre")
            #expect(try image.at(58, 43).isClose(to: yellow, tolerance: 3), "(8, 8) is inside the arc")
            #expect(try image.at(100, 35).isClose(to: yellow, tolerance: 3), "the straight top edge is not rounded")
            #expect(try image.at(100, 75).isClose(to: yellow, tolerance: 3))
            #expect(try image.at(45, 75) == black, "the content outside the group's rect is cut")
            let arc = (0..<10).compactMap { try? image.at(50 + $0, 35 + 10) }  // along the row 10 points down
            #expect(arc.contains { $0.red > 20 && $0.red < yellow.red - 20 }, "an anti-aliased arc pixel: \(arc)")
        }

        @Test("A rotated rounded clip cuts its corners too")
        func rotatedRoundedClip() throws {
            let host = try SDLTestSupport.makeHost()
            let content = Command(rect: CGRect(x: 0, y: 0, width: 80, height: 80), fillColor: .white)
            let rounded = Command(rect: CGRect(x: 0, y: 0, width: 80, height: 80), fillColor: .white, cornerRadius: 40)
            let placement = CGAffineTransform(translationX: -40, y: -40)
                .concatenating(CGAffineTransform(rotationAngle: .pi / 6)).concatenating(CGAffineTransform(translationX: 100, y: 75))
            let command = group(CGRect(x: 0, y: 0, width: 80, height: 80), [content], mask: [rounded], transform: placement)
            let image = try render([command], in: host, shot: "group-rotated-rounded-clip")
            #expect(try image.at(100, 75).isClose(to: white, tolerance: 3), "the centre")
            // A disc of radius 40: points 37 away are inside, 44 away outside, in every direction.
            for angle in stride(from: 0.0, to: 2 * Double.pi, by: Double.pi / 8) {
                let inside = try image.at(100 + Int((37 * cos(angle)).rounded()), 75 + Int((37 * sin(angle)).rounded()))
                let outside = try image.at(100 + Int((44 * cos(angle)).rounded()), 75 + Int((44 * sin(angle)).rounded()))
                #expect(inside.red > 200, "inside at \(angle): \(inside)")
                #expect(outside == black, "outside at \(angle): \(outside)")
            }
        }

        @Test("Nested groups: a translucent group inside a clipped group composites once, inside the outer clip")
        func nestedGroups() throws {
            let host = try SDLTestSupport.makeHost()
            let square = Command(rect: CGRect(x: 0, y: 0, width: 40, height: 40), fillColor: .white)
            let shifted = Command(rect: CGRect(x: 0, y: 0, width: 40, height: 40), transform: CGAffineTransform(translationX: 20, y: 0),
                                  fillColor: .white)
            let inner = group(CGRect(x: 0, y: 0, width: 60, height: 40), [square, shifted],
                              transform: CGAffineTransform(translationX: 20, y: 20), alpha: 0.5)
            let blue = Command(rect: CGRect(x: 0, y: 0, width: 120, height: 100), fillColor: .blue)
            let rounded = Command(rect: CGRect(x: 0, y: 0, width: 120, height: 100), fillColor: .white, cornerRadius: 20)
            let outer = group(CGRect(x: 0, y: 0, width: 120, height: 100), [blue, inner], mask: [rounded],
                              transform: CGAffineTransform(translationX: 40, y: 25))
            let image = try render([outer], in: host, shot: "group-nested")
            let mixed = PixelImage.Color(red: 128, green: 128, blue: 255)
            #expect(try image.at(65, 50).isClose(to: mixed, tolerance: 3), "white at half over blue")
            #expect(try image.at(90, 50).isClose(to: mixed, tolerance: 3), "where the inner squares overlap: the same")
            #expect(try image.at(140, 100).isClose(to: SDLTestSupport.pixelColor(.blue), tolerance: 3))
            #expect(try image.at(41, 26) == black, "the outer rounded corner")
        }

        @Test("A group in a frame with a backdrop blur: drawn into the scene, before and after the blur (both blur paths)",
              arguments: [true, false])
        func groupsAroundABlur(blursOnRenderer: Bool) throws {
            let host = try SDLTestSupport.makeHost()
            host.renderer.blursOnRenderer = blursOnRenderer
            let whiteHalf = Command(rect: CGRect(x: 0, y: 0, width: 100, height: 150), fillColor: .white)
            let square = Command(rect: CGRect(x: 0, y: 0, width: 30, height: 30), fillColor: .red)
            let before = group(CGRect(x: 0, y: 0, width: 30, height: 30), [square], transform: CGAffineTransform(translationX: 10, y: 10))
            let blur = Command(rect: CGRect(x: 60, y: 40, width: 80, height: 60), content: .backdropBlur(radius: 16))
            let after = group(CGRect(x: 0, y: 0, width: 30, height: 30), [square], transform: CGAffineTransform(translationX: 150, y: 10))
            let image = try render([whiteHalf, before, blur, after], in: host, shot: "group-around-blur")
            #expect(host.renderer.drewBackdropBlurInLastFrame)
            let red = PixelImage.Color(red: 255, green: 0, blue: 0)
            #expect(try image.at(25, 25).isClose(to: red, tolerance: 3), "the group before the blur")
            #expect(try image.at(165, 25).isClose(to: red, tolerance: 3), "the group after the blur")
            let nearEdge = try image.at(100, 70)
            #expect(nearEdge.luma > 30 && nearEdge.luma < 225, "still blurred across the edge: \(nearEdge)")
        }

        @Test("A backdrop blur inside a group blurs only the group's own contents", arguments: [true, false])
        func blurInsideGroup(blursOnRenderer: Bool) throws {
            let host = try SDLTestSupport.makeHost()
            host.renderer.blursOnRenderer = blursOnRenderer
            let whiteHalf = Command(rect: CGRect(x: 0, y: 0, width: 100, height: 150), fillColor: .white)
            let blue = Command(rect: CGRect(x: 0, y: 0, width: 60, height: 90), fillColor: .blue)
            let red = Command(rect: CGRect(x: 60, y: 0, width: 60, height: 90), fillColor: .red)
            let blur = Command(rect: CGRect(x: 0, y: 0, width: 120, height: 90), content: .backdropBlur(radius: 16))
            let command = group(CGRect(x: 0, y: 0, width: 120, height: 90), [blue, red, blur],
                                transform: CGAffineTransform(translationX: 40, y: 30))
            let image = try render([whiteHalf, command], in: host, shot: "group-blur-inside")
            let middle = try image.at(100, 75)
            #expect(middle.red > 40 && middle.blue > 40, "blue and red blurred together: \(middle)")
            for x in [94, 100, 106] {
                let pixel = try image.at(x, 75)
                #expect(pixel.green < 10, "no white from beneath the group at x = \(x): \(pixel)")
            }
            #expect(try image.at(20, 75) == white, "beside the group the window is untouched")
        }

        /// A 100 x 100 square centred at (100, 75), turned about y by `angle` with m34 = -1/500.
        private func flipped(_ angle: CGFloat, _ commands: [Command]) -> Command {
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 500
            let placement = CATransform3DConcat(
                CATransform3DConcat(CATransform3DMakeTranslation(-50, -50, 0), CATransform3DMakeRotation(angle, 0, 1, 0)),
                CATransform3DConcat(perspective, CATransform3DMakeTranslation(100, 75, 0)))
            var command = group(CGRect(x: 0, y: 0, width: 100, height: 100), commands)
            command.place(placement)
            return command
        }

        @Test("A group flipped 45° about y with m34 = -1/500 is a trapezoid: the near edge taller, the texture unwarped")
        func flipAt45Degrees() throws {
            let host = try SDLTestSupport.makeHost()
            let left = Command(rect: CGRect(x: 0, y: 0, width: 50, height: 100), fillColor: .white)
            let right = Command(rect: CGRect(x: 50, y: 0, width: 50, height: 100), fillColor: .red)
            let image = try render([flipped(.pi / 4, [left, right])], in: host, shot: "group-flip-45")
            let lit = { (color: PixelImage.Color) in color.red > 128 }
            let columns = (0..<image.width).filter { x in image.count(in: (x..<x + 1, 0..<image.height), where: lit) > 0 }
            let first = try #require(columns.first), last = try #require(columns.last)
            // Projected: z = ±50 sin 45° = ±35.4; x = ±35.4 · 500 / (500 ∓ 35.4): 38.1 and -33.0.
            let widths = [first, last]
            #expect(abs(100 - first - 33) <= 2 || abs(100 - first - 38) <= 2, "left edge at \(first)")
            #expect(abs(last + 1 - 100 - 33) <= 2 || abs(last + 1 - 100 - 38) <= 2, "right edge at \(last), \(widths)")
            let heights = [first + 2, last - 2].map { x in image.count(in: (x..<x + 1, 0..<image.height), where: lit) }
            // Heights 100 · 500 / (500 ∓ 35.4): 107.6 near, 93.4 far.
            #expect(abs((heights.max() ?? 0) - 107) <= 3 && abs((heights.min() ?? 0) - 93) <= 3, "edge heights \(heights)")
            // The texture's middle (x = 50) projects to x = 100 exactly; an unsubdivided affine quad
            // would put it 2.5 px off, at the middle of the trapezoid's width.
            let middleLeft = try image.at(98, 75)
            #expect(middleLeft.isClose(to: white, tolerance: 3), "\(middleLeft)")
            #expect(try image.at(101, 75).isClose(to: PixelImage.Color(red: 255, green: 0, blue: 0), tolerance: 3))
        }

        @Test("An image flipped 45° about y is a grid too: its middle column lands where it projects")
        func imageFlipAt45Degrees() throws {
            let host = try SDLTestSupport.makeHost()
            let square = CGRect(x: 0, y: 0, width: 100, height: 100)
            let pixels = ImagePixelTests.quadrants(width: 100, height: 100)
            var image = flipped(.pi / 4, [])
            image.content = .image(Command.Image(pixels: pixels, sourceRect: square, destinationRect: square))
            let frame = try render([image], in: host, shot: "image-flip-45")
            let left = try frame.at(98, 50), right = try frame.at(101, 50)
            #expect(left.isClose(to: ImagePixelTests.red, tolerance: 3), "\(left)")
            #expect(right.isClose(to: ImagePixelTests.blue, tolerance: 3), "\(right)")
        }

        @Test("A group flipped 90° about y is edge-on: nearly nothing drawn")
        func flipAt90Degrees() throws {
            let host = try SDLTestSupport.makeHost()
            let fill = Command(rect: CGRect(x: 0, y: 0, width: 100, height: 100), fillColor: .white)
            let image = try render([flipped(.pi / 2, [fill])], in: host, shot: "group-flip-90")
            let lit = image.count(in: (0..<image.width, 0..<image.height)) { $0.luma > 20 }
            #expect(lit <= 110, "at most a one-pixel line: \(lit) pixels lit")
            let before = try render([flipped(.pi / 2 - 0.3, [fill])], in: host, shot: "group-flip-73")
            #expect(before.count(in: (0..<image.width, 0..<image.height)) { $0.luma > 20 } > 1_000, "not edge-on yet")
        }

        @Test("A plane whose near edge passes just in front of the eye is not drawn (it crashed SDL's software rasteriser)")
        func nearEdgeAtTheEye() throws {
            let host = try SDLTestSupport.makeHost()
            // 1,100 pt wide, turned about its centre so the near edge's w is 0.001 (m34 = -1/500).
            let angle = asin(0.999 * 500 / 550)
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 500
            let placement = CATransform3DConcat(
                CATransform3DConcat(CATransform3DMakeTranslation(-550, -50, 0), CATransform3DMakeRotation(angle, 0, 1, 0)),
                CATransform3DConcat(perspective, CATransform3DMakeTranslation(100, 75, 0)))
            let fill = Command(rect: CGRect(x: 0, y: 0, width: 1_100, height: 100), fillColor: .white)
            var command = group(CGRect(x: 0, y: 0, width: 1_100, height: 100), [fill])
            command.place(placement)
            var plain = fill
            plain.place(placement)
            let image = try render([command, plain], in: host, shot: "group-near-eye")
            #expect(image.count(in: (0..<image.width, 0..<image.height)) { $0.luma > 20 } == 0)
        }

        @Test("An opaque unmasked group at a fractional position draws the pixels its contents draw directly (texels on pixels)")
        func groupMatchesDirectDrawing() throws {
            let host = try SDLTestSupport.makeHost()
            let background = Command(rect: CGRect(x: 0, y: 0, width: 200, height: 150), fillColor: .darkGray)
            let contents = [
                Command(rect: CGRect(x: 0, y: 0, width: 60, height: 40), fillColor: .red, cornerRadius: 10),
                Command(rect: CGRect(x: 10, y: 10, width: 20, height: 10), fillColor: UIColor.white.withAlphaComponent(0.6), cornerRadius: 4),
            ]
            let placement = CGAffineTransform(translationX: 20.5, y: 30.25)
            let direct = try render([background] + contents.map { command in
                var moved = command
                moved.transform = command.transform.concatenating(placement)
                return moved
            }, in: host, shot: "group-direct")
            let grouped = try render([background, group(CGRect(x: 0, y: 0, width: 60, height: 40), contents, transform: placement)],
                                     in: host, shot: "group-fractional")
            var differing: [String] = []
            for y in 25..<76 {
                for x in 15..<86 {
                    let a = try direct.at(x, y), b = try grouped.at(x, y)
                    if !a.isClose(to: b, tolerance: 3) { differing.append("(\(x), \(y)): \(a) vs \(b)") }
                }
            }
            #expect(differing.isEmpty, "\(differing.count) pixels differ: \(differing.prefix(6))")
        }

        @Test("A group larger than any texture is drawn scaled down into one, not dropped; a non-finite one is skipped")
        func hugeGroup() throws {
            let host = try SDLTestSupport.makeHost()
            let fill = Command(rect: CGRect(x: 0, y: 0, width: 20_000, height: 100), fillColor: .white)
            let huge = group(CGRect(x: 0, y: 0, width: 20_000, height: 100), [fill], transform: CGAffineTransform(translationX: -9_900, y: 20))
            let broken = group(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10), [fill])
            let image = try render([huge, broken], in: host, shot: "group-huge")
            #expect(try image.at(100, 70).isClose(to: white, tolerance: 3))
            #expect(try image.at(100, 10) == black)
        }

        @Test("A group far larger than the window (a fading scroll view's content) is drawn where it shows, at full resolution")
        func tallGroupDrawsOnlyWhereItShows() throws {
            let host = try SDLTestSupport.makeHost()
            let content = [Command(rect: CGRect(x: 0, y: 0, width: 200, height: 6_000), fillColor: .black),
                           Command(rect: CGRect(x: 0, y: 3_050, width: 200, height: 1), fillColor: .white)]
            let tall = group(CGRect(x: 0, y: 0, width: 200, height: 6_000), content,
                             transform: CGAffineTransform(translationX: 0, y: -3_000), alpha: 0.5)
            let image = try render([tall], in: host, shot: "group-tall")
            let line = try image.at(100, 50), above = try image.at(100, 49), below = try image.at(100, 51)
            #expect(line.isClose(to: PixelImage.Color(red: 128, green: 128, blue: 128), tolerance: 3), "the one-point line at half: \(line)")
            #expect(above == black && below == black,
                    "not spread over its neighbours (6,000 points scaled into one 4,096 texture would blur it)")
        }

        @Test("A window-sized group turned by a twentieth of a degree is composited, not a crash (SDL's software triangles read past their buffers: fuzz seed 981)")
        func slightlyTurnedWindowSizedGroup() throws {
            let host = try SDLTestSupport.makeHost(width: 1024, height: 768)
            let content = [Command(rect: CGRect(x: 0, y: 0, width: 1024, height: 726), fillColor: .white),
                           Command(rect: CGRect(x: 100, y: 100, width: 200, height: 100), fillColor: .red)]
            let turned = group(CGRect(x: 0, y: 0, width: 1024, height: 726), content,
                               transform: CGAffineTransform(rotationAngle: -0.05 * .pi / 180).translatedBy(x: -0.4, y: 42.8), alpha: 0.99)
            let image = try render([turned], in: host, shot: "group-turned-slightly")
            #expect(try image.at(512, 400).isClose(to: PixelImage.Color(red: 252, green: 252, blue: 252), tolerance: 4))
            #expect(try image.at(200, 193).red > 240 && image.at(200, 193).green < 20, "the red card, turned with the group")
        }

        @Test("Render targets are reused: an unchanged list makes no new texture after its first frame, and idle ones are freed")
        func targetsAreReused() throws {
            let host = try SDLTestSupport.makeHost()
            let fill = Command(rect: CGRect(x: 0, y: 0, width: 40, height: 40), fillColor: .white)
            let circle = Command(rect: CGRect(x: 0, y: 0, width: 40, height: 40), fillColor: .white, cornerRadius: 20)
            let inner = group(CGRect(x: 0, y: 0, width: 40, height: 40), [fill], mask: [circle, fill], alpha: 0.5)
            let list = [group(CGRect(x: 0, y: 0, width: 80, height: 60), [fill, inner], transform: CGAffineTransform(translationX: 10, y: 10))]
            _ = try SDLTestSupport.render(list, in: host)
            let created = host.renderer.renderTargetsCreated
            #expect(created >= 3, "outer, inner and the inner mask: \(created)")
            for _ in 0..<3 { _ = try SDLTestSupport.render(list, in: host) }
            #expect(host.renderer.renderTargetsCreated == created)
            for _ in 0..<5 { _ = try SDLTestSupport.render([], in: host) }
            #expect(host.renderer.renderTargetsAlive == 0, "unused for a few frames: freed")
        }
    }
}
