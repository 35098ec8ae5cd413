import Foundation
import TransitionCatalog
import TransitionKit

/// The patterns scene's transitioning delegate: the chosen pattern's animators, and the
/// interactive closing a drag drives.
@MainActor
final class PatternsSceneTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The patterns keys 1-3 choose.
    enum Pattern: Int, CaseIterable {
        /// The App-Store card: expands from the card on constraints, collapses back into it.
        case cardExpansion
        /// Opens with a cross dissolve, closes by blowing the detail apart in snapshot tiles.
        case explode
        /// Opens and closes with `UIView.animateKeyframes`: the detail drops in, overshoots and settles.
        case keyframeBounce

        /// The name on keys 1-3 and in the HUD.
        var name: String {
            switch self {
            case .cardExpansion: "App-Store card (Auto Layout)"
            case .explode: "explode dismissal (snapshots)"
            case .keyframeBounce: "keyframe bounce (keyframes)"
            }
        }

        /// The HUD's curve for the pattern's opening (nil for keyframes: no single curve).
        var curve: TransitionCurve? {
            switch self {
            case .cardExpansion: .spring(damping: CardExpandAnimator.defaultDampingRatio, velocity: 0, duration: CardExpandAnimator.defaultDuration)
            case .explode: .easeInOut(duration: CrossDissolveAnimator.defaultDuration)
            case .keyframeBounce: nil
            }
        }
    }

    /// The pattern in use.
    var pattern = Pattern.cardExpansion
    /// The card's frame in window coordinates, where the card pattern starts and ends.
    var cardFrame = CGRect.zero
    /// The drag down that closes the detail interactively (its interactor, while it drives).
    let dragDown = DragDownDismissal()

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        switch pattern {
        case .cardExpansion: CardExpandAnimator(isPresenting: true, cardFrame: cardFrame)
        case .explode: CrossDissolveAnimator()
        case .keyframeBounce: KeyframeBounceAnimator(presenting: true)
        }
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        switch pattern {
        case .cardExpansion: CardExpandAnimator(isPresenting: false, cardFrame: cardFrame)
        case .explode: ExplodeAnimator()
        case .keyframeBounce: KeyframeBounceAnimator(presenting: false)
        }
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        dragDown.interactor
    }
}
