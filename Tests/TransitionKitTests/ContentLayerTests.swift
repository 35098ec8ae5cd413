import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// `CAShapeLayer`, `CAGradientLayer`, `CATextLayer`: Core Animation's defaults (their class
/// references), animation through the property table, and the commands they draw.
@Suite("Content layers")
@MainActor
struct ContentLayerTests {
    private let base = DisplayList.Command(rect: CGRect(x: 0, y: 0, width: 100, height: 50), fillColor: .red, cornerRadius: 8,
                                           borderWidth: 2, borderColor: .blue)

    /// CAShapeLayer class reference: fillColor defaults to opaque black, strokeColor to nil,
    /// lineWidth 1, miterLimit 10, strokeStart 0, strokeEnd 1, fill rule non-zero, cap butt, join miter.
    @Test("Shape layer defaults are Core Animation's")
    func shapeDefaults() {
        let layer = CAShapeLayer()
        #expect(layer.path == nil)
        #expect(layer.fillColor == UIColor.black)
        #expect(layer.strokeColor == nil)
        #expect(layer.lineWidth == 1)
        #expect(layer.miterLimit == 10)
        #expect(layer.strokeStart == 0 && layer.strokeEnd == 1)
        #expect(layer.fillRule == .nonZero && layer.lineCap == .butt && layer.lineJoin == .miter)
        #expect(layer.lineDashPattern == nil && layer.lineDashPhase == 0)
    }

    @Test("A shape layer draws background, its shape, then its border, from presentation values")
    func shapeCommands() {
        let layer = CAShapeLayer()
        layer.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
        layer.strokeColor = .green
        layer.lineWidth = 3
        layer.lineDashPattern = [4, 2]
        layer.fillRule = .evenOdd
        layer.lineCap = .round
        let commands = layer.layerContentCommands(base: base)
        #expect(commands.count == 3)
        #expect(commands[0].fillColor == .red && commands[0].borderWidth == 0 && commands[0].content == .fill)
        guard case .shape(let shape) = commands[1].content else { Issue.record("no shape"); return }
        #expect(shape.elements == layer.path?.displayListElements)
        #expect(shape.fillColor == .black && shape.strokeColor == .green && shape.lineWidth == 3)
        #expect(shape.lineDashPattern == [4, 2] && shape.fillRule == .evenOdd && shape.lineCap == .round)
        #expect(commands[1].fillColor == nil && commands[1].cornerRadius == 0)
        #expect(commands[2].fillColor == nil && commands[2].borderWidth == 2 && commands[2].content == .fill)
    }

    @Test("The path is copied: changing the mutable path later does not change the layer")
    func pathIsCopied() {
        let mutable = CGMutablePath()
        mutable.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        let layer = CAShapeLayer()
        layer.path = mutable
        mutable.addRect(CGRect(x: 5, y: 5, width: 1, height: 1))
        #expect(layer.path?.displayListElements.count == 5)
    }

    @Test("strokeEnd, lineWidth, fillColor animate halfway through the table; bad values are refused or clamped")
    func shapeAnimation() {
        let (window, clock) = makeTestWindow()
        let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        let layer = view.shapeLayer
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            layer.strokeEnd = 0.5
            layer.lineWidth = 5
            layer.fillColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        })
        clock.advance(by: 0.5)
        let presentation = layer.presentation()
        #expect(presentation?.strokeEnd == 0.75)
        #expect(presentation?.lineWidth == 3)
        #expect(presentation?.fillColor == UIColor(red: 0.5, green: 0, blue: 0, alpha: 1))
        layer.strokeStart = 2
        #expect(layer.strokeStart == 1)
        layer.lineWidth = .nan
        #expect(layer.lineWidth == 5)
    }

    /// UIView.layerClass is `AnyClass` in UIKit; the common override spelling is
    /// `override class var layerClass: AnyClass { CAShapeLayer.self }`.
    @Test("A view with layerClass CAShapeLayer draws its shape in the window's display list")
    func viewWithShapeLayerDraws() {
        let (window, _) = makeTestWindow()
        let view = ShapeView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        view.shapeLayer.path = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
        window.addSubview(view)
        let shapes = window.displayList().commands.filter { if case .shape = $0.content { true } else { false } }
        #expect(shapes.count == 1)
        #expect(shapes.first?.transform == CGAffineTransform(translationX: 10, y: 10))
    }

    /// CAGradientLayer class reference: colors and locations nil, startPoint (0.5, 0),
    /// endPoint (0.5, 1), type axial.
    @Test("Gradient layer defaults, its command, and its points animating")
    func gradient() {
        let layer = CAGradientLayer()
        #expect(layer.colors == nil && layer.locations == nil && layer.type == .axial)
        #expect(layer.startPoint == CGPoint(x: 0.5, y: 0) && layer.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(layer.layerContentCommands(base: base).count == 1, "no colours: only the background and border")
        layer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        layer.locations = [0.25, 0.75]
        layer.type = .radial
        let commands = layer.layerContentCommands(base: base)
        guard case .gradient(let gradient) = commands[1].content else { Issue.record("no gradient"); return }
        #expect(gradient == DisplayList.Gradient(kind: .radial, colors: [.red, .blue], locations: [0.25, 0.75]))
        #expect(commands[1].cornerRadius == 8, "clipped by the corner radius")
        layer.colors = [UIColor.red, "not a colour"]
        #expect((layer.colors as? [UIColor]) == [.red, .blue], "refused")
        layer.locations = [0, 0.5, 1]
        guard case .gradient(let spread) = layer.layerContentCommands(base: base)[1].content else { return }
        #expect(spread.locations == [0, 1], "mismatched locations are spread evenly")

        let (window, clock) = makeTestWindow()
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.layer.setValueForTests(endPoint: CGPoint(x: 1.5, y: 1)) })
        clock.advance(by: 0.5)
        #expect((view.layer.presentation() as? CAGradientLayer)?.endPoint == CGPoint(x: 1, y: 1))
    }

    /// CATextLayer class reference: fontSize 36, foregroundColor opaque white, alignmentMode
    /// natural, isWrapped false, truncationMode none.
    @Test("Text layer defaults and its text command at the top of the bounds")
    func text() {
        let layer = CATextLayer()
        #expect(layer.fontSize == 36 && layer.foregroundColor == .white && layer.alignmentMode == .natural)
        #expect(!layer.isWrapped && layer.truncationMode == .none)
        layer.string = "Hi"
        layer.fontSize = 10
        layer.alignmentMode = .center
        layer.truncationMode = .end
        let commands = layer.layerContentCommands(base: base)
        guard case .text(let text) = commands[1].content else { Issue.record("no text"); return }
        #expect(text == DisplayList.Command.Text(string: "Hi", fontSize: 10, isBold: false, color: .white, alignment: .center,
                                                 lineBreakMode: .byTruncatingTail))
        #expect(commands[1].rect == CGRect(x: 0, y: 0, width: 100, height: 12))
        let copy = CATextLayer(layer: layer)
        #expect(copy.string as? String == "Hi" && copy.fontSize == 10)
    }

    /// CATextLayer `font`: "May be either a CTFont, a CGFont, ... or a string naming the font ...
    /// Defaults to Helvetica"; "the font size of the property is ignored" (`fontSize` is used).
    @Test("A text layer's font: a name or a font object; bold when it is bold; its size ignored")
    func textFont() {
        let layer = CATextLayer()
        #expect(layer.font == nil && !layer.allowsFontSubpixelQuantization)
        layer.string = "Hi"
        layer.fontSize = 10
        func drawn() -> DisplayList.Command.Text? {
            guard case .text(let text) = layer.layerContentCommands(base: base)[1].content else { return nil }
            return text
        }
        #expect(drawn()?.isBold == false)
        layer.font = "Helvetica-Bold" as NSString
        #expect(drawn()?.isBold == true && drawn()?.fontSize == 10)
        layer.font = UIFont.boldSystemFont(ofSize: 30)
        #expect(drawn()?.isBold == true && drawn()?.fontSize == 10, "the font's own size is ignored")
        layer.font = UIFont.systemFont(ofSize: 30)
        #expect(drawn()?.isBold == false)
        layer.allowsFontSubpixelQuantization = true
        let copy = CATextLayer(layer: layer)
        #expect(copy.font === layer.font && copy.allowsFontSubpixelQuantization)
    }

    @Test("A layerClass that is not a CALayer gives a plain CALayer instead of a crash")
    func badLayerClass() {
        let view = NotALayerView()
        #expect(type(of: view.layer) == CALayer.self)
        #expect(type(of: ShapeView().layer) == CAShapeLayer.self)
    }

    @Test("Gradient colours and locations interpolate stop by stop; different counts switch at 0.5")
    func gradientInterpolation() {
        let mixed = CAGradientLayer.animationColors(from: [.red, .black], to: [.blue, .white], fraction: 0.5)
        #expect(mixed == [UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1), UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)])
        #expect(CAGradientLayer.animationColors(from: [.red], to: [.blue, .white], fraction: 0.4) == [.red])
        #expect(CAGradientLayer.animationColors(from: [.red], to: nil, fraction: 0.5) == nil)
        #expect(CAGradientLayer.animationLocations(from: [0, 1], to: [0.5, 0.5], fraction: 0.5) == [0.25, 0.75])
        #expect(CAGradientLayer.animationLocations(from: [0, 1], to: [0.5], fraction: 0.5) == [0.5])
    }
}

/// A view backed by a shape layer, spelled as on iOS.
private final class ShapeView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
    var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }
}

/// A view whose layerClass is not a layer class.
private final class NotALayerView: UIView {
    override class var layerClass: AnyClass { NSObject.self }
}

/// A view backed by a gradient layer.
private final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
}

extension CALayer {
    fileprivate func setValueForTests(endPoint: CGPoint) { (self as? CAGradientLayer)?.endPoint = endPoint }
}
