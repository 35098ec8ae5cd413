import Foundation

/// Drives an animator's transition from a percentage: `update(_:)` scrubs it, `finish()` and
/// `cancel()` run the rest forward or back.
///
/// Works with animators built on `UIView.animate` blocks (their animations are collected on the
/// transition's timeline and scrubbed as a unit) and with animators that return an
/// `interruptibleAnimator(using:)` (that animator is scrubbed). Finishing takes
/// (1 - percentComplete) x duration / completionSpeed on `completionCurve`; when the updates were
/// moving (a flick), the rest starts at their speed instead of from rest.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    private weak var context: TransitionContext?
    /// The updates, as points on the x axis, for the velocity of the last 100 ms.
    private var tracker = VelocityTracker()

    /// Creates an interaction controller.
    public init() {}

    /// The transition's duration when run without interaction (0 before it starts).
    open var duration: CGFloat { CGFloat(context?.duration ?? 0) }
    /// The last value given to `update(_:)`.
    open private(set) var percentComplete: CGFloat = 0
    /// How fast the rest runs after `finish()` or `cancel()` (1 = the animator's pace; must be > 0).
    open var completionSpeed: CGFloat = 1
    /// The curve of the rest after `finish()` or `cancel()`.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing of the rest for an interruptible animator (nil: `completionCurve`).
    open var timingCurve: (any UITimingCurveProvider)?
    /// Whether the transition starts interactive (true) or animating, to be paused later.
    open var wantsInteractiveStart = true

    /// Starts the transition: scrubs the animator's interruptible animator, or runs its
    /// `animateTransition` with its animations held at 0 %.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext else { return }
        self.context = context
        percentComplete = 0
        tracker.removeAll()
        if let animator = context.interruptibleAnimator {
            if wantsInteractiveStart {
                animator.pauseAnimation()
                animator.fractionComplete = 0
            } else {
                animator.startAnimation()
            }
        } else {
            context.collectingAnimations { context.animator?.animateTransition(using: context) }
        }
    }

    /// Sets the progress, 0...1 (values outside are clamped).
    open func update(_ percentComplete: CGFloat) {
        guard let context, percentComplete.isFinite else { return }
        let percent = min(max(percentComplete, 0), 1)
        self.percentComplete = percent
        if !context.isInteractive, !context.didComplete { context.pauseInteractiveTransition() }
        context.updateInteractiveTransition(percent)
        tracker.add(CGPoint(x: percent, y: 0), at: context.timeline.clock?.now ?? 0)
    }

    /// Pauses a running transition: it becomes interactive where it is.
    open func pause() {
        guard let context = runningContext else { return }
        context.pauseInteractiveTransition()
        percentComplete = context.currentPercent
        tracker.removeAll()
    }

    /// Finishes the transition from where it is.
    open func finish() { end(forward: true) }

    /// Cancels the transition: it runs back to where it started.
    open func cancel() { end(forward: false) }

    /// The transition it drives, until that transition completed: a gesture that ends after the
    /// animator completed on its own (finish or cancel then) is no misuse, so it is not reported.
    private var runningContext: TransitionContext? {
        guard let context, !context.didComplete else { return nil }
        return context
    }

    /// Releases the transition at the velocity of the last 100 ms of updates.
    private func end(forward: Bool) {
        guard let context = runningContext else { return }
        context.release(
            forward: forward, velocity: tracker.velocity.x, speed: completionSpeed, curve: completionCurve,
            timingParameters: timingCurve)
        tracker.removeAll()
    }
}
