import Foundation
import TransitionKit

/// Slides the presented view in from a screen edge, and slides it away on dismissal: seed 000
/// (bestswifter, "Custom iOS view-controller transitions in practice", the Interactivity demo's
/// `InteractivityTransitionAnimator(targetEdge:)`, a port of Apple's
/// `AAPLSwipeTransitionAnimator`).
///
/// `targetEdge` is the screen edge the interaction starts from (the edge a screen-edge pan
/// begins at), as in the seed and Apple's sample:
/// - presenting (and pushing), the `.to` view starts just beyond `targetEdge`, outside the
///   container, and slides in to `finalFrame(for:)`, following a finger that moves away from
///   that edge;
/// - dismissing (and popping), the `.from` view slides away from `targetEdge` until it is off
///   screen on the opposite side, following a finger that starts at `targetEdge`. The revealed
///   view goes under it.
///
/// So the seed's pairing, present with `.right` and dismiss with `.left`, brings the view in from
/// the right and sends it back out to the right. A `targetEdge` that is not exactly one of
/// `.top`, `.bottom`, `.left` or `.right` (Apple's sample asserts) uses the first of those it
/// contains, or `.right` when it contains none.
///
/// Duration 0.35 s (Apple's sample; the seed omits the animator's code) on `UIView.animate`'s
/// default ease-in-out curve; linear when the transition starts interactive, so the view stays
/// under the finger that scrubs it (a percent-driven transition plays the curve as it scrubs,
/// and ease-in-out would run ahead of an edge drag by up to a tenth of the width; the rest after
/// the release runs on the interaction controller's completion curve). Completion calls
/// `completeTransition(!transitionContext.transitionWasCancelled)`, which is what lets a
/// `UIPercentDrivenInteractiveTransition` (the seed's `TransitionInteractionController`) scrub,
/// finish and cancel it; after a cancelled transition the `.to` view is taken out again, as in Apple's sample,
/// and both views get back the frames they were found with.
@preconcurrency @MainActor
public final class EdgeSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The duration: 0.35 s.
    public static let duration: TimeInterval = 0.35
    /// This animator's duration, in seconds (0.35 s unless changed).
    public var duration: TimeInterval = EdgeSlideAnimator.duration

    /// The screen edge the interaction starts from.
    public let targetEdge: UIRectEdge

    /// Creates an animator for a transition that starts at `targetEdge`.
    public init(targetEdge: UIRectEdge) {
        self.targetEdge = targetEdge
        super.init()
    }

    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    /// The unit vector the views move along: away from `targetEdge`.
    var offset: CGVector {
        if targetEdge.contains(.top) { return CGVector(dx: 0, dy: 1) }
        if targetEdge.contains(.bottom) { return CGVector(dx: 0, dy: -1) }
        if targetEdge.contains(.left) { return CGVector(dx: 1, dy: 0) }
        return CGVector(dx: -1, dy: 0)
    }

    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let fromViewController = transitionContext.viewController(forKey: .from)
        let toViewController = transitionContext.viewController(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        let isPresenting = TransitionDirection(transitionContext) == .forward
        let offset = self.offset
        let found = FoundViewStates(fromView, toView)

        var fromFrame = fromViewController.map { transitionContext.initialFrame(for: $0) } ?? .zero
        if let fromView, fromFrame == .zero { fromFrame = fromView.frame }
        var toFrame = toViewController.map { transitionContext.finalFrame(for: $0) } ?? .zero
        if toFrame == .zero { toFrame = containerView.bounds }

        if isPresenting {
            // The presented view starts off screen, beyond the target edge, and slides in.
            fromView?.frame = fromFrame
            toView?.frame = toFrame.offsetBy(dx: toFrame.width * offset.dx * -1, dy: toFrame.height * offset.dy * -1)
            if let toView { containerView.addSubview(toView) }
        } else {
            fromView?.frame = fromFrame
            toView?.frame = toFrame
            // The leaving view slides away and reveals the one under it.
            if let toView {
                if let fromView, fromView.superview === containerView {
                    containerView.insertSubview(toView, belowSubview: fromView)
                } else {
                    containerView.insertSubview(toView, at: 0)
                }
            }
        }

        let options: UIView.AnimationOptions = transitionContext.isInteractive ? .curveLinear : []
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: options, animations: {
            if isPresenting {
                toView?.frame = toFrame
            } else {
                fromView?.frame = fromFrame.offsetBy(dx: fromFrame.width * offset.dx, dy: fromFrame.height * offset.dy)
            }
        }, completion: { _ in
            let wasCancelled = transitionContext.transitionWasCancelled
            found.restore(leaving: fromView, cancelled: wasCancelled)
            if wasCancelled { toView?.removeFromSuperview() }
            transitionContext.completeTransition(!wasCancelled)
        })
    }
}
