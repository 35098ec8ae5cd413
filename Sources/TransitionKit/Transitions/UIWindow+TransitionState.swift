import Foundation

extension UIWindow {
    /// What the window's running transition is doing, for debugging tools (a Linux addition;
    /// the playground's debug overlay shows it).
    public struct TransitionState: Equatable, Sendable {
        /// What the transition does: presentation, dismissal, push or pop.
        public var kind: TransitionKind
        /// Where it is: `interactive` while a gesture (or a grab) holds it, `finishing` or
        /// `cancelling` after the interaction ended, `completed` while its completion steps run,
        /// else `animating`.
        public var phase: TransitionPhase
        /// The progress, 0...1.
        public var percentComplete: CGFloat
        /// Whether a gesture drives it now.
        public var isInteractive: Bool
        /// Whether it was cancelled.
        public var isCancelled: Bool
        /// The speed of the rest after the interaction ended.
        public var completionVelocity: CGFloat
        /// The animator's class name.
        public var animator: String
        /// The transition's duration in seconds when run without interaction.
        public var duration: TimeInterval
        /// Requests waiting behind it.
        public var queuedRequests: Int
    }

    /// The running transition's state, or nil when none runs.
    public var transitionState: TransitionState? {
        guard let director = storedTransitionDirector, let context = director.active else { return nil }
        return TransitionState(
            kind: context.kind, phase: context.phase, percentComplete: context.currentPercent,
            isInteractive: context.isInteractive, isCancelled: context.transitionWasCancelled,
            completionVelocity: context.completionVelocity, animator: context.animatorName,
            duration: context.duration, queuedRequests: director.queuedCount)
    }
}

extension UIWindow {
    /// Moves the running transition by `seconds` of its own time (negative goes back), holding
    /// it there as an interactive transition: the playground's `,` key steps back one frame at a
    /// time. Returns false when no transition runs. A Linux addition for debugging tools.
    @discardableResult
    public func scrubTransition(by seconds: TimeInterval) -> Bool {
        guard let context = storedTransitionDirector?.active, !context.didComplete, seconds.isFinite else { return false }
        if !context.isInteractive { context.pauseInteractiveTransition() }
        guard context.duration > 0 else { return true }
        let target = context.currentPercent + CGFloat(seconds / context.duration)
        context.updateInteractiveTransition(min(max(target, 0), 1))
        return true
    }

    /// Lets a transition held by `scrubTransition(by:)` (or a grab) run on to its end from where it is.
    public func resumeTransition() {
        guard let context = storedTransitionDirector?.active, context.isInteractive, !context.didComplete else { return }
        context.release(forward: true, curve: .easeInOut)
    }
}
