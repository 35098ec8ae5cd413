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
