import Foundation
import TransitionCatalog
import TransitionKit

/// The coreanimation scene's transitioning delegate: the chosen Core Animation transition for
/// presenting and dismissing, and the drag down that scrubs the dismissal.
@MainActor
final class CoreAnimationSceneTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The transitions keys 1-9 choose.
    enum Effect: Int, CaseIterable {
        /// B is revealed through a circle growing from the button (a `CAShapeLayer` mask's path).
        case circularReveal
        /// The screen flips over like a card (CATransform3D about y, m34 perspective).
        case cardFlip
        /// The new screen pushes the old one out: a `CATransition` on the container's layer.
        case push
        /// B is wiped in like a clock hand (a shape mask's `strokeEnd`).
        case clockWipe
        /// The outgoing screen folds open like doors (snapshot halves hinged at their outer edges).
        case fold

        /// The name on the keys and in the HUD.
        var name: String {
            switch self {
            case .circularReveal: "circular reveal"
            case .cardFlip: "3D card flip"
            case .push: "CATransition push"
            case .clockWipe: "clock wipe"
            case .fold: "fold (doors)"
            }
        }

        /// A fresh animator for this effect; the reveal grows from `origin` (container
        /// coordinates) when given.
        @MainActor
        func makeAnimator(origin: CGPoint?) -> any UIViewControllerAnimatedTransitioning {
            switch self {
            case .circularReveal: CircularRevealAnimator(origin: origin)
            case .cardFlip: CardFlipAnimator()
            case .push: CATransitionPushAnimator()
            case .clockWipe: ClockWipeAnimator()
            case .fold: FoldAnimator()
            }
        }
    }

    /// The effect in use.
    var effect = Effect.circularReveal
    /// Where the circular reveal grows from and shrinks back to (the Present button's centre),
    /// asked for each transition.
    var revealOrigin: () -> CGPoint? = { nil }
    /// The drag down that scrubs the dismissal (its interactor while it drives).
    let dragDown = DragDownDismissal()

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        effect.makeAnimator(origin: revealOrigin())
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        effect.makeAnimator(origin: revealOrigin())
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        dragDown.interactor
    }
}
