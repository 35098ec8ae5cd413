import Foundation
import TransitionKit

// UITabBar and UITabBarDelegate, used as iOS code uses them (a standalone tab bar).

/// A standalone tab bar's delegate.
private final class TabsBarDelegate: UITabBarDelegate {
    // census: UITabBarDelegate.tabBar(_:didSelect:)
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { _ = item.tag }
    // census: UITabBarDelegate.tabBar(_:willBeginCustomizing:)
    func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {}
    // census: UITabBarDelegate.tabBar(_:didBeginCustomizing:)
    func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}
    // census: UITabBarDelegate.tabBar(_:willEndCustomizing:changed:)
    func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {}
    // census: UITabBarDelegate.tabBar(_:didEndCustomizing:changed:)
    func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {}
}

@MainActor private func tabsBar(_ delegate: TabsBarDelegate) {
    let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 390, height: 49))
    let first = UITabBarItem(title: "First", image: nil, tag: 0), second = UITabBarItem(tabBarSystemItem: .search, tag: 1)
    // census: UITabBar.delegate, UITabBar.items, UITabBar.setItems(_:animated:), UITabBar.selectedItem
    bar.delegate = delegate; bar.items = [first]; bar.setItems([first, second], animated: true); bar.selectedItem = bar.items?.first
    // census: UITabBar.isTranslucent, UITabBar.barStyle, UITabBar.tintColor, UITabBar.barTintColor
    bar.isTranslucent = false; bar.barStyle = .black; bar.tintColor = .systemOrange; bar.barTintColor = .systemIndigo
    // census: UITabBar.unselectedItemTintColor, UITabBar.selectionIndicatorImage, UITabBar.selectedImageTintColor
    bar.unselectedItemTintColor = .white; bar.selectionIndicatorImage = UIImage(); bar.selectedImageTintColor = nil
    // census: UITabBar.backgroundImage, UITabBar.shadowImage
    bar.backgroundImage = UIImage(); bar.shadowImage = UIImage()
    // census: UITabBar.itemPositioning, UITabBar.ItemPositioning, UITabBar.ItemPositioning.centered, UITabBar.itemSpacing, UITabBar.itemWidth
    bar.itemPositioning = .centered; let _: UITabBar.ItemPositioning = .centered; bar.itemSpacing = 20; bar.itemWidth = 80
    // census: UITabBar.ItemPositioning.automatic, UITabBar.ItemPositioning.fill
    let _: [UITabBar.ItemPositioning] = [.automatic, .fill]
    // census: UITabBar.beginCustomizingItems(_:), UITabBar.isCustomizing, UITabBar.endCustomizing(animated:)
    bar.beginCustomizingItems([first, second]); if bar.isCustomizing { _ = bar.endCustomizing(animated: true) }
}
