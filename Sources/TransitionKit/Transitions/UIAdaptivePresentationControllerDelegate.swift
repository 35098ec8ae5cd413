import Foundation

/// Told about a presentation adapting to its environment and about a presentation being
/// dismissed interactively (the page sheet's drag). All members have default implementations.
///
/// Adaptation: a `.formSheet` or `.popover` presentation, which this platform shows as a sheet
/// (as an iPhone does in its compact width), first asks
/// `adaptivePresentationStyle(for:traitCollection:)`. `.fullScreen` or `.overFullScreen` present
/// it in that style instead: then `presentationController(_:viewControllerForAdaptivePresentationStyle:)`
/// may give the controller to show in its place, `presentationController(_:prepare:)` sees the
/// presentation controller of the adapted style, and
/// `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)` comes as the
/// transition begins. `.none` (or any other value) keeps the sheet.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to present in for `traitCollection` (the window's traits: horizontally
    /// compact). By default `adaptivePresentationStyle(for:)`.
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// The style to present in when horizontally compact (`.none` by default: no adaptation).
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The controller to present in place of the presented one in the adapted `style` (nil by
    /// default: the presented one). It must be free to present (not presented, in no container,
    /// not on screen), typically a navigation controller made around `controller.presentedViewController`.
    func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?
    /// The presentation adapts to `style`: called as its transition begins, with its coordinator.
    func presentationController(
        _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
    /// `adaptivePresentationController`, the presentation controller of the adapted style, is
    /// about to present: configure it here.
    func presentationController(_ presentationController: UIPresentationController, prepare adaptivePresentationController: UIPresentationController)
    /// Whether the user may dismiss by dragging (true by default).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A drag to dismiss started.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The drag dismissed the controller.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// A drag to dismiss was refused (`isModalInPresentation`, or `presentationControllerShouldDismiss`
    /// returned false).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// `adaptivePresentationStyle(for:)`.
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    /// `.none`: no adaptation.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
    /// Nil: the presented controller is shown.
    public func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
        nil
    }
    /// Does nothing.
    public func presentationController(
        _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {}
    /// Does nothing.
    public func presentationController(_ presentationController: UIPresentationController, prepare adaptivePresentationController: UIPresentationController) {}
    /// True.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
