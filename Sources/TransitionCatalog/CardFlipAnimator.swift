import Foundation
import TransitionKit

/// Flips the screen over like a card about its vertical axis, in perspective: the outgoing view
/// turns away to edge-on in the first half, the incoming one turns in from edge-on in the second
/// (written the way iOS code builds it: `CATransform3D` rotations about y with
/// `m34 = -1/d`, in two `UIView.addKeyframe` halves, both layers single-sided).
///
/// - Perspective: the eye `d = max(500, 2 × width)` points away (`eyeDistance(forWidth:)`):
///   phone code uses 500, which on a phone-sized view keeps the near edge well in front of the
///   eye; a 1,024-point desktop screen turned with 500 would pass its near edge behind the eye
///   (nothing to draw for a tenth of the turn), so wider views are seen from further away.
///
/// - Duration 0.6 s, linear keyframes (the halves meet edge-on, where a curve would make the
///   turn stall); presenting or pushing turns right to left, dismissing or popping left to right.
/// - The incoming view is the context's `.to` view, added to the container; when the context
///   hands out none (a custom presentation's presenter stays where it is), the `.to`
///   controller's view is turned in place.
/// - Scrubbable: the keyframes run on the transition's timeline, so a percent-driven
///   interaction or the grab can hold the card at any angle.
/// - A cancel puts both views back as found (`FoundViewStates`) and their layers' 3D
///   transforms and `isDoubleSided` back to the defaults.
///
/// ```swift
/// func animationController(forPresented presented: UIViewController, presenting: UIViewController,
///                          source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
///     CardFlipAnimator()
/// }
/// ```
@preconcurrency @MainActor
public final class CardFlipAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The distance of the eye from a view `width` points wide: `m34 = -1 / distance`
    /// (500, the usual iOS value, or twice the width when that is further).
    public static func eyeDistance(forWidth width: CGFloat) -> CGFloat { max(500, 2 * width) }

    /// The duration of the whole flip, in seconds.
    public let duration: TimeInterval

    /// Creates a flip lasting `duration` seconds (0.6 by default).
    public init(duration: TimeInterval = 0.6) {
        self.duration = duration
        super.init()
    }

    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    /// The layer transform turned by `angle` radians about the vertical axis, in perspective
    /// for a view `width` points wide (see `eyeDistance(forWidth:)`).
    public static func turned(_ angle: CGFloat, width: CGFloat = 0) -> CATransform3D {
        var transform = CATransform3DIdentity
        transform.m34 = -1 / eyeDistance(forWidth: width)
        return CATransform3DRotate(transform, angle, 0, 1, 0)
    }

    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from) ?? transitionContext.viewController(forKey: .from)?.view,
              let toView = transitionContext.view(forKey: .to) ?? transitionContext.viewController(forKey: .to)?.view
        else {
            transitionContext.completeTransition(false)
            return
        }
        let found = FoundViewStates(fromView, toView)
        if let toViewController = transitionContext.viewController(forKey: .to) {
            let final = transitionContext.finalFrame(for: toViewController)
            if final != .zero { toView.frame = final }
        }
        if transitionContext.view(forKey: .to) != nil { container.addSubview(toView) }
        let sign: CGFloat = TransitionDirection(transitionContext) == .forward ? 1 : -1
        for view in [fromView, toView] { view.layer.isDoubleSided = false }
        let width = container.bounds.width
        toView.layer.transform = Self.turned(-sign * .pi / 2, width: width)
        fromView.layer.transform = Self.turned(0, width: width)

        UIView.animateKeyframes(withDuration: duration, delay: 0, options: [.calculationModeLinear], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                fromView.layer.transform = Self.turned(sign * .pi / 2, width: width)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                toView.layer.transform = Self.turned(0, width: width)
            }
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            for view in [fromView, toView] {
                view.layer.transform = CATransform3DIdentity
                view.layer.isDoubleSided = true
            }
            found.restore(leaving: fromView, cancelled: cancelled)
            if cancelled, transitionContext.view(forKey: .to) != nil { toView.removeFromSuperview() }
            transitionContext.completeTransition(!cancelled)
        })
    }
}
