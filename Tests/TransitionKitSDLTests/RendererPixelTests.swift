import Foundation
import Testing
import TransitionKit
import TransitionKitSDL

extension SDLSuite {
    /// The renderer through SDL's software renderer, offscreen, checked pixel by pixel
    /// (tolerance ±4: software geometry rounds blends slightly differently).
    @Suite("Renderer pixels")
    @MainActor
    struct RendererPixelTests {
        typealias Command = DisplayList.Command
        let black = PixelImage.Color(red: 0, green: 0, blue: 0)
        let white = PixelImage.Color(red: 255, green: 255, blue: 255)

        @Test("The centre of each filled rectangle has its colour")
        func fillColours() throws {
            let host = try SDLTestSupport.makeHost()
            let colors: [UIColor] = [.red, .green, .blue, .systemOrange, .systemPurple]
            let commands = colors.enumerated().map { index, color in
                Command(rect: CGRect(x: 0, y: 0, width: 30, height: 30),
                        transform: CGAffineTransform(translationX: CGFloat(10 + index * 36), y: 20), fillColor: color)
            }
            let image = try SDLTestSupport.render(commands, in: host)
            for (index, color) in colors.enumerated() {
                let pixel = try image.at(25 + index * 36, 35)
                #expect(pixel.isClose(to: SDLTestSupport.pixelColor(color)), "view \(index): \(pixel)")
            }
            #expect(try image.at(5, 5) == black)
            #expect(host.renderer.geometryCallsInLastFrame == 1, "all fills in one SDL_RenderGeometry call")
        }

        @Test("A rounded corner's outer pixel shows the background; inside the arc is filled")
        func roundedCorner() throws {
            let host = try SDLTestSupport.makeHost()
            let command = Command(
                rect: CGRect(x: 20, y: 20, width: 100, height: 100), fillColor: .white, cornerRadius: 30)
            let image = try SDLTestSupport.render([command], in: host)
            #expect(try image.at(21, 21) == black, "the corner pixel lies outside the arc")
            #expect(try image.at(27, 27) == black, "still outside: 30 - 30/√2 ≈ 8.8 px in from each edge")
            #expect(try image.at(32, 32).isClose(to: white), "inside the arc")
            #expect(try image.at(70, 21).isClose(to: white), "the straight top edge is not rounded")
            #expect(try image.at(70, 70).isClose(to: white))
        }

        @Test("Alpha blends: white at 50 % over red, and the command alpha multiplies the colour's")
        func alphaBlending() throws {
            let host = try SDLTestSupport.makeHost()
            let red = Command(rect: CGRect(x: 0, y: 0, width: 200, height: 150), fillColor: .red)
            let half = Command(rect: CGRect(x: 10, y: 10, width: 50, height: 50), fillColor: .white, content: .fill)
            var quarter = Command(rect: CGRect(x: 100, y: 10, width: 50, height: 50), fillColor: UIColor.white.withAlphaComponent(0.5))
            quarter.alpha = 0.5
            var halfCommand = half
            halfCommand.alpha = 0.5
            let image = try SDLTestSupport.render([red, halfCommand, quarter], in: host)
            let blended = try image.at(35, 35)
            #expect(blended.isClose(to: PixelImage.Color(red: 255, green: 128, blue: 128)), "\(blended)")
            let quarterBlend = try image.at(125, 35)
            #expect(quarterBlend.isClose(to: PixelImage.Color(red: 255, green: 64, blue: 64)), "\(quarterBlend)")
        }

        @Test("A clip cuts a child at the clip rectangle")
        func clipCutsChild() throws {
            let host = try SDLTestSupport.makeHost()
            let parent = Command(rect: CGRect(x: 20, y: 20, width: 60, height: 60), fillColor: .blue)
            let child = Command(
                rect: CGRect(x: 50, y: 50, width: 80, height: 80), fillColor: .yellow,
                clip: CGRect(x: 20, y: 20, width: 60, height: 60))
            let unclipped = Command(rect: CGRect(x: 150, y: 10, width: 20, height: 20), fillColor: .green)
            let image = try SDLTestSupport.render([parent, child, unclipped], in: host)
            #expect(try image.at(70, 70).isClose(to: SDLTestSupport.pixelColor(.yellow)), "inside the clip")
            #expect(try image.at(90, 90) == black, "outside the clip the child is cut")
            #expect(try image.at(30, 30).isClose(to: SDLTestSupport.pixelColor(.blue)))
            #expect(try image.at(160, 20).isClose(to: SDLTestSupport.pixelColor(.green)), "the clip is reset afterwards")
            #expect(host.renderer.geometryCallsInLastFrame == 3, "a clip change splits the batch")
        }

        @Test("The shadow darkens the pixels next to its view, and fades out with distance")
        func shadowDarkens() throws {
            let host = try SDLTestSupport.makeHost()
            let view = Command(
                rect: CGRect(x: 50, y: 40, width: 100, height: 60), fillColor: .white, cornerRadius: 8,
                shadow: .init(color: .black, opacity: 0.8, radius: 12, offset: CGSize(width: 0, height: 6)))
            let image = try SDLTestSupport.render([view], background: .white, in: host)
            let justBelow = try image.at(100, 103)
            let fartherBelow = try image.at(100, 112)
            let farAway = try image.at(100, 140)
            #expect(justBelow.luma < 200, "right under the view: \(justBelow)")
            #expect(fartherBelow.luma > justBelow.luma, "the shadow fades with distance")
            #expect(farAway == white, "beyond the blur the background is untouched")
            #expect(try image.at(100, 70) == white, "the opaque view covers its own shadow")
        }

        @Test("A border draws a band in its colour inside the bounds")
        func border() throws {
            let host = try SDLTestSupport.makeHost()
            let view = Command(
                rect: CGRect(x: 40, y: 40, width: 100, height: 60), fillColor: .white,
                borderWidth: 6, borderColor: .red)
            let image = try SDLTestSupport.render([view], in: host)
            #expect(try image.at(42, 70).isClose(to: SDLTestSupport.pixelColor(.red)), "left border")
            #expect(try image.at(90, 97).isClose(to: SDLTestSupport.pixelColor(.red)), "bottom border")
            #expect(try image.at(90, 70).isClose(to: white), "fill inside the border")
            #expect(try image.at(38, 70) == black, "nothing outside the bounds")
        }

        @Test("A rotated view covers its centre, not its bounding box's corner; a scaled view grows")
        func transforms() throws {
            let host = try SDLTestSupport.makeHost()
            let square = CGRect(x: -20, y: -20, width: 40, height: 40)
            let rotated = Command(
                rect: square, transform: CGAffineTransform(rotationAngle: .pi / 4).translatedBy(x: 0, y: 0)
                    .concatenating(CGAffineTransform(translationX: 50, y: 50)), fillColor: .green)
            let scaled = Command(
                rect: square, transform: CGAffineTransform(scaleX: 1.5, y: 1.5)
                    .concatenating(CGAffineTransform(translationX: 140, y: 70)), fillColor: .cyan)
            let image = try SDLTestSupport.render([rotated, scaled], in: host)
            #expect(try image.at(50, 50).isClose(to: SDLTestSupport.pixelColor(.green)))
            #expect(try image.at(50, 25).isClose(to: SDLTestSupport.pixelColor(.green)), "the diamond's top tip reaches y ≈ 21.7")
            #expect(try image.at(32, 32) == black, "the unrotated corner is empty")
            #expect(try image.at(140 + 27, 70 + 27).isClose(to: SDLTestSupport.pixelColor(.cyan)), "scaled 1.5x: half-size 30")
            #expect(try image.at(140 + 33, 70).isClose(to: black))
        }

        @Test("A label draws text pixels in its colour inside its rectangle")
        func labelText() throws {
            let host = try SDLTestSupport.makeHost()
            try #require(host.renderer.drawsText, "DejaVu Sans must be installed (make deps)")
            let label = Command(
                rect: CGRect(x: 10, y: 50, width: 180, height: 40),
                content: .text(.init(string: "Hello", fontSize: 24, isBold: true, color: .black, alignment: .center)))
            let image = try SDLTestSupport.render([label], background: .white, in: host)
            let dark = image.count(in: (10..<190, 50..<90)) { $0.luma < 80 }
            let darkOutside = image.count(in: (0..<200, 0..<45)) { $0.luma < 250 }
            #expect(dark > 60, "glyph pixels: \(dark)")
            #expect(darkOutside == 0)
            // Centred: as much ink left of the middle as right of it, roughly.
            let left = image.count(in: (10..<100, 50..<90)) { $0.luma < 128 }
            let right = image.count(in: (100..<190, 50..<90)) { $0.luma < 128 }
            #expect(abs(left - right) < (left + right) / 3, "left \(left), right \(right)")
        }

        @Test("A backdrop blur mixes what lies beneath it and leaves the rest sharp (both paths)", arguments: [true, false])
        func backdropBlur(onRenderer: Bool) throws {
            let host = try SDLTestSupport.makeHost()
            host.renderer.blursOnRenderer = onRenderer
            let whiteHalf = Command(rect: CGRect(x: 100, y: 0, width: 100, height: 150), fillColor: .white)
            let blur = Command(rect: CGRect(x: 60, y: 40, width: 80, height: 60), content: .backdropBlur(radius: 16))
            let image = try SDLTestSupport.render([whiteHalf, blur], in: host)
            #expect(host.renderer.drewBackdropBlurInLastFrame)
            let nearEdge = try image.at(97, 70)
            #expect(nearEdge.luma > 30 && nearEdge.luma < 225, "blurred across the edge: \(nearEdge)")
            #expect(try image.at(97, 20) == black, "above the blur the edge stays sharp")
            #expect(try image.at(103, 20) == white)
            #expect(try image.at(20, 70) == black, "left of the blur: the scene as drawn")
            let noBlur = try SDLTestSupport.render(
                [whiteHalf, Command(rect: blur.rect, content: .backdropBlur(radius: 0))], in: host)
            #expect(try noBlur.at(97, 70) == black, "radius 0 draws nothing")
        }

        @Test("The renderer blur is visibly blurred: across a hard edge neighbours mix and the ramp is smooth")
        func rendererBlurIsSmooth() throws {
            let host = try SDLTestSupport.makeHost()
            #expect(host.renderer.backdrop.isSupported, "the software renderer has render targets")
            let whiteHalf = Command(rect: CGRect(x: 100, y: 0, width: 100, height: 150), fillColor: .white)
            let blur = Command(rect: CGRect(x: 0, y: 0, width: 200, height: 150), content: .backdropBlur(radius: 20))
            let image = try SDLTestSupport.render([whiteHalf, blur], in: host)
            let row = try (80..<120).map { try image.at($0, 75).luma }
            // Every pixel near the edge is a mix of black and white, not one of them.
            for x in 95..<105 {
                let luma = row[x - 80]
                #expect(luma > 15 && luma < 240, "x = \(x): \(luma)")
            }
            // The two pixels at the edge, sharp before (0 and 255), now differ by little.
            #expect(abs(row[20] - row[19]) < 40, "at the edge: \(row[19]) then \(row[20])")
            // A ramp: no step back anywhere (small rounding allowed), and it rises overall.
            for index in 1..<row.count { #expect(row[index] >= row[index - 1] - 3, "x = \(80 + index)") }
            #expect(row.last! - row.first! > 60, "from \(row.first!) to \(row.last!)")
        }

        @Test("A blur's tint blended into the blur equals the tint drawn over it")
        func fusedTintMatches() throws {
            let host = try SDLTestSupport.makeHost()
            let background = Command(rect: CGRect(x: 0, y: 0, width: 200, height: 150), fillColor: .blue)
            let blur = Command(rect: CGRect(x: 0, y: 0, width: 200, height: 150), content: .backdropBlur(radius: 20))
            let tint = Command(rect: blur.rect, fillColor: UIColor(white: 0.11, alpha: 0.73))
            #expect(host.renderer.blursOnRenderer)
            let fused = try SDLTestSupport.render([background, blur, tint], background: .red, in: host)
            host.renderer.blursOnRenderer = false  // read back: the tint is drawn over as a fill
            let separate = try SDLTestSupport.render([background, blur, tint], background: .red, in: host)
            for (x, y) in [(100, 75), (10, 10), (190, 140)] {
                let a = try fused.at(x, y), b = try separate.at(x, y)
                #expect(a.isClose(to: b, tolerance: 4), "(\(x), \(y)): \(a) vs \(b)")
            }
            #expect(try fused.at(100, 75).isClose(to: PixelImage.Color(red: 21, green: 21, blue: 90), tolerance: 4))
        }

        @Test("HiDPI: points are scaled to pixels by the pixel scale")
        func pixelScaleApplies() throws {
            let host = try SDLTestSupport.makeHost(width: 100, height: 100)
            host.renderer.scale = PixelScale(x: 2, y: 2)
            host.draw(DisplayList(size: CGSize(width: 50, height: 50), clearColor: .black, commands: [
                Command(rect: CGRect(x: 10, y: 10, width: 20, height: 20), fillColor: .red),
            ]))
            let image = try host.captureFrame()
            #expect(try image.at(58, 58).isClose(to: SDLTestSupport.pixelColor(.red)), "20..40 points = 40..60 pixels")
            #expect(try image.at(62, 62) == black)
        }

        @Test("Commands with NaN geometry or zero alpha draw nothing")
        func invalidCommandsSkipped() throws {
            let host = try SDLTestSupport.makeHost()
            var transparent = Command(rect: CGRect(x: 0, y: 0, width: 200, height: 150), fillColor: .red)
            transparent.alpha = 0
            let broken = Command(
                rect: CGRect(x: 0, y: 0, width: 200, height: 150),
                transform: CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0), fillColor: .red)
            let image = try SDLTestSupport.render([transparent, broken], in: host)
            #expect(try image.at(100, 75) == black)
        }
    }
}

extension SDLSuite.RendererPixelTests {
    @Test("Commands under an opaque full-window fill are skipped; translucent or rounded covers are not")
    func opaqueBackdropFolding() throws {
        let host = try SDLTestSupport.makeHost()
        let full = CGRect(x: 0, y: 0, width: 200, height: 150)
        let hidden = Command(rect: CGRect(x: 10, y: 10, width: 20, height: 20), fillColor: .red)
        let cover = Command(rect: full, fillColor: .blue)
        let onTop = Command(rect: CGRect(x: 50, y: 50, width: 20, height: 20), fillColor: .green)
        let image = try SDLTestSupport.render([hidden, cover, onTop], in: host)
        #expect(try image.at(20, 20).isClose(to: SDLTestSupport.pixelColor(.blue)))
        #expect(try image.at(60, 60).isClose(to: SDLTestSupport.pixelColor(.green)))
        #expect(host.renderer.coversOutputOpaquely(cover))
        #expect(!host.renderer.coversOutputOpaquely(Command(rect: full, fillColor: UIColor.blue.withAlphaComponent(0.5))))
        #expect(!host.renderer.coversOutputOpaquely(Command(rect: full, fillColor: .blue, cornerRadius: 4)))
        #expect(!host.renderer.coversOutputOpaquely(Command(rect: full.insetBy(dx: 1, dy: 0), fillColor: .blue)))
        // A translucent full-window fill blends over what is beneath it.
        var veil = cover
        veil.alpha = 0.5
        let blended = try SDLTestSupport.render([hidden, veil], in: host)
        #expect(try blended.at(20, 20).isClose(to: PixelImage.Color(red: 128, green: 0, blue: 128)))
    }
}
