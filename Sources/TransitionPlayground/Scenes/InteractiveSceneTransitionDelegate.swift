import Foundation
import TransitionCatalog
import TransitionKit

/// Seed 000's `InteractivityTransitionDelegate`: the same animator for presentation and
/// dismissal, made for the edge the transition starts from, plus an `EdgePanInteractionController`
/// for both, but only while a screen-edge pan drives the transition (as Apple's
/// `AAPLSwipeTransitionDelegate`): the button and the keys clear `gestureRecognizer`, so they
/// run the plain animation.
@MainActor
final class InteractivityTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The edge the next transition starts from: `.right` to present, `.left` to dismiss.
    var targetEdge: UIRectEdge = .right
    /// The pan that starts the next transition; nil for the button and the keys.
    var gestureRecognizer: UIScreenEdgePanGestureRecognizer?
    /// Makes the animator for a transition that starts at an edge.
    var makeAnimator: @MainActor (UIRectEdge) -> any UIViewControllerAnimatedTransitioning
    /// The interaction controller handed out last (nil after a plain transition).
    private(set) var interactionController: EdgePanInteractionController?

    /// A delegate whose animators come from `makeAnimator`.
    init(makeAnimator: @escaping @MainActor (UIRectEdge) -> any UIViewControllerAnimatedTransitioning) {
        self.makeAnimator = makeAnimator
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        makeAnimator(targetEdge)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        makeAnimator(targetEdge)
    }

    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        makeInteractionController()
    }

    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        makeInteractionController()
    }

    /// A controller following `gestureRecognizer` while it is recognizing; nil otherwise (a
    /// transition that waited in the queue until the drag was over runs as a plain animation).
    private func makeInteractionController() -> EdgePanInteractionController? {
        guard let gestureRecognizer, gestureRecognizer.state == .began || gestureRecognizer.state == .changed else {
            interactionController = nil
            return nil
        }
        let controller = EdgePanInteractionController(gestureRecognizer: gestureRecognizer, edgeForDragging: targetEdge)
        interactionController = controller
        return controller
    }
}
