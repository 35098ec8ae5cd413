import Foundation

/// A time engine seen from outside as progress from a start to an end: what a transition needs
/// to read, scrub, hold and finish its animations as a unit, whichever engine runs them.
///
/// Two engines conform: `TimelineProgressDriver` (the transition's `AnimationTimeline`, which
/// collects `UIView.animate` blocks; percent = local time / duration) and
/// `AnimatorProgressDriver` (an animator's `interruptibleAnimator(using:)`; percent =
/// `fractionComplete`). A third engine (Core Animation layer time: `speed`, `timeOffset`,
/// `beginTime`) conforms the same way; `TransitionContext` talks only to this protocol.
@MainActor
package protocol ProgressDriver {
    /// How far along it is, 0...1 of the way from start to end; nil when it has no length to
    /// measure against (a transition of zero duration).
    var percentComplete: Double? { get }
    /// Holds it at `percent` (0...1) until it is run again: scrubbing.
    func seek(toPercent percent: Double)
    /// Holds it where it is now.
    func pause()
    /// Runs it from where it is to its end (`forward`) or back to its start on `curve`;
    /// returns the clock seconds by which it will have arrived.
    func run(toEnd forward: Bool, on curve: CompletionCurve) -> TimeInterval
}

/// How the rest of a transition runs once its interaction ended: UIKit's completion speed and
/// curve (`UIPercentDrivenInteractiveTransition.completionSpeed`/`completionCurve`), started
/// at the pointer's velocity when it was moving, or a timing provider of the caller's.
package struct CompletionCurve {
    /// How fast the rest runs: 1 = the transition's own pace (> 0).
    var speed: Double
    /// The curve of the rest when it starts from rest.
    var curve: UIView.AnimationCurve
    /// Progress per second towards the target at the start, when the release was moving: the
    /// rest then runs on a critically damped spring that starts at this speed.
    var initialVelocity: Double?
    /// Timing of the caller's (`UIPercentDrivenInteractiveTransition.timingCurve`): honoured by
    /// drivers that take UIKit timing providers (an interruptible animator); nil uses the above.
    var timingParameters: (any UITimingCurveProvider)?

    /// A curve running at `speed` on `curve`, from `initialVelocity` when given, or on `timingParameters`.
    package init(speed: Double, curve: UIView.AnimationCurve, initialVelocity: Double?, timingParameters: (any UITimingCurveProvider)?) {
        self.speed = speed
        self.curve = curve
        self.initialVelocity = initialVelocity
        self.timingParameters = timingParameters
    }
}
