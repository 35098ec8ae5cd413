import Foundation
import TransitionKit

// UINavigationController, each member used as iOS code uses it.

/// A bar subclass, as apps give `init(navigationBarClass:toolbarClass:)`.
private final class NavigationBrandedBar: UINavigationBar {}
/// A toolbar subclass.
private final class NavigationBrandedToolbar: UIToolbar {}

/// A navigation controller subclass, as apps write one to style every screen.
private final class NavigationStyledController: UINavigationController {
    // census: UINavigationController.init(rootViewController:)
    override init(rootViewController: UIViewController) {
        super.init(rootViewController: rootViewController)
    }
    // census: UINavigationController.init(nibName:bundle:)
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    // census: UINavigationController.init(coder:)
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func viewDidLoad() {
        super.viewDidLoad()
        // census: UINavigationController.navigationBar, UINavigationController.interactivePopGestureRecognizer
        navigationBar.prefersLargeTitles = true; interactivePopGestureRecognizer?.isEnabled = true
        // census: UINavigationController.interactiveContentPopGestureRecognizer
        interactiveContentPopGestureRecognizer?.isEnabled = false
        // census: UINavigationController.hidesBarsOnSwipe, UINavigationController.hidesBarsOnTap
        hidesBarsOnSwipe = true; hidesBarsOnTap = false
        // census: UINavigationController.hidesBarsWhenVerticallyCompact, UINavigationController.hidesBarsWhenKeyboardAppears
        hidesBarsWhenVerticallyCompact = true; hidesBarsWhenKeyboardAppears = false
        // census: UINavigationController.barHideOnTapGestureRecognizer, UINavigationController.barHideOnSwipeGestureRecognizer
        barHideOnTapGestureRecognizer.numberOfTapsRequired = 2; barHideOnSwipeGestureRecognizer.maximumNumberOfTouches = 1
    }

    // census: UINavigationController.pushViewController(_:animated:)
    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewController.hidesBottomBarWhenPushed = viewControllers.count >= 1
        super.pushViewController(viewController, animated: animated)
    }
    // census: UINavigationController.popViewController(animated:)
    override func popViewController(animated: Bool) -> UIViewController? { super.popViewController(animated: animated) }
    // census: UINavigationController.show(_:sender:)
    override func show(_ vc: UIViewController, sender: Any?) { super.show(vc, sender: sender) }
}

@MainActor private func navigationUses(delegate: any UINavigationControllerDelegate) {
    // census: UINavigationController.init(navigationBarClass:toolbarClass:)
    let navigation = UINavigationController(navigationBarClass: NavigationBrandedBar.self, toolbarClass: NavigationBrandedToolbar.self)
    // census: UINavigationController.setViewControllers(_:animated:), UINavigationController.delegate
    navigation.setViewControllers([UIViewController(), UIViewController()], animated: false); navigation.delegate = delegate
    // census: UINavigationController.viewControllers, UINavigationController.topViewController
    _ = (navigation.viewControllers.count, navigation.topViewController?.title)
    // census: UINavigationController.visibleViewController
    _ = navigation.visibleViewController
    // census: UINavigationController.popToRootViewController(animated:), UINavigationController.popToViewController(_:animated:)
    _ = navigation.popToRootViewController(animated: true); _ = navigation.popToViewController(navigation.viewControllers[0], animated: false)
    // census: UINavigationController.setNavigationBarHidden(_:animated:), UINavigationController.isNavigationBarHidden
    navigation.setNavigationBarHidden(!navigation.isNavigationBarHidden, animated: true)
    // census: UINavigationController.setToolbarHidden(_:animated:), UINavigationController.isToolbarHidden
    navigation.setToolbarHidden(false, animated: true); navigation.isToolbarHidden = true
    // census: UINavigationController.toolbar
    navigation.toolbar.isTranslucent = false
    // census: UINavigationController.hideShowBarDuration
    let duration: CGFloat = UINavigationController.hideShowBarDuration
    UIView.animate(withDuration: TimeInterval(duration)) { navigation.view.alpha = 1 }
    // census: UINavigationController.Operation.none, UINavigationController.Operation.push, UINavigationController.Operation.pop
    let _: [UINavigationController.Operation] = [.none, .push, .pop]
}
