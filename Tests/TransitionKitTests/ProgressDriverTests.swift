import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// The two engines behind `ProgressDriver` answer alike: a view animated linearly on a
/// transition's timeline and one animated by a linear property animator show the same frames
/// when both are sought, paused and run to an end on the same completion curve. (Linear, since
/// an animator scrubs linearly in progress, `scrubsLinearly`, while a timeline maps its time
/// through each animation's own curve.)
@Suite("Progress drivers: timeline and interruptible animator")
@MainActor
final class ProgressDriverTests {
    /// Keeps the window alive for the test (views hold their window weakly, as in UIKit).
    private var window: UIWindow?

    /// The same 0 -> 100 move of `center.x` over `duration`, once on a timeline driven as a
    /// transition's, once by a started property animator; both running from now.
    private func setUp(duration: TimeInterval) -> (AnimationClock, UIView, UIView, any ProgressDriver, any ProgressDriver) {
        let (window, clock) = makeTestWindow()
        self.window = window
        let onTimeline = UIView(frame: CGRect(x: -5, y: 0, width: 10, height: 10))
        let onAnimator = UIView(frame: CGRect(x: -5, y: 20, width: 10, height: 10))
        window.addSubview(onTimeline)
        window.addSubview(onAnimator)
        let timeline = AnimationTimeline(clock: clock, mode: .running(originNow: clock.now, originLocal: 0, rate: 1))
        AnimationContext.withAmbient(clock: clock, timeline: timeline) {
            UIView.animate(withDuration: duration, delay: 0, options: .curveLinear) { onTimeline.center.x = 100 }
        }
        let animator = UIViewPropertyAnimator(duration: duration, curve: .linear) { onAnimator.center.x = 100 }
        animator.startAnimation()
        return (clock, onTimeline, onAnimator,
                TimelineProgressDriver(timeline: timeline, duration: duration),
                AnimatorProgressDriver(animator: animator, duration: duration))
    }

    private func x(_ view: UIView) -> CGFloat { view.layer.presentation()!.position.x }

    @Test("Seeking holds both at the percent asked, showing the same frame", arguments: [0.0, 0.3, 1.0])
    func seek(percent: Double) {
        let (clock, onTimeline, onAnimator, timeline, animator) = setUp(duration: 0.5)
        clock.advance(by: 0.1)
        for driver in [timeline, animator] { driver.seek(toPercent: percent) }
        clock.advance(by: 0.2)
        #expect(timeline.percentComplete == percent && animator.percentComplete == percent)
        #expect(x(onTimeline) == CGFloat(percent * 100) && x(onAnimator) == CGFloat(percent * 100))
    }

    @Test("Pausing freezes both where they are")
    func pause() {
        let (clock, onTimeline, onAnimator, timeline, animator) = setUp(duration: 1)
        clock.advance(by: 0.25)
        for driver in [timeline, animator] { driver.pause() }
        clock.advance(by: 0.5)
        #expect(timeline.percentComplete == 0.25 && animator.percentComplete == 0.25)
        #expect(x(onTimeline) == 25 && x(onAnimator) == 25)
    }

    @Test("Running to an end shows the same frames on the same curve and arrives on time",
          arguments: [(true, 1.0, nil), (false, 1.0, nil), (true, 2.0, nil), (true, 1.0, 2.0), (false, 0.5, 1.5)]
            as [(Bool, Double, Double?)])
    func runToEnd(forward: Bool, speed: Double, velocity: Double?) {
        let duration = 0.8
        let (clock, onTimeline, onAnimator, timeline, animator) = setUp(duration: duration)
        for driver in [timeline, animator] { driver.seek(toPercent: 0.4) }
        let curve = CompletionCurve(speed: speed, curve: .easeOut, initialVelocity: velocity, timingParameters: nil)
        let timelineArrival = timeline.run(toEnd: forward, on: curve)
        let animatorArrival = animator.run(toEnd: forward, on: curve)
        let rest = (forward ? 0.6 : 0.4) * duration / speed
        #expect(isClose(CGFloat(timelineArrival), CGFloat(rest), 1e-12))
        #expect(animatorArrival >= rest)
        var elapsed = 0.0
        while elapsed + 1.0 / 60 < rest {
            clock.advance(by: 1.0 / 60)
            elapsed += 1.0 / 60
            #expect(isClose(x(onTimeline), x(onAnimator), 1e-9), "at \(elapsed) s: \(x(onTimeline)) vs \(x(onAnimator))")
        }
        clock.advance(by: rest - elapsed)
        let target: CGFloat = forward ? 100 : 0
        #expect(isClose(x(onTimeline), target, 1e-9) && isClose(x(onAnimator), target, 1e-9))
        #expect(onTimeline.center.x == target && onAnimator.center.x == target, "the model is at the end reached")
    }

    @Test("A timeline of zero duration has no percent to report")
    func zeroDuration() {
        let clock = AnimationClock()
        let timeline = AnimationTimeline(clock: clock, mode: .running(originNow: clock.now, originLocal: 0, rate: 1))
        #expect(TimelineProgressDriver(timeline: timeline, duration: 0).percentComplete == nil)
    }
}
