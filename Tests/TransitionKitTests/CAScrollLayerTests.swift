import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// Scroll layers and the layer scrolling methods. Core Animation: `CAScrollLayer` "The visible
/// portion of the layer content is set by specifying the origin as a point or a rectangular
/// area"; `scrollMode` "Defines the axes in which the layer may be scrolled"; CALayer
/// `scroll(_:)` scrolls "the layer's closest ancestor scroll layer so that the specified point
/// lies at the origin of the scroll layer", `scrollRectToVisible(_:)` "so that the specified
/// rectangle becomes visible" ("If the layer is not contained by a CAScrollLayer object, this
/// method does nothing"); `visibleRect`: "the area not clipped by the containing scroll layer".
@MainActor
struct CAScrollLayerTests {
    /// A 100 x 50 scroll layer holding a 400 x 300 content layer with a 20 x 20 tile at (200, 150).
    private func makeScroller() -> (CAScrollLayer, CALayer, CALayer) {
        let scroller = CAScrollLayer(), content = CALayer(), tile = CALayer()
        scroller.frame = CGRect(x: 10, y: 10, width: 100, height: 50)
        content.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        tile.frame = CGRect(x: 200, y: 150, width: 20, height: 20)
        scroller.addSublayer(content)
        content.addSublayer(tile)
        return (scroller, content, tile)
    }

    @Test func scrollingToAPointMovesTheBoundsOriginAlongTheAllowedAxes() {
        let (scroller, _, _) = makeScroller()
        #expect(scroller.scrollMode == .both && scroller.masksToBounds)
        scroller.scroll(to: CGPoint(x: 30, y: 40))
        #expect(scroller.bounds.origin == CGPoint(x: 30, y: 40))
        scroller.scrollMode = .horizontally
        scroller.scroll(to: CGPoint(x: 5, y: 6))
        #expect(scroller.bounds.origin == CGPoint(x: 5, y: 40))
        scroller.scrollMode = .vertically
        scroller.scroll(to: CGPoint(x: 0, y: 0))
        #expect(scroller.bounds.origin == CGPoint(x: 5, y: 0))
        scroller.scrollMode = .none
        scroller.scroll(to: CGPoint(x: 90, y: 90))
        #expect(scroller.bounds.origin == CGPoint(x: 5, y: 0))
        #expect(scroller.frame == CGRect(x: 10, y: 10, width: 100, height: 50), "the frame stays")
    }

    @Test func scrollingToARectMovesTheLeastDistance() {
        let (scroller, _, _) = makeScroller()
        scroller.scroll(to: CGRect(x: 150, y: 20, width: 20, height: 20))
        #expect(scroller.bounds.origin == CGPoint(x: 70, y: 0), "the rect's right edge at the right edge; y was visible")
        scroller.scroll(to: CGRect(x: 10, y: 60, width: 20, height: 10))
        #expect(scroller.bounds.origin == CGPoint(x: 10, y: 20), "left edge at the left; bottom edge at the bottom")
        scroller.scroll(to: CGRect(x: 0, y: 0, width: 300, height: 10))
        #expect(scroller.bounds.origin == CGPoint(x: 0, y: 0), "wider than the bounds: its left part")
    }

    @Test func aSublayerScrollsItsNearestScrollLayer() {
        let (scroller, _, tile) = makeScroller()
        tile.scroll(CGPoint(x: 5, y: 5))
        #expect(scroller.bounds.origin == CGPoint(x: 205, y: 155))
        scroller.scroll(to: CGPoint.zero)
        tile.scrollRectToVisible(tile.bounds)
        #expect(scroller.bounds.origin == CGPoint(x: 120, y: 120))
        let loose = CALayer()
        loose.scroll(CGPoint(x: 5, y: 5))
        loose.scrollRectToVisible(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(loose.bounds.origin == .zero, "no scroll layer above: nothing happens")
    }

    @Test func theVisibleRectIsWhatTheScrollLayerDoesNotClip() {
        let (scroller, content, tile) = makeScroller()
        #expect(content.visibleRect == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(tile.visibleRect == .zero)
        scroller.scroll(to: CGPoint(x: 210, y: 140))
        #expect(tile.visibleRect == CGRect(x: 10, y: 0, width: 10, height: 20))
        #expect(CALayer().visibleRect == .zero)
        let free = CALayer()
        free.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
        #expect(free.visibleRect == free.bounds)
    }

    @Test func theScrolledContentIsDrawnAtTheNewOffset() {
        let (window, _) = makeTestWindow()
        let (scroller, _, tile) = makeScroller()
        tile.backgroundColor = .red
        window.layer.addSublayer(scroller)
        CATransaction.begin()
        CATransaction.setDisableActions(true)  // scrolling a layer in a window animates implicitly
        scroller.scroll(to: CGPoint(x: 200, y: 150))
        CATransaction.commit()
        let red = window.displayList().flattenedCommands.first { $0.fillColor == .red }
        #expect(red.map { isClose($0.windowCorners[0], CGPoint(x: 10, y: 10), 1e-9) } == true)
        #expect(red?.clip == CGRect(x: 10, y: 10, width: 100, height: 50))
    }
}
