import Foundation
import TransitionKit

/// The tabs scene's tab-switching animator, as apps write one for
/// `tabBarController(_:animationControllerForTransitionFrom:to:)`: `.slide` moves the new tab in
/// from the side of its place in the tab order (from the right when it is to the right of the
/// old one) and pushes the old one out the other way; `.crossFade` fades the new tab in over the
/// old one. Linear, so a swipe's finger and the content move together.
@MainActor
final class TabsSceneAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// How the tabs change places.
    enum Style {
        case slide
        case crossFade
    }

    let style: Style
    /// Whether the new tab is to the right of the old one.
    let forward: Bool
    let duration: TimeInterval

    init(style: Style, forward: Bool, duration: TimeInterval = 0.35) {
        self.style = style
        self.forward = forward
        self.duration = duration
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to), let toView = transitionContext.view(forKey: .to),
              let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let final = transitionContext.finalFrame(for: toVC)
        let offset = container.bounds.width * (forward ? 1 : -1)
        switch style {
        case .slide: toView.frame = final.offsetBy(dx: offset, dy: 0)
        case .crossFade: toView.frame = final; toView.alpha = 0
        }
        container.addSubview(toView)
        UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: {
            switch self.style {
            case .slide:
                toView.frame = final
                fromView.frame = final.offsetBy(dx: -offset, dy: 0)
            case .crossFade:
                toView.alpha = 1
            }
        }) { _ in
            // What a cancel leaves moved goes back; the engine puts the selected tab's view in place.
            fromView.frame = final
            toView.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
