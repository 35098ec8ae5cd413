import Foundation
import TransitionKit

/// Reveals the presented screen through a circle that grows from a point (the tapped button's
/// centre, say) until it covers the whole screen, and hides it again by shrinking the circle
/// back (written the way iOS code builds it: a `CAShapeLayer` as the view's
/// `layer.mask`, its `path` animated by a `CABasicAnimation(keyPath: "path")` between two
/// `UIBezierPath(ovalIn:)` circles).
///
/// - Duration 0.5 s, `easeInEaseOut`. The small circle has `startRadius` (1 pt by default); the
///   large one reaches the revealed view's farthest corner from `origin`. Both circles have the
///   same path elements (a move, four curves, a close), so Core Animation interpolates them
///   point by point: concentric circles in between, their radius following the curve.
/// - Presenting or pushing masks the incoming view (growing); dismissing or popping masks the
///   outgoing one (shrinking), the incoming view beneath it.
/// - The iOS habit: the mask's model `path` is set to the end circle before the animation is
///   added, so nothing jumps when it is removed. The mask is removed when the animation stops,
///   and the context completed from the animation's delegate.
/// - Scrubbable: the animation is added inside `animateTransition(using:)`, so it runs on the
///   transition's timeline; a `UIPercentDrivenInteractiveTransition` or the grab holds the
///   circle at any size (on iOS a percent-driven interaction drives no `CAAnimation`).
/// - A cancel runs the circle back; then the mask is removed, an incoming view it added leaves
///   the container and every view is put back as found (`FoundViewStates`).
///
/// ```swift
/// // the button's centre in window coordinates (a full-screen presentation's container is the window's size)
/// let reveal = CircularRevealAnimator(origin: button.superview?.convert(button.center, to: nil))
/// ```
@preconcurrency @MainActor
public final class CircularRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning, @MainActor CAAnimationDelegate {
    /// The key the mask's path animation is added for.
    public static let animationKey = "circularReveal"

    /// The duration of the reveal, in seconds.
    public let duration: TimeInterval
    /// Where the circle grows from and shrinks back to, in the container's coordinates (the
    /// window's, for a full-screen presentation); nil, or a point that is not finite: the centre
    /// of the masked view.
    public var origin: CGPoint?
    /// The radius of the small circle at `origin`, in points (a negative or non-finite radius
    /// given to the initializer is 1).
    public let startRadius: CGFloat

    /// The running transition, from `animateTransition(using:)` until the animation stops.
    private var running: MaskedTransition?

    /// Creates a reveal from `origin` (the masked view's centre when nil), starting at a circle
    /// of `startRadius` points, lasting `duration` seconds.
    public init(origin: CGPoint? = nil, startRadius: CGFloat = 1, duration: TimeInterval = 0.5) {
        self.origin = origin
        self.startRadius = startRadius.isFinite && startRadius >= 0 ? startRadius : 1
        self.duration = duration
        super.init()
    }

    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    /// The circle of `radius` points around `center`, as Core Animation interpolates it.
    public static func circle(center: CGPoint, radius: CGFloat) -> CGPath {
        UIBezierPath(ovalIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)).cgPath
    }

    /// The radius of the circle around `center` that covers `bounds`: the distance to its
    /// farthest corner.
    public static func coveringRadius(of bounds: CGRect, from center: CGPoint) -> CGFloat {
        let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                       CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
        return corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 0
    }

    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let forward = TransitionDirection(transitionContext) == .forward
        guard running == nil, let views = LayerTransitionViews(transitionContext),
              let masked = forward
                ? views.toView ?? transitionContext.viewController(forKey: .to)?.view : views.fromView
        else {
            transitionContext.completeTransition(false)
            return
        }
        let (fromView, toView, found) = (views.fromView, views.toView, views.found)
        if let toView {
            if forward {
                container.addSubview(toView)
            } else if toView.superview !== container {
                container.insertSubview(toView, at: 0)
            }
        }
        running = MaskedTransition(context: transitionContext, masked: masked, fromView: fromView, addedView: toView, found: found)

        let center = origin.flatMap { $0.x.isFinite && $0.y.isFinite ? masked.convert($0, from: container) : nil }
            ?? CGPoint(x: masked.bounds.midX, y: masked.bounds.midY)
        let small = Self.circle(center: center, radius: startRadius)
        let large = Self.circle(center: center, radius: Self.coveringRadius(of: masked.bounds, from: center))
        let mask = CAShapeLayer()
        mask.frame = masked.bounds
        mask.path = forward ? large : small   // the end state as the model value, before the animation
        masked.layer.mask = mask

        let reveal = CABasicAnimation(keyPath: "path")
        reveal.fromValue = forward ? small : large
        reveal.toValue = forward ? large : small
        reveal.duration = duration
        reveal.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        reveal.delegate = self
        mask.add(reveal, forKey: Self.animationKey)
    }

    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let running else { return }
        self.running = nil
        running.finish()
    }
}
