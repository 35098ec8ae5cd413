import Foundation
import TransitionKit

/// A transition whose views one shape-layer mask reveals (`CircularRevealAnimator`,
/// `ClockWipeAnimator`), held from `animateTransition(using:)` until the mask's animation stops.
@MainActor
struct MaskedTransition {
    /// The transition's context.
    let context: any UIViewControllerContextTransitioning
    /// The view carrying the mask.
    let masked: UIView
    /// The view that leaves.
    let fromView: UIView
    /// The incoming view the animator added to the container, if any.
    let addedView: UIView?
    /// The views as the animator found them.
    let found: FoundViewStates

    /// Ends the transition when the mask's animation stopped: takes the mask off, puts the views
    /// back (all of them after a cancel, then without the added view), and completes.
    func finish() {
        let cancelled = context.transitionWasCancelled
        masked.layer.mask = nil
        found.restore(leaving: fromView, cancelled: cancelled)
        if cancelled { addedView?.removeFromSuperview() }
        context.completeTransition(!cancelled)
    }
}
