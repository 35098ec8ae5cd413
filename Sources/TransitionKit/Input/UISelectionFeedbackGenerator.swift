import Foundation

/// Feedback for a changed selection (a picker wheel ticking, a segment chosen). Without haptic
/// hardware each change is logged as "UISelectionFeedbackGenerator.selectionChanged".
///
/// ```swift
/// let selection = UISelectionFeedbackGenerator()
/// selection.selectionChanged()
/// ```
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the selection-changed feedback (logged).
    open func selectionChanged() {
        log("selectionChanged")
    }
}
