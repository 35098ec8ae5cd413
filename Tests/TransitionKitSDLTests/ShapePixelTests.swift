import Foundation
import Testing
import TransitionKit
import TransitionKitSDL

extension SDLSuite {
    /// Shapes and gradients through the software renderer, checked pixel by pixel (tolerance ±4
    /// unless stated). With `TK_PIXEL_SHOTS` set to a directory, each frame is also written there
    /// as a PNG to look at.
    @Suite("Shape and gradient pixels")
    @MainActor
    struct ShapePixelTests {
        typealias Command = DisplayList.Command
        let black = PixelImage.Color(red: 0, green: 0, blue: 0)
        let white = PixelImage.Color(red: 255, green: 255, blue: 255)
        let red = PixelImage.Color(red: 255, green: 0, blue: 0)

        private func render(_ commands: [Command], name: String) throws -> PixelImage {
            let host = try SDLTestSupport.makeHost()
            let image = try SDLTestSupport.render(commands, in: host)
            if let directory = ProcessInfo.processInfo.environment["TK_PIXEL_SHOTS"] {
                try image.write(toFile: "\(directory)/\(name).png")
            }
            return image
        }

        private func shape(_ path: CGPath, _ configure: (inout DisplayList.Shape) -> Void = { _ in }) -> Command {
            var shape = DisplayList.Shape(elements: path.displayListElements, fillColor: .red)
            configure(&shape)
            return Command(rect: CGRect(x: 0, y: 0, width: 200, height: 150), content: .shape(shape))
        }

        private func line(from start: CGPoint, to end: CGPoint, _ configure: (inout DisplayList.Shape) -> Void) -> Command {
            let path = CGMutablePath()
            path.move(to: start)
            path.addLine(to: end)
            return shape(path) { shape in
                shape.fillColor = nil; shape.strokeColor = .white
                configure(&shape)
            }
        }

        @Test("A filled circle: inside red, outside black, an edge pixel half covered")
        func filledCircle() throws {
            let circle = CGPath(ellipseIn: CGRect(x: 49.5, y: 24.5, width: 101, height: 101), transform: nil)
            let image = try render([shape(circle)], name: "filled-circle")
            #expect(try image.at(100, 75).isClose(to: red))
            #expect(try image.at(55, 30) == black, "outside, near the bounding box's corner")
            let edge = try image.at(150, 75)
            // The true coverage is 0.497 (the circle reaches x = 150.5); the flattened chords lie
            // inside the curve by at most the 0.1 px tolerance, so a little less.
            #expect(edge.red >= 115 && edge.red <= 130 && edge.green == 0, "anti-aliased: about half coverage, \(edge)")
            #expect(try image.at(149, 75).red > 240 && image.at(151, 75) == black)
        }

        @Test("Even-odd: a ring's hole is empty; non-zero fills it")
        func evenOddRing() throws {
            let ring = CGMutablePath()
            ring.addEllipse(in: CGRect(x: 40, y: 15, width: 120, height: 120))
            ring.addEllipse(in: CGRect(x: 70, y: 45, width: 60, height: 60))
            let evenOdd = try render([shape(ring) { $0.fillRule = .evenOdd }], name: "even-odd-ring")
            #expect(try evenOdd.at(100, 75) == black, "the hole")
            #expect(try evenOdd.at(55, 75).isClose(to: red), "the ring")
            let nonZero = try render([shape(ring)], name: "non-zero-ring")
            #expect(try nonZero.at(100, 75).isClose(to: red), "both circles wind the same way")
        }

        @Test("A dashed line: dashes and gaps where the pattern and phase put them")
        func dashes() throws {
            let dashed = try render([line(from: CGPoint(x: 10, y: 75), to: CGPoint(x: 190, y: 75)) {
                $0.lineWidth = 10; $0.lineDashPattern = [20, 10]
            }], name: "dashes")
            #expect(try dashed.at(20, 75).isClose(to: white), "first dash: 10...30")
            #expect(try dashed.at(35, 75) == black, "gap: 30...40")
            #expect(try dashed.at(45, 75).isClose(to: white), "second dash: 40...60")
            #expect(try dashed.at(20, 82) == black, "beyond half the line width")
            let shifted = try render([line(from: CGPoint(x: 10, y: 75), to: CGPoint(x: 190, y: 75)) {
                $0.lineWidth = 10; $0.lineDashPattern = [20, 10]; $0.lineDashPhase = 5
            }], name: "dashes-phase-5")
            #expect(try shifted.at(28, 75) == black, "phase 5: the first dash is 10...25, the gap 25...35")
            #expect(try shifted.at(37, 75).isClose(to: white))
        }

        @Test("Caps: round reaches half the width beyond the end, square its corners, butt stops")
        func caps() throws {
            func draw(_ cap: DisplayList.Shape.LineCap) throws -> PixelImage {
                try render([line(from: CGPoint(x: 50, y: 75), to: CGPoint(x: 150, y: 75)) { $0.lineWidth = 20; $0.lineCap = cap }],
                           name: "cap-\(cap)")
            }
            let round = try draw(.round), square = try draw(.square), butt = try draw(.butt)
            #expect(try round.at(155, 75).isClose(to: white))
            #expect(try round.at(158, 83) == black, "12 px from the end: outside the round cap")
            #expect(try round.at(165, 75) == black)
            #expect(try square.at(158, 83).isClose(to: white))
            #expect(try butt.at(155, 75) == black)
            #expect(try butt.at(148, 75).isClose(to: white))
        }

        @Test("strokeEnd 0.5 of a circle drawn clockwise from the right: the bottom half only")
        func strokeEndHalfCircle() throws {
            let circle = UIBezierPath(arcCenter: CGPoint(x: 100, y: 75), radius: 50, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            let image = try render([shape(circle.cgPath) {
                $0.fillColor = nil; $0.strokeColor = .white; $0.lineWidth = 6; $0.strokeEnd = 0.5
            }], name: "stroke-end-half")
            #expect(try image.at(100, 125).isClose(to: white), "the bottom")
            #expect(try image.at(100, 24) == black && image.at(100, 25) == black, "the top is not drawn")
            #expect(try image.at(64, 111).isClose(to: white), "three eighths of the way round")
        }

        @Test("Miter joins up to the limit, bevel beyond it")
        func miterJoin() throws {
            let corner = CGMutablePath()
            corner.addLines(between: [CGPoint(x: 40, y: 120), CGPoint(x: 100, y: 40), CGPoint(x: 160, y: 120)])
            let mitered = try render([shape(corner) { $0.fillColor = nil; $0.strokeColor = .white; $0.lineWidth = 10 }], name: "join-miter")
            // The miter's tip is 5 / sin(half the angle) = 5 / 0.6 = 8.3 above the corner.
            #expect(try mitered.at(100, 33).isClose(to: white))
            let bevelled = try render([shape(corner) {
                $0.fillColor = nil; $0.strokeColor = .white; $0.lineWidth = 10; $0.miterLimit = 1.5
            }], name: "join-miter-limited")
            #expect(try bevelled.at(100, 33) == black, "beyond the limit the miter is bevelled")
        }

        @Test("An axial gradient: its colours at 0, 0.5 and 1, clamped outside its stops")
        func axialGradient() throws {
            let gradient = DisplayList.Gradient(kind: .axial, colors: [.red, .green, .blue],
                                                startPoint: CGPoint(x: 0, y: 0.5), endPoint: CGPoint(x: 1, y: 0.5))
            let image = try render([Command(rect: CGRect(x: 0, y: 0, width: 200, height: 150), content: .gradient(gradient))],
                                   name: "axial-gradient")
            #expect(try image.at(0, 75).isClose(to: red))
            #expect(try image.at(100, 75).isClose(to: PixelImage.Color(red: 0, green: 255, blue: 0)))
            #expect(try image.at(199, 75).isClose(to: PixelImage.Color(red: 0, green: 0, blue: 255)))
            #expect(try image.at(50, 75).isClose(to: PixelImage.Color(red: 127, green: 128, blue: 0)))
            let stops = DisplayList.Gradient(kind: .axial, colors: [.red, .blue], locations: [0.25, 0.75],
                                             startPoint: CGPoint(x: 0, y: 0.5), endPoint: CGPoint(x: 1, y: 0.5))
            let clamped = try render([Command(rect: CGRect(x: 0, y: 0, width: 200, height: 150), content: .gradient(stops))],
                                     name: "axial-gradient-stops")
            #expect(try clamped.at(20, 75) == red, "before the first stop: its colour")
        }

        @Test("A radial gradient: the start colour at the centre, the end colour at the radius; rounded corners clip it")
        func radialGradient() throws {
            let gradient = DisplayList.Gradient(kind: .radial, colors: [.white, .red],
                                                startPoint: CGPoint(x: 0.5, y: 0.5), endPoint: CGPoint(x: 1, y: 1))
            let command = Command(rect: CGRect(x: 50, y: 25, width: 100, height: 100), cornerRadius: 20, content: .gradient(gradient))
            let image = try render([command], name: "radial-gradient")
            #expect(try image.at(100, 75).isClose(to: white), "centre")
            // Pixel (52, 75): its centre is 47.5 from the centre, t = 0.95.
            #expect(try image.at(52, 75).isClose(to: PixelImage.Color(red: 255, green: 13, blue: 13)))
            #expect(try image.at(60, 40).isClose(to: red), "beyond the radius: the last colour")
            #expect(try image.at(51, 26) == black, "the rounded corner clips it")
        }

        @Test("A conic gradient: the angle around the start point, clockwise on screen from the end point's direction")
        func conicGradient() throws {
            let gradient = DisplayList.Gradient(kind: .conic, colors: [.red, .blue],
                                                startPoint: CGPoint(x: 0.5, y: 0.5), endPoint: CGPoint(x: 1, y: 0.5))
            let image = try render([Command(rect: CGRect(x: 0, y: 0, width: 200, height: 150), content: .gradient(gradient))],
                                   name: "conic-gradient")
            #expect(try image.at(180, 75).isClose(to: red, tolerance: 8), "just past 0")
            #expect(try image.at(180, 74).isClose(to: PixelImage.Color(red: 0, green: 0, blue: 255), tolerance: 8), "just before a full turn")
            // Straight below the centre: a quarter turn, t = 0.25.
            #expect(try image.at(100, 140).isClose(to: PixelImage.Color(red: 191, green: 0, blue: 64), tolerance: 6))
        }

        @Test("An unchanged shape reuses last frame's texture; a changed or vanished one frees it")
        func textureReuse() throws {
            let host = try SDLTestSupport.makeHost()
            let circle = shape(CGPath(ellipseIn: CGRect(x: 50, y: 25, width: 100, height: 100), transform: nil))
            _ = try SDLTestSupport.render([circle], in: host)
            #expect(host.renderer.cachedCoverageCommandCount == 1)
            let again = try SDLTestSupport.render([circle], in: host)
            #expect(host.renderer.cachedCoverageCommandCount == 1)
            #expect(try again.at(100, 75).isClose(to: red))
            var blue = circle
            if case .shape(var content) = blue.content { content.fillColor = .blue; blue.content = .shape(content) }
            let changed = try SDLTestSupport.render([blue], in: host)
            #expect(try changed.at(100, 75).isClose(to: PixelImage.Color(red: 0, green: 0, blue: 255)))
            #expect(host.renderer.cachedCoverageCommandCount == 1, "the red circle's texture was freed")
            _ = try SDLTestSupport.render([], in: host)
            #expect(host.renderer.cachedCoverageCommandCount == 0)
        }

        @Test("End to end: a view whose layer is a CAShapeLayer and a CAGradientLayer view, drawn from a window")
        func layersInAWindow() throws {
            let host = try SDLTestSupport.makeHost()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 150), clock: AnimationClock())
            window.writesDiagnosticsToStandardError = false
            window.makeKeyAndVisible()
            let gradientView = GradientBackedView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            let gradient = try #require(gradientView.layer as? CAGradientLayer)
            gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            gradient.startPoint = CGPoint(x: 0, y: 0.5)
            gradient.endPoint = CGPoint(x: 1, y: 0.5)
            window.addSubview(gradientView)
            let shapeView = ShapeBackedView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
            let shapeLayer = try #require(shapeView.layer as? CAShapeLayer)
            shapeLayer.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)).cgPath
            shapeLayer.fillColor = UIColor.green.cgColor
            shapeLayer.strokeColor = UIColor.white.cgColor
            shapeLayer.lineWidth = 4
            window.addSubview(shapeView)
            let image = try render(window.displayList().commands, name: "layers-in-a-window")
            #expect(try image.at(1, 20).isClose(to: red, tolerance: 6))
            #expect(try image.at(198, 20).isClose(to: PixelImage.Color(red: 0, green: 0, blue: 255), tolerance: 6))
            #expect(try image.at(100, 100).isClose(to: PixelImage.Color(red: 0, green: 255, blue: 0)), "the fill")
            #expect(try image.at(100, 50).isClose(to: white), "the stroke on the top of the circle")
            #expect(try image.at(55, 55) == black, "outside the circle")
        }
    }
}

/// A view backed by a shape layer, as on iOS.
private final class ShapeBackedView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
}

/// A view backed by a gradient layer, as on iOS.
private final class GradientBackedView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
}
