import Foundation

extension UIViewController {
    /// `additionalSafeAreaInsets` changed: the root view's insets are recomputed in the next
    /// layout pass (its superview lays out again, which publishes them). Insets that are not
    /// finite are refused with a Diagnostic and the old value kept.
    func additionalSafeAreaInsetsDidChange(from oldValue: UIEdgeInsets) {
        let insets = additionalSafeAreaInsets
        guard [insets.top, insets.left, insets.bottom, insets.right].allSatisfy(\.isFinite) else {
            additionalSafeAreaInsets = oldValue
            let diagnostic = Diagnostic(
                code: .invalidSafeAreaInsets,
                message: "additionalSafeAreaInsets \(insets) of \(type(of: self)) are not finite; they were ignored.")
            if let window = viewIfLoaded?.window ?? knownWindow { window.report(diagnostic) } else { AnimationContext.report(diagnostic) }
            return
        }
        guard insets != oldValue, let view = viewIfLoaded else { return }
        view.superview?.setNeedsLayout()
        view.setNeedsLayout()
    }

    /// Where a container is about to put this controller's root view while the view is in no
    /// superview yet (the insets it reads then are the ones it will have there): the top of a
    /// navigation stack and a selected tab fill their container's content view; a presented
    /// controller sits at its presentation controller's `frameOfPresentedViewInContainerView`.
    /// Nil otherwise. UIKit gives a child's root view its safe area from its container in the same
    /// way before the view is in the window (a pushed controller reads it in `viewDidLoad` and
    /// `viewWillAppear`).
    var upcomingRootViewPlacement: (container: UIView, frame: CGRect)? {
        if let navigation = parent as? UINavigationController {
            guard navigation.isViewLoaded, navigation.stack.last === self else { return nil }
            return (navigation.contentView, navigation.contentView.bounds)
        }
        if let tabs = parent as? UITabBarController {
            guard tabs.isViewLoaded, tabs.selectedViewController === self else { return nil }
            return (tabs.contentView, tabs.contentView.bounds)
        }
        if let controller = activePresentationController, let container = controller.containerView,
           !UIViewController.isAskingForPresentedFrame {
            // A custom controller's frame may read the presented view's insets: that read gets nil here.
            UIViewController.isAskingForPresentedFrame = true
            defer { UIViewController.isAskingForPresentedFrame = false }
            return (container, controller.frameOfPresentedViewInContainerView)
        }
        return nil
    }

    /// Set while `upcomingRootViewPlacement` asks a presentation controller for its frame.
    private static var isAskingForPresentedFrame = false
}
