import Foundation
import TransitionCatalog
import TransitionKit

/// The cards scene's transitioning delegate: `CardExpandAnimator` both ways, from and back to the
/// card's window frame, and the interactive closing a drag drives.
@MainActor
final class CardsSceneTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The card's frame in window coordinates, where the expansion starts and the collapse ends
    /// (set from the collection view's cell just before each transition).
    var cardFrame = CGRect.zero
    /// The drag down that closes the detail interactively (its interactor, while it drives).
    let dragDown = DragDownDismissal()
    /// The animator of the running (or last) transition, for tests.
    private(set) var animator: CardExpandAnimator?

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        let expand = CardExpandAnimator(isPresenting: true, cardFrame: cardFrame)
        animator = expand
        return expand
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        let collapse = CardExpandAnimator(isPresenting: false, cardFrame: cardFrame)
        animator = collapse
        return collapse
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        dragDown.interactor
    }
}
