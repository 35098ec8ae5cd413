import Foundation
import TransitionKit

/// Slides the incoming view in from `edge` over `duration` seconds, linearly (the presenter's
/// view stays): a small animator whose frames are easy to predict.
@MainActor
final class SlideInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum Edge { case bottom, right }
    let edge: Edge
    let duration: TimeInterval

    init(from edge: Edge = .bottom, duration: TimeInterval = 0.4) {
        self.edge = edge
        self.duration = duration
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let isPresenting = transitionContext.viewController(forKey: .to)?.isBeingPresented == true
        let moving = isPresenting ? transitionContext.view(forKey: .to) : transitionContext.view(forKey: .from)
        guard let moving else { transitionContext.completeTransition(true); return }
        let onScreen = container.bounds
        let offScreen = edge == .bottom
            ? onScreen.offsetBy(dx: 0, dy: onScreen.height) : onScreen.offsetBy(dx: onScreen.width, dy: 0)
        if isPresenting { container.addSubview(moving) }
        moving.frame = isPresenting ? offScreen : onScreen
        UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear], animations: {
            moving.frame = isPresenting ? onScreen : offScreen
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// Hands out one kind of animator for presentation and dismissal.
@MainActor
final class SlideInDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let make: () -> SlideInAnimator
    init(_ make: @escaping () -> SlideInAnimator) { self.make = make }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { make() }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        make()
    }
}
