import Foundation
import TransitionCatalog
import TransitionKit

/// The sheet scene's third animator: `CustomPresentationController`'s chrome (wrapper, dimming,
/// tap and drag to dismiss, layout) with a different animator, `CrossDissolveAnimator`. The seed's
/// point that the animator, the interaction controller and the presentation controller are
/// independent peers the transitioning delegate hands out.
@MainActor
final class SheetCrossDissolveTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The presentation controller that lays out and decorates the card.
    let presentation: CustomPresentationController

    /// A delegate that presents with `presentation` and cross-dissolves.
    init(presentation: CustomPresentationController) {
        self.presentation = presentation
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        presentation.presentationController(forPresented: presented, presenting: presenting, source: source)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        CrossDissolveAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        CrossDissolveAnimator()
    }

    /// The presentation controller's drag-to-dismiss, which scrubs the cross dissolve.
    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        presentation.interactionControllerForDismissal(using: animator)
    }
}
