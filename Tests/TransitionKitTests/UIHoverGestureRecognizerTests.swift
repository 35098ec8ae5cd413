import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

@Suite("UIHoverGestureRecognizer: the pointer over a view")
@MainActor
struct UIHoverGestureRecognizerTests {
    @Test("Moves with no button: began over the view, changed as it moves, ended when it leaves; location is the pointer's")
    func entersMovesLeaves() {
        let (window, clock) = makeTestWindow()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        window.addSubview(view)
        let log = StateLog()
        var locations: [CGPoint] = []
        let hover = UIHoverGestureRecognizer { recognizer in
            log.record(recognizer)
            locations.append(recognizer.location(in: view))
        }
        view.addGestureRecognizer(hover)
        window.send(.mouseMove(CGPoint(x: 50, y: 50)))
        #expect(log.states.isEmpty)
        window.send(.mouseMove(CGPoint(x: 110, y: 120)))
        window.send(.mouseMove(CGPoint(x: 150, y: 130)))
        #expect(log.states == [.began, .changed])
        #expect(locations == [CGPoint(x: 10, y: 20), CGPoint(x: 50, y: 30)])
        clock.advance(by: 1.0 / 60)
        #expect(window.frameNeed == .none, "a resting hover needs no frames")
        window.send(.mouseMove(CGPoint(x: 350, y: 130)))
        #expect(log.states == [.began, .changed, .ended])
        clock.advance(by: 1.0 / 60)
        #expect(hover.state == .possible)
        #expect(hover.zOffset == 0 && hover.altitudeAngle == .pi / 2 && hover.azimuthUnitVector(in: view) == CGVector(dx: 1, dy: 0))
    }

    @Test("A press ends the hover; pointer moves while the button is down are touches, not hovers")
    func pressEndsHover() {
        let (window, _) = makeTestWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(view)
        let log = StateLog()
        let hover = UIHoverGestureRecognizer { log.record($0) }
        let pan = UIPanGestureRecognizer { _ in }
        view.addGestureRecognizer(hover)
        view.addGestureRecognizer(pan)
        window.send(.mouseMove(CGPoint(x: 10, y: 10)))
        window.send(.mouseDown(CGPoint(x: 10, y: 10)))
        #expect(log.states == [.began, .ended])
        window.send(.mouseMove(CGPoint(x: 60, y: 10)))
        #expect(log.states == [.began, .ended] && pan.state == .began, "the pan is not blocked by the hover")
    }

    @Test("Leaving and coming back within one frame ends the hover and begins it again")
    func reentersInOneFrame() {
        let (window, _) = makeTestWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        let log = StateLog()
        view.addGestureRecognizer(UIHoverGestureRecognizer { log.record($0) })
        window.send(.mouseMove(CGPoint(x: 50, y: 50)))
        window.send(.mouseMove(CGPoint(x: 150, y: 50)))
        window.send(.mouseMove(CGPoint(x: 60, y: 50)))
        #expect(log.states == [.began, .ended, .began])
    }
}
