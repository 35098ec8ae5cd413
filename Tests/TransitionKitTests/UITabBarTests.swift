import Foundation
import Testing
@testable import TransitionKit
import TransitionKitTestSupport

/// Records a standalone tab bar's delegate calls.
@MainActor
private final class RecordingTabBarDelegate: UITabBarDelegate {
    var calls: [String] = []
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { calls.append("select \(item.title ?? "")") }
    func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) { calls.append("willBegin \(items.count) \(tabBar.isCustomizing)") }
    func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) { calls.append("didBegin \(items.count) \(tabBar.isCustomizing)") }
    func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) { calls.append("willEnd \(changed) \(tabBar.isCustomizing)") }
    func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) { calls.append("didEnd \(changed) \(tabBar.isCustomizing)") }
}

@Suite("UITabBar standalone: delegate, items, positioning, legacy look, customizing")
@MainActor
struct UITabBarTests {
    /// A 390-point standalone bar at the bottom of a 390 x 300 window with three items.
    private func makeBar() -> (UIWindow, AnimationClock, UITabBar, [UITabBarItem]) {
        let (window, clock) = makeTestWindow(width: 390, height: 300)
        let bar = UITabBar(frame: CGRect(x: 0, y: 251, width: 390, height: 49))
        window.addSubview(bar)
        let items = ["A", "B", "C"].enumerated().map { UITabBarItem(title: $1, image: nil, tag: $0) }
        bar.items = items
        bar.layoutIfNeeded()
        return (window, clock, bar, items)
    }

    private func tap(_ index: Int, of count: Int, in window: UIWindow) {
        let point = CGPoint(x: (CGFloat(index) + 0.5) * 390 / CGFloat(count), y: 251 + 25)
        window.send(.mouseDown(point))
        window.send(.mouseUp(point))
    }

    // Apple, `UITabBar`: "The tab bar reports selections to the tabBar(_:didSelect:) method of its
    // delegate object."
    @Test("A tap selects the item and tells the delegate, also for the selected item; code does not")
    func tapSelects() {
        let (window, _, bar, items) = makeBar()
        let delegate = RecordingTabBarDelegate()
        bar.delegate = delegate
        tap(1, of: 3, in: window)
        #expect(bar.selectedItem === items[1])
        #expect(bar.itemViews[1].titleLabel.textColor == .systemBlue && bar.itemViews[0].titleLabel.textColor == .systemGray)
        tap(1, of: 3, in: window)
        bar.selectedItem = items[2]
        #expect(delegate.calls == ["select B", "select B"])
        items[0].isEnabled = false
        tap(0, of: 3, in: window)
        #expect(bar.selectedItem === items[2] && delegate.calls.count == 2, "a disabled item ignores taps")
    }

    @Test("A tab bar controller's bar keeps the controller as its delegate: setting one is refused")
    func controllerBarDelegate() {
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController(), UIViewController()]
        let (window, _) = makeTestWindow(width: 390, height: 300, root: tabs)
        window.layoutIfNeeded()
        let delegate = RecordingTabBarDelegate()
        tabs.tabBar.delegate = delegate
        #expect(tabs.tabBar.delegate == nil)
        #expect(window.diagnostics.map(\.code) == [.tabBarDelegateOfController])
    }

    @Test("Items without the selected one clear the selection; items that stay keep their views")
    func settingItems() {
        let (_, _, bar, items) = makeBar()
        bar.selectedItem = items[0]
        let kept = bar.itemViews[1]
        bar.items = [items[2], items[1]]
        #expect(bar.selectedItem == nil)
        #expect(bar.itemViews[1] === kept)
        #expect(bar.subviews.filter { $0 is TabBarItemView }.count == 2)
    }

    @Test("setItems(_:animated:) fades new items in and removed ones out over 0.3 seconds")
    func animatedItems() {
        let (window, clock, bar, items) = makeBar()
        window.layoutIfNeeded()
        clock.advance(by: 0.02)
        #expect(bar.window === window)
        let removed = bar.itemViews[0]
        let added = UITabBarItem(title: "D", image: nil, tag: 3)
        bar.setItems([items[1], items[2], added], animated: true)
        let new = bar.itemViews[2]
        #expect(new.item === added && removed.superview === bar, "the removed item stays while it fades")
        clock.advance(by: 0.15)
        let halfway = new.layer.presentation()!.opacity
        #expect(halfway > 0.05 && halfway < 0.95)
        clock.advance(by: 0.3)
        #expect(removed.superview == nil && new.alpha == 1)
    }

    @Test("Fill shares the width; centered spaces items of itemWidth by itemSpacing in the middle")
    func positioning() {
        let (_, _, bar, _) = makeBar()
        #expect(bar.itemViews.map(\.frame.width) == [130, 130, 130])
        bar.itemPositioning = .centered
        bar.itemWidth = 80
        bar.itemSpacing = 10
        bar.layoutIfNeeded()
        #expect(bar.itemViews.map(\.frame.minX) == [65, 155, 245])
        #expect(bar.itemViews.map(\.frame.width) == [80, 80, 80])
        bar.itemWidth = 0
        bar.itemSpacing = 0
        bar.layoutIfNeeded()
        #expect(bar.itemViews.map(\.frame.width) == [76, 76, 76])
        #expect(bar.itemViews[1].frame.minX - bar.itemViews[0].frame.maxX == 34)
    }

    @Test("Automatic positioning fills a horizontally compact window (a phone) whatever its width")
    func automaticPositioning() {
        let (window, _) = makeTestWindow(width: 844, height: 390)
        let bar = UITabBar(frame: CGRect(x: 0, y: 341, width: 844, height: 49))
        window.addSubview(bar)
        bar.items = [UITabBarItem(title: "A", image: nil, tag: 0), UITabBarItem(title: "B", image: nil, tag: 1)]
        bar.itemWidth = 80
        bar.layoutIfNeeded()
        #expect(bar.itemPositioning == .automatic && bar.itemViews.map(\.frame.width) == [422, 422])
    }

    @Test("barStyle, barTintColor, a background image and its shadow image draw the background")
    func legacyBackground() {
        let (_, _, bar, _) = makeBar()
        #expect(bar.backgroundColor == UITabBar.lightBackground && !bar.hairline.isHidden)
        bar.barStyle = .black
        #expect(bar.backgroundColor == UITabBar.darkBackground)
        bar.barTintColor = .systemIndigo
        #expect(bar.backgroundColor == .systemIndigo)
        let image = UIImage(systemName: "photo")
        bar.shadowImage = UIImage(systemName: "circle.fill")
        #expect(bar.shadowImageView.isHidden, "a shadow image needs a background image")
        bar.backgroundImage = image
        #expect(bar.backgroundColor == .clear && bar.backgroundImageView.image === image && !bar.backgroundImageView.isHidden)
        #expect(!bar.shadowImageView.isHidden && bar.hairline.isHidden)
        bar.layoutIfNeeded()
        #expect(bar.backgroundImageView.frame == bar.bounds)
    }

    @Test("Tint, selected tint and unselected tint colour the items; the indicator image sits behind the selected one")
    func selectionLook() {
        let (_, _, bar, items) = makeBar()
        bar.selectedItem = items[1]
        bar.tintColor = .systemOrange
        bar.unselectedItemTintColor = .white
        #expect(bar.itemViews.map(\.imageView.tintColor) == [.white, .systemOrange, .white])
        bar.selectedImageTintColor = .systemTeal
        #expect(bar.itemViews[1].imageView.tintColor == .systemTeal && bar.selectedImageTintColor == .systemTeal)
        let indicator = UIImage(systemName: "circle.fill")
        bar.selectionIndicatorImage = indicator
        bar.layoutIfNeeded()
        #expect(!bar.selectionIndicatorView.isHidden && bar.selectionIndicatorView.frame == bar.itemViews[1].frame)
        #expect(bar.subviews.firstIndex(of: bar.selectionIndicatorView)! < bar.subviews.firstIndex(of: bar.itemViews[1])!)
    }

    @Test("Customizing: the delegate's four calls in order, taps select nothing, changed reports new items")
    func customizing() {
        let (window, _, bar, items) = makeBar()
        let delegate = RecordingTabBarDelegate()
        bar.delegate = delegate
        #expect(!bar.endCustomizing(animated: false), "not customizing")
        bar.beginCustomizingItems(items)
        #expect(bar.isCustomizing)
        tap(0, of: 3, in: window)
        #expect(bar.selectedItem == nil)
        bar.beginCustomizingItems(items)
        #expect(window.diagnostics.map(\.code) == [.tabBarAlreadyCustomizing])
        #expect(bar.endCustomizing(animated: true))
        #expect(!bar.isCustomizing)
        bar.beginCustomizingItems(items)
        bar.items = [items[2], items[0]]
        bar.endCustomizing(animated: false)
        #expect(delegate.calls == ["willBegin 3 false", "didBegin 3 true", "willEnd false true", "didEnd false false",
                                   "willBegin 3 false", "didBegin 3 true", "willEnd true true", "didEnd true false"])
    }
}
