import Foundation

/// The scroll indicators. This renderer draws none (a desktop window has its pointer and wheel):
/// their settings are stored and read back, and the calls that show them do what they do besides.
extension UIScrollView {
    /// Runs `changes`, UIKit showing the indicators for the offset changes it makes; here the
    /// offset changes happen and no indicator is drawn.
    public func withScrollIndicatorsShown(forContentOffsetChanges changes: () -> Void) {
        changes()
    }

    /// Whether an animated scroll (`setContentOffset(_:animated: true)`,
    /// `scrollRectToVisible(_:animated: true)`) is moving the content now.
    public var isScrollAnimating: Bool { motion?.phase == .animating }
}
