import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// A delegate with switchable answers.
@MainActor
final class SwitchableDelegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    var receive = true
    var requireFailureOf: UIGestureRecognizer?
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool { simultaneous }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receive }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer
    ) -> Bool { other === requireFailureOf }
}

/// A discrete recognizer written the UIKit way: recognizes a press-and-release below y = 100.
@MainActor
final class LowClickRecognizer: UIGestureRecognizer {
    var resets = 0
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = location(in: nil).y > 100 ? .recognized : .failed
    }
    override func reset() { super.reset(); resets += 1 }
}

@Suite("UIGestureRecognizer: state machine, arbitration, delegate")
@MainActor
struct UIGestureRecognizerTests {
    @Test("init(handler:) and addTarget(handler:) get the recognizer's own type")
    func typedHandlers() {
        var seen: [String] = []
        let pan = UIPanGestureRecognizer { pan in seen.append("pan \(pan.translation(in: nil).x)") }
        pan.addTarget { pan in seen.append("target \(pan.velocity(in: nil).x >= 0)") }
        let edge = UIScreenEdgePanGestureRecognizer { edge in seen.append("edge \(edge.edges.rawValue)") }
        let pinch = UIPinchGestureRecognizer { pinch in seen.append("pinch \(pinch.scale)") }
        let tap = UITapGestureRecognizer { tap in seen.append("tap \(tap.numberOfTapsRequired)") }
        let custom = LowClickRecognizer { _ in seen.append("custom") }
        custom.addTarget { (low: LowClickRecognizer) in seen.append("low \(low.resets)") }
        #expect(pan.state == .possible && edge.state == .possible && pinch.scale == 1 && tap.numberOfTapsRequired == 1)
        #expect(UIGestureRecognizer.State.recognized == .ended)
    }

    @Test("A custom subclass drives the state machine; the state resets only after the handlers saw it")
    func customSubclass() {
        let (window, clock) = makeTestWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        var states: [UIGestureRecognizer.State] = []
        let low = LowClickRecognizer { states.append($0.state) }
        view.addGestureRecognizer(low)
        window.send(.mouseDown(CGPoint(x: 10, y: 200)))
        window.send(.mouseUp(CGPoint(x: 10, y: 200)))
        #expect(states == [.recognized])
        #expect(low.state == .recognized)
        #expect(low.resets == 0)
        clock.advance(by: 1.0 / 60)
        #expect(low.state == .possible)
        #expect(low.resets == 1)
        window.send(.mouseDown(CGPoint(x: 10, y: 50)))
        window.send(.mouseUp(CGPoint(x: 10, y: 50)))
        #expect(low.state == .failed)
        #expect(states == [.recognized])
        window.send(.mouseDown(CGPoint(x: 10, y: 200)))  // the next press resets it before the frame
        #expect(low.state == .possible)
        window.send(.mouseUp(CGPoint(x: 10, y: 200)))
        #expect(states == [.recognized, .recognized])
    }

    @Test("gestureRecognizerShouldBegin false fails the recognizer without calling the handler")
    func shouldBeginVeto() {
        let (window, clock) = makeTestWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let log = StateLog()
        let pan = UIPanGestureRecognizer { log.record($0) }
        let delegate = SwitchableDelegate()
        delegate.shouldBegin = false
        pan.delegate = delegate
        view.addGestureRecognizer(pan)
        drag(window, clock, from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), release: false)
        #expect(pan.state == .failed)
        window.send(.mouseUp(CGPoint(x: 100, y: 10)))
        #expect(log.states.isEmpty)
        delegate.shouldBegin = true
        drag(window, clock, from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10))
        #expect(log.states.first == .began)
    }

    @Test("shouldReceive false keeps the touch from the recognizer")
    func shouldReceiveVeto() {
        let (window, clock) = makeTestWindow()
        let view = TouchRecordingView(frame: window.bounds)
        window.addSubview(view)
        let log = StateLog()
        let pan = UIPanGestureRecognizer { log.record($0) }
        let delegate = SwitchableDelegate()
        delegate.receive = false
        pan.delegate = delegate
        view.addGestureRecognizer(pan)
        drag(window, clock, from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10))
        #expect(log.states.isEmpty)
        #expect(view.log.last == "ended")
    }

    @Test("Only one of two pans begins unless a delegate allows simultaneous recognition")
    func simultaneousRecognition() {
        for simultaneous in [false, true] {
            let (window, clock) = makeTestWindow()
            let parent = UIView(frame: window.bounds)
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            parent.addSubview(child)
            window.addSubview(parent)
            let childLog = StateLog(), parentLog = StateLog()
            let childPan = UIPanGestureRecognizer { childLog.record($0) }
            let parentPan = UIPanGestureRecognizer { parentLog.record($0) }
            child.addGestureRecognizer(childPan)
            parent.addGestureRecognizer(parentPan)
            let delegate = SwitchableDelegate()
            delegate.simultaneous = simultaneous
            parentPan.delegate = delegate  // either delegate may allow it
            drag(window, clock, from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50))
            #expect(childLog.states.first == .began && childLog.states.last == .ended)
            if simultaneous {
                #expect(parentLog.states == childLog.states)
            } else {
                #expect(parentLog.states.isEmpty)
                #expect(parentPan.state == .failed)
            }
        }
    }

    @Test("require(toFail:) makes a pan wait for a tap to fail; a tap that recognizes fails the pan")
    func requireToFail() {
        let (window, clock) = makeTestWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let panLog = StateLog(), tapLog = StateLog()
        let pan = UIPanGestureRecognizer { panLog.record($0) }
        let tap = UITapGestureRecognizer { tapLog.record($0) }
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(tap)
        pan.require(toFail: tap)
        // The drag fails the tap (moved > 10 pt), then the waiting pan begins.
        drag(window, clock, from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10))
        #expect(tapLog.states.isEmpty)
        #expect(panLog.states.first == .began && panLog.states.last == .ended)
        clock.advance(by: 0.5)
        // A click recognizes the tap; the pan fails.
        window.send(.mouseDown(CGPoint(x: 10, y: 10)))
        window.send(.mouseUp(CGPoint(x: 10, y: 10)))
        #expect(tapLog.states == [.recognized])
        #expect(pan.state == .failed)
    }

    @Test("The delegate's shouldRequireFailureOf works like require(toFail:)")
    func delegateRequiresFailure() {
        let (window, clock) = makeTestWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let singleLog = StateLog(), doubleLog = StateLog()
        let single = UITapGestureRecognizer { singleLog.record($0) }
        let double = UITapGestureRecognizer { doubleLog.record($0) }
        double.numberOfTapsRequired = 2
        let delegate = SwitchableDelegate()
        delegate.requireFailureOf = double
        single.delegate = delegate
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        window.send(.mouseDown(CGPoint(x: 10, y: 10)))
        window.send(.mouseUp(CGPoint(x: 10, y: 10)))
        #expect(singleLog.states.isEmpty)  // waits for the double tap to fail
        clock.advance(by: 0.5)
        #expect(singleLog.states == [.recognized])
        #expect(double.state == .possible)  // reset after failing
        clock.advance(by: 0.5)
        window.send(.mouseDown(CGPoint(x: 10, y: 10)))
        window.send(.mouseUp(CGPoint(x: 10, y: 10)))
        clock.advance(by: 0.1)
        window.send(.mouseDown(CGPoint(x: 11, y: 10)))
        window.send(.mouseUp(CGPoint(x: 11, y: 10)))
        #expect(doubleLog.states == [.recognized])
        clock.advance(by: 1)
        #expect(singleLog.states == [.recognized])
    }

    @Test("Recognizers on the root view and on the window get touches from any subview")
    func rootViewAndWindowRecognizers() {
        let root = UIViewController()
        let (window, clock) = makeTestWindow(root: root)
        let leaf = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.view.addSubview(leaf)
        let rootLog = StateLog(), windowLog = StateLog()
        let rootTap = UITapGestureRecognizer { rootLog.record($0) }
        root.view.addGestureRecognizer(rootTap)
        let windowPan = UIPanGestureRecognizer { windowLog.record($0) }
        window.addGestureRecognizer(windowPan)
        window.send(.mouseDown(CGPoint(x: 60, y: 60)))
        window.send(.mouseUp(CGPoint(x: 60, y: 60)))
        #expect(rootLog.states == [.recognized])
        clock.advance(by: 0.5)
        drag(window, clock, from: CGPoint(x: 60, y: 60), to: CGPoint(x: 200, y: 60))
        #expect(windowLog.states.first == .began && windowLog.states.last == .ended)
        #expect(windowPan.view === window)
    }

    @Test("Disabling a recognizer mid-gesture cancels it; disabled recognizers get no touches")
    func disabling() {
        let (window, clock) = makeTestWindow()
        let view = TouchRecordingView(frame: window.bounds)
        window.addSubview(view)
        let log = StateLog()
        let pan = UIPanGestureRecognizer { log.record($0) }
        view.addGestureRecognizer(pan)
        drag(window, clock, from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), release: false)
        pan.isEnabled = false
        #expect(log.states.last == .cancelled)
        window.send(.mouseMove(CGPoint(x: 120, y: 10)))
        window.send(.mouseUp(CGPoint(x: 120, y: 10)))
        #expect(log.states.last == .cancelled)
        clock.advance(by: 1.0 / 60)
        #expect(pan.state == .possible)
        let count = log.states.count
        view.log.removeAll()
        drag(window, clock, from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10))
        #expect(log.states.count == count)
        #expect(view.log.last == "ended")
        pan.isEnabled = true
        drag(window, clock, from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10))
        #expect(log.states.last == .ended)
    }

    @Test("A tap on a superview does not take taps on a button")
    func controlBlocksSuperviewTap() {
        let (window, _) = makeTestWindow()
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        container.addSubview(button)
        var fired = 0
        button.addAction(UIAction { _ in fired += 1 }, for: .touchUpInside)
        let tapLog = StateLog()
        container.addGestureRecognizer(UITapGestureRecognizer { tapLog.record($0) })
        window.send(.mouseDown(CGPoint(x: 20, y: 20)))
        window.send(.mouseUp(CGPoint(x: 20, y: 20)))
        #expect(fired == 1)
        #expect(tapLog.states.isEmpty)
        window.send(.mouseDown(CGPoint(x: 200, y: 200)))
        window.send(.mouseUp(CGPoint(x: 200, y: 200)))
        #expect(tapLog.states == [.recognized])
    }

    @Test("gestureRecognizers lists what is attached; adding to another view moves it")
    func attachment() {
        let a = UIView(), b = UIView()
        #expect(a.gestureRecognizers == nil)
        let tap = UITapGestureRecognizer()
        a.addGestureRecognizer(tap)
        a.addGestureRecognizer(tap)
        #expect(a.gestureRecognizers?.count == 1)
        #expect(tap.view === a)
        b.addGestureRecognizer(tap)
        #expect(a.gestureRecognizers == nil)
        #expect(tap.view === b)
        b.gestureRecognizers = [UIPanGestureRecognizer(), UIPinchGestureRecognizer()]
        #expect(b.gestureRecognizers?.count == 2)
        #expect(tap.view == nil)
    }
}

@Suite("UIGestureRecognizer: touch types, events, buttons and modifiers")
@MainActor
struct UIGestureRecognizerInputTests {
    private final class IgnoringRecognizer: UIGestureRecognizer {
        var moves = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            for touch in touches { ignore(touch, for: event) }
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { moves += 1 }
    }

    private final class RefusingRecognizer: UIPanGestureRecognizer {
        var asked = 0
        override func shouldReceive(_ event: UIEvent) -> Bool {
            asked += 1
            return false
        }
    }

    @Test("allowedTouchTypes without .direct, or shouldReceive(_:) false, keeps a recognizer out of the press")
    func refusals() {
        let (window, _) = makeTestWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(view)
        let pencilOnly = UIPanGestureRecognizer { _ in }
        pencilOnly.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.pencil.rawValue)]
        let refusing = RefusingRecognizer()
        view.addGestureRecognizer(pencilOnly)
        view.addGestureRecognizer(refusing)
        window.send(.mouseDown(CGPoint(x: 10, y: 10)))
        window.send(.mouseMove(CGPoint(x: 80, y: 10)))
        #expect(pencilOnly.state == .possible && refusing.state == .possible && refusing.asked == 1)
        #expect(UIGestureRecognizer().allowedTouchTypes.map(\.intValue) == [0, 1, 2, 3])
    }

    @Test("ignore(_:for:) stops a touch reaching the recognizer; the view still gets it")
    func ignoredTouch() {
        let (window, _) = makeTestWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(view)
        let recognizer = IgnoringRecognizer()
        view.addGestureRecognizer(recognizer)
        window.send(.mouseDown(CGPoint(x: 10, y: 10)))
        window.send(.mouseMove(CGPoint(x: 40, y: 10)))
        #expect(recognizer.moves == 0 && recognizer.numberOfTouches == 0)
        window.send(.mouseUp(CGPoint(x: 40, y: 10)))
        #expect(recognizer.state == .failed)
    }

    @Test("buttonMask is .primary while pressed; modifierFlags are the press's; a tap needing the secondary button fails")
    func buttonsAndModifiers() {
        let (window, _) = makeTestWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(view)
        var seen: [(UIEvent.ButtonMask, UIKeyModifierFlags)] = []
        let pan = UIPanGestureRecognizer { seen.append(($0.buttonMask, $0.modifierFlags)) }
        let secondary = UITapGestureRecognizer { _ in }
        secondary.buttonMaskRequired = .secondary
        let primary = UITapGestureRecognizer { _ in }
        primary.require(toFail: pan)
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(secondary)
        window.send(.mouseDown(CGPoint(x: 10, y: 10), modifiers: [.shift, .command]))
        #expect(secondary.state == .failed)
        window.send(.mouseMove(CGPoint(x: 60, y: 10)))
        #expect(seen.first?.0 == .primary && seen.first?.1 == [.shift, .command])
        window.send(.mouseUp(CGPoint(x: 60, y: 10)))
        #expect(pan.buttonMask == [] && pan.modifierFlags == [])
        #expect(UIEvent.ButtonMask.button(2) == .secondary && UIKeyModifierFlags.alternate.rawValue == 1 << 19)
    }
}
