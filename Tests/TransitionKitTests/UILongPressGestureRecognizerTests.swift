import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// UIKit: "The user must press one or more fingers on a view and hold them there for a minimum
/// period of time before the action triggers. While down, the user's fingers can't move more
/// than a specified distance or the gesture fails. A long-press gesture is continuous. The
/// gesture begins (.began) when the user presses the number of allowable fingers
/// (numberOfTouchesRequired) for the specified period (minimumPressDuration) and the touches
/// don't move beyond the allowable range of movement (allowableMovement). The gesture
/// recognizer transitions to the Change state whenever a finger moves, and it ends (.ended)
/// when any of the fingers are lifted."
/// (developer.apple.com/documentation/uikit/uilongpressgesturerecognizer)
@Suite("UILongPressGestureRecognizer")
@MainActor
struct UILongPressGestureRecognizerTests {
    private func setUp() -> (UIWindow, AnimationClock, UILongPressGestureRecognizer, StateLog) {
        let (window, clock) = makeTestWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let log = StateLog()
        let press = UILongPressGestureRecognizer { log.record($0) }
        view.addGestureRecognizer(press)
        return (window, clock, press, log)
    }

    /// minimumPressDuration: "The default duration is 0.5 seconds." allowableMovement: "The
    /// default distance is 10 points." (developer.apple.com, the two property pages)
    @Test("Defaults are UIKit's: 0.5 s, 10 pt, one finger, no taps")
    func defaults() {
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.allowableMovement == 10)
        #expect(press.numberOfTouchesRequired == 1)
        #expect(press.numberOfTapsRequired == 0)
    }

    @Test("Begins when 0.5 s elapsed (not before), changes on move, ends on lift")
    func beginsAfterDuration() {
        let (window, clock, press, log) = setUp()
        window.send(.mouseDown(CGPoint(x: 40, y: 50)))
        clock.advance(by: 0.45)
        #expect(press.state == .possible)
        window.send(.mouseMove(CGPoint(x: 46, y: 58)))  // 10 pt: still allowed
        clock.advance(by: 0.05)
        #expect(clock.realTime == 0.5)
        #expect(log.states == [.began])
        #expect(press.location(in: nil) == CGPoint(x: 46, y: 58))
        window.send(.mouseMove(CGPoint(x: 200, y: 58)))  // any distance once begun
        #expect(log.states == [.began, .changed])
        #expect(press.location(in: nil) == CGPoint(x: 200, y: 58))
        window.send(.mouseUp(CGPoint(x: 200, y: 58)))
        #expect(log.states == [.began, .changed, .ended])
        clock.advance(by: 1.0 / 60)
        #expect(press.state == .possible)
    }

    @Test("Moving more than allowableMovement before it begins fails it")
    func movedTooFar() {
        let (window, clock, press, log) = setUp()
        window.send(.mouseDown(CGPoint(x: 40, y: 50)))
        clock.advance(by: 0.2)
        window.send(.mouseMove(CGPoint(x: 50.5, y: 50)))
        #expect(press.state == .failed)
        clock.advance(by: 0.5)
        window.send(.mouseUp(CGPoint(x: 50.5, y: 50)))
        #expect(log.states.isEmpty)
    }

    @Test("Lifting before the duration fails it; a custom duration and movement apply")
    func liftedEarlyAndCustomValues() {
        let (window, clock, press, log) = setUp()
        window.send(.mouseDown(CGPoint(x: 40, y: 50)))
        clock.advance(by: 0.4)
        window.send(.mouseUp(CGPoint(x: 40, y: 50)))
        #expect(press.state == .failed)
        clock.advance(by: 0.2)
        #expect(log.states.isEmpty)

        press.minimumPressDuration = 1
        press.allowableMovement = 30
        window.send(.mouseDown(CGPoint(x: 40, y: 50)))
        window.send(.mouseMove(CGPoint(x: 70, y: 50)))
        clock.advance(by: 0.9)
        #expect(press.state == .possible)
        clock.advance(by: 0.1)
        #expect(log.states == [.began])
    }

    @Test("Two required fingers: a plain press never begins, an Alt-press does")
    func twoFingers() {
        let (window, clock, press, log) = setUp()
        press.numberOfTouchesRequired = 2
        window.send(.mouseDown(CGPoint(x: 100, y: 100)))
        clock.advance(by: 1)
        #expect(log.states.isEmpty)
        window.send(.mouseUp(CGPoint(x: 100, y: 100)))
        clock.advance(by: 0.1)
        window.send(.mouseDown(CGPoint(x: 100, y: 100), modifiers: .option))
        clock.advance(by: 0.5)
        #expect(log.states == [.began])
        #expect(press.numberOfTouches == 2)
    }

    @Test("numberOfTapsRequired 1: a tap, then a press within 0.35 s held 0.5 s begins")
    func tapThenPress() {
        let (window, clock, press, log) = setUp()
        press.numberOfTapsRequired = 1
        window.send(.mouseDown(CGPoint(x: 40, y: 50)))
        clock.advance(by: 0.1)
        window.send(.mouseUp(CGPoint(x: 40, y: 50)))
        #expect(press.state == .possible)
        clock.advance(by: 0.3)
        window.send(.mouseDown(CGPoint(x: 42, y: 50)))
        clock.advance(by: 0.5)
        #expect(log.states == [.began])
        window.send(.mouseUp(CGPoint(x: 42, y: 50)))
        clock.advance(by: 1.0 / 60)
        // Without the tap, a press does not begin (it is a tap held too long: 1.5 s).
        window.send(.mouseDown(CGPoint(x: 40, y: 50)))
        clock.advance(by: 1.6)
        #expect(log.states == [.began, .ended])
        #expect(press.state == .failed)
    }

    @Test("Beginning cancels the view's touches (cancelsTouchesInView)")
    func cancelsViewTouches() {
        let (window, clock) = makeTestWindow()
        let view = TouchRecordingView(frame: window.bounds)
        window.addSubview(view)
        view.addGestureRecognizer(UILongPressGestureRecognizer())
        window.send(.mouseDown(CGPoint(x: 40, y: 50)))
        clock.advance(by: 0.5)
        #expect(view.log == ["began", "cancelled"])
    }

    @Test("A negative or NaN duration or movement is refused with a diagnostic")
    func badValues() {
        let (window, _, press, _) = setUp()
        press.minimumPressDuration = -1
        press.allowableMovement = .nan
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.allowableMovement == 10)
        #expect(window.diagnostics.map(\.code) == [.invalidGestureParameter, .invalidGestureParameter])
    }
}
