import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

@Suite("UIView.animate")
@MainActor
struct UIViewAnimateTests {
    private func movingView(in window: UIWindow) -> UIView { makeMovingView(in: window) }

    private func x(_ view: UIView) -> CGFloat { presentedX(view) }

    @Test("The model changes at once; the presentation follows the curve exactly")
    func exactCurves() {
        let cases: [(UIView.AnimationOptions, TimeInterval, CGFloat)] = [
            (.curveLinear, 0.5, 50), (.curveEaseInOut, 0.25, 12.916), (.curveEaseInOut, 0.5, 50),
            (.curveEaseIn, 0.5, 31.536), (.curveEaseOut, 0.5, 68.464), ([], 0.25, 12.916),
        ]
        for (options, time, expected) in cases {
            let (window, clock) = makeTestWindow()
            let view = movingView(in: window)
            UIView.animate(withDuration: 1, delay: 0, options: options, animations: { view.center.x = 100 })
            #expect(view.center.x == 100)
            #expect(x(view) == 0)
            clock.advance(by: time)
            #expect(isClose(x(view), expected), "\(options) at \(time): \(x(view))")
        }
    }

    @Test("Spring with damping is time-scaled to its duration and ends exactly on target")
    func dampedSpring() {
        let (window, clock) = makeTestWindow()
        let bouncy = movingView(in: window), critical = movingView(in: window)
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, animations: {
            bouncy.center.x = 100
        })
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, animations: {
            critical.center.x = 100
        })
        var bouncyMax: CGFloat = 0, criticalMax: CGFloat = 0
        for _ in 0..<60 {
            clock.advance(by: 1.0 / 60)
            bouncyMax = max(bouncyMax, x(bouncy)); criticalMax = max(criticalMax, x(critical))
        }
        #expect(bouncyMax > 100.5)
        #expect(criticalMax <= 100)
        #expect(x(bouncy) == 100 && x(critical) == 100)
    }

    @Test("springDuration:bounce: follows the iOS 17 spring")
    func perceptualSpring() {
        let (window, clock) = makeTestWindow()
        let smooth = movingView(in: window), bouncy = movingView(in: window)
        UIView.animate(springDuration: 0.5, bounce: 0, animations: { smooth.center.x = 100 })
        UIView.animate(springDuration: 0.5, bounce: 0.3, animations: { bouncy.center.x = 100 })
        clock.advance(by: 0.1)
        #expect(isClose(x(bouncy), 42.330))
        clock.advance(by: 0.15)
        #expect(isClose(x(smooth), 82.103))
        clock.advance(by: 0.25)
        #expect(isClose(x(bouncy), 101.450))
    }

    @Test("Completion fires once, on the frame the animation ends, with finished true")
    func completionTiming() {
        let (window, clock) = makeTestWindow()
        let view = movingView(in: window)
        var calls: [(TimeInterval, Bool)] = []
        UIView.animate(withDuration: 0.5, animations: { view.alpha = 0 }, completion: { calls.append((clock.now, $0)) })
        clock.advance(by: 0.49)
        #expect(calls.isEmpty)
        clock.advance(by: 0.01)
        #expect(calls.count == 1 && calls.first?.1 == true)
        #expect(isClose(calls.first!.0, 0.5, 1e-9))
        clock.advance(by: 1)
        #expect(calls.count == 1)
    }

    @Test("A block that changes nothing, or a zero duration, completes on the next frame")
    func emptyAndInstant() {
        let (window, clock) = makeTestWindow()
        let view = movingView(in: window)
        var empty: Bool?, instant: Bool?
        // A block that touches no view in a window needs an ambient clock (window events, frames
        // and transitions provide one); otherwise it runs on AnimationClock.main.
        AnimationContextProbe.withClock(clock) {
            UIView.animate(withDuration: 1, animations: {}, completion: { empty = $0 })
        }
        UIView.animate(withDuration: 0, animations: { view.center.x = 40 }, completion: { instant = $0 })
        #expect(empty == nil && instant == nil)
        #expect(x(view) == 40)
        clock.advance(by: 1.0 / 60)
        #expect(empty == true && instant == true)
    }

    @Test("NaN and infinite durations apply at once with a Diagnostic")
    func badDurations() {
        let (window, clock) = makeTestWindow()
        let view = movingView(in: window)
        var finished: Bool?
        AnimationContextProbe.withClock(clock) {
            UIView.animate(withDuration: .nan, animations: { view.center.x = 70 }, completion: { finished = $0 })
        }
        #expect(x(view) == 70)
        #expect(window.diagnostics.last?.code == .nonFiniteDuration)
        clock.advance(by: 1.0 / 60)
        #expect(finished == true)
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: .nan, initialSpringVelocity: .infinity,
                       animations: { view.center.x = 0 })
        clock.advance(by: 0.5)
        #expect(x(view).isFinite)
        #expect(window.displayList().flattenedCommands.allSatisfy { $0.transform.tx.isFinite && $0.alpha.isFinite })
    }

    @Test("Retargeting mid-flight keeps position and velocity continuous")
    func retargetingIsContinuous() {
        let (window, clock) = makeTestWindow()
        let view = movingView(in: window)
        var first: Bool?
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, animations: {
            view.center.x = 100
        }, completion: { first = $0 })
        clock.advance(by: 0.3)
        let before = x(view)
        let dt = 1e-5
        clock.advance(by: dt)
        let velocityBefore = (x(view) - before) / dt
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, animations: {
            view.center.x = 300
        })
        let atRetarget = x(view)
        clock.advance(by: dt)
        let velocityAfter = (x(view) - atRetarget) / dt
        #expect(abs(velocityBefore) > 50)   // it really was moving
        #expect(abs(velocityAfter - velocityBefore) < 1)
        clock.advance(by: 2)
        #expect(x(view) == 300)
        #expect(first == false)
    }

    @Test("removeAllAnimations snaps to the model and completes with finished false")
    func removeAll() {
        let (window, clock) = makeTestWindow()
        let view = movingView(in: window)
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { view.center.x = 100 }, completion: { finished = $0 })
        clock.advance(by: 0.3)
        view.layer.removeAllAnimations()
        #expect(x(view) == 100)
        clock.advance(by: 1.0 / 60)
        #expect(finished == false)
    }

    @Test("performWithoutAnimation applies at once even inside an animation block")
    func withoutAnimation() {
        let (window, clock) = makeTestWindow()
        let view = movingView(in: window)
        UIView.animate(withDuration: 1) {
            view.alpha = 0.5
            UIView.performWithoutAnimation { view.center.x = 80 }
        }
        #expect(x(view) == 80)
        #expect(view.layer.presentation()!.opacity == 1)
        clock.advance(by: 1)
        #expect(view.layer.presentation()!.opacity == 0.5)
    }

    @Test("Delay, repeat and autoreverse")
    func delayRepeatAutoreverse() {
        let (window, clock) = makeTestWindow()
        let delayed = movingView(in: window), reversing = movingView(in: window)
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { delayed.center.x = 100 })
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse], animations: {
            reversing.center.x = 100
        })
        clock.advance(by: 0.5)
        #expect(x(delayed) == 0 && x(reversing) == 50)
        clock.advance(by: 1)
        #expect(isClose(x(delayed), 100))
        #expect(isClose(x(reversing), 50))
    }

    @Test("Frame, colour, transform and corner radius animate together")
    func manyProperties() {
        let (window, clock) = makeTestWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .black
        window.addSubview(view)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.frame = CGRect(x: 100, y: 0, width: 200, height: 100)
            view.backgroundColor = .white
            view.transform = CGAffineTransform(rotationAngle: .pi / 2)
            view.layer.cornerRadius = 20
        })
        clock.advance(by: 0.5)
        let p = view.layer.presentation()!
        #expect(isClose(p.bounds.width, 150) && isClose(p.position.x, 125))
        #expect(isClose(p.backgroundColor!.red, 0.5))
        #expect(isClose(atan2(p.affineTransform().b, p.affineTransform().a), .pi / 4))
        #expect(p.cornerRadius == 10)
    }
}

/// Runs code with a clock as the ambient time source (what window events and frames do).
@MainActor
enum AnimationContextProbe {
    static func withClock(_ clock: AnimationClock, _ body: () -> Void) {
        clock.perform(body)
    }
}
