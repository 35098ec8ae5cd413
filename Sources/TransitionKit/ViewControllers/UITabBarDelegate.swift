import Foundation

/// Told about a standalone tab bar's selection and customizing. All members have default
/// implementations (UIKit's are optional). A tab bar controller's own bar reports to the
/// controller instead, whose delegate is a `UITabBarControllerDelegate`.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// The user tapped `item` (also when it was already selected; not called for selections made
    /// in code).
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
    /// `beginCustomizingItems(_:)` is about to start customizing with `items`.
    func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem])
    /// Customizing with `items` started.
    func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem])
    /// Customizing is about to end; `changed` says whether the bar's items differ from those it
    /// had when customizing began.
    func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool)
    /// Customizing ended; `changed` as for `tabBar(_:willEndCustomizing:changed:)`.
    func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool)
}

extension UITabBarDelegate {
    /// Does nothing.
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
    /// Does nothing.
    public func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {}
    /// Does nothing.
    public func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}
    /// Does nothing.
    public func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {}
    /// Does nothing.
    public func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {}
}
