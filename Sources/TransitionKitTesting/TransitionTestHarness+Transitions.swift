import Foundation
import TransitionKit

extension TransitionTestHarness {
    /// The controller at the top of the presentation chain: the root, or the last controller
    /// presented over it.
    public var topmostViewController: UIViewController? {
        guard var top = window.rootViewController else { return nil }
        while let presented = top.presentedViewController { top = presented }
        return top
    }

    /// The navigation controller `push(_:animated:)` and `pop(animated:)` use: the topmost
    /// controller when it is one, else the topmost controller's `navigationController`.
    public var topmostNavigationController: UINavigationController? {
        guard let top = topmostViewController else { return nil }
        return top as? UINavigationController ?? top.navigationController
    }

    /// Presents `viewController` from the topmost controller (`present(_:animated:completion:)`);
    /// its completion adds "completion" to the callback log. Time does not pass: call
    /// `advance(by:)` or `settle()`.
    public func present(_ viewController: UIViewController, animated: Bool = true) {
        topmostViewController?.present(viewController, animated: animated) { [weak self] in self?.note("completion") }
    }

    /// Dismisses the topmost presented controller (`dismiss(animated:completion:)`); its completion
    /// adds "completion" to the callback log. Returns false, and does nothing, when nothing is
    /// presented.
    @discardableResult
    public func dismiss(animated: Bool = true) -> Bool {
        guard let top = topmostViewController, top.presentingViewController != nil else { return false }
        top.dismiss(animated: animated) { [weak self] in self?.note("completion") }
        return true
    }

    /// Pushes `viewController` onto `topmostNavigationController`. Returns false, and does
    /// nothing, when there is no navigation controller.
    @discardableResult
    public func push(_ viewController: UIViewController, animated: Bool = true) -> Bool {
        guard let navigation = topmostNavigationController else { return false }
        navigation.pushViewController(viewController, animated: animated)
        return true
    }

    /// Pops the top controller of `topmostNavigationController`. Returns false, and does
    /// nothing, when there is no navigation controller or only its root is left.
    @discardableResult
    public func pop(animated: Bool = true) -> Bool {
        guard let navigation = topmostNavigationController, navigation.viewControllers.count > 1 else { return false }
        return navigation.popViewController(animated: animated) != nil
    }
}
