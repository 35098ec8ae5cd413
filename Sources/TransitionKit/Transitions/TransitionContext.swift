import Foundation

/// The running transition: what the animator sees (`UIViewControllerContextTransitioning`), its
/// timeline, and the state the coordinator reports.
///
/// Its state is one `TransitionPhase`, changed only by `enter(_:)` after `canMove(to:by:)`
/// allowed the move (`TransitionPhase.allowsMove(to:)` lists the legal ones); `isInteractive`
/// and `didComplete` are read from it. `transitionWasCancelled` is the direction of the end.
///
/// Every animation created while the animator's `animateTransition` runs (and every alongside
/// animation) goes on `timeline`, so the transition can be paused, scrubbed to percent x
/// duration, and run to either end as a unit. Pausing, scrubbing, reading the percent and
/// running to an end go through one `ProgressDriver`: the timeline's, or the interruptible
/// animator's when the animator has one.
@MainActor
package final class TransitionContext: UIViewControllerContextTransitioning {
    /// What kind of transition this is.
    let kind: TransitionKind
    package let containerView: UIView
    package let isAnimated: Bool
    package let presentationStyle: UIModalPresentationStyle
    let timeline: AnimationTimeline
    private(set) var fromViewController: UIViewController?
    private(set) var toViewController: UIViewController?
    var fromView: UIView?
    var toView: UIView?
    var initialFrames: [ObjectIdentifier: CGRect] = [:]
    var finalFrames: [ObjectIdentifier: CGRect] = [:]

    var animator: (any UIViewControllerAnimatedTransitioning)?
    var interactor: (any UIViewControllerInteractiveTransitioning)?
    private var cachedInterruptibleAnimator: (any UIViewImplicitlyAnimating)?
    private var askedForInterruptibleAnimator = false

    /// The animator's duration, asked once when the transition starts.
    package var duration: TimeInterval = 0
    /// Where the transition is; changed only by `enter(_:)`.
    package private(set) var phase: TransitionPhase = .animating
    /// Whether it runs (or ended) back to its start: set on entering `cancelling`, `finishing`
    /// or `completed`, kept while a new interaction holds it.
    package private(set) var transitionWasCancelled = false
    package var isInteractive: Bool { phase == .interactive }
    package var didComplete: Bool { phase == .completed }
    var initiallyInteractive = false
    var percentComplete: CGFloat = 0
    var completionVelocity: CGFloat = 1
    var completionCurve: UIView.AnimationCurve = .easeInOut
    /// Clock time by which the transition should have completed (the watchdog's deadline); nil
    /// while none is known: before it starts, while an interaction holds it, and after a custom
    /// interaction controller ended the interaction without running the rest through the engine.
    package var expectedEnd: TimeInterval?
    /// The engine that runs it, and what it needs to finish it when the animator calls
    /// `completeTransition` (set by `TransitionDirector.begin(_:ending:)`).
    weak var director: TransitionDirector?
    var ending: TransitionEnding?
    /// The CATransactions open when the transition was asked for, waiting for it to end.
    var transactionHold: CATransaction.CompletionHold?

    /// The coordinator; it keeps the context alive (not the other way round) once the transition ended.
    private(set) var coordinator: TransitionCoordinator!
    weak var window: UIWindow?

    package init(kind: TransitionKind, container: UIView, isAnimated: Bool, style: UIModalPresentationStyle, clock: AnimationClock,
         from: UIViewController?, to: UIViewController?, window: UIWindow) {
        self.kind = kind
        self.containerView = container
        self.isAnimated = isAnimated
        self.presentationStyle = style
        self.fromViewController = from
        self.toViewController = to
        self.window = window
        self.timeline = AnimationTimeline(clock: clock, mode: .running(originNow: clock.now, originLocal: 0, rate: 1))
        self.coordinator = TransitionCoordinator(context: self)
        // The container's layers live in the transition's time, as an iOS transition's
        // container's do: CACurrentMediaTime() through convertTime is its explicit animations' time.
        container.layer.enterTransitionTime(timeline)
    }

    private var now: TimeInterval { timeline.clock?.now ?? 0 }

    // MARK: UIViewControllerContextTransitioning

    package func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? fromViewController : toViewController
    }

    package func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key == .from ? fromView : toView
    }

    package var targetTransform: CGAffineTransform { .identity }

    package func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }

    package func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

    package func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard !didComplete else { return }
        let percent = percentComplete.isFinite ? min(max(percentComplete, 0), 1) : self.percentComplete
        self.percentComplete = percent
        driver().seek(toPercent: Double(percent))
    }

    package func pauseInteractiveTransition() {
        guard !isInteractive, canMove(to: .interactive, by: "pauseInteractiveTransition()") else { return }
        driver().pause()
        percentComplete = currentPercent
        enter(.interactive)
        window?.logCallback("pauseInteractiveTransition")
        coordinator?.interactionChanged()
    }

    /// Ends the interaction towards the end. The interaction controller drives the rest itself
    /// (UIPercentDrivenInteractiveTransition and the grab run it through `release`): the
    /// transition's time, if the interaction left it standing, runs on from there at the media
    /// time's pace, as an iOS transition's container time does, so a rest the controller runs on
    /// the container's layer time (Core Animation's resume recipe) plays out.
    package func finishInteractiveTransition() {
        guard canMove(to: .finishing, by: "finishInteractiveTransition()") else { return }
        endInteraction(cancelled: false)
        if timeline.isPaused { timeline.run() }
    }

    package func cancelInteractiveTransition() {
        guard canMove(to: .cancelling, by: "cancelInteractiveTransition()") else { return }
        endInteraction(cancelled: true)
    }

    /// Enters `finishing` or `cancelling` (the move was checked by the caller).
    private func endInteraction(cancelled: Bool) {
        let wasInteractive = isInteractive
        enter(cancelled ? .cancelling : .finishing)
        window?.logCallback(cancelled ? "cancelInteractiveTransition" : "finishInteractiveTransition")
        if wasInteractive || cancelled { coordinator?.interactionChanged() }
    }

    /// Ends the transition: `didComplete` true completes it (the destination stays), false undoes
    /// it (the original controller is still displayed).
    ///
    /// The animator has the last word, as in UIKit (Apple: "didComplete: true if the transition to
    /// the presented view controller completed successfully or false if the original view
    /// controller is still being displayed"): `completeTransition(true)` after
    /// `cancelInteractiveTransition()` completes the transition as finished, and the controllers
    /// end as if it had succeeded (a pop is done, a presentation stays). Libraries rely on it: a
    /// zoom library whose cancelled pop puts the popped controller back on the stack passes
    /// `true` on purpose. `transitionWasCancelled` then reads false, and the coordinator's
    /// completion handlers see `isCancelled` false, so they keep what the transition made. A
    /// second call is refused with the Diagnostic `transition.completeTwice`.
    package func completeTransition(_ didComplete: Bool) {
        // The illegal move completed -> completed, with its own code (the common animator bug).
        guard phase.allowsMove(to: .completed) else {
            window?.report(Diagnostic(
                code: .completeTransitionTwice,
                message: "completeTransition(\(didComplete)) was called again by \(animatorName); the second call was ignored."))
            return
        }
        enter(.completed)
        containerView.layer.leaveTransitionTime(timeline)
        transitionWasCancelled = !didComplete
        // A custom interaction controller may finish without running the timeline it scrubbed
        // (it animated the rest itself, like the catalog's pinch): nothing will drive it again,
        // so what is left on it (alongside animations) runs on to its end.
        if didComplete, timeline.isPaused { timeline.run() }
        window?.logCallback("completeTransition(\(didComplete))")
        director?.finish(self, completed: didComplete)
    }

    // MARK: Engine

    /// Makes `controller` the destination of a running transition (a pop retargeted to a
    /// controller further down the stack), whose final frame is `finalFrame`.
    func retargetDestination(to controller: UIViewController, finalFrame: CGRect) {
        toViewController = controller
        finalFrames[ObjectIdentifier(controller)] = finalFrame
    }

    /// Marks the transition as driven by a gesture from the start.
    func markInteractive() {
        guard canMove(to: .interactive, by: "an interactive start") else { return }
        enter(.interactive)
    }

    // MARK: Phase

    /// Whether the transition may move to `next` now; an illegal move is reported (naming
    /// `call`, what asked for it) and changes nothing.
    func canMove(to next: TransitionPhase, by call: String) -> Bool {
        guard phase.allowsMove(to: next) else {
            window?.report(Diagnostic(
                code: .illegalTransitionPhaseChange,
                message: "\(call) asked the \(kind.rawValue) by \(animatorName) to go from \(phase.rawValue) to "
                    + "\(next.rawValue), which is not a legal move; it was ignored."))
            return false
        }
        return true
    }

    /// The one place the phase changes, with what each phase implies (after `canMove(to:by:)`).
    private func enter(_ next: TransitionPhase) {
        switch next {
        case .interactive: expectedEnd = nil
        case .finishing: transitionWasCancelled = false
        case .cancelling: transitionWasCancelled = true
        case .animating, .completed: break
        }
        phase = next
    }

    /// Breaks the context -> coordinator reference after the last callback.
    func releaseCoordinator() {
        coordinator.markFinished()
        coordinator = nil
        animator = nil
        interactor = nil
        cachedInterruptibleAnimator = nil
        ending = nil
    }

    /// The animator's name for diagnostics.
    var animatorName: String { animator.map { String(describing: type(of: $0)) } ?? "the system animator" }

    /// The animator's interruptible animator, asked once and kept for the whole transition ("You
    /// must return the same animator object for the duration of the transition"); nil when it has
    /// none. Asking calls into the animator: only the steps that drive the transition (start with
    /// an interaction controller, pause, scrub, run to an end) ask, as
    /// UIKit's do; reading state uses `knownInterruptibleAnimator`.
    var interruptibleAnimator: (any UIViewImplicitlyAnimating)? {
        if !askedForInterruptibleAnimator, let animator {
            askedForInterruptibleAnimator = true
            let candidate = animator.interruptibleAnimator(using: self)
            if !(candidate is NoInterruptibleAnimator) { cachedInterruptibleAnimator = candidate }
        }
        return cachedInterruptibleAnimator
    }

    /// The interruptible animator if the engine already asked for it; never calls the animator.
    var knownInterruptibleAnimator: (any UIViewImplicitlyAnimating)? { cachedInterruptibleAnimator }

    /// What runs the transition's time: its interruptible animator when the animator has one,
    /// else its timeline. The one place that tells the engines apart. `askingAnimator: false`
    /// only reads what is known (never calls the animator), for reading state.
    private func driver(askingAnimator: Bool = true) -> any ProgressDriver {
        let timelineDriver = TimelineProgressDriver(timeline: timeline, duration: duration)
        if let animator = askingAnimator ? interruptibleAnimator : knownInterruptibleAnimator {
            // The timeline still holds the alongside animations the animator did not take.
            return FollowingProgressDriver(
                lead: AnimatorProgressDriver(animator: animator, duration: duration), follower: timelineDriver)
        }
        return timelineDriver
    }

    /// The progress now, 0...1. Reading it never calls into the animator.
    var currentPercent: CGFloat {
        guard let percent = driver(askingAnimator: false).percentComplete else { return didComplete ? 1 : percentComplete }
        return CGFloat(percent)
    }

    /// Runs `body` with this transition's clock and timeline collecting the animations it makes.
    func collectingAnimations<Result>(_ body: () -> Result) -> Result {
        AnimationContext.withAmbient(clock: timeline.clock, timeline: timeline, body)
    }

    /// Ends the interaction and runs the rest of the transition to its end (`forward`: finish)
    /// or back to its start (cancel) from where it is: the one release path of the grab,
    /// `UIPercentDrivenInteractiveTransition.finish()`/`cancel()` and `UIWindow.resumeTransition()`.
    /// The rest takes (1 - percent) x duration / speed on `curve`; a `velocity` (progress per
    /// second, positive forward) of more than 0.05 towards the target starts it on a spring at
    /// that speed instead of from rest. `timingParameters` replace both for an interruptible animator.
    package func release(forward: Bool, velocity: CGFloat = 0, speed: CGFloat = 1, curve: UIView.AnimationCurve,
                 timingParameters: (any UITimingCurveProvider)? = nil) {
        guard canMove(to: forward ? .finishing : .cancelling, by: forward ? "Releasing towards the end" : "Releasing towards the start") else { return }
        endInteraction(cancelled: !forward)
        percentComplete = currentPercent
        let speedValue = speed.isFinite && speed > 0 ? Double(speed) : 1
        completionVelocity = CGFloat(speedValue)
        completionCurve = curve
        let towardTarget = Double(forward ? velocity : -velocity)
        let completion = CompletionCurve(
            speed: speedValue, curve: curve, initialVelocity: towardTarget > 0.05 ? towardTarget : nil,
            timingParameters: timingParameters)
        expectedEnd = now + driver().run(toEnd: forward, on: completion)
    }
}

extension Diagnostic.Code {
    /// `completeTransition` was called a second time.
    public static let completeTransitionTwice = Diagnostic.Code(rawValue: "transition.completeTwice", severity: .warning)
    /// A transition was asked to change phase in a way `TransitionPhase.allowsMove(to:)` forbids
    /// (pausing, finishing or cancelling a completed transition); the request was ignored.
    public static let illegalTransitionPhaseChange = Diagnostic.Code(rawValue: "transition.illegalPhaseChange", severity: .warning)
    /// An animator never called `completeTransition`; the watchdog completed the transition.
    public static let transitionWatchdog = Diagnostic.Code(rawValue: "transition.watchdog", severity: .warning)
}
