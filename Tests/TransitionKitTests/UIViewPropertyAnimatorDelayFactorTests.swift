import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// `addAnimations(_:delayFactor:)` delays in time, not in eased progress.
///
/// Apple documentation, UIViewPropertyAnimator.addAnimations(_:delayFactor:): "This value is
/// multiplied by the animator's remaining duration to determine the actual delay in seconds.
/// For example, specifying the value 0.5 when the duration is 2.0 results in a one second delay
/// for the start of the animations." and "Blocks added while the animator's state is inactive
/// are executed over the time specified by the duration property minus any delay. Blocks added
/// while the animator's state is active are executed over the remaining portion of the total
/// run time minus the delay."
///
/// So a block delayed by `f` on an animator at time fraction `F` begins at fraction
/// `s = F + f (1 - F)` and runs over the rest, `(1 - s) x duration` seconds, with the animator's
/// curve stretched over that span (progress `curve((F - s) / (1 - s))`).
@Suite("UIViewPropertyAnimator delay factors")
@MainActor
final class UIViewPropertyAnimatorDelayFactorTests {
    /// Keeps the window alive for the test (views hold their window weakly, as in UIKit).
    private var window: UIWindow?

    private func setUp() -> (AnimationClock, UIView) {
        let (window, clock) = makeTestWindow()
        self.window = window
        return (clock, makeMovingView(in: window))
    }

    private func alpha(_ view: UIView) -> Double { Double(view.layer.presentation()!.opacity) }

    private func easeInOut(_ t: Double) -> Double { CubicBezier.easeInOut.progress(at: t) }

    @Test("The delayed block stands still until delayFactor x duration seconds, then eases over the rest")
    func delayIsInTime() {
        let (clock, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 100 }
        animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation()
        clock.advance(by: 0.5)
        #expect(alpha(view) == 1)
        clock.advance(by: 0.1)
        #expect(isClose(alpha(view), 1 - easeInOut(0.2), 1e-6))
        clock.advance(by: 0.15)
        #expect(isClose(alpha(view), 0.5, 1e-6))
        clock.advance(by: 0.25)
        #expect(alpha(view) == 0 && animator.state == .inactive)
    }

    @Test("On an ease-out animator the delayed block does not start early")
    func easeOutDoesNotStartEarly() {
        let (clock, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeOut) { view.center.x = 100 }
        animator.addAnimations({ view.transform = CGAffineTransform(translationX: 0, y: 100) }, delayFactor: 0.15)
        animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation()
        clock.advance(by: 0.15)
        #expect(view.layer.presentation()!.transform.m42 == 0)
        clock.advance(by: 0.3)   // 0.45 s: the eased progress is past 0.5, the time is not
        #expect(alpha(view) == 1)
        #expect(view.layer.presentation()!.transform.m42 > 0)
    }

    @Test("A block added while running waits for its share of the remaining time, then runs to the animator's end")
    func addedWhileRunning() {
        let (clock, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 100 }
        animator.startAnimation()
        clock.advance(by: 0.5)
        animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)   // 0.25 s of the 0.5 s left
        clock.advance(by: 0.25)
        #expect(alpha(view) == 1)
        clock.advance(by: 0.125)
        #expect(isClose(alpha(view), 0.5, 1e-6))
        clock.advance(by: 0.125)
        #expect(alpha(view) == 0 && animator.state == .inactive)
    }

    @Test("Scrubbing maps fractionComplete to the delayed block's own span, linearly or on the curve")
    func scrubbing() {
        let (_, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 100 }
        animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        #expect(alpha(view) == 1)
        animator.fractionComplete = 0.6
        #expect(isClose(alpha(view), 0.8, 1e-6))   // linear: 0.2 of its span
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.6
        #expect(isClose(alpha(view), 1 - easeInOut(0.2), 1e-6))
    }

    @Test("Reversing runs the delayed block back in time: it is back at its start when the delay is")
    func reversing() {
        let (clock, view) = setUp()
        var position: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 100 }
        animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
        animator.addCompletion { position = $0 }
        animator.startAnimation()
        clock.advance(by: 0.9)
        animator.isReversed = true
        clock.advance(by: 0.3)   // back at fraction 0.6
        #expect(isClose(alpha(view), 1 - easeInOut(0.2), 1e-6))
        clock.advance(by: 0.1)
        #expect(alpha(view) == 1)
        clock.advance(by: 0.5)
        #expect(position == .start && view.alpha == 1)
    }

    @Test("continueAnimation re-times the delay with the rest: the block starts when the animator reaches its fraction")
    func continueWithDelayedBlock() {
        let (clock, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 100 }
        animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation()
        clock.advance(by: 0.25)
        animator.pauseAnimation()
        // The rest (fraction 0.25 to 1) now takes 1 s on a linear curve: fraction 0.5 at 1/3 s.
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 1)
        clock.advance(by: 0.3)
        #expect(alpha(view) == 1)
        clock.advance(by: 2.0 / 3 - 0.3)   // fraction 0.75: half of the block's span
        #expect(isClose(alpha(view), 0.5, 1e-6))
        clock.advance(by: 1.0 / 3)
        #expect(alpha(view) == 0 && animator.state == .inactive)
    }

    @Test("A grab lines the fraction up with the progress without moving the delayed block")
    func grabKeepsTheDelayedBlockWhereItIs() {
        let (clock, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeOut) { view.center.x = 100 }
        animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation()
        clock.advance(by: 0.75)
        let shown = alpha(view), x = presentedX(view)
        let driver = AnimatorProgressDriver(animator: animator, duration: 1)
        driver.pause()
        driver.seek(toPercent: Double(animator.fractionComplete))
        #expect(isClose(alpha(view), shown, 1e-9) && isClose(presentedX(view), x, 1e-9))
        driver.seek(toPercent: Double(animator.fractionComplete) + 0.01)
        #expect(alpha(view) < shown && presentedX(view) > x)
        driver.seek(toPercent: 1)
        #expect(alpha(view) == 0 && presentedX(view) == 100)
    }
}
