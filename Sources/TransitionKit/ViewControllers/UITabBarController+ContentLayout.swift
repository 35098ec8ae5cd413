import Foundation

/// Where the selected controller's view goes: the whole content area (over the bar, which adds
/// to its safe area) unless its `edgesForExtendedLayout` leaves out `.bottom`, or the bar is
/// opaque and it does not include opaque bars; then it ends above the bar, as in UIKit.
extension UITabBarController {
    /// The frame for `controller`'s view in the content area.
    func contentFrame(for controller: UIViewController) -> CGRect {
        var frame = contentView.bounds
        guard let barTop = barTopInContent,
              !controller.extendsUnderBar(on: .bottom, translucent: tabBar.isTranslucent) else { return frame }
        frame.size.height = min(max(barTop, 0), frame.height)
        return frame
    }

    /// Places the selected controller's view again when it rests in the content area.
    func placeSelectedView() {
        guard let selected = selectedViewController, let view = selected.viewIfLoaded, view.superview === contentView,
              transitionCoordinator == nil else { return }
        let frame = contentFrame(for: selected)
        if view.frame != frame { view.frame = frame }
    }
}
