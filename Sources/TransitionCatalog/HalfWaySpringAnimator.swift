import Foundation
import TransitionKit

/// Springs the incoming view up from half the screen's height while it fades in: seed 000
/// (bestswifter, "Custom iOS view-controller transitions in practice", `HalfWaySpringAnimator`).
///
/// The seed's numbers: 2 s, `usingSpringWithDamping: 0.6`, `initialSpringVelocity: 0`,
/// `options: .curveLinear`; the `.to` view starts at the `.from` view's frame moved down to
/// `origin.y = fromView.frame.maxY / 2` with alpha 0, and animates to
/// `finalFrame(for: toViewController)` and alpha 1.
///
/// Where the seed is silent:
/// - When the context hands out no `.from` view (a `.custom` presentation keeps the presenter's
///   view out of the animator's reach; the seed force-unwraps it), the presenter's
///   `initialFrame(for:)` stands in for its frame, then the container's bounds.
/// - Dismissal and pop (the seed only presents with it, and dismisses with
///   `CrossDissolveAnimator`; `HalfWaySpringTransitioningDelegate` is that pairing): the
///   presentation runs backwards: the leaving view sinks to half height while it fades out,
///   over the same 2 s, on a spring with damping 1 (no bounce: a bouncing exit would flash the
///   fading view back up). The view it reveals (the presenter's view of a full-screen
///   presentation, the previous screen of a pop) is put under it.
/// - Completes with `completeTransition(!transitionContext.transitionWasCancelled)`, as the
///   seed does, so it can be driven by a `UIPercentDrivenInteractiveTransition`. A cancelled
///   transition gives both views the alpha and frame it found them with (the cancel only runs
///   the spring back to the setup values: the incoming view would stay at alpha 0, half way
///   down); a completed one gives the view that left its alpha back (off screen), so any
///   animator can show it again.
@preconcurrency @MainActor
public final class HalfWaySpringAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The seed's duration: 2 s.
    public static let duration: TimeInterval = 2
    /// The seed's spring damping ratio: 0.6.
    public static let dampingRatio: CGFloat = 0.6
    /// The seed's initial spring velocity: 0.
    public static let initialSpringVelocity: CGFloat = 0
    /// The damping ratio of the dismissal and pop spring: 1 (no overshoot).
    public static let exitDampingRatio: CGFloat = 1

    /// The duration of this animator's transitions, in seconds (the seed's 2 s unless changed).
    public var duration: TimeInterval = HalfWaySpringAnimator.duration
    /// The damping ratio of the presentation and push spring (the seed's 0.6 unless changed).
    public var dampingRatio: CGFloat = HalfWaySpringAnimator.dampingRatio

    /// Creates the animator.
    public override init() { super.init() }

    /// Sets the duration of the animation: `duration` (2 s).
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let fromViewController = transitionContext.viewController(forKey: .from)
        let toViewController = transitionContext.viewController(forKey: .to)
        // For a presentation fromView is the presenting view and toView the presented one; for
        // a dismissal it is the other way round. Prefer view(forKey:) to the controllers' views:
        // a presentation controller may wrap the presented view in decoration.
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        let direction = TransitionDirection(transitionContext)
        let reference = direction == .forward
            ? referenceFrame(fromView: fromView, fromViewController: fromViewController, context: transitionContext)
            : containerView.bounds
        let halfWay = CGRect(x: reference.minX, y: reference.maxY / 2, width: reference.width, height: reference.height)
        let transitionDuration = self.transitionDuration(using: transitionContext)
        let found = FoundViewStates(fromView, toView)

        switch direction {
        case .forward:
            guard let toView, let toViewController else {
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                return
            }
            // toView starts with its top at half the screen's height, so it springs up from the
            // middle rather than from the bottom, and becomes opaque on the way.
            toView.frame = halfWay
            toView.alpha = 0
            containerView.addSubview(toView)
            let finalFrame = transitionContext.finalFrame(for: toViewController)
            UIView.animate(
                withDuration: transitionDuration, delay: 0, usingSpringWithDamping: dampingRatio,
                initialSpringVelocity: Self.initialSpringVelocity, options: .curveLinear,
                animations: {
                    toView.alpha = 1
                    toView.frame = finalFrame
                },
                completion: { _ in
                    let wasCancelled = transitionContext.transitionWasCancelled
                    found.restore(leaving: fromView, cancelled: wasCancelled)
                    transitionContext.completeTransition(!wasCancelled)
                })
        case .backward:
            guard let fromView else {
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                return
            }
            if let toView, toView.superview !== containerView {
                if fromView.superview === containerView {
                    containerView.insertSubview(toView, belowSubview: fromView)
                } else {
                    containerView.insertSubview(toView, at: 0)
                }
            }
            if let toView, let toViewController {
                let finalFrame = transitionContext.finalFrame(for: toViewController)
                if finalFrame != .zero { toView.frame = finalFrame }
            }
            let sinkTo = CGRect(x: fromView.frame.minX, y: reference.maxY / 2, width: fromView.frame.width, height: fromView.frame.height)
            UIView.animate(
                withDuration: transitionDuration, delay: 0, usingSpringWithDamping: Self.exitDampingRatio,
                initialSpringVelocity: Self.initialSpringVelocity, options: .curveLinear,
                animations: {
                    fromView.alpha = 0
                    fromView.frame = sinkTo
                },
                completion: { _ in
                    let wasCancelled = transitionContext.transitionWasCancelled
                    found.restore(leaving: fromView, cancelled: wasCancelled)
                    transitionContext.completeTransition(!wasCancelled)
                })
        }
    }

    /// The frame a presentation measures the half-way point on: the `.from` view's frame, else
    /// the presenter's initial frame, else the container's bounds.
    private func referenceFrame(
        fromView: UIView?, fromViewController: UIViewController?, context: any UIViewControllerContextTransitioning
    ) -> CGRect {
        if let fromView { return fromView.frame }
        if let fromViewController {
            let initial = context.initialFrame(for: fromViewController)
            if initial != .zero { return initial }
        }
        return context.containerView.bounds
    }
}
