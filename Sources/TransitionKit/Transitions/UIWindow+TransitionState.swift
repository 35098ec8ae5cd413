import Foundation

extension UIWindow {
    /// What the window's running transition is doing, for debugging tools (a Linux addition;
    /// the playground's debug overlay shows it).
    public struct TransitionState: Equatable, Sendable {
        /// "presentation", "dismissal", "push" or "pop".
        public var kind: String
        /// "interactive" while a gesture (or a grab) holds it, "finishing" or "cancelling" after
        /// the interaction ended, else "animating".
        public var phase: String
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
        let phase: String
        if context.isInteractive {
            phase = "interactive"
        } else if context.transitionWasCancelled {
            phase = "cancelling"
        } else if context.interactionEnded {
            phase = "finishing"
        } else {
            phase = "animating"
        }
        return TransitionState(
            kind: context.kind.rawValue, phase: phase, percentComplete: context.currentPercent,
            isInteractive: context.isInteractive, isCancelled: context.transitionWasCancelled,
            completionVelocity: context.completionVelocity, animator: context.animatorName,
            duration: context.duration, queuedRequests: director.queuedCount)
    }
}
