import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// UIKit: "UISwipeGestureRecognizer recognizes a swipe when the user moves the specified number
/// of touches (numberOfTouchesRequired) in an allowable direction (direction) far enough to
/// create a swipe. [...] Because a swipe is a discrete gesture, the system sends the associated
/// action message only once per gesture." "You may determine the location where a swipe begins
/// by calling the UIGestureRecognizer methods location(in:) and location(ofTouch:in:)."
/// direction: "The default direction is right."
/// (developer.apple.com/documentation/uikit/uiswipegesturerecognizer)
/// The distance and time thresholds are undocumented; these tests pin this implementation's
/// choice: 50 pt within 0.5 s, with the movement across the direction at most half of it.
@Suite("UISwipeGestureRecognizer")
@MainActor
struct UISwipeGestureRecognizerTests {
    private func setUp(_ direction: UISwipeGestureRecognizer.Direction? = nil)
        -> (UIWindow, AnimationClock, UISwipeGestureRecognizer, StateLog)
    {
        let (window, clock) = makeTestWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let log = StateLog()
        let swipe = UISwipeGestureRecognizer { log.record($0) }
        if let direction { swipe.direction = direction }
        view.addGestureRecognizer(swipe)
        return (window, clock, swipe, log)
    }

    @Test("Defaults: to the right, one finger; the option set has UIKit's raw values")
    func defaults() {
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.direction == .right)
        #expect(swipe.numberOfTouchesRequired == 1)
        #expect([UISwipeGestureRecognizer.Direction.right, .left, .up, .down].map(\.rawValue) == [1, 2, 4, 8])
    }

    @Test("50 pt to the right within 0.1 s recognizes during the move, once, at the start location")
    func recognizesRight() {
        let (window, clock, swipe, log) = setUp()
        window.send(.mouseDown(CGPoint(x: 100, y: 100)))
        clock.advance(by: 0.05)
        window.send(.mouseMove(CGPoint(x: 149, y: 110)))
        #expect(log.states.isEmpty)
        clock.advance(by: 0.05)
        window.send(.mouseMove(CGPoint(x: 150, y: 110)))
        #expect(log.states == [.recognized])
        #expect(swipe.location(in: nil) == CGPoint(x: 100, y: 100))
        window.send(.mouseMove(CGPoint(x: 250, y: 110)))
        window.send(.mouseUp(CGPoint(x: 250, y: 110)))
        #expect(log.states == [.recognized])
    }

    @Test("The wrong direction, too slanted a stroke, or one slower than 0.5 s fails")
    func fails() {
        let (window, clock, swipe, log) = setUp()
        drag(window, clock, from: CGPoint(x: 200, y: 100), to: CGPoint(x: 120, y: 100))  // left
        #expect(swipe.state == .failed)
        clock.advance(by: 1.0 / 60)
        drag(window, clock, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 160, y: 131))  // across 31 > 30
        #expect(swipe.state == .failed)
        clock.advance(by: 1.0 / 60)
        window.send(.mouseDown(CGPoint(x: 100, y: 100)))
        clock.advance(by: 0.5)
        #expect(swipe.state == .possible)
        clock.advance(by: 1.0 / 60)
        #expect(swipe.state == .failed)
        window.send(.mouseMove(CGPoint(x: 200, y: 100)))
        window.send(.mouseUp(CGPoint(x: 200, y: 100)))
        #expect(log.states.isEmpty)
    }

    @Test("Lifting before 50 pt fails it")
    func liftedShort() {
        let (window, clock, swipe, log) = setUp()
        drag(window, clock, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 140, y: 100))
        #expect(swipe.state == .failed)
        #expect(log.states.isEmpty)
    }

    @Test("Several directions: each permitted one recognizes")
    func severalDirections() {
        let (window, clock, _, log) = setUp([.up, .down, .left])
        drag(window, clock, from: CGPoint(x: 200, y: 200), to: CGPoint(x: 210, y: 140))
        clock.advance(by: 1.0 / 60)
        drag(window, clock, from: CGPoint(x: 200, y: 100), to: CGPoint(x: 190, y: 160))
        clock.advance(by: 1.0 / 60)
        drag(window, clock, from: CGPoint(x: 200, y: 100), to: CGPoint(x: 140, y: 100))
        clock.advance(by: 1.0 / 60)
        drag(window, clock, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 160, y: 100))  // right: not permitted
        #expect(log.states == [.recognized, .recognized, .recognized])
    }

    @Test("Two required fingers: a one-finger stroke does not recognize")
    func twoFingersRequired() {
        let (window, clock, swipe, log) = setUp()
        swipe.numberOfTouchesRequired = 2
        drag(window, clock, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100))
        #expect(log.states.isEmpty)
        #expect(swipe.state == .failed)
    }
}
