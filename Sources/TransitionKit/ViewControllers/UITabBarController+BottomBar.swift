import Foundation

extension UITabBarController {
    /// A navigation controller in the selected tab shows `top`: the bar hides while `top` has
    /// `hidesBottomBarWhenPushed` (Apple, `hidesBottomBarWhenPushed`: "The value of this property
    /// on the topmost view controller determines whether the toolbar is visible"). Animated, the
    /// bar slides alongside the transition with the screen it belongs to, and a cancelled
    /// transition leaves it as it was.
    func updateBottomBar(showing top: UIViewController, in navigation: UINavigationController, push: Bool, animated: Bool) {
        guard isViewLoaded, let selected = selectedViewController,
              navigation === selected || navigation.isDescendant(of: selected) else { return }
        let hides = top.hidesBottomBarWhenPushed
        guard hides != tabBar.isHidden else { return }
        guard animated, let coordinator = navigation.transitionCoordinator else {
            tabBar.isHidden = hides
            return
        }
        // The bar moves with the screen it belongs to: out with the covered screen (left) on a
        // push that hides it, in with the revealed screen (from the left) on a pop that shows it,
        // and the other way round.
        let away = CGAffineTransform(translationX: push == hides ? -tabBar.bounds.width : tabBar.bounds.width, y: 0)
        if !hides {
            tabBar.transform = away
            tabBar.isHidden = false
        }
        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?.tabBar.transform = hides ? away : .identity
        }, completion: { [weak self] context in
            guard let self else { return }
            tabBar.transform = .identity
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
