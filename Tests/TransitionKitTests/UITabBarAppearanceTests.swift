import Foundation
import Testing
@testable import TransitionKit
import TransitionKitTestSupport

@Suite("Tab bar appearances: UITabBarAppearance, item state appearances, scroll edge, item overrides")
@MainActor
struct UITabBarAppearanceTests {
    final class ListController: UIViewController {
        override func loadView() {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            scrollView.contentSize = CGSize(width: 390, height: 3000)
            view = scrollView
        }
        var scrollView: UIScrollView { view as! UIScrollView }
    }

    /// A tab bar controller of a long list and a plain screen in a 390 x 844 window.
    private func makeTabs() -> (UIWindow, UITabBarController, ListController) {
        let list = ListController()
        list.tabBarItem = UITabBarItem(title: "List", image: nil, tag: 0)
        let plain = UIViewController()
        plain.tabBarItem = UITabBarItem(title: "Plain", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [list, plain]
        let (window, _) = makeTestWindow(width: 390, height: 844, root: tabs)
        window.layoutIfNeeded()
        return (window, tabs, list)
    }

    /// A standalone 390-point bar showing two items, the first selected.
    private func makeBar() -> (UITabBar, [UITabBarItem]) {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 390, height: 49))
        let items = [UITabBarItem(title: "A", image: nil, tag: 0), UITabBarItem(title: "B", image: nil, tag: 1)]
        bar.items = items
        bar.selectedItem = items[0]
        bar.layoutIfNeeded()
        return (bar, items)
    }

    @Test("copy() keeps the class and every setting, item and state appearances copied")
    func copying() {
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.stackedLayoutAppearance.selected.iconColor = .systemPink
        appearance.stackedItemPositioning = .centered
        appearance.selectionIndicatorTintColor = .systemGreen
        let copy = appearance.copy()
        #expect(copy.backgroundColor == .systemBackground && copy.stackedItemPositioning == .centered)
        #expect(copy.stackedLayoutAppearance.selected.iconColor == .systemPink && copy.selectionIndicatorTintColor == .systemGreen)
        #expect(copy.stackedLayoutAppearance !== appearance.stackedLayoutAppearance)
        let item = UITabBarItemAppearance(style: .inline)
        item.normal.badgeBackgroundColor = .systemBlue
        let itemCopy = item.copy()
        #expect(itemCopy.normal.badgeBackgroundColor == .systemBlue && itemCopy.normal !== item.normal)
        itemCopy.configureWithDefault(for: .inline)
        #expect(itemCopy.normal.badgeBackgroundColor == nil)
        #expect(UITabBarItemAppearance().copy().normal.iconColor == nil)
    }

    @Test("The bar draws its standard appearance: background, shadow, icon and title colours, fonts, badges")
    func standardDrawing() {
        let (bar, items) = makeBar()
        let scroller = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        scroller.contentSize = CGSize(width: 390, height: 2000)
        bar.followContent(scroller)
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.shadowColor = .systemRed
        let stacked = appearance.stackedLayoutAppearance
        stacked.normal.iconColor = .white
        stacked.normal.titleTextAttributes = [.foregroundColor: UIColor.lightGray, .font: UIFont.systemFont(ofSize: 11)]
        stacked.selected.iconColor = .systemYellow
        stacked.normal.badgeBackgroundColor = .systemGreen
        stacked.normal.badgeTextAttributes = [.foregroundColor: UIColor.black]
        stacked.normal.badgePositionAdjustment = UIOffset(horizontal: 3, vertical: 1)
        bar.standardAppearance = appearance
        appearance.backgroundColor = .systemTeal
        #expect(bar.backgroundColor == .systemIndigo, "the bar keeps a copy")
        #expect(bar.hairline.backgroundColor == .systemRed)
        #expect(bar.itemViews.map(\.imageView.tintColor) == [.systemYellow, .white])
        #expect(bar.itemViews[1].titleLabel.textColor == .lightGray && bar.itemViews[1].titleLabel.font.pointSize == 11)
        #expect(bar.itemViews[0].titleLabel.textColor == .systemYellow, "without a title colour the icon's")
        let before = bar.itemViews[1].badgeLabel.frame
        items[1].badgeValue = "1"
        bar.layoutIfNeeded()
        let badge = bar.itemViews[1].badgeLabel
        #expect(badge.backgroundColor == .systemGreen && badge.textColor == .black)
        #expect(badge.frame.minX == before.minX + 3 && badge.frame.minY == before.minY + 1)
        items[1].badgeColor = .systemPurple
        #expect(badge.backgroundColor == .systemPurple, "the item's badge colour wins")
    }

    @Test("Stacked positioning, spacing and width replace the bar's; the indicator image is tinted")
    func stackedPositioning() {
        let (bar, _) = makeBar()
        let appearance = UITabBarAppearance()
        appearance.stackedItemPositioning = .centered
        appearance.stackedItemWidth = 100
        appearance.stackedItemSpacing = 10
        appearance.selectionIndicatorImage = UIImage(systemName: "circle.fill")
        appearance.selectionIndicatorTintColor = .systemOrange
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        bar.layoutIfNeeded()
        #expect(bar.itemViews.map(\.frame.minX) == [90, 200])
        #expect(!bar.selectionIndicatorView.isHidden && bar.selectionIndicatorView.tintColor == .systemOrange)
        #expect(bar.selectionIndicatorView.frame == bar.itemViews[0].frame)
    }

    // Apple, `scrollEdgeAppearance`: "The appearance settings for the tab bar when the edge of
    // scrollable content aligns with the edge of the tab bar"; without one (iOS 15) the standard
    // appearance with a transparent background.
    @Test("At the content's bottom edge the bar draws its scroll-edge appearance, else transparent")
    func scrollEdge() {
        let (window, tabs, list) = makeTabs()
        let standard = UITabBarAppearance()
        standard.configureWithOpaqueBackground()
        standard.backgroundColor = .systemIndigo
        tabs.tabBar.standardAppearance = standard
        #expect(tabs.tabBar.backgroundColor == .systemIndigo, "a long list at its top: the standard look")
        let bottom = list.scrollView.contentSize.height - list.scrollView.bounds.height + list.scrollView.adjustedContentInset.bottom
        list.scrollView.contentOffset = CGPoint(x: 0, y: bottom)
        #expect(tabs.tabBar.backgroundColor == .clear && tabs.tabBar.hairline.backgroundColor == .clear)
        let edge = UITabBarAppearance()
        edge.configureWithOpaqueBackground()
        edge.backgroundColor = .systemMint
        tabs.tabBar.scrollEdgeAppearance = edge
        #expect(tabs.tabBar.backgroundColor == .systemMint)
        list.scrollView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(tabs.tabBar.backgroundColor == .systemIndigo)
        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        #expect(tabs.tabBar.backgroundColor == .systemMint, "a screen without a scroll view is at the edge")
    }

    // Apple, `UITabBarItem.standardAppearance`: the item's appearance is used while it is selected.
    @Test("The selected item's own appearances replace the bar's")
    func itemAppearance() {
        let (bar, items) = makeBar()
        let own = UITabBarAppearance()
        own.configureWithOpaqueBackground()
        own.backgroundColor = .systemBrown
        items[1].standardAppearance = own
        items[1].scrollEdgeAppearance = own
        #expect(bar.backgroundColor == UITabBar.lightBackground, "another item is selected: the legacy look")
        bar.selectedItem = items[1]
        #expect(bar.backgroundColor == .systemBrown)
        #expect(items[1].standardAppearance !== own && items[1].scrollEdgeAppearance?.backgroundColor == .systemBrown)
        bar.selectedItem = items[0]
        #expect(bar.backgroundColor == UITabBar.lightBackground)
    }
}
