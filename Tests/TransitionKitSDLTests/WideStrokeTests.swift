import Foundation
import Testing
import TransitionKit
import TransitionKitSDL

extension SDLSuite {
    /// Strokes wider than their curve's radius (the clock wipe's mask: a circle of radius r/2
    /// stroked r wide, so the stroke folds over the centre): their outline stays one polygon per
    /// piece and their pixels are the union of the line's rectangles and joins.
    @Suite("Wide strokes")
    @MainActor
    struct WideStrokeTests {
        let black = PixelImage.Color(red: 0, green: 0, blue: 0)
        let white = PixelImage.Color(red: 255, green: 255, blue: 255)

        /// The clock wipe's mask on a 200 x 150 box: r = 125 (centre to corner), a circle of
        /// radius 62.5 from 12 o'clock clockwise, stroked 125 wide in white.
        private func wipe(strokeEnd: CGFloat) -> DisplayList.Command {
            let path = UIBezierPath(arcCenter: CGPoint(x: 100, y: 75), radius: 62.5, startAngle: -.pi / 2, endAngle: 3 * .pi / 2,
                                    clockwise: true)
            var shape = DisplayList.Shape(elements: path.cgPath.displayListElements, fillColor: nil)
            shape.strokeColor = .white; shape.lineWidth = 125; shape.strokeEnd = strokeEnd
            return DisplayList.Command(rect: CGRect(x: 0, y: 0, width: 200, height: 150), content: .shape(shape))
        }

        private func render(_ commands: [DisplayList.Command], name: String) throws -> PixelImage {
            let image = try SDLTestSupport.render(commands, in: try SDLTestSupport.makeHost())
            if let directory = ProcessInfo.processInfo.environment["TK_PIXEL_SHOTS"] {
                try image.write(toFile: "\(directory)/\(name).png")
            }
            return image
        }

        @Test("The clock wipe's mask at half progress: the right half painted, corners and centre included, the left half empty")
        func clockWipeHalf() throws {
            let image = try render([wipe(strokeEnd: 0.5)], name: "clock-wipe-half")
            #expect(try image.at(150, 40).isClose(to: white) && image.at(150, 110).isClose(to: white))
            #expect(try image.at(199, 0).isClose(to: white) && image.at(199, 149).isClose(to: white), "the corners, 124.4 from the centre")
            #expect(try image.at(101, 75).isClose(to: white) && image.at(100, 74).isClose(to: white), "the centre, where the stroke folds")
            // The hand's edge is x = 100; the stroke's ends follow the flattened chords, at most
            // half a pixel off the tangent at a corner of the end (see `SDLRenderer.shapeParts`).
            #expect(try image.at(101, 5).isClose(to: white) && image.at(101, 145).isClose(to: white), "right of the hand")
            #expect(try image.at(98, 5) == black && image.at(98, 145) == black && image.at(98, 75) == black, "left of the hand")
            #expect(try image.at(100, 5).red >= 191 && image.at(99, 75).red <= 128, "the hand's edge within half a pixel")
            #expect(try image.at(50, 40) == black && image.at(0, 0) == black && image.at(0, 149) == black)
        }

        @Test("The clock wipe's mask at a quarter: 12 to 3 o'clock only")
        func clockWipeQuarter() throws {
            let image = try render([wipe(strokeEnd: 0.25)], name: "clock-wipe-quarter")
            #expect(try image.at(150, 40).isClose(to: white) && image.at(199, 0).isClose(to: white))
            #expect(try image.at(150, 110) == black && image.at(50, 40) == black && image.at(50, 110) == black)
            #expect(try image.at(101, 73).isClose(to: white) && image.at(101, 77) == black, "the hand at 3 o'clock, through the centre")
        }

        @Test("A wide stroke of an open arc outlines as one polygon, however much it folds")
        func onePolygonPerPiece() {
            let arc = UIBezierPath(arcCenter: .zero, radius: 50, startAngle: 0, endAngle: 1.5 * .pi, clockwise: true)
            let polylines = PathGeometry.flatten(arc.cgPath.displayListElements, tolerance: 0.1)
            let pieces = StrokePieces.pieces(of: polylines, strokeStart: 0, strokeEnd: 1, dashes: [], phase: 0)
            for width: CGFloat in [4, 100, 160] {
                let outline = StrokeOutline(pieces: pieces, width: width, cap: .butt, join: .miter, miterLimit: 10, tolerance: 0.1)
                #expect(outline.polygons.count == 1, "width \(width)")
            }
        }

        @Test("Round and bevel joins on the outer side of the one-polygon outline: a disc's edge 5 above the corner, a cut 3 above")
        func roundAndBevelJoins() throws {
            func corner(_ join: DisplayList.Shape.LineJoin) throws -> PixelImage {
                let path = CGMutablePath()
                path.addLines(between: [CGPoint(x: 40, y: 120), CGPoint(x: 100, y: 40), CGPoint(x: 160, y: 120)])
                var shape = DisplayList.Shape(elements: path.displayListElements, fillColor: nil)
                shape.strokeColor = .white; shape.lineWidth = 10; shape.lineJoin = join
                return try render([DisplayList.Command(rect: CGRect(x: 0, y: 0, width: 200, height: 150), content: .shape(shape))],
                                  name: "join-\(join)")
            }
            // The turn is 106.3 degrees; a bevel's edge is 5 x cos(53.1 degrees) = 3 above the corner.
            let round = try corner(.round), bevel = try corner(.bevel)
            #expect(try round.at(100, 36).isClose(to: white) && round.at(100, 34) == black, "the disc reaches 5 above, to y = 35")
            #expect(try bevel.at(100, 36) == black && bevel.at(100, 37).isClose(to: white), "the bevel stops 3 above, at y = 37")
            #expect(try round.at(100, 45).isClose(to: white) && bevel.at(100, 45).isClose(to: white), "the inner side")
        }

        @Test("A closed square stroked wider than itself: the middle painted (both sides fold), miter corners, nothing beyond")
        func closedFolded() throws {
            var shape = DisplayList.Shape(elements: CGPath(rect: CGRect(x: 90, y: 65, width: 20, height: 20), transform: nil).displayListElements,
                                          fillColor: nil)
            shape.strokeColor = .white; shape.lineWidth = 60
            let image = try render([DisplayList.Command(rect: CGRect(x: 0, y: 0, width: 200, height: 150), content: .shape(shape))],
                                   name: "closed-folded")
            #expect(try image.at(100, 75).isClose(to: white), "the middle")
            #expect(try image.at(61, 36).isClose(to: white) && image.at(138, 113).isClose(to: white), "the mitered corners")
            #expect(try image.at(59, 75) == black && image.at(141, 75) == black && image.at(100, 34) == black)
        }
    }
}
