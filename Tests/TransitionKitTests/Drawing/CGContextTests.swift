import Foundation
import Testing
import TransitionKit

/// The recording graphics context: the state stack, the CTM, paths kept in the context's space,
/// clips and what each painting call records (as Core Graphics documents them).
@Suite("CGContext")
struct CGContextTests {
    /// A context as an image renderer makes one, and the commands its block painted.
    private func painted(size: CGSize = CGSize(width: 100, height: 100), _ body: (CGContext) -> Void) -> [DisplayList.Command] {
        let image = UIGraphicsImageRenderer(size: size).image { body($0.cgContext) }
        return image.cgImage?.recordedCommands ?? []
    }

    @Test("fill(_:) records the rectangle in the fill colour, placed by the CTM; saveGState/restoreGState bring the state back")
    func fillRectAndState() {
        let commands = painted { context in
            context.setFillColor(UIColor.red.cgColor)
            context.saveGState()
            context.translateBy(x: 10, y: 20)
            context.scaleBy(x: 2, y: 2)
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            context.restoreGState()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        #expect(commands.count == 2)
        #expect(commands[0].fillColor == .blue)
        #expect(commands[0].windowBounds == CGRect(x: 10, y: 20, width: 10, height: 10))
        #expect(commands[1].fillColor == .red)
        #expect(commands[1].windowBounds == CGRect(x: 0, y: 0, width: 5, height: 5))
    }

    @Test("Points are mapped by the CTM when added: a later CTM change does not move the path, but sets the stroke's width")
    func pathInContextSpace() {
        let commands = painted { context in
            context.move(to: CGPoint(x: 10, y: 10))
            context.addLine(to: CGPoint(x: 30, y: 10))
            context.scaleBy(x: 2, y: 2)
            #expect(context.boundingBoxOfPath == CGRect(x: 5, y: 5, width: 10, height: 0))
            context.setLineWidth(3)
            context.setStrokeColor(UIColor.green.cgColor)
            context.strokePath()
            #expect(context.isPathEmpty)
        }
        #expect(commands.count == 1)
        guard case .shape(let shape) = commands.first?.content else { Issue.record("no shape"); return }
        #expect(shape.strokeColor == .green && shape.fillColor == nil && shape.lineWidth == 3)
        #expect(shape.elements == [.move(to: CGPoint(x: 5, y: 5)), .line(to: CGPoint(x: 15, y: 5))])
        #expect(commands[0].transform == CGAffineTransform(scaleX: 2, y: 2))
    }

    @Test("drawPath(using:) fills then strokes; even-odd modes fill by that rule; fillEllipse records a closed curve")
    func drawModes() {
        let commands = painted { context in
            context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.drawPath(using: .eoFillStroke)
            context.fillEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 10))
        }
        guard case .shape(let both) = commands.first?.content, case .shape(let ellipse) = commands.last?.content else {
            Issue.record("no shapes"); return
        }
        #expect(both.fillColor == .black && both.strokeColor == .black && both.fillRule == .evenOdd)
        #expect(ellipse.elements.count == 6 && ellipse.elements.last == .closeSubpath)
    }

    @Test("A rectangle clip cuts later painting (in the context's space); a shaped clip masks it as a group")
    func clips() {
        let commands = painted { context in
            context.clip(to: CGRect(x: 10, y: 10, width: 50, height: 50))
            context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
            #expect(context.boundingBoxOfClipPath == CGRect(x: 10, y: 10, width: 50, height: 50))
            context.addEllipse(in: CGRect(x: 10, y: 10, width: 20, height: 20))
            context.clip()
            context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
            context.resetClip()
            #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 100, height: 100))
        }
        #expect(commands.count == 2)
        #expect(commands[0].clip == CGRect(x: 10, y: 10, width: 50, height: 50))
        guard case .group(let group) = commands[1].content else { Issue.record("no group"); return }
        #expect(group.commands.count == 1 && group.mask?.count == 1)
        #expect(commands[1].clip == CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test("setAlpha multiplies what is painted; clear(_:) removes what lies entirely inside the rectangle")
    func alphaAndClear() {
        let commands = painted { context in
            context.setAlpha(0.5)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.fill(CGRect(x: 50, y: 50, width: 10, height: 10))
            context.clear(CGRect(x: 40, y: 40, width: 30, height: 30))
        }
        #expect(commands.count == 1)
        #expect(commands[0].alpha == 0.5)
    }

    @Test("draw(_:in:) puts the image's top row at the rectangle's maximum y, as Core Graphics does; UIImage.draw(in:) draws upright")
    func imagesFlip() throws {
        let pixels = try #require(CGImage(width: 2, height: 2, color: .red))
        let commands = painted { context in
            context.draw(pixels, in: CGRect(x: 0, y: 10, width: 20, height: 20))
            UIImage(cgImage: pixels).draw(in: CGRect(x: 0, y: 10, width: 20, height: 20))
        }
        #expect(commands.count == 2)
        #expect(commands[0].transform == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 40))
        #expect(commands[1].transform == .identity)
        #expect(commands[0].windowBounds == commands[1].windowBounds)
    }

    @Test("A bitmap context has Core Graphics' geometry (origin bottom-left, y up) and makeImage() returns its drawing")
    func bitmapContext() throws {
        let context = try #require(CGContext(
            data: nil, width: 40, height: 30, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        #expect(context.width == 40 && context.height == 30 && context.bytesPerRow == 160)
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        let image = try #require(context.makeImage())
        #expect(image.width == 40 && image.height == 30)
        #expect(image.recordedCommands?.first?.windowBounds == CGRect(x: 0, y: 20, width: 10, height: 10))
        #expect(CGContext(data: nil, width: 0, height: 30, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: 0) == nil)
    }

    @Test("Gradients fill the clip; without the extend options a linear one is masked to the band between its ends")
    func gradients() throws {
        let gradient = try #require(CGGradient(
            colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray,
            locations: [0, 1]))
        #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil)
        let commands = painted { context in
            context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: 100),
                                       options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 20), end: CGPoint(x: 0, y: 40), options: [])
            context.drawRadialGradient(gradient, startCenter: CGPoint(x: 50, y: 50), startRadius: 0,
                                       endCenter: CGPoint(x: 50, y: 50), endRadius: 50, options: .drawsAfterEndLocation)
        }
        #expect(commands.count == 3)
        guard case .gradient(let linear) = commands[0].content else { Issue.record("no gradient"); return }
        #expect(linear.colors == [.red, .blue] && linear.startPoint == CGPoint(x: 0, y: 0) && linear.endPoint == CGPoint(x: 0, y: 1))
        guard case .group(let band) = commands[1].content else { Issue.record("no band"); return }
        #expect(band.mask?.count == 1)
        guard case .gradient(let radial) = commands[2].content else { Issue.record("no radial"); return }
        #expect(radial.kind == .radial && radial.startPoint == CGPoint(x: 0.5, y: 0.5) && radial.endPoint == CGPoint(x: 1, y: 1))
    }

    @Test("Bad input is refused: non-finite rectangles and transforms, negative line widths, restore without save")
    func badInput() {
        let commands = painted { context in
            context.restoreGState()
            context.setLineWidth(-3)
            context.concatenate(CGAffineTransform(scaleX: .nan, y: 1))
            context.fill(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
            context.stroke(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(commands.count == 1)
        guard case .shape(let shape) = commands.first?.content else { Issue.record("no shape"); return }
        #expect(shape.lineWidth == 1)
        #expect(commands[0].transform == .identity)
    }
}
