import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// A view that records its `draw(_:)` calls.
@MainActor
private final class DrawRecordingView: UIView {
    var rects: [CGRect] = []
    override func draw(_ rect: CGRect) { rects.append(rect) }
}

/// draw(_:), setNeedsDisplay() and setNeedsDisplay(_:): draw runs before the next frame for the
/// marked part (Apple: "setNeedsDisplay()": "the view is redrawn during the next drawing cycle").
@Suite("UIView drawing")
@MainActor
struct UIViewDrawingTests {
    @Test("A view entering a window draws its bounds once before the first frame; not again until marked")
    func firstDisplay() {
        let (window, _) = makeTestWindow()
        let view = DrawRecordingView(frame: CGRect(x: 10, y: 10, width: 50, height: 40))
        window.addSubview(view)
        #expect(view.rects.isEmpty)
        _ = window.displayList()
        #expect(view.rects == [CGRect(x: 0, y: 0, width: 50, height: 40)])
        _ = window.displayList()
        #expect(view.rects.count == 1)
    }

    @Test("Marked rectangles add up and are cut to the bounds; setNeedsDisplay() marks the whole bounds")
    func markedRects() {
        let (window, _) = makeTestWindow()
        let view = DrawRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        _ = window.displayList()
        view.setNeedsDisplay(CGRect(x: 10, y: 10, width: 10, height: 10))
        view.setNeedsDisplay(CGRect(x: 80, y: 90, width: 40, height: 40))
        _ = window.displayList()
        #expect(view.rects.last == CGRect(x: 10, y: 10, width: 90, height: 90))
        view.setNeedsDisplay()
        #expect(view.layer.needsDisplay())
        _ = window.displayList()
        #expect(view.rects.last == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.rects.count == 3)
    }

    @Test("With contentMode .redraw a size change redraws; other modes do not")
    func redrawMode() {
        let (window, _) = makeTestWindow()
        let view = DrawRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        _ = window.displayList()
        view.frame.size = CGSize(width: 120, height: 100)
        _ = window.displayList()
        #expect(view.rects.count == 1)
        view.contentMode = .redraw
        view.frame.size = CGSize(width: 60, height: 30)
        _ = window.displayList()
        #expect(view.rects == [CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 0, y: 0, width: 60, height: 30)])
    }

    @Test("A view out of a window draws when it enters one; contentScaleFactor is the layer's contentsScale")
    func outOfWindow() {
        let (window, _) = makeTestWindow()
        let view = DrawRecordingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
        window.addSubview(view)
        _ = window.displayList()
        #expect(view.rects == [CGRect(x: 0, y: 0, width: 20, height: 20)])
        view.contentScaleFactor = 3
        #expect(view.layer.contentsScale == 3)
    }
}

/// A view that paints in `draw(_:)`, as custom views do.
@MainActor
private final class BadgeView: UIView {
    var color = UIColor.red
    override func draw(_ rect: CGRect) {
        color.setFill()
        UIBezierPath(roundedRect: bounds.insetBy(dx: 2, dy: 2), cornerRadius: 4).fill()
        UIColor.white.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
    }
}

/// A layer that paints in `draw(in:)`.
private final class StripeLayer: CALayer {
    override func draw(in ctx: CGContext) {
        ctx.setFillColor(UIColor.blue.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
    }
}

@Suite("UIView drawing into a context")
@MainActor
struct UIViewDrawingContextTests {
    @Test("What draw(_:) paints is shown over the background, placed with the view, until it draws again")
    func drawnContentShows() {
        let (window, _) = makeTestWindow()
        let view = BadgeView(frame: CGRect(x: 10, y: 20, width: 40, height: 30))
        view.backgroundColor = .gray
        window.addSubview(view)
        var commands = window.displayList().commands
        let background = commands.firstIndex { $0.fillColor == .gray }
        let badge = commands.firstIndex { if case .shape(let s) = $0.content { return s.fillColor == .red } else { return false } }
        #expect(background != nil && badge != nil && background! < badge!)
        #expect(commands.first { $0.fillColor == .white }?.windowBounds == CGRect(x: 10, y: 20, width: 4, height: 4))
        view.color = .green
        commands = window.displayList().commands
        #expect(!commands.contains { if case .shape(let s) = $0.content { return s.fillColor == .green } else { return false } })
        view.setNeedsDisplay()
        commands = window.displayList().commands
        #expect(commands.contains { if case .shape(let s) = $0.content { return s.fillColor == .green } else { return false } })
        #expect(!commands.contains { if case .shape(let s) = $0.content { return s.fillColor == .red } else { return false } })
    }

    @Test("A layer's draw(in:) runs on setNeedsDisplay() and its painting shows in the layer's bounds")
    func layerDrawIn() {
        let (window, _) = makeTestWindow()
        let layer = StripeLayer()
        layer.frame = CGRect(x: 100, y: 0, width: 40, height: 10)
        window.layer.addSublayer(layer)
        #expect(!window.displayList().commands.contains { $0.fillColor == .blue })
        layer.setNeedsDisplay()
        #expect(window.displayList().commands.first { $0.fillColor == .blue }?.windowBounds == CGRect(x: 100, y: 0, width: 20, height: 10))
    }

    @Test("render(in:) and drawHierarchy(in:afterScreenUpdates:) paint the view tree into an image")
    func renderAndDrawHierarchy() {
        let (window, _) = makeTestWindow()
        let card = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 50))
        card.backgroundColor = .red
        let dot = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        dot.backgroundColor = .blue
        card.addSubview(dot)
        window.addSubview(card)
        let rendered = UIGraphicsImageRenderer(bounds: card.bounds).image { card.layer.render(in: $0.cgContext) }
        let commands = rendered.cgImage?.recordedCommands ?? []
        #expect(commands.first { $0.fillColor == .red }?.windowBounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(commands.first { $0.fillColor == .blue }?.windowBounds == CGRect(x: 10, y: 10, width: 10, height: 10))
        var drew = false
        let half = UIGraphicsImageRenderer(size: CGSize(width: 50, height: 25)).image { _ in
            drew = card.drawHierarchy(in: CGRect(x: 0, y: 0, width: 50, height: 25), afterScreenUpdates: true)
        }
        #expect(drew)
        #expect(half.cgImage?.recordedCommands?.first { $0.fillColor == .blue }?.windowBounds == CGRect(x: 5, y: 5, width: 5, height: 5))
        #expect(!card.drawHierarchy(in: card.bounds, afterScreenUpdates: false))
    }
}
