import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

@Suite("UIPinchGestureRecognizer: wheel, Alt-drag and magnify")
@MainActor
struct UIPinchGestureRecognizerTests {
    private func setUp() -> (UIWindow, AnimationClock, UIView, UIPinchGestureRecognizer, StateLog, [CGFloat]) {
        let (window, clock) = makeTestWindow()
        let view = UIView(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
        window.addSubview(view)
        let log = StateLog()
        let pinch = UIPinchGestureRecognizer { log.record($0) }
        view.addGestureRecognizer(pinch)
        return (window, clock, view, pinch, log, [])
    }

    @Test("A burst of 3 wheel-down notches: began, changed, changed; scale 1.1^-3; ended 350 ms after the last")
    func wheelBurst() {
        let (window, clock, view, pinch, log, _) = setUp()
        var scales: [CGFloat] = []
        pinch.addTarget { scales.append($0.scale) }
        for _ in 0..<3 {
            window.send(.scroll(dx: 0, dy: -1, at: CGPoint(x: 200, y: 150)))
            clock.advance(by: 1.0 / 60)
        }
        #expect(log.states == [.began, .changed, .changed])
        #expect(isClose(pinch.scale, pow(1.1, -3), 1e-9))
        #expect(isClose(scales[0], 1 / 1.1, 1e-9))
        #expect(pinch.numberOfTouches == 2)
        #expect(pinch.location(in: view) == CGPoint(x: 100, y: 100))
        clock.advance(by: 0.35 - 1.0 / 60 - 0.01)  // 0.34 s after the last notch
        #expect(pinch.state == .changed)
        clock.advance(by: 0.01)
        #expect(log.states == [.began, .changed, .changed, .ended])
        #expect(isClose(scales.last ?? 0, pow(1.1, -3), 1e-9))
        clock.advance(by: 1.0 / 60)
        #expect(pinch.state == .possible)
        #expect(pinch.scale == 1)
    }

    @Test("Wheel up spreads the fingers; fractional (trackpad) deltas scale by 1.1^dy; velocity is scale per second")
    func wheelUpAndFractions() {
        let (window, clock, _, pinch, _, _) = setUp()
        var velocities: [CGFloat] = []
        pinch.addTarget { velocities.append($0.velocity) }
        window.send(.scroll(dx: 0, dy: 1, at: CGPoint(x: 200, y: 150)))
        #expect(isClose(pinch.scale, 1.1, 1e-9))
        clock.advance(by: 0.05)
        window.send(.scroll(dx: 0, dy: 0.5, at: CGPoint(x: 200, y: 150)))
        #expect(isClose(pinch.scale, pow(1.1, 1.5), 1e-9))
        // The first notch counts as made over 100 ms: scale 1 at -0.1 s, 1.1 at 0, 1.1^1.5 at 0.05 s;
        // the velocity is the least-squares slope of those three samples.
        let expected = leastSquaresSlope([(-0.1, 1), (0, 1.1), (0.05, pow(1.1, 1.5))])
        #expect(isClose(velocities.first ?? 0, 1, 1e-6), "one notch up over 100 ms: +1 per second")
        #expect(isClose(velocities.last ?? 0, expected, 1e-6))
        clock.advance(by: 0.4)
        #expect(pinch.state == .possible || pinch.state == .ended)
    }

    @Test("The wheel pinch ends on real time, also while animation time is frozen")
    func wheelEndsOnRealTime() {
        let (window, clock, _, _, log, _) = setUp()
        clock.speed = 0
        window.send(.scroll(dx: 0, dy: -1, at: CGPoint(x: 200, y: 150)))
        clock.advance(by: 0.35)
        #expect(log.states == [.began, .ended])
    }

    @Test("A wheel burst stays with its pinch even when the pointer leaves the view")
    func burstLatches() {
        let (window, clock, _, pinch, log, _) = setUp()
        window.send(.scroll(dx: 0, dy: -1, at: CGPoint(x: 200, y: 150)))
        clock.advance(by: 0.05)
        window.send(.scroll(dx: 0, dy: -1, at: CGPoint(x: 10, y: 10)))
        #expect(log.states == [.began, .changed])
        #expect(isClose(pinch.scale, pow(1.1, -2), 1e-9))
        clock.advance(by: 0.4)
        window.send(.scroll(dx: 0, dy: -1, at: CGPoint(x: 10, y: 10)))  // outside: a new burst finds no pinch
        #expect(log.states == [.began, .changed, .ended])
    }

    @Test("Alt-drag: two mirrored fingers 200 pt apart; right 50 pt is 1.5, left 50 pt is 0.5; location at the press point")
    func altDrag() {
        let (window, clock, view, pinch, log, _) = setUp()
        window.send(.mouseDown(CGPoint(x: 200, y: 150), modifiers: [.option]))
        #expect(pinch.numberOfTouches == 2)
        #expect(pinch.state == .possible)
        clock.advance(by: 1.0 / 60)
        window.send(.mouseMove(CGPoint(x: 250, y: 150)))
        #expect(pinch.state == .began)
        #expect(isClose(pinch.scale, 1.5, 1e-9))
        #expect(pinch.location(in: view) == CGPoint(x: 100, y: 100))
        #expect(window.activeTouchLocations == [CGPoint(x: 350, y: 150), CGPoint(x: 50, y: 150)])
        clock.advance(by: 1.0 / 60)
        window.send(.mouseMove(CGPoint(x: 150, y: 150)))
        #expect(isClose(pinch.scale, 0.5, 1e-9))
        window.send(.mouseUp(CGPoint(x: 150, y: 150)))
        #expect(log.states == [.began, .changed, .ended])
    }

    @Test("Alt-drag velocity: scale 1 -> 1.5 over 0.1 s is 5 per second")
    func altDragVelocity() {
        let (window, clock, _, pinch, _, _) = setUp()
        var velocity: CGFloat?
        pinch.addTarget { if $0.state == .ended { velocity = $0.velocity } }
        drag(window, clock, from: CGPoint(x: 200, y: 150), to: CGPoint(x: 250, y: 150), steps: 6, duration: 0.1,
             modifiers: [.option])
        #expect(isClose(velocity ?? 0, 5, 1e-6))
    }

    @Test("A plain drag never pinches; setting scale rebases later changes")
    func plainDragAndRebase() {
        let (window, clock, _, pinch, log, _) = setUp()
        drag(window, clock, from: CGPoint(x: 200, y: 150), to: CGPoint(x: 280, y: 150))
        #expect(log.states.isEmpty)
        clock.advance(by: 0.1)
        pinch.addTarget { pinch in pinch.scale = 1 }  // incremental style
        var increments: [CGFloat] = []
        pinch.addTarget { increments.append($0.scale) }
        window.send(.mouseDown(CGPoint(x: 200, y: 150), modifiers: [.option]))
        window.send(.mouseMove(CGPoint(x: 300, y: 150)))  // 200 -> 400: x2
        window.send(.mouseMove(CGPoint(x: 400, y: 150)))  // 400 -> 600: x1.5
        window.send(.mouseUp(CGPoint(x: 400, y: 150)))
        #expect(increments.count == 3)
        #expect(increments.allSatisfy { $0 == 1 })
    }

    @Test("Magnify events multiply the scale directly and end like a wheel burst")
    func magnify() {
        let (window, clock, _, pinch, log, _) = setUp()
        window.send(.magnify(scale: 1.2, at: CGPoint(x: 200, y: 150)))
        window.send(.magnify(scale: 0.5, at: CGPoint(x: 200, y: 150)))
        #expect(isClose(pinch.scale, 0.6, 1e-9))
        clock.advance(by: 0.35)
        #expect(log.states == [.began, .changed, .ended])
    }

    @Test("A pinch whose delegate refuses to begin lets the wheel reach a scroll view below")
    func vetoedPinchFallsThrough() {
        let (window, clock) = makeTestWindow()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 400, height: 2000)
        window.addSubview(scrollView)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 2000))
        scrollView.addSubview(content)
        let pinch = UIPinchGestureRecognizer()
        let delegate = SwitchableDelegate()
        delegate.shouldBegin = false
        pinch.delegate = delegate
        content.addGestureRecognizer(pinch)
        window.send(.scroll(dx: 0, dy: -1, at: CGPoint(x: 200, y: 150)))
        #expect(pinch.state == .possible)
        #expect(scrollView.contentOffset.y == 40)
        clock.advance(by: 0.5)
        delegate.shouldBegin = true
        window.send(.scroll(dx: 0, dy: -1, at: CGPoint(x: 200, y: 150)))
        #expect(pinch.state == .began)
        #expect(scrollView.contentOffset.y == 40)
    }

    // MARK: A forgiving wheel pinch

    @Test("The first event of a wheel or magnify pinch reports a velocity of its sign: one notch down is -0.91 per second")
    func firstEventVelocity() {
        // UIKit: `velocity` is "The velocity of the pinch in scale factor per second"
        // (UIPinchGestureRecognizer.velocity documentation); pinch-to-dismiss code checks
        // `velocity < 0` at `.began` to tell closing from opening. The first notch counts as made
        // over one velocity window (100 ms, docs/DESIGN.md, "Mouse as fingers"): (1/1.1 - 1) / 0.1.
        let (window, _, _, pinch, _, _) = setUp()
        var began: CGFloat?
        pinch.addTarget { if $0.state == .began { began = $0.velocity } }
        window.send(.scroll(dx: 0, dy: -1, at: CGPoint(x: 200, y: 150)))
        #expect(isClose(began ?? 0, (1 / 1.1 - 1) / 0.1, 1e-9))

        let (window2, _, _, pinch2, _, _) = setUp()
        var magnifyBegan: CGFloat?
        pinch2.addTarget { if $0.state == .began { magnifyBegan = $0.velocity } }
        window2.send(.magnify(scale: 0.8, at: CGPoint(x: 200, y: 150)))
        #expect(isClose(magnifyBegan ?? 0, -2, 1e-9))
    }

    @Test("Notches 300 ms apart keep one wheel pinch alive; it ends 350 ms after the last notch")
    func slowNotchesKeepThePinch() {
        let (window, clock, _, pinch, log, _) = setUp()
        for _ in 0..<4 {
            window.send(.scroll(dx: 0, dy: -1, at: CGPoint(x: 200, y: 150)))
            clock.advance(by: 0.3)
        }
        #expect(log.states == [.began, .changed, .changed, .changed])
        #expect(isClose(pinch.scale, pow(1.1, -4), 1e-9))
        clock.advance(by: 0.05)
        #expect(log.states == [.began, .changed, .changed, .changed, .ended])
    }

    @Test("A wheel pinch ends with the notch rate: a quick burst like a flick, a slow turn slowly")
    func endVelocityIsTheNotchRate() {
        let (window, clock, _, pinch, _, _) = setUp()
        var ended: CGFloat?
        pinch.addTarget { if $0.state == .ended { ended = $0.velocity } }
        var samples: [(TimeInterval, CGFloat)] = [(-0.1, 1)]
        for index in 1...5 {
            window.send(.scroll(dx: 0, dy: -1, at: CGPoint(x: 200, y: 150)))
            samples.append((Double(index - 1) / 60, pow(1.1, -CGFloat(index))))
            clock.advance(by: 1.0 / 60)
        }
        clock.advance(by: 0.4)
        let quick = leastSquaresSlope(samples)
        #expect(isClose(ended ?? 0, quick, 1e-6))
        #expect(quick < -2)

        let (slowWindow, slowClock, _, slowPinch, _, _) = setUp()
        var slowEnded: CGFloat?
        slowPinch.addTarget { if $0.state == .ended { slowEnded = $0.velocity } }
        for _ in 0..<3 {
            slowWindow.send(.scroll(dx: 0, dy: -1, at: CGPoint(x: 200, y: 150)))
            slowClock.advance(by: 0.3)
        }
        slowClock.advance(by: 0.1)
        // The notches of the last 350 ms: 1.1^-2 at 0.3 s and 1.1^-3 at 0.6 s.
        #expect(isClose(slowEnded ?? 0, (pow(1.1, -3) - pow(1.1, -2)) / 0.3, 1e-6))
    }

    @Test("Ctrl-drag pinches as Alt-drag does (desktops keep Alt-drag for moving windows)")
    func controlDrag() {
        let (window, clock, _, pinch, log, _) = setUp()
        window.send(.mouseDown(CGPoint(x: 200, y: 150), modifiers: [.control]))
        #expect(pinch.numberOfTouches == 2)
        clock.advance(by: 1.0 / 60)
        window.send(.mouseMove(CGPoint(x: 150, y: 150)))
        #expect(isClose(pinch.scale, 0.5, 1e-9))
        window.send(.mouseUp(CGPoint(x: 150, y: 150)))
        #expect(log.states == [.began, .ended])
    }
}

/// The least-squares slope of `samples` (time, value).
private func leastSquaresSlope(_ samples: [(TimeInterval, CGFloat)]) -> CGFloat {
    let count = Double(samples.count)
    let meanT = samples.reduce(0) { $0 + $1.0 } / count
    let meanV = samples.reduce(0) { $0 + Double($1.1) } / count
    var stt = 0.0, stv = 0.0
    for (t, v) in samples {
        stt += (t - meanT) * (t - meanT)
        stv += (t - meanT) * (Double(v) - meanV)
    }
    return CGFloat(stv / stt)
}
