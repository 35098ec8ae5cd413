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
