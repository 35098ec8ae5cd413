import Foundation
import TransitionKit

/// Drops the presented card in from above the container with a keyframe bounce, and lifts it
/// back out the same way on dismissal: a port, in our own words, of the "bounce presentation"
/// animators that many tutorials and libraries build on `UIView.animateKeyframes`.
///
/// Presenting (the `.to` view at its final frame, moved by its transform):
/// - 0 ... 60 % of the duration: from one container height above its place down to
///   `overshoot` points below it (the drop);
/// - 60 ... 80 %: back up to `rebound` points above its place;
/// - 80 ... 100 %: settles at its place (identity transform).
///
/// Dismissing runs the same keyframes backwards on the `.from` view: a small dip to
/// `rebound` above, down to `overshoot` below, then up and out by a container height.
///
/// The keyframes are linear in time (`.calculationModeLinear` with a linear overall curve), so
/// the card's offset at any time is a straight line between keyframes: what the tests check, and
/// what an interactive transition scrubs. The animator completes with
/// `completeTransition(!transitionWasCancelled)`; a cancelled transition leaves both views as it
/// found them.
@preconcurrency @MainActor
public final class KeyframeBounceAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The duration used when none is given: 0.8 s.
    public static let defaultDuration: TimeInterval = 0.8
    /// How far below its place the card overshoots, in points.
    public static let overshoot: CGFloat = 30
    /// How far above its place the card rebounds, in points.
    public static let rebound: CGFloat = 12
    /// The keyframe options: linear keyframes on a linear overall curve.
    public static let options = UIView.KeyframeAnimationOptions.calculationModeLinear
        .union(UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue))

    /// Whether this animator presents (true) or dismisses (false).
    public let isPresenting: Bool
    /// The duration of the bounce, in seconds.
    public let duration: TimeInterval

    /// Creates the presenting or the dismissing half of the bounce.
    public init(presenting: Bool, duration: TimeInterval = KeyframeBounceAnimator.defaultDuration) {
        isPresenting = presenting
        self.duration = duration
        super.init()
    }

    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let height = containerView.bounds.height
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        let found = FoundViewStates(fromView, toView)
        let card: UIView?
        if isPresenting {
            card = toView
            if let toView, let toViewController = transitionContext.viewController(forKey: .to) {
                toView.frame = transitionContext.finalFrame(for: toViewController)
                toView.transform = CGAffineTransform(translationX: 0, y: -height)
                containerView.addSubview(toView)
            }
        } else {
            card = fromView
            if let toView, toView.superview == nil, let fromView { containerView.insertSubview(toView, belowSubview: fromView) }
        }
        let offsets: [(start: Double, length: Double, y: CGFloat)] = isPresenting
            ? [(0, 0.6, Self.overshoot), (0.6, 0.2, -Self.rebound), (0.8, 0.2, 0)]
            : [(0, 0.2, -Self.rebound), (0.2, 0.2, Self.overshoot), (0.4, 0.6, -height)]

        UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0, options: Self.options, animations: {
            for offset in offsets {
                UIView.addKeyframe(withRelativeStartTime: offset.start, relativeDuration: offset.length) {
                    card?.transform = CGAffineTransform(translationX: 0, y: offset.y)
                }
            }
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            found.restore(leaving: self.isPresenting ? nil : fromView, cancelled: cancelled)
            transitionContext.completeTransition(!cancelled)
        })
    }
}
