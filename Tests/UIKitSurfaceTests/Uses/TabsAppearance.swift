import Foundation
import TransitionKit

// UITabBarAppearance, UITabBarItemAppearance and UITabBarItemStateAppearance, used as iOS code
// uses them (with the tab bar's and tab bar item's appearance properties).

/// An item appearance subclass's initializers.
private final class TabsItemAppearance: UITabBarItemAppearance {
    // census: UITabBarItemAppearance.init(style:)
    required init(style: UITabBarItemAppearance.Style) { super.init(style: style) }
    // census: UITabBarItemAppearance.init(coder:)
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

@MainActor private func tabsAppearance(_ tabs: UITabBarController, item: UITabBarItem) {
    let appearance = UITabBarAppearance()
    appearance.configureWithOpaqueBackground()
    // census: UITabBarAppearance.stackedLayoutAppearance, UITabBarItemAppearance.normal, UITabBarItemStateAppearance.iconColor
    appearance.stackedLayoutAppearance.normal.iconColor = .systemGray
    // census: UITabBarItemAppearance.selected, UITabBarItemStateAppearance.titleTextAttributes
    appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemPink]
    // census: UITabBarItemAppearance.disabled, UITabBarItemAppearance.focused, UITabBarItemStateAppearance.titlePositionAdjustment
    appearance.stackedLayoutAppearance.disabled.titlePositionAdjustment = .zero; _ = appearance.stackedLayoutAppearance.focused
    // census: UITabBarItemStateAppearance.badgeBackgroundColor, UITabBarItemStateAppearance.badgeTextAttributes
    appearance.stackedLayoutAppearance.normal.badgeBackgroundColor = .systemBlue; appearance.stackedLayoutAppearance.normal.badgeTextAttributes = [.foregroundColor: UIColor.white]
    // census: UITabBarItemStateAppearance.badgeTitlePositionAdjustment, UITabBarItemStateAppearance.badgePositionAdjustment
    appearance.stackedLayoutAppearance.normal.badgeTitlePositionAdjustment = UIOffset(horizontal: 1, vertical: 0); appearance.stackedLayoutAppearance.normal.badgePositionAdjustment = UIOffset(horizontal: 2, vertical: -1)
    // census: UITabBarAppearance.stackedItemPositioning, UITabBarAppearance.stackedItemSpacing, UITabBarAppearance.stackedItemWidth
    appearance.stackedItemPositioning = .centered; appearance.stackedItemSpacing = 12; appearance.stackedItemWidth = 90
    // census: UITabBarAppearance.inlineLayoutAppearance, UITabBarAppearance.compactInlineLayoutAppearance, UITabBarItemAppearance.init()
    appearance.inlineLayoutAppearance = UITabBarItemAppearance(); appearance.compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    // census: UITabBarAppearance.selectionIndicatorTintColor, UITabBarAppearance.selectionIndicatorImage
    appearance.selectionIndicatorTintColor = .systemTeal; appearance.selectionIndicatorImage = nil
    // census: UITabBarItemAppearance.copy(), UITabBarItemAppearance.configureWithDefault(for:), UITabBarItemAppearance.Style, UITabBarItemAppearance.Style.stacked
    let itemAppearance = appearance.stackedLayoutAppearance.copy(); itemAppearance.configureWithDefault(for: .stacked); let _: UITabBarItemAppearance.Style = .stacked
    // census: UITabBarItemAppearance.Style.inline, UITabBarItemAppearance.Style.compactInline
    let _: [UITabBarItemAppearance.Style] = [.inline, .compactInline]
    // census: UITabBar.standardAppearance, UITabBar.scrollEdgeAppearance
    tabs.tabBar.standardAppearance = appearance; tabs.tabBar.scrollEdgeAppearance = appearance
    // census: UITabBarItem.standardAppearance, UITabBarItem.scrollEdgeAppearance
    item.standardAppearance = appearance; item.scrollEdgeAppearance = nil
}
