import Foundation
import TransitionKit

/// Wipes the incoming screen in like a clock hand sweeping once round from 12 o'clock,
/// clockwise (the classic Core Animation trick: a `CAShapeLayer` mask whose path is a
/// circle of radius r/2 stroked with a line r wide, so the stroke covers the whole disc of
/// radius r, and whose `strokeEnd` animates from 0 to 1 with a `CABasicAnimation`).
///
/// - Duration 0.6 s, linear (a clock hand keeps its speed). r is the distance from the view's
///   centre to its corners, so the disc covers the view.
/// - The incoming view is put on top, in dismissals too (UIKit put the presenter's view under
///   the presented one; it goes back where it belongs when the transition ends). When the
///   context hands out no incoming view (a custom presentation's dismissal: the presenter stays
///   outside the container), the outgoing view is wiped away instead: its mask's `strokeStart`
///   animates from 0 to 1, the same sweep.
/// - The mask's model value is set to the end before the animation is added (the iOS habit);
///   the mask is removed when the animation stops, which completes the context.
/// - Scrubbable on the transition's timeline; a cancel runs the hand back, then puts every view
///   back as found.
///
/// ```swift
/// func animationController(forPresented presented: UIViewController, presenting: UIViewController,
///                          source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
///     ClockWipeAnimator()
/// }
/// ```
@preconcurrency @MainActor
public final class ClockWipeAnimator: NSObject, UIViewControllerAnimatedTransitioning, @MainActor CAAnimationDelegate {
    /// The key the mask's stroke animation is added for.
    public static let animationKey = "clockWipe"

    /// The duration of one sweep, in seconds.
    public let duration: TimeInterval

    /// The running transition, from `animateTransition(using:)` until the animation stops.
    private var running: MaskedTransition?

    /// Creates a wipe lasting `duration` seconds (0.6 by default).
    public init(duration: TimeInterval = 0.6) {
        self.duration = duration
        super.init()
    }

    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    /// The mask that sweeps over `bounds`: a circle of half the covering radius around the
    /// centre, starting at 12 o'clock and running clockwise on screen, stroked opaque with a
    /// line as wide as the covering radius; nothing filled. Its stroke runs from 0 to 1.
    public static func makeMask(for bounds: CGRect) -> CAShapeLayer {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = CircularRevealAnimator.coveringRadius(of: bounds, from: center)
        let mask = CAShapeLayer()
        mask.frame = bounds
        mask.path = UIBezierPath(arcCenter: center, radius: radius / 2, startAngle: -.pi / 2, endAngle: 3 * .pi / 2,
                                 clockwise: true).cgPath
        mask.lineWidth = radius
        mask.strokeColor = UIColor.black.cgColor
        mask.fillColor = nil
        return mask
    }

    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard running == nil, let views = LayerTransitionViews(transitionContext) else {
            transitionContext.completeTransition(false)
            return
        }
        let (fromView, toView) = (views.fromView, views.toView)
        if let toView { container.addSubview(toView) }
        let masked = toView ?? fromView
        running = MaskedTransition(context: transitionContext, masked: masked, fromView: fromView, addedView: toView, found: views.found)

        // The incoming view's stroke grows from 12 o'clock; the outgoing view's (no incoming
        // one handed out) shrinks from there: the same hand, sweeping the same way.
        let keyPath = toView != nil ? "strokeEnd" : "strokeStart"
        let mask = Self.makeMask(for: masked.bounds)
        if toView == nil { mask.strokeStart = 1 } else { mask.strokeEnd = 1 }   // the end as the model value
        masked.layer.mask = mask

        let sweep = CABasicAnimation(keyPath: keyPath)
        sweep.fromValue = 0
        sweep.toValue = 1
        sweep.duration = duration
        sweep.timingFunction = CAMediaTimingFunction(name: .linear)
        sweep.delegate = self
        mask.add(sweep, forKey: Self.animationKey)
    }

    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let running else { return }
        self.running = nil
        running.finish()
    }
}
