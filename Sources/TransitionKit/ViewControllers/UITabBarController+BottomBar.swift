import Foundation

extension UITabBarController {
    /// A navigation controller in the selected tab shows `top`: the bar hides while `top` has
    /// `hidesBottomBarWhenPushed` (Apple, `hidesBottomBarWhenPushed`: "The value of this property
    /// on the topmost view controller determines whether the toolbar is visible"). Animated, the
    /// bar rides on the screen it belongs to, as in UIKit: inside the covered screen's view on a
    /// push that hides it (the arriving screen slides over both), inside the revealed screen's
    /// view on a pop that shows it (the leaving screen slides off above both), and the other way
    /// round. It comes home when the transition ends; a cancelled transition leaves it as it was.
    func updateBottomBar(showing top: UIViewController, in navigation: UINavigationController, push: Bool, animated: Bool) {
        guard isViewLoaded, let selected = selectedViewController,
              navigation === selected || navigation.isDescendant(of: selected) else { return }
        let hides = top.hidesBottomBarWhenPushed
        guard hides != tabBar.isHidden else { return }
        guard animated, let coordinator = navigation.transitionCoordinator,
              let carrier = coordinator.viewController(forKey: hides ? .from : .to)?.view else {
            tabBar.isHidden = hides
            return
        }
        // The screens rest filling the navigation's content area, so the bar's frame there is
        // its frame in the screen that carries it.
        let frameInCarrier = navigation.contentView.convert(tabBar.frame, from: view)
        tabBar.isHidden = false
        carrier.addSubview(tabBar)
        tabBar.frame = frameInCarrier
        coordinator.animate(alongsideTransition: nil, completion: { [weak self] context in
            guard let self else { return }
            view.addSubview(tabBar)
            layoutContent()
            tabBar.isHidden = context.isCancelled ? !hides : hides
        })
    }
}

extension UIViewController {
    /// Whether this controller is `ancestor` or inside it.
    func isDescendant(of ancestor: UIViewController) -> Bool {
        var current: UIViewController? = self
        while let controller = current {
            if controller === ancestor { return true }
            current = controller.parent
        }
        return false
    }
}
