import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

@Suite("UIViewPropertyAnimator")
@MainActor
final class UIViewPropertyAnimatorTests {
    /// Keeps the window alive for the test (views hold their window weakly, as in UIKit).
    private var window: UIWindow?

    private func setUp() -> (UIWindow, AnimationClock, UIView) {
        let (window, clock) = makeTestWindow()
        self.window = window
        return (window, clock, makeMovingView(in: window))
    }

    private func x(_ view: UIView) -> CGFloat { presentedX(view) }

    @Test("Animations start when the animator starts and follow its curve")
    func startsAndRuns() {
        let (_, clock, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 100 }
        #expect(animator.state == .inactive && view.center.x == 0)
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning && view.center.x == 100)
        clock.advance(by: 0.25)
        #expect(isClose(x(view), 12.916))
        #expect(isClose(animator.fractionComplete, 0.25, 1e-9))
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.addCompletion { _ in positions.append(.current) }
        clock.advance(by: 0.75)
        #expect(positions == [.end, .current])
        #expect(animator.state == .inactive && x(view) == 100)
    }

    @Test("Pausing freezes; fractionComplete scrubs linearly; resuming continues")
    func pauseScrubResume() {
        let (_, clock, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.x = 100 }
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        animator.fractionComplete = 0.5
        #expect(x(view) == 50)
        clock.advance(by: 1)
        #expect(x(view) == 50)
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5
        #expect(isClose(x(view), 31.536))
        animator.startAnimation()
        clock.advance(by: 0.5)
        #expect(x(view) == 100)
        #expect(animator.state == .inactive)
    }

    @Test("Reversing runs back to the start, leaves the model at the start and completes at .start")
    func reversing() {
        let (_, clock, view) = setUp()
        var position: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
        animator.addCompletion { position = $0 }
        animator.startAnimation()
        clock.advance(by: 0.6)
        animator.isReversed = true
        #expect(isClose(x(view), 60))
        clock.advance(by: 0.3)
        #expect(isClose(x(view), 30))
        clock.advance(by: 0.3)
        #expect(position == .start)
        #expect(view.center.x == 0 && x(view) == 0)
    }

    @Test("stopAnimation(false) then finishAnimation(at:) puts views at start, end or current")
    func stopAndFinish() {
        for (final, expected) in [(UIViewAnimatingPosition.end, 100.0), (.start, 0), (.current, 40)] {
            let (_, clock, view) = setUp()
            var reported: UIViewAnimatingPosition?
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
            animator.addCompletion { reported = $0 }
            animator.startAnimation()
            clock.advance(by: 0.4)
            animator.stopAnimation(false)
            #expect(animator.state == .stopped && x(view) == 40 && view.center.x == 40)
            animator.finishAnimation(at: final)
            #expect(animator.state == .inactive && reported == final)
            #expect(isClose(view.center.x, CGFloat(expected)) && isClose(x(view), CGFloat(expected)))
        }
    }

    @Test("stopAnimation(true) goes inactive at once with no completions")
    func stopWithoutFinishing() {
        let (_, clock, view) = setUp()
        var called = false
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
        animator.addCompletion { _ in called = true }
        animator.startAnimation()
        clock.advance(by: 0.5)
        animator.stopAnimation(true)
        clock.advance(by: 1)
        #expect(animator.state == .inactive && !called && view.center.x == 50)
    }

    @Test("Illegal calls are refused with a Diagnostic and change nothing")
    func illegalCalls() {
        let (window, clock, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
        animator.finishAnimation(at: .end)                       // not stopped
        #expect(window.diagnostics.isEmpty == false || animator.state == .inactive)
        animator.startAnimation()
        clock.advance(by: 0.2)
        let before = window.diagnostics.count
        animator.fractionComplete = 0.9                          // running: no effect (iOS accepts it: a trace note)
        animator.isInterruptible = false                         // active: refused
        animator.finishAnimation(at: .end)                       // active, not stopped
        #expect(animator.isInterruptible)
        animator.stopAnimation(false)
        animator.startAnimation()                                // stopped
        animator.pauseAnimation()                                // stopped
        animator.addAnimations { view.alpha = 0 }                // stopped
        #expect(animator.state == .stopped)
        #expect(window.diagnostics.count - before == 5)
        #expect(window.diagnostics.allSatisfy { $0.code == .illegalAnimatorCall })
        animator.finishAnimation(at: .current)
        #expect(animator.state == .inactive && isClose(view.center.x, 20))
    }

    @Test("pausesOnCompletion keeps the animator active at the end, reversible")
    func pausesOnCompletion() {
        let (_, clock, view) = setUp()
        var completed = false
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
        animator.pausesOnCompletion = true
        animator.addCompletion { _ in completed = true }
        animator.startAnimation()
        clock.advance(by: 1.5)
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(!completed)
        #expect(x(view) == 100)
        animator.isReversed = true
        animator.startAnimation()
        clock.advance(by: 0.5)
        #expect(isClose(x(view), 50))
    }

    @Test("addAnimations(delayFactor:) starts after that share of the remaining time")
    func delayFactor() {
        let (_, clock, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
        animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation()
        clock.advance(by: 0.5)
        #expect(view.layer.presentation()!.opacity == 1)
        clock.advance(by: 0.25)
        #expect(isClose(CGFloat(view.layer.presentation()!.opacity), 0.5))
    }

    @Test("continueAnimation re-times the rest from the current value")
    func continueWithNewTiming() {
        let (_, clock, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
        animator.startAnimation()
        clock.advance(by: 0.5)
        animator.pauseAnimation()
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 1)
        #expect(x(view) == 50)
        clock.advance(by: 0.5)
        #expect(isClose(x(view), 75))
        clock.advance(by: 0.5)
        #expect(x(view) == 100 && animator.state == .inactive)
    }

    @Test("A damping-ratio spring animator overshoots and ends on target at its duration")
    func springAnimator() {
        let (_, clock, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 0.8, dampingRatio: 0.4) { view.center.x = 100 }
        animator.startAnimation()
        var peak: CGFloat = 0
        for _ in 0..<48 { clock.advance(by: 1.0 / 60); peak = max(peak, x(view)) }
        #expect(peak > 101)
        #expect(x(view) == 100 && animator.state == .inactive)
    }

    @Test("runningPropertyAnimator starts at once with the given delay")
    func runningAnimator() {
        let (_, clock, view) = setUp()
        var done: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.5, delay: 0.5, options: .curveLinear, animations: { view.center.x = 100 },
            completion: { done = $0 })
        #expect(animator.isRunning)
        clock.advance(by: 0.75)
        #expect(isClose(x(view), 50))
        clock.advance(by: 0.25)
        #expect(done == .end)
    }
}
