import Foundation

/// An object that takes part in size changes: view controllers and presentation controllers.
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
    /// The size the content prefers.
    var preferredContentSize: CGSize { get }
    /// The container's size is about to change.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {}

extension UIViewController {
    /// Adds `childController` as a child (calls its `willMove(toParent:)`; call its
    /// `didMove(toParent:)` yourself after adding its view).
    public func addChild(_ childController: UIViewController) {
        guard childController !== self, childController.parent !== self else { return }
        if childController.parent != nil { childController.removeFromParent() }
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes this controller from its parent (calls `didMove(toParent: nil)`; call
    /// `willMove(toParent: nil)` yourself first).
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// The nearest navigation controller among this controller and its ancestors.
    public var navigationController: UINavigationController? {
        var current: UIViewController? = parent
        while let candidate = current {
            if let navigation = candidate as? UINavigationController { return navigation }
            current = candidate.parent
        }
        return nil
    }

    /// The root of this controller's containment tree.
    var containmentRoot: UIViewController {
        var root = self
        while let parent = root.parent { root = parent }
        return root
    }

    /// The window this controller's view (or its presenter's) is in.
    var hostWindow: UIWindow? {
        viewIfLoaded?.window ?? presentingViewController?.hostWindow ?? parent?.hostWindow ?? knownWindow
    }

    /// Sends a size change down the tree (window resize or rotation).
    func propagateSizeChange(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        viewWillTransition(to: size, with: coordinator)
        if let presented = presentedViewController, presented.presentingViewController === self {
            if let controller = presented.activePresentationController {
                controller.viewWillTransition(to: size, with: coordinator)
            } else {
                presented.propagateSizeChange(to: size, with: coordinator)
            }
        }
    }
}
