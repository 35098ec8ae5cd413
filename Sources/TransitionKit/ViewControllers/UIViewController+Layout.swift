import Foundation

/// Extended layout (whether the root view goes under the navigation and tab bars), the system
/// minimum layout margins, and the "needs update" calls for system preferences.
extension UIViewController {
    /// Whether the root view extends under a bar on `edge` that is `translucent`, per
    /// `edgesForExtendedLayout` and `extendedLayoutIncludesOpaqueBars` (UIKit's rule).
    func extendsUnderBar(on edge: UIRectEdge, translucent: Bool) -> Bool {
        edgesForExtendedLayout.contains(edge) && (translucent || extendedLayoutIncludesOpaqueBars)
    }

    /// The extended-layout settings changed: the container places the view again.
    func extendedLayoutDidChange() {
        navigationController?.placeTopView()
        tabBarController?.placeSelectedView()
    }

    /// 16 pt leading and trailing below 400 pt of width, else 20 pt; none top and bottom.
    var defaultSystemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = (viewIfLoaded?.bounds.width ?? 0) >= 400 ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Tells UIKit `supportedInterfaceOrientations` changed. Here rotation (R) does not consult
    /// it, so there is nothing to update.
    public func setNeedsUpdateOfSupportedInterfaceOrientations() {}

    /// Tells UIKit `prefersInterfaceOrientationLocked` changed (reported only here).
    public func setNeedsUpdateOfPrefersInterfaceOrientationLocked() {}

    /// Tells UIKit `preferredScreenEdgesDeferringSystemGestures` changed (no system gestures here).
    public func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}

    /// Tells UIKit `prefersHomeIndicatorAutoHidden` changed. The phone frame (P) always shows
    /// its home indicator, so there is nothing to update.
    public func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
}
