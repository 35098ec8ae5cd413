import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// Image renderers, the current-context stack and what drawn images show where they are used.
@Suite("UIGraphicsImageRenderer")
@MainActor
struct UIGraphicsImageRendererTests {
    @Test("image(actions:) makes an image of the bounds' size at the format's scale; the context is current only inside the block")
    func sizeScaleAndCurrentContext() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20), format: format)
        #expect(renderer.format.scale == 2)
        var inside: CGContext?
        let image = renderer.image { context in
            inside = UIGraphicsGetCurrentContext()
            #expect(inside === context.cgContext)
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 20))
        }
        #expect(inside != nil)
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.size == CGSize(width: 30, height: 20) && image.scale == 2)
        #expect(image.cgImage?.width == 60 && image.cgImage?.height == 40)
        #expect(image.cgImage?.recordedCommands?.first?.fillColor == .red)
    }

    @Test("A renderer of bounds draws in the bounds' coordinates; an opaque format starts black; an empty size makes an empty image")
    func boundsOpaqueEmpty() {
        let format = UIGraphicsImageRendererFormat()
        format.opaque = true
        let image = UIGraphicsImageRenderer(bounds: CGRect(x: 50, y: 50, width: 10, height: 10), format: format).image { _ in
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 50, y: 50, width: 5, height: 5))
        }
        let commands = image.cgImage?.recordedCommands ?? []
        #expect(commands.map(\.fillColor) == [.black, .blue])
        #expect(commands.last?.windowBounds == CGRect(x: 0, y: 0, width: 5, height: 5))
        var ran = false
        let empty = UIGraphicsImageRenderer(size: .zero).image { _ in ran = true }
        #expect(!ran && empty.size == .zero)
    }

    @Test("UIBezierPath fill() and stroke() paint in the set colours with the path's attributes; addClip() cuts what follows")
    func bezierPaths() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 50, height: 50)).image { _ in
            let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40))
            path.lineWidth = 4
            path.setLineDash([2, 1], count: 2, phase: 0)
            UIColor.green.setFill()
            UIColor.purple.setStroke()
            path.fill()
            path.stroke()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).addClip()
            UIRectFill(CGRect(x: 0, y: 0, width: 50, height: 50))
        }
        let commands = image.cgImage?.recordedCommands ?? []
        #expect(commands.count == 3)
        guard case .shape(let fill) = commands[0].content, case .shape(let stroke) = commands[1].content else {
            Issue.record("no shapes"); return
        }
        #expect(fill.fillColor == .green && fill.strokeColor == nil)
        #expect(stroke.strokeColor == .purple && stroke.lineWidth == 4 && stroke.lineDashPattern == [2, 1])
        #expect(commands[2].clip == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test("The older image context functions nest and return the drawing; with no image context they return nil")
    func imageContextFunctions() {
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 8, height: 4), false, 0)
        UIColor.orange.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 8, height: 4))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(image?.size == CGSize(width: 8, height: 4) && image?.scale == 1)
        #expect(image?.cgImage?.recordedCommands?.first?.fillColor == .orange)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("Pushing and popping: a push left unpopped inside a renderer block ends with the block; pop leaves an image context alone")
    func pushAndPopBalance() {
        let other = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2))
        var pushed: CGContext?
        _ = other.image { _ in pushed = UIGraphicsGetCurrentContext() }
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4))
        _ = renderer.image { context in
            UIGraphicsPushContext(pushed!)
            #expect(UIGraphicsGetCurrentContext() === pushed)
            UIGraphicsPopContext()
            #expect(UIGraphicsGetCurrentContext() === context.cgContext)
            UIGraphicsPushContext(pushed!)  // never popped
        }
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsBeginImageContext(CGSize(width: 3, height: 3))
        UIGraphicsPopContext()
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 3, height: 3))
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("A drawn image shows its drawing in an image view, scaled by the content mode; as a layer's contents too")
    func drawnImageShows() {
        let (window, _) = makeTestWindow()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 10))
        }
        let imageView = UIImageView(image: image)
        imageView.frame = CGRect(x: 100, y: 100, width: 40, height: 40)
        window.addSubview(imageView)
        let layer = CALayer()
        layer.frame = CGRect(x: 200, y: 0, width: 20, height: 20)
        layer.contents = image.cgImage
        window.layer.addSublayer(layer)
        let red = window.displayList().commands.filter { $0.fillColor == .red }
        #expect(red.map(\.windowBounds) == [CGRect(x: 100, y: 100, width: 20, height: 40), CGRect(x: 200, y: 0, width: 10, height: 20)])
    }

    @Test("NSString drawing paints the text laid out as boundingRect measures it")
    func stringDrawing() {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.blue]
        let measured = ("Hello" as NSString).size(withAttributes: attributes)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 50)).image { _ in
            ("Hello" as NSString).draw(at: CGPoint(x: 10, y: 5), withAttributes: attributes)
        }
        let commands = image.cgImage?.recordedCommands ?? []
        guard case .text(let text) = commands.first?.content else { Issue.record("no text"); return }
        #expect(text.string == "Hello" && text.color == .blue && text.fontSize == 20)
        #expect(commands[0].rect == CGRect(origin: CGPoint(x: 10, y: 5), size: measured))
    }
}
