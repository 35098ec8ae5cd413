import TransitionKit

/// Slides a card up from the bottom edge over the screen that presents it, and back down when it
/// is dismissed. Change this to make the transition your own.
@MainActor
final class CardPresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// How long the slide takes, in seconds.
    let duration: TimeInterval
    /// The spring's damping ratio (1: no overshoot).
    let damping: CGFloat
    /// The control points of a cubic Bézier to slide on instead of the spring, if set.
    let controlPoints: (CGPoint, CGPoint)?

    /// An animator sliding over `duration` seconds on a spring of `damping`, or on the cubic
    /// Bézier through `controlPoints` when given.
    init(duration: TimeInterval = 0.5, damping: CGFloat = 0.8, controlPoints: (CGPoint, CGPoint)? = nil) {
        self.duration = duration
        self.damping = damping
        self.controlPoints = controlPoints
        super.init()
    }

    /// Where the card rests: the lower three quarters of the container, inset by 24 points.
    static func cardFrame(in bounds: CGRect) -> CGRect {
        CGRect(x: 24, y: bounds.height / 4, width: bounds.width - 48, height: bounds.height * 3 / 4 - 24)
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let offscreen = container.bounds.height
        if let card = transitionContext.view(forKey: .to) {
            // Presenting: the card starts below the window and springs up into place.
            card.frame = Self.cardFrame(in: container.bounds)
            card.transform = CGAffineTransform(translationX: 0, y: offscreen)
            container.addSubview(card)
            if let (point1, point2) = controlPoints {
                let animator = UIViewPropertyAnimator(duration: duration, controlPoint1: point1, controlPoint2: point2) {
                    card.transform = .identity
                }
                animator.addCompletion { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
                animator.startAnimation()
                return
            }
            UIView.animate(
                withDuration: duration, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: 0,
                animations: { card.transform = .identity },
                completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        } else if let card = transitionContext.view(forKey: .from) {
            // Dismissing (perhaps driven by a drag): the card slides back down; a cancelled
            // dismissal puts it back where it was.
            UIView.animate(
                withDuration: duration, delay: 0, options: [.curveLinear],
                animations: { card.transform = CGAffineTransform(translationX: 0, y: offscreen) },
                completion: { _ in
                    if transitionContext.transitionWasCancelled { card.transform = .identity }
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        } else {
            transitionContext.completeTransition(true)
        }
    }
}
