import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// A view that records the touch callbacks it gets ("began", "moved", "ended", "cancelled").
@MainActor
final class TouchRecordingView: UIView {
    var log: [String] = []
    var lastTouches: Set<UITouch> = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began"); lastTouches = touches }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved"); lastTouches = touches }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended"); lastTouches = touches }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("cancelled"); lastTouches = touches
    }
}

/// Presses at `from`, moves in `steps` equal steps to `to` over `duration` seconds (advancing
/// the clock before each move), and releases at `to` unless `release` is false.
@MainActor
func drag(
    _ window: UIWindow, _ clock: AnimationClock, from: CGPoint, to: CGPoint, steps: Int = 6,
    duration: TimeInterval = 0.1, modifiers: InputEvent.Modifiers = [], release: Bool = true
) {
    window.send(.mouseDown(from, modifiers: modifiers))
    for step in 1...steps {
        clock.advance(by: duration / Double(steps))
        let f = CGFloat(step) / CGFloat(steps)
        window.send(.mouseMove(CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)))
    }
    if release { window.send(.mouseUp(to)) }
}

/// A window-filling view with a pan whose handler logs its states: what pan tests drive.
@MainActor
func makeLoggedPan() -> (UIWindow, AnimationClock, UIView, UIPanGestureRecognizer, StateLog) {
    let (window, clock) = makeTestWindow()
    let view = UIView(frame: window.bounds)
    window.addSubview(view)
    let log = StateLog()
    let pan = UIPanGestureRecognizer { log.record($0) }
    view.addGestureRecognizer(pan)
    return (window, clock, view, pan, log)
}

/// A state log for a recognizer's handler.
@MainActor
final class StateLog {
    var states: [UIGestureRecognizer.State] = []
    func record(_ recognizer: UIGestureRecognizer) { states.append(recognizer.state) }
}

@Suite("Touch delivery: hit testing, routing and cancellation")
@MainActor
struct TouchDeliveryTests {
    @Test("A touch stays with the view it was hit-tested to, with locations, phases and timestamps")
    func touchStaysWithItsView() throws {
        let (window, clock) = makeTestWindow()
        let a = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = TouchRecordingView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        window.addSubview(a)
        window.addSubview(b)
        clock.advance(by: 0.5)
        window.send(.mouseDown(CGPoint(x: 50, y: 50)))
        let touch = try #require(a.lastTouches.first)
        #expect(touch.view === a)
        #expect(touch.phase == .began)
        #expect(touch.timestamp == clock.now)
        #expect(touch.location(in: a) == CGPoint(x: 50, y: 50))
        clock.advance(by: 0.1)
        window.send(.mouseMove(CGPoint(x: 250, y: 60)))
        #expect(touch.phase == .moved)
        #expect(touch.timestamp == clock.now)
        #expect(touch.location(in: b) == CGPoint(x: 50, y: 60))
        #expect(touch.location(in: nil) == CGPoint(x: 250, y: 60))
        #expect(touch.previousLocation(in: a) == CGPoint(x: 50, y: 50))
        window.send(.mouseUp(CGPoint(x: 260, y: 60)))
        #expect(touch.phase == .ended)
        #expect(touch.location(in: a) == CGPoint(x: 260, y: 60))
        #expect(a.log == ["began", "moved", "ended"])
        #expect(b.log.isEmpty)
    }

    @Test("Motion without a press is ignored; a move to the same point is not a move")
    func motionOnlyWhilePressed() {
        let (window, _) = makeTestWindow()
        let view = TouchRecordingView(frame: window.bounds)
        window.addSubview(view)
        window.send(.mouseMove(CGPoint(x: 10, y: 10)))
        window.send(.mouseMove(CGPoint(x: 20, y: 10)))
        #expect(view.log.isEmpty)
        #expect(window.pointerLocation == CGPoint(x: 20, y: 10))
        window.send(.mouseDown(CGPoint(x: 20, y: 10)))
        window.send(.mouseMove(CGPoint(x: 20, y: 10)))
        window.send(.mouseMove(CGPoint(x: 30, y: 10)))
        window.send(.mouseUp(CGPoint(x: 30, y: 10)))
        window.send(.mouseMove(CGPoint(x: 40, y: 10)))
        window.send(.mouseUp(CGPoint(x: 40, y: 10)))
        #expect(view.log == ["began", "moved", "ended"])
    }

    @Test("Hidden, non-interactive and transparent views are skipped; the view below gets the touch")
    func skippedViews() {
        let (window, _) = makeTestWindow()
        let below = TouchRecordingView(frame: window.bounds)
        window.addSubview(below)
        let hidden = TouchRecordingView(frame: window.bounds)
        hidden.isHidden = true
        let disabled = TouchRecordingView(frame: window.bounds)
        disabled.isUserInteractionEnabled = false
        let transparent = TouchRecordingView(frame: window.bounds)
        transparent.alpha = 0.005
        for view in [hidden, disabled, transparent] { window.addSubview(view) }
        window.send(.mouseDown(CGPoint(x: 10, y: 10)))
        window.send(.mouseUp(CGPoint(x: 10, y: 10)))
        #expect(below.log == ["began", "ended"])
        #expect(hidden.log.isEmpty && disabled.log.isEmpty && transparent.log.isEmpty)
    }

    @Test("Unhandled touches travel up the responder chain")
    func responderChain() {
        let (window, _) = makeTestWindow()
        let parent = TouchRecordingView(frame: window.bounds)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        parent.addSubview(child)
        window.addSubview(parent)
        window.send(.mouseDown(CGPoint(x: 10, y: 10)))
        window.send(.mouseUp(CGPoint(x: 10, y: 10)))
        #expect(parent.log == ["began", "ended"])
        #expect(parent.lastTouches.first?.view === child)
    }

    @Test("A recognizer that begins cancels the view's touches; with cancelsTouchesInView false it does not")
    func recognizerCancelsTouches() {
        for cancels in [true, false] {
            let (window, clock) = makeTestWindow()
            let parent = UIView(frame: window.bounds)
            let child = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            parent.addSubview(child)
            window.addSubview(parent)
            let pan = UIPanGestureRecognizer()
            pan.cancelsTouchesInView = cancels
            parent.addGestureRecognizer(pan)
            drag(window, clock, from: CGPoint(x: 50, y: 50), to: CGPoint(x: 110, y: 50))
            if cancels {
                #expect(child.log == ["began", "cancelled"])
            } else {
                #expect(child.log.first == "began")
                #expect(child.log.last == "ended")
                #expect(child.log.filter { $0 == "moved" }.count == 6)
            }
        }
    }

    @Test("A mouse-down without a mouse-up cancels the earlier press")
    func missingMouseUp() {
        let (window, _) = makeTestWindow()
        let view = TouchRecordingView(frame: window.bounds)
        window.addSubview(view)
        window.send(.mouseDown(CGPoint(x: 10, y: 10)))
        window.send(.mouseDown(CGPoint(x: 20, y: 10)))
        window.send(.mouseUp(CGPoint(x: 20, y: 10)))
        #expect(view.log == ["began", "cancelled", "began", "ended"])
    }

    @Test("A press the transition grab takes is its whole press: views and recognizers get none of it")
    func grabTakesPress() {
        let root = NamedViewController("Root"), second = NamedViewController("Second")
        let navigation = UINavigationController(rootViewController: root)
        let harness = TransitionHarness(root: navigation)
        let view = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        second.view.addSubview(view)
        let log = StateLog()
        view.addGestureRecognizer(UIPanGestureRecognizer { log.record($0) })
        navigation.pushViewController(second, animated: true)
        harness.run(0.1)
        let start = CGPoint(x: second.view.presentationFrameInWindow.minX + 20, y: 300)
        drag(harness.window, harness.clock, from: start, to: CGPoint(x: start.x - 100, y: 300))
        #expect(harness.log.contains("pauseInteractiveTransition"), "the grab took the press")
        #expect(view.log.isEmpty)
        #expect(log.states.isEmpty)
        harness.settle()
        drag(harness.window, harness.clock, from: CGPoint(x: 10, y: 300), to: CGPoint(x: 100, y: 300))
        #expect(view.log == ["began", "cancelled"])
        #expect(log.states.first == .began && log.states.last == .ended)
    }

    @Test("Quick clicks at the same place count taps")
    func tapCount() throws {
        let (window, clock) = makeTestWindow()
        let view = TouchRecordingView(frame: window.bounds)
        window.addSubview(view)
        var counts: [Int] = []
        for delay in [0.0, 0.2, 0.2, 0.5] {
            clock.advance(by: max(delay, 0.01))
            window.send(.mouseDown(CGPoint(x: 10, y: 10)))
            counts.append(try #require(view.lastTouches.first).tapCount)
            window.send(.mouseUp(CGPoint(x: 10, y: 10)))
        }
        #expect(counts == [1, 2, 3, 1])
    }

    @Test("An Alt-press makes two touches mirrored about the press point")
    func altPressTwoTouches() {
        let (window, _) = makeTestWindow()
        let view = TouchRecordingView(frame: window.bounds)
        window.addSubview(view)
        window.send(.mouseDown(CGPoint(x: 200, y: 150), modifiers: [.option]))
        #expect(view.lastTouches.count == 2)
        #expect(window.activeTouchLocations == [CGPoint(x: 300, y: 150), CGPoint(x: 100, y: 150)])
        window.send(.mouseMove(CGPoint(x: 210, y: 160)))
        #expect(window.activeTouchLocations == [CGPoint(x: 310, y: 160), CGPoint(x: 90, y: 140)])
        window.send(.mouseUp(CGPoint(x: 210, y: 160)))
        #expect(window.activeTouchLocations.isEmpty)
        #expect(view.log == ["began", "moved", "ended"])
    }

    @Test("Touches outside the window or on a hidden window go nowhere")
    func noHitView() {
        let (window, _) = makeTestWindow()
        let view = TouchRecordingView(frame: window.bounds)
        window.addSubview(view)
        window.send(.mouseDown(CGPoint(x: 500, y: 10)))
        window.send(.mouseUp(CGPoint(x: 10, y: 10)))
        window.isHidden = true
        window.send(.mouseDown(CGPoint(x: 10, y: 10)))
        window.send(.mouseUp(CGPoint(x: 10, y: 10)))
        #expect(view.log.isEmpty)
    }
}
