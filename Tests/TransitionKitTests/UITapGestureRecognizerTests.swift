import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

@Suite("UITapGestureRecognizer")
@MainActor
struct UITapGestureRecognizerTests {
    private func setUp(taps: Int = 1) -> (UIWindow, AnimationClock, UITapGestureRecognizer, StateLog) {
        let (window, clock) = makeTestWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let log = StateLog()
        let tap = UITapGestureRecognizer { log.record($0) }
        tap.numberOfTapsRequired = taps
        view.addGestureRecognizer(tap)
        return (window, clock, tap, log)
    }

    private func click(_ window: UIWindow, _ point: CGPoint) {
        window.send(.mouseDown(point))
        window.send(.mouseUp(point))
    }

    @Test("Press and release recognizes once, at the release, with its location")
    func singleTap() {
        let (window, clock, tap, log) = setUp()
        window.send(.mouseDown(CGPoint(x: 40, y: 50)))
        #expect(log.states.isEmpty)
        clock.advance(by: 0.1)
        window.send(.mouseMove(CGPoint(x: 45, y: 55)))  // within 10 pt
        window.send(.mouseUp(CGPoint(x: 45, y: 55)))
        #expect(log.states == [.recognized])
        #expect(tap.location(in: nil) == CGPoint(x: 45, y: 55))
        clock.advance(by: 1.0 / 60)
        #expect(tap.state == .possible)
    }

    @Test("Moving more than 10 pt fails the tap")
    func movedTooFar() {
        let (window, _, tap, log) = setUp()
        window.send(.mouseDown(CGPoint(x: 40, y: 50)))
        window.send(.mouseMove(CGPoint(x: 51, y: 50)))
        #expect(tap.state == .failed)
        window.send(.mouseUp(CGPoint(x: 40, y: 50)))
        #expect(log.states.isEmpty)
    }

    @Test("Holding longer than 1.5 s fails the tap")
    func heldTooLong() {
        let (window, clock, tap, log) = setUp()
        window.send(.mouseDown(CGPoint(x: 40, y: 50)))
        clock.advance(by: 1.4)
        #expect(tap.state == .possible)
        clock.advance(by: 0.2)
        #expect(tap.state == .failed)
        window.send(.mouseUp(CGPoint(x: 40, y: 50)))
        #expect(log.states.isEmpty)
    }

    @Test("A double tap within 0.35 s recognizes; a slower one fails")
    func doubleTap() {
        let (window, clock, tap, log) = setUp(taps: 2)
        click(window, CGPoint(x: 40, y: 50))
        #expect(tap.state == .possible)
        clock.advance(by: 0.3)
        click(window, CGPoint(x: 42, y: 52))
        #expect(log.states == [.recognized])
        clock.advance(by: 0.5)
        click(window, CGPoint(x: 40, y: 50))
        clock.advance(by: 0.36)
        #expect(tap.state == .failed)
        click(window, CGPoint(x: 40, y: 50))
        #expect(log.states == [.recognized])
    }

    @Test("The second tap of a double tap must land within 10 pt of the first")
    func doubleTapDistance() {
        let (window, clock, tap, log) = setUp(taps: 2)
        click(window, CGPoint(x: 40, y: 50))
        clock.advance(by: 0.1)
        window.send(.mouseDown(CGPoint(x: 80, y: 50)))
        #expect(tap.state == .failed)
        window.send(.mouseUp(CGPoint(x: 80, y: 50)))
        #expect(log.states.isEmpty)
    }

    @Test("A single tap that requires a double tap to fail waits 0.35 s, and never fires for a double tap")
    func singleRequiresDoubleToFail() {
        let (window, clock, double, doubleLog) = setUp(taps: 2)
        let singleLog = StateLog()
        let single = UITapGestureRecognizer { singleLog.record($0) }
        window.subviews[0].addGestureRecognizer(single)
        single.require(toFail: double)
        click(window, CGPoint(x: 40, y: 50))
        clock.advance(by: 0.3)
        #expect(singleLog.states.isEmpty)
        clock.advance(by: 0.1)
        #expect(singleLog.states == [.recognized])
        clock.advance(by: 1)
        click(window, CGPoint(x: 40, y: 50))
        clock.advance(by: 0.2)
        click(window, CGPoint(x: 40, y: 50))
        clock.advance(by: 1)
        #expect(doubleLog.states == [.recognized])
        #expect(singleLog.states == [.recognized])
    }

    @Test("Two-finger taps need an Alt-click")
    func twoFingerTap() {
        let (window, _, tap, log) = setUp()
        tap.numberOfTouchesRequired = 2
        click(window, CGPoint(x: 200, y: 150))
        #expect(log.states.isEmpty)
        window.send(.mouseDown(CGPoint(x: 200, y: 150), modifiers: [.option]))
        window.send(.mouseUp(CGPoint(x: 200, y: 150)))
        #expect(log.states == [.recognized])
        #expect(tap.numberOfTouches == 0)
    }
}
