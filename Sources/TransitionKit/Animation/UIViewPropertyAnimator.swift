import Foundation

/// An animator you start, pause, scrub, reverse, stop and continue: UIKit's property animator.
///
/// Property changes made in its animation blocks run on the animator's own time line: its
/// `fractionComplete` maps through its timing curve to each animation's progress. An illegal
/// call (starting a stopped animator, finishing one that is not stopped, ...) is ignored with a
/// Diagnostic instead of raising as UIKit does.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
    /// The animator's duration in seconds, as given (0 for a bad one); springs with their own
    /// physics run until they settle.
    open var duration: TimeInterval { storedDuration }
    /// The timing curve given at creation.
    open var timingParameters: (any UITimingCurveProvider)? { storedTimingParameters }
    /// The delay given to `startAnimation(afterDelay:)`, in seconds (0 until started).
    open var delay: TimeInterval { storedDelay }
    /// The current state.
    public internal(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animator stays active (paused at the end, completions not run) when it ends.
    open var pausesOnCompletion = false
    /// Whether scrubbing with `fractionComplete` maps linearly (true) or through the curve.
    open var scrubsLinearly = true
    /// Whether the animator can be interrupted; set only while inactive. When false, a started
    /// animator runs to completion: pausing, stopping, reversing, scrubbing or re-timing it while
    /// it runs is refused with a Diagnostic.
    open var isInterruptible: Bool {
        get { interruptible }
        set { if allowsChange("isInterruptible") { interruptible = newValue } }
    }
    /// Whether the animated views take touches; set only while inactive.
    open var isUserInteractionEnabled: Bool {
        get { userInteractionEnabled }
        set { if allowsChange("isUserInteractionEnabled") { userInteractionEnabled = newValue } }
    }
    /// Accepted for source compatibility (hit testing always uses model values here).
    open var isManualHitTestingEnabled = false

    let storedDuration: TimeInterval
    let storedTimingParameters: (any UITimingCurveProvider)?
    var storedDelay: TimeInterval = 0
    /// The curve of the whole run, and the time it spans.
    let baseTiming: TimingFunction
    let baseDuration: TimeInterval

    weak var clock: AnimationClock?
    var interruptible = true
    var userInteractionEnabled = true
    var motion = Motion.paused(fraction: 0, progress: 0, scrub: .curve)
    var reversed = false
    var pendingBlocks: [(block: () -> Void, delayFactor: Double)] = []
    var completions: [(UIViewAnimatingPosition) -> Void] = []
    var animations: [LayerAnimation] = []
    var stoppedOffsets: [StoppedOffset] = []
    var isRegisteredForFrames = false
    /// The time fraction at which the animations of the block being committed begin.
    var committingStartFraction: Double = 0

    /// Creates an inactive animator with `timingParameters` (UIKit's designated initialiser);
    /// `duration` in seconds (a negative or non-finite one is 0, with a Diagnostic).
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        var checked = duration
        if !duration.isFinite || duration < 0 {
            AnimationContext.report(Diagnostic(
                code: .nonFiniteDuration, message: "UIViewPropertyAnimator duration \(duration) is not valid; 0 was used."))
            checked = 0
        }
        self.storedDuration = checked
        self.storedTimingParameters = parameters
        (baseTiming, baseDuration) = Self.resolve(parameters, duration: checked)
    }

    /// Creates an inactive animator on a built-in curve.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// Creates an inactive animator on a cubic Bézier curve.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// Creates an inactive animator on a spring with `ratio` damping, time-scaled to `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates an inactive animator with no duration on the default curve.
    public convenience init() {
        self.init(duration: 0, timingParameters: UICubicTimingParameters())
    }

    /// Makes an animator of the receiving class for `runningPropertyAnimator(withDuration:...)`
    /// (Linux only: Swift makes a class known at run time only through a `required`
    /// initializer; subclasses that override `init(duration:timingParameters:)`, or declare no
    /// initializers, inherit it).
    public required convenience init(instantiatingWithDuration duration: TimeInterval, timingParameters: any UITimingCurveProvider) {
        self.init(duration: duration, timingParameters: timingParameters)
    }

    /// Creates, configures and starts an animator at once (it is running when returned).
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = Self(
            instantiatingWithDuration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Starts (or resumes) the animation now.
    open func startAnimation() { performStart(afterDelay: 0) }

    /// Starts the animation after `delay` seconds (a negative or non-finite delay is 0, with a
    /// Diagnostic).
    open func startAnimation(afterDelay delay: TimeInterval) { performStart(afterDelay: delay) }

    /// Pauses the animation where it is; an inactive animator becomes active and paused at 0.
    open func pauseAnimation() { performPause() }

    /// Stops the animation where it is. `true`: inactive at once, no completions. `false`:
    /// `.stopped`, waiting for `finishAnimation(at:)`. The views keep their on-screen values.
    open func stopAnimation(_ withoutFinishing: Bool) { performStop(withoutFinishing: withoutFinishing) }

    /// Finishes a stopped animator: puts the views at `finalPosition`, runs the completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) { performFinish(at: finalPosition) }

    /// Resumes a paused animator with new timing over `durationFactor` x the original duration
    /// (nil parameters keep the animator's curve).
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        performContinue(withTimingParameters: parameters, durationFactor: durationFactor)
    }

    /// Whether the animation is moving (forward or reversed).
    open var isRunning: Bool {
        guard state == .active, case .running = motion else { return false }
        return true
    }

    /// The direction: true runs (or will run) towards the start. Ignored once stopped.
    open var isReversed: Bool {
        get { reversed }
        set { setReversed(newValue) }
    }

    /// The time fraction done, 0...1. Setting it is allowed only while not running; on an inactive
    /// animator it activates it, paused.
    open var fractionComplete: CGFloat {
        get { CGFloat(currentFraction()) }
        set { setFractionComplete(Double(newValue)) }
    }

    /// Adds animations that run with the others (at once when the animator is active).
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that start after `delayFactor` (0...1) x the remaining duration, in
    /// seconds, and then run over the rest of the animator's time on its curve.
    ///
    /// A block added at time fraction `F` (0 while inactive) begins at `s = F + delayFactor x
    /// (1 - F)` and runs for `(1 - s) x duration` seconds, the animator's curve (or spring)
    /// stretched over that span: it shows `curve((fraction - s) / (1 - s))`, the CAAnimation UIKit
    /// would add with that begin time, duration and the animator's timing function. Scrubbing
    /// with `scrubsLinearly` maps the fraction linearly over the same span; reversing runs it
    /// back in time (it is at its start again at fraction `s`). Apple's parameter text says the
    /// factor multiplies the remaining duration, which is followed here; the example in its
    /// discussion (0.25 on a 2 s animator at fraction 0.25 runs for 1 s) multiplies the whole
    /// duration instead.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        guard state != .stopped else {
            report(.illegalAnimatorCall, "addAnimations on a stopped animator was ignored.")
            return
        }
        var factor = Double(delayFactor)
        if !factor.isFinite { factor = 0 }
        factor = min(max(factor, 0), 1)
        if state == .active { run(animation, delayFactor: factor) } else { pendingBlocks.append((animation, factor)) }
    }

    /// Adds a completion; completions run in the order added, with the final position.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }
}

extension Diagnostic.Code {
    /// A property animator was called in a state where UIKit raises (see the animator state table).
    public static let illegalAnimatorCall = Diagnostic.Code(rawValue: "animator.illegalCall", severity: .error)
    /// A property animator call that iOS accepts and ignores: `stopAnimation(_:)` on an animator
    /// that is not active (interruptible-interaction code stops its animator on every new drag,
    /// finished or not), `fractionComplete` set while it runs or after it stopped.
    public static let ignoredAnimatorCall = Diagnostic.Code(rawValue: "animator.ignoredCall", severity: .trace)
}
