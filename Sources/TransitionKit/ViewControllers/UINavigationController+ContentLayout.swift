import Foundation

/// Where the top controller's view goes: the whole content area (under the bar, which adds to
/// its safe area) unless its `edgesForExtendedLayout` leaves out `.top`, or the bar is opaque
/// and it does not include opaque bars; then it starts below the bar and follows the bar's
/// height (a large title collapsing resizes it), as in UIKit. The toolbar at the bottom works
/// the same way with `.bottom`.
extension UINavigationController {
    /// The frame for `controller`'s view in the content area.
    func contentFrame(for controller: UIViewController) -> CGRect {
        var frame = contentView.bounds
        if let barBottom = barBottomInContent, !controller.extendsUnderBar(on: .top, translucent: navigationBar.isTranslucent) {
            let top = min(max(barBottom, 0), frame.height)
            frame.origin.y += top
            frame.size.height -= top
        }
        if let toolbarTop = toolbarTopInContent, !controller.extendsUnderBar(on: .bottom, translucent: toolbar.isTranslucent) {
            frame.size.height = max(0, min(frame.height, toolbarTop - frame.minY))
        }
        return frame
    }

    /// Places the top controller's view again when it rests in the content area (not while a
    /// transition moves it).
    func placeTopView() {
        guard let top = stack.last, let view = top.viewIfLoaded, view.superview === contentView,
              transitionCoordinator == nil else { return }
        let frame = contentFrame(for: top)
        if view.frame != frame { view.frame = frame }
    }

    /// A controller named a new content scroll view: the bar follows it when it is the top.
    func contentScrollViewDidChange(for controller: UIViewController) {
        if controller === stack.last { updateBar(animated: false) }
    }
}

extension UINavigationController {
    /// `controller`'s toolbar items changed: the toolbar shows them when it is the top.
    func toolbarItemsDidChange(for controller: UIViewController, animated: Bool) {
        if controller === stack.last { updateToolbar(animated: animated) }
    }
}
