import Foundation
import Testing
import TransitionKit

@Suite("AnimationClock")
@MainActor
struct AnimationClockTests {
    @Test("advance steps whole frames, the last one shorter, without drift")
    func steppingWithoutDrift() {
        let clock = AnimationClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10), clock: clock)
        _ = window
        clock.advance(by: 0.5)
        #expect(clock.now == 0.5)
        #expect(clock.frameCount == 30)
        clock.advance(by: 0.02)   // one full frame and one short one
        #expect(clock.frameCount == 32)
        for _ in 0..<600 { clock.advance(by: 1.0 / 60) }
        #expect(abs(clock.now - 10.52) < 1e-9)
    }

    @Test("speed scales animation time but not real time; bad values are ignored")
    func speed() {
        let clock = AnimationClock()
        clock.speed = 0.1
        clock.advance(by: 1)
        #expect(abs(clock.now - 0.1) < 1e-12)
        #expect(clock.realTime == 1)
        clock.speed = 0
        clock.advance(by: 1)
        #expect(abs(clock.now - 0.1) < 1e-12)
        clock.speed = .nan
        clock.speed = -1
        #expect(clock.speed == 0)
        clock.advance(by: .infinity)
        clock.advance(by: -1)
        #expect(clock.realTime == 2)
    }

    @Test("perform runs a block on the clock: a property animator it creates runs on that clock")
    func performRunsOnTheClock() {
        let clock = AnimationClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10), clock: clock)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        window.addSubview(view)
        let animator = clock.perform {
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            animator.startAnimation()
            return animator
        }
        clock.advance(by: 0.5)
        #expect(abs(animator.fractionComplete - 0.5) < 1e-9)
        #expect(abs(Double(view.layer.presentation()?.opacity ?? -1) - 0.5) < 1e-6)
    }
}
