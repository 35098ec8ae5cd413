import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

@Suite("UIPanGestureRecognizer")
@MainActor
struct UIPanGestureRecognizerTests {
    private func setUp() -> (UIWindow, AnimationClock, UIView, UIPanGestureRecognizer, StateLog) { makeLoggedPan() }

    @Test("Press, drag, release: began after 10 pt, changed on every move, ended; reset on the next frame")
    func stateSequence() {
        let (window, clock, _, pan, log) = setUp()
        window.send(.mouseDown(CGPoint(x: 100, y: 100)))
        #expect(pan.state == .possible)
        window.send(.mouseMove(CGPoint(x: 105, y: 100)))
        window.send(.mouseMove(CGPoint(x: 109.9, y: 100)))
        #expect(pan.state == .possible)
        #expect(log.states.isEmpty)
        window.send(.mouseMove(CGPoint(x: 110, y: 100)))
        #expect(pan.state == .began)
        window.send(.mouseMove(CGPoint(x: 120, y: 100)))
        window.send(.mouseMove(CGPoint(x: 130, y: 100)))
        window.send(.mouseUp(CGPoint(x: 130, y: 100)))
        #expect(log.states == [.began, .changed, .changed, .ended])
        #expect(pan.state == .ended)
        clock.advance(by: 1.0 / 60)
        #expect(pan.state == .possible)
        #expect(log.states.count == 4)
    }

    @Test("Press and release without moving fails without calling the handler")
    func pressRelease() {
        let (window, _, _, pan, log) = setUp()
        window.send(.mouseDown(CGPoint(x: 100, y: 100)))
        window.send(.mouseMove(CGPoint(x: 104, y: 103)))
        window.send(.mouseUp(CGPoint(x: 104, y: 103)))
        #expect(pan.state == .failed)
        #expect(log.states.isEmpty)
        window.send(.mouseDown(CGPoint(x: 100, y: 100)))
        #expect(pan.state == .possible)
    }

    @Test("Translation is measured from the press point, in the given view's coordinates")
    func translationFromPress() {
        let (window, _, view, pan, _) = setUp()
        var atBegan: CGPoint?
        pan.addTarget { pan in if pan.state == .began { atBegan = pan.translation(in: view) } }
        let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.addSubview(scaled)
        window.send(.mouseDown(CGPoint(x: 300, y: 100)))
        window.send(.mouseMove(CGPoint(x: 300, y: 112)))
        #expect(atBegan == CGPoint(x: 0, y: 12))
        window.send(.mouseMove(CGPoint(x: 330, y: 140)))
        #expect(pan.translation(in: view) == CGPoint(x: 30, y: 40))
        #expect(pan.translation(in: nil) == CGPoint(x: 30, y: 40))
        #expect(isClose(pan.translation(in: scaled), CGPoint(x: 15, y: 20)))
        #expect(pan.location(in: view) == CGPoint(x: 330, y: 140))
        pan.setTranslation(.zero, in: view)
        window.send(.mouseMove(CGPoint(x: 335, y: 150)))
        #expect(pan.translation(in: view) == CGPoint(x: 5, y: 10))
        pan.setTranslation(CGPoint(x: 10, y: 0), in: scaled)
        #expect(isClose(pan.translation(in: view), CGPoint(x: 20, y: 0)))
        window.send(.mouseUp(CGPoint(x: 335, y: 150)))
    }

    @Test("300 pt over 0.1 s is 3000 pt/s")
    func velocityFromSamples() {
        let (window, clock, view, pan, _) = setUp()
        var endVelocity: CGPoint?
        pan.addTarget { pan in if pan.state == .ended { endVelocity = pan.velocity(in: view) } }
        drag(window, clock, from: CGPoint(x: 50, y: 0), to: CGPoint(x: 350, y: 0), steps: 6, duration: 0.1)
        #expect(isClose(endVelocity?.x ?? 0, 3000, 1e-6))
        #expect(isClose(endVelocity?.y ?? 1, 0, 1e-6))
    }

    @Test("Velocity uses only the last 100 ms: a slow start does not dilute a fast finish")
    func velocityWindow() {
        let (window, clock, view, pan, _) = setUp()
        var endVelocity: CGPoint?
        pan.addTarget { pan in if pan.state == .ended { endVelocity = pan.velocity(in: view) } }
        window.send(.mouseDown(CGPoint(x: 0, y: 100)))
        for step in 1...30 {  // 0.5 s at 60 pt/s
            clock.advance(by: 1.0 / 60)
            window.send(.mouseMove(CGPoint(x: CGFloat(step), y: 100)))
        }
        for step in 1...6 {  // then 0.1 s at -1200 pt/s (up and left)
            clock.advance(by: 1.0 / 60)
            window.send(.mouseMove(CGPoint(x: 30 - CGFloat(step) * 20, y: 100 - CGFloat(step) * 10)))
        }
        window.send(.mouseUp(CGPoint(x: -90, y: 40)))
        #expect(isClose(endVelocity?.x ?? 0, -1200, 1e-6))
        #expect(isClose(endVelocity?.y ?? 0, -600, 1e-6))
    }

    @Test("A pointer that rested 0.2 s before release has zero velocity")
    func restingVelocity() {
        let (window, clock, view, pan, _) = setUp()
        var endVelocity: CGPoint?
        pan.addTarget { pan in if pan.state == .ended { endVelocity = pan.velocity(in: view) } }
        drag(window, clock, from: CGPoint(x: 50, y: 0), to: CGPoint(x: 350, y: 0), release: false)
        #expect(pan.velocity(in: view).x > 2000)
        clock.advance(by: 0.2)
        window.send(.mouseUp(CGPoint(x: 350, y: 0)))
        #expect(endVelocity == .zero)
    }

    @Test("Velocity is in points per real second, also in slow motion")
    func velocityInSlowMotion() {
        let (window, clock, view, pan, _) = setUp()
        clock.speed = 0.1
        var endVelocity: CGPoint?
        pan.addTarget { pan in if pan.state == .ended { endVelocity = pan.velocity(in: view) } }
        drag(window, clock, from: CGPoint(x: 50, y: 0), to: CGPoint(x: 350, y: 0))
        #expect(isClose(endVelocity?.x ?? 0, 3000, 1e-6))
    }

    @Test("An Alt-drag (two mirrored fingers) never pans; a pan limited to one touch fails at once")
    func twoFingers() {
        let (window, clock, _, pan, log) = setUp()
        drag(window, clock, from: CGPoint(x: 200, y: 150), to: CGPoint(x: 260, y: 150), modifiers: [.option])
        #expect(log.states.isEmpty)
        #expect(pan.state == .failed)
        clock.advance(by: 0.02)
        pan.maximumNumberOfTouches = 1
        window.send(.mouseDown(CGPoint(x: 200, y: 150), modifiers: [.option]))
        #expect(pan.state == .failed)
        window.send(.mouseUp(CGPoint(x: 200, y: 150)))
    }

    @Test("A pan on a view inside a moving parent still follows the pointer in window terms")
    func panReportsCancelWhenRemoved() {
        let (window, clock, view, pan, log) = setUp()
        drag(window, clock, from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50), release: false)
        view.removeGestureRecognizer(pan)
        #expect(log.states.last == .cancelled)
        window.send(.mouseMove(CGPoint(x: 160, y: 50)))
        window.send(.mouseUp(CGPoint(x: 160, y: 50)))
        #expect(log.states.last == .cancelled)
        #expect(pan.view == nil)
    }
}
