import Foundation
import TransitionKit

// The view-controller delegates, each requirement adopted with UIKit's signature.

/// A navigation controller delegate adopting every requirement, as iOS code writes them.
private final class ViewControllersNavigationDelegate: NSObject, UINavigationControllerDelegate {
    // census: UINavigationControllerDelegate.navigationController(_:willShow:animated:)
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}

    // census: UINavigationControllerDelegate.navigationController(_:didShow:animated:)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}

    // census: UINavigationControllerDelegate.navigationController(_:animationControllerFor:from:to:)
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }

    // census: UINavigationControllerDelegate.navigationController(_:interactionControllerFor:)
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }

    // census: UINavigationControllerDelegate.navigationControllerPreferredInterfaceOrientationForPresentation(_:)
    func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController) -> UIInterfaceOrientation {
        .portrait
    }

    // census: UINavigationControllerDelegate.navigationControllerSupportedInterfaceOrientations(_:)
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask {
        .portrait
    }
}

/// An adaptive presentation delegate adopting every requirement.
private final class ViewControllersAdaptiveDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    // census: UIAdaptivePresentationControllerDelegate.adaptivePresentationStyle(for:traitCollection:)
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }

    // census: UIAdaptivePresentationControllerDelegate.adaptivePresentationStyle(for:)
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .fullScreen }

    // census: UIAdaptivePresentationControllerDelegate.presentationController(_:viewControllerForAdaptivePresentationStyle:)
    func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
        UINavigationController(rootViewController: controller.presentedViewController)
    }

    // census: UIAdaptivePresentationControllerDelegate.presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)
    func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) {}

    // census: UIAdaptivePresentationControllerDelegate.presentationControllerDidAttemptToDismiss(_:)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}

    // census: UIAdaptivePresentationControllerDelegate.presentationControllerShouldDismiss(_:)
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }

    // census: UIAdaptivePresentationControllerDelegate.presentationControllerDidDismiss(_:)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}

    // census: UIAdaptivePresentationControllerDelegate.presentationControllerWillDismiss(_:)
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}

    // census: UIAdaptivePresentationControllerDelegate.presentationController(_:prepare:)
    func presentationController(_ presentationController: UIPresentationController, prepare adaptivePresentationController: UIPresentationController) {}
}

/// A tab bar controller delegate adopting every requirement listed (iOS 17's; the iOS 18 `UITab`
/// members are not listed yet).
private final class ViewControllersTabBarDelegate: NSObject, UITabBarControllerDelegate {
    // census: UITabBarControllerDelegate.tabBarController(_:shouldSelect:)
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }

    // census: UITabBarControllerDelegate.tabBarController(_:didSelect:)
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}

    // census: UITabBarControllerDelegate.tabBarController(_:willBeginCustomizing:)
    func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {}

    // census: UITabBarControllerDelegate.tabBarController(_:willEndCustomizing:changed:)
    func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool) {}

    // census: UITabBarControllerDelegate.tabBarController(_:didEndCustomizing:changed:)
    func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool) {}

    // census: UITabBarControllerDelegate.tabBarControllerSupportedInterfaceOrientations(_:)
    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask { .portrait }

    // census: UITabBarControllerDelegate.tabBarControllerPreferredInterfaceOrientationForPresentation(_:)
    func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController) -> UIInterfaceOrientation {
        .portrait
    }

    // census: UITabBarControllerDelegate.tabBarController(_:animationControllerForTransitionFrom:to:)
    func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }

    // census: UITabBarControllerDelegate.tabBarController(_:interactionControllerFor:)
    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
