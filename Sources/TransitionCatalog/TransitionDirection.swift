import Foundation
import TransitionKit

/// Which way a transition goes, for animators that serve presentation, dismissal, push and pop.
///
/// `.forward` is a presentation or a push (the `.to` view arrives on top); `.backward` is a
/// dismissal or a pop (the `.from` view leaves, revealing the `.to` view). It is read from the
/// controllers' own flags (`isBeingPresented`, `isMovingToParent`, `isBeingDismissed`,
/// `isMovingFromParent`), which UIKit sets before `animateTransition(using:)` runs, so the same
/// code works on iOS.
enum TransitionDirection: Equatable, Sendable {
    /// A presentation or a push.
    case forward
    /// A dismissal or a pop.
    case backward

    /// The direction of the transition `context` describes.
    @MainActor
    init(_ context: any UIViewControllerContextTransitioning) {
        let from = context.viewController(forKey: .from)
        let to = context.viewController(forKey: .to)
        if to?.isBeingPresented == true || to?.isMovingToParent == true {
            self = .forward
        } else if from?.isBeingDismissed == true || from?.isMovingFromParent == true {
            self = .backward
        } else {
            self = .forward
        }
    }
}
