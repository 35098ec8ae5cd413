import Foundation
import TransitionKit

/// Cross-fades the outgoing and the incoming view: seed 000 (bestswifter, "Custom iOS
/// view-controller transitions in practice", the Cross Dissolve demo, which follows Apple's
/// `AAPLCrossDissolveTransitionAnimator`).
///
/// - Duration: 0.35 s on `UIView.animate`'s default ease-in-out curve. The seed shows no number
///   for it; 0.35 s is the value of Apple's sample the demo is built on, and of UIKit's own
///   `.crossDissolve`.
/// - The `.to` view is placed at `finalFrame(for:)`, starts at alpha 0 and is added to the
///   container ("during presentation, add toView to the container"); the `.from` view goes from
///   alpha 1 to 0 at the same time. A view the context does not hand out (the presenter's view
///   in a `.custom` presentation) is not touched, so presenting fades the presented view in and
///   dismissing fades it out.
/// - One animator serves presentation, dismissal, push and pop, as the seed says ("a
///   well-encapsulated animator can be reused ... also for push and pop").
/// - Completes with `completeTransition(!transitionContext.transitionWasCancelled)`, so a
///   `UIPercentDrivenInteractiveTransition` can scrub and cancel it. A cancelled transition
///   gives both views the alpha and frame it found them with (the cancel only runs the fade
///   back to the setup values: the incoming view would stay at alpha 0); a completed one gives
///   the view that left its alpha back (it goes off screen), so a controller can be shown again
///   by any animator.
///
/// ```swift
/// func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
///     CrossDissolveAnimator()
/// }
/// ```
@preconcurrency @MainActor
public final class CrossDissolveAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The duration used when none is given: 0.35 s.
    public static let defaultDuration: TimeInterval = 0.35

    /// The duration of the fade, in seconds.
    public let duration: TimeInterval

    /// Creates a cross-dissolve animator that fades over `duration` seconds.
    public init(duration: TimeInterval = CrossDissolveAnimator.defaultDuration) {
        self.duration = duration
        super.init()
    }

    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let fromViewController = transitionContext.viewController(forKey: .from)
        let toViewController = transitionContext.viewController(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        let found = FoundViewStates(fromView, toView)

        if let fromView, let fromViewController {
            let initial = transitionContext.initialFrame(for: fromViewController)
            if initial != .zero { fromView.frame = initial }
        }
        if let toView, let toViewController {
            let final = transitionContext.finalFrame(for: toViewController)
            if final != .zero { toView.frame = final }
        }
        fromView?.alpha = 1
        toView?.alpha = 0
        // We are responsible for adding the incoming view to the container.
        if let toView { containerView.addSubview(toView) }

        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            fromView?.alpha = 0
            toView?.alpha = 1
        }, completion: { _ in
            let wasCancelled = transitionContext.transitionWasCancelled
            found.restore(leaving: fromView, cancelled: wasCancelled)
            transitionContext.completeTransition(!wasCancelled)
        })
    }
}
