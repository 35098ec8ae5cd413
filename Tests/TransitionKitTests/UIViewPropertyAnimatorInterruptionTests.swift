import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// Non-interruptible animators, and the meaning of `continueAnimation`'s duration factor.
@Suite("UIViewPropertyAnimator interruption")
@MainActor
final class UIViewPropertyAnimatorInterruptionTests {
    /// Keeps the window alive for the test (views hold their window weakly, as in UIKit).
    private var window: UIWindow?

    private func setUp() -> (UIWindow, AnimationClock, UIView) {
        let (window, clock) = makeTestWindow()
        self.window = window
        return (window, clock, makeMovingView(in: window))
    }

    private func x(_ view: UIView) -> CGFloat { presentedX(view) }

    /// Apple documentation, UIViewPropertyAnimator.isInterruptible: "When the value of this
    /// property is false, the animations run to completion (and without interruption) after you
    /// call the startAnimation() method." Pausing, stopping, reversing, scrubbing or re-timing a
    /// started non-interruptible animator is a programmer error there (UIKit raises; stopping one
    /// crashed FloatingPanel, scenee/FloatingPanel#60); here each is refused with a Diagnostic.
    @Test("A started non-interruptible animator refuses every interruption and runs to its end")
    func nonInterruptibleRunsToCompletion() {
        let (window, clock, view) = setUp()
        var ended: (UIViewAnimatingPosition, TimeInterval)?
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
        animator.isInterruptible = false
        animator.addCompletion { ended = ($0, clock.now) }
        animator.startAnimation()
        clock.advance(by: 0.25)
        animator.pauseAnimation()
        animator.isReversed = true
        animator.fractionComplete = 0.9
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 3)
        animator.stopAnimation(false)
        animator.stopAnimation(true)
        #expect(window.diagnostics.count == 6)
        #expect(window.diagnostics.allSatisfy { $0.code == .illegalAnimatorCall })
        #expect(animator.isRunning && !animator.isReversed && animator.state == .active)
        clock.advance(by: 0.25)
        #expect(isClose(x(view), 50))
        clock.advance(by: 0.5)
        #expect(ended?.0 == .end && ended.map { isClose($0.1, 1, 1e-9) } == true)
        #expect(animator.state == .inactive && x(view) == 100)
    }

    /// The same documentation speaks of the animations "after you call startAnimation()": before
    /// that a non-interruptible animator can still be set up paused and scrubbed.
    @Test("Before it starts, a non-interruptible animator can be paused and scrubbed")
    func nonInterruptibleBeforeStart() {
        let (window, clock, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
        animator.isInterruptible = false
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        #expect(isClose(x(view), 50))
        animator.startAnimation()
        clock.advance(by: 0.25)
        animator.pauseAnimation()                                // started: refused
        #expect(window.diagnostics.map(\.code) == [.illegalAnimatorCall])
        clock.advance(by: 0.25)
        #expect(x(view) == 100 && animator.state == .inactive)
    }

    /// UIViewPropertyAnimator.h / Apple documentation for
    /// continueAnimation(withTimingParameters:durationFactor:): the factor "is multiplied by the
    /// original duration value to obtain the new duration", and the animator behaves "as if the
    /// animation was started from its current position with a new duration". From half way with
    /// factor 1 the rest takes the whole original second; with factor 2, two seconds.
    @Test("continueAnimation's new duration is durationFactor x the original duration")
    func continueDurationFactor() {
        for (factor, end) in [(1.0, 1.5), (2.0, 2.5), (0.5, 1.0)] {
            let (_, clock, view) = setUp()
            var endedAt: TimeInterval?
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
            animator.addCompletion { _ in endedAt = clock.now }
            animator.startAnimation()
            clock.advance(by: 0.5)
            animator.pauseAnimation()
            animator.continueAnimation(withTimingParameters: nil, durationFactor: CGFloat(factor))
            clock.advance(by: factor / 2)
            #expect(isClose(x(view), 75), "factor \(factor): \(x(view))")
            #expect(isClose(animator.fractionComplete, 0.75, 1e-9))
            clock.advance(by: factor / 2)
            #expect(endedAt.map { isClose($0, end, 1e-9) } == true, "factor \(factor): \(String(describing: endedAt))")
            #expect(x(view) == 100)
        }
    }

    /// Same header: new timing parameters apply over the new duration from the current value
    /// (ease-in over 2 x 1 s from 50 reaches 50 + 50 x 0.31536 after 1 s).
    @Test("continueAnimation with new timing runs the rest on that curve over factor x duration")
    func continueWithCurve() {
        let (_, clock, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
        animator.startAnimation()
        clock.advance(by: 0.5)
        animator.pauseAnimation()
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .easeIn), durationFactor: 2)
        clock.advance(by: 1)
        #expect(isClose(x(view), 65.768))
        clock.advance(by: 1)
        #expect(x(view) == 100 && animator.state == .inactive)
    }
}
