import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// Apple, `UIGestureRecognizer.isEnabled`: "Disables a gesture recognizer so it doesn't receive
/// touches. … If you change this property to false while a gesture recognizer is currently
/// recognizing a gesture, the gesture recognizer transitions to a cancelled state." And
/// `reset()`: "The runtime calls this method after the gesture-recognizer state has been set to
/// UIGestureRecognizer.State.ended or UIGestureRecognizer.State.recognized"; every new touch
/// sequence starts from `.possible`. Libraries switch a pan off while a presentation runs and on
/// again after it: the next drag must be recognized.
@Suite("UIGestureRecognizer: disabled, re-enabled, removed and re-added")
@MainActor
struct UIGestureRecognizerEnablingTests {
    private func setUp() -> (UIWindow, AnimationClock, UIPanGestureRecognizer, StateLog, UIView) {
        let (window, clock, view, pan, log) = makeLoggedPan()
        return (window, clock, pan, log, view)
    }

    @Test("An idle recognizer switched off and on again stays possible and recognizes the next drag")
    func idleToggle() {
        let (window, clock, pan, log, _) = setUp()
        pan.isEnabled = false
        #expect(pan.state == .possible)
        pan.isEnabled = true
        drag(window, clock, from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10))
        #expect(log.states.first == .began && log.states.last == .ended)
    }

    @Test("Switched off and on while a presentation runs, as libraries do, the pan still works")
    func toggledAroundAPresentation() {
        let (window, clock, pan, log, _) = setUp()
        drag(window, clock, from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10))
        clock.advance(by: 1.0 / 60)
        pan.isEnabled = false
        clock.advance(by: 0.5)
        pan.isEnabled = true
        let before = log.states.count
        drag(window, clock, from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10))
        #expect(log.states.dropFirst(before).first == .began && log.states.last == .ended)
    }

    @Test("Disabled and enabled again inside one drag, it waits for the next drag and then recognizes")
    func toggledMidGesture() {
        let (window, clock, pan, log, _) = setUp()
        drag(window, clock, from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), release: false)
        pan.isEnabled = false
        pan.isEnabled = true
        #expect(log.states.last == .cancelled)
        window.send(.mouseMove(CGPoint(x: 140, y: 10)))
        window.send(.mouseUp(CGPoint(x: 140, y: 10)))
        #expect(log.states.last == .cancelled)
        let before = log.states.count
        drag(window, clock, from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10))
        #expect(log.states.dropFirst(before).first == .began && log.states.last == .ended)
    }

    @Test("Removed and added to a view again, idle or mid-gesture, it recognizes the next drag")
    func removedAndReAdded() {
        let (window, clock, pan, log, view) = setUp()
        view.removeGestureRecognizer(pan)
        view.addGestureRecognizer(pan)
        drag(window, clock, from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10))
        #expect(log.states.last == .ended)
        drag(window, clock, from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), release: false)
        view.removeGestureRecognizer(pan)
        #expect(log.states.last == .cancelled)
        window.send(.mouseUp(CGPoint(x: 100, y: 10)))
        view.addGestureRecognizer(pan)
        let before = log.states.count
        drag(window, clock, from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10))
        #expect(log.states.dropFirst(before).first == .began && log.states.last == .ended)
    }

    @Test("A recognizer failed by code while idle starts the next touch sequence from possible")
    func failedWhileIdle() {
        let (window, clock, pan, log, _) = setUp()
        pan.state = .failed
        drag(window, clock, from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10))
        #expect(log.states.first == .began && log.states.last == .ended)
    }
}
