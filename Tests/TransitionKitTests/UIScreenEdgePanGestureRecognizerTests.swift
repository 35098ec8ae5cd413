import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

@Suite("UIScreenEdgePanGestureRecognizer")
@MainActor
struct UIScreenEdgePanGestureRecognizerTests {
    private func setUp(_ edges: UIRectEdge, viewFrame: CGRect? = nil)
        -> (UIWindow, AnimationClock, UIScreenEdgePanGestureRecognizer, StateLog)
    {
        let (window, clock) = makeTestWindow(width: 400, height: 300)
        let view = UIView(frame: viewFrame ?? window.bounds)
        window.addSubview(view)
        let log = StateLog()
        let edgePan = UIScreenEdgePanGestureRecognizer { log.record($0) }
        edgePan.edges = edges
        view.addGestureRecognizer(edgePan)
        return (window, clock, edgePan, log)
    }

    @Test("A press within 20 pt of the left edge, dragged right, pans")
    func leftEdge() {
        let (window, clock, edgePan, log) = setUp(.left)
        var translation: CGPoint?
        edgePan.addTarget { pan in if pan.state == .ended { translation = pan.translation(in: nil) } }
        drag(window, clock, from: CGPoint(x: 19, y: 150), to: CGPoint(x: 219, y: 170))
        #expect(log.states.first == .began)
        #expect(log.states.last == .ended)
        #expect(log.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(translation == CGPoint(x: 200, y: 20))
    }

    @Test("A press farther than 20 pt from the edge fails at once and never calls the handler")
    func nonEdgePress() {
        let (window, clock, edgePan, log) = setUp(.left)
        window.send(.mouseDown(CGPoint(x: 21, y: 150)))
        #expect(edgePan.state == .failed)
        drag(window, clock, from: CGPoint(x: 21, y: 150), to: CGPoint(x: 221, y: 150))
        #expect(log.states.isEmpty)
    }

    @Test("Movement along the edge, or towards it, does not begin the pan")
    func wrongDirection() {
        let (window, clock, edgePan, log) = setUp(.left)
        drag(window, clock, from: CGPoint(x: 10, y: 150), to: CGPoint(x: 20, y: 250))
        #expect(log.states.isEmpty)
        #expect(edgePan.state == .failed)
    }

    @Test("Right and bottom edges; the edge is the window's, not the view's")
    func otherEdges() {
        let (window, clock, _, log) = setUp(.right)
        drag(window, clock, from: CGPoint(x: 395, y: 100), to: CGPoint(x: 200, y: 100))
        #expect(log.states.first == .began && log.states.last == .ended)

        let (window2, clock2, _, log2) = setUp(.bottom)
        drag(window2, clock2, from: CGPoint(x: 200, y: 285), to: CGPoint(x: 210, y: 100))
        #expect(log2.states.first == .began)

        // The view's own left edge is at x = 100 in the window: a press there is not a window edge.
        let (window3, clock3, _, log3) = setUp(.left, viewFrame: CGRect(x: 100, y: 0, width: 300, height: 300))
        drag(window3, clock3, from: CGPoint(x: 105, y: 100), to: CGPoint(x: 300, y: 100))
        #expect(log3.states.isEmpty)
    }

    @Test("No edges (the default) never begins")
    func noEdges() {
        let (window, clock, _, log) = setUp([])
        drag(window, clock, from: CGPoint(x: 2, y: 100), to: CGPoint(x: 300, y: 100))
        #expect(log.states.isEmpty)
    }

    @Test("An edge pan and a plain pan on the same view: the edge pan wins at the edge, the pan elsewhere")
    func edgePanWithPan() {
        let (window, clock, _, edgeLog) = setUp(.left)
        let view = window.subviews[0]
        let panLog = StateLog()
        let pan = UIPanGestureRecognizer { panLog.record($0) }
        view.addGestureRecognizer(pan)
        drag(window, clock, from: CGPoint(x: 5, y: 100), to: CGPoint(x: 200, y: 100))
        #expect(edgeLog.states.first == .began)
        #expect(panLog.states.isEmpty)
        clock.advance(by: 0.1)
        drag(window, clock, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100))
        #expect(panLog.states.first == .began && panLog.states.last == .ended)
        #expect(edgeLog.states.count == 7)
    }
}
