import TransitionKit

/// The card's `transitioningDelegate`: the chosen animator both ways, and the drag's interactive
/// dismissal while a drag is under way.
@MainActor
final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// Makes the animator for the next transition (the playground's keys 1-9 choose it).
    var makeAnimator: () -> any UIViewControllerAnimatedTransitioning = { CardPresentAnimator() }
    /// The drag that dismisses the card.
    let dismissInteraction = CardDismissInteraction()

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        makeAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        makeAnimator()
    }

    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        dismissInteraction.isDragging ? dismissInteraction : nil
    }
}
