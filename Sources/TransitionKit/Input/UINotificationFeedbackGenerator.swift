import Foundation

/// Feedback for the outcome of a task. Without haptic hardware each notification is logged:
/// "UINotificationFeedbackGenerator.notificationOccurred(success)".
///
/// ```swift
/// UINotificationFeedbackGenerator().notificationOccurred(.error)
/// ```
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome being reported.
    public enum FeedbackType: Int, Sendable {
        /// A task completed successfully.
        case success
        /// A task produced a warning.
        case warning
        /// A task failed.
        case error
    }

    /// Plays the feedback for `notificationType` (logged).
    open func notificationOccurred(_ notificationType: FeedbackType) {
        log("notificationOccurred(\(notificationType))")
    }
}
