import Foundation
import TransitionKit

/// The tabs scene's `UITabBarControllerDelegate`: the chosen animator for every tab switch
/// (its direction from the tab order) and, while a swipe drives the switch, the swipe's
/// percent-driven interaction controller.
@MainActor
final class TabsSceneTransitionDelegate: UITabBarControllerDelegate {
    /// The animator style; nil switches tabs at once (no animator).
    var style: TabsSceneAnimator.Style? = .slide
    /// The interaction controller of the swipe that is starting a switch, if any.
    var interactor: UIPercentDrivenInteractiveTransition?
    /// The tabs the user selected with the bar, in order (`didSelect`).
    private(set) var selections: [String] = []

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selections.append(viewController.title ?? "?")
    }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        guard let style, let tabs = tabBarController.viewControllers,
              let from = tabs.firstIndex(where: { $0 === fromVC }), let to = tabs.firstIndex(where: { $0 === toVC }) else { return nil }
        return TabsSceneAnimator(style: style, forward: to > from)
    }

    func tabBarController(
        _ tabBarController: UITabBarController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interactor }
}
