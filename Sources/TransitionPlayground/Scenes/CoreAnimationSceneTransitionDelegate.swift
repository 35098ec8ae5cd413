import Foundation
import TransitionCatalog
import TransitionKit

/// The coreanimation scene's transitioning delegate: the chosen Core Animation transition for
/// presenting and dismissing, and the drag down that scrubs the dismissal.
@MainActor
final class CoreAnimationSceneTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The transitions keys 1-9 choose.
    enum Effect: Int, CaseIterable {
        /// The screen flips over like a card (CATransform3D about y, m34 perspective).
        case cardFlip
        /// The new screen pushes the old one out: a `CATransition` on the container's layer.
        case push
        /// The outgoing screen folds open like doors (snapshot halves hinged at their outer edges).
        case fold

        /// The name on the keys and in the HUD.
        var name: String {
            switch self {
            case .cardFlip: "3D card flip"
            case .push: "CATransition push"
            case .fold: "fold (doors)"
            }
        }

        /// A fresh animator for this effect.
        func makeAnimator() -> any UIViewControllerAnimatedTransitioning {
            switch self {
            case .cardFlip: CardFlipAnimator()
            case .push: CATransitionPushAnimator()
            case .fold: FoldAnimator()
            }
        }
    }

    /// The effect in use.
    var effect = Effect.cardFlip
    /// The drag down that scrubs the dismissal (its interactor while it drives).
    let dragDown = DragDownDismissal()

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        effect.makeAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        effect.makeAnimator()
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        dragDown.interactor
    }
}
