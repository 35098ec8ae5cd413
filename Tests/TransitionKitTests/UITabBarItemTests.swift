import Foundation
import Testing
@testable import TransitionKit
import TransitionKitTestSupport

@Suite("UIBarItem and UITabBarItem: the shared superclass, system items, badges and title offsets")
@MainActor
struct UITabBarItemTests {
    /// A 390-point standalone bar in a window showing `items`, the first selected.
    private func makeBar(_ items: [UITabBarItem]) -> (UIWindow, UITabBar) {
        let (window, _) = makeTestWindow(width: 390, height: 300)
        let bar = UITabBar(frame: CGRect(x: 0, y: 251, width: 390, height: 49))
        window.addSubview(bar)
        bar.items = items
        bar.selectedItem = items.first
        bar.layoutIfNeeded()
        return (window, bar)
    }

    @Test("Bar button items and tab bar items are bar items sharing title, image, isEnabled, tag and title attributes")
    func sharedSuperclass() {
        let items: [UIBarItem] = [UIBarButtonItem(title: "Edit"), UITabBarItem(title: "Home", image: nil, tag: 4)]
        #expect(items.map(\.title) == ["Edit", "Home"])
        #expect(items.map(\.tag) == [0, 4])
        for item in items {
            item.setTitleTextAttributes([.foregroundColor: UIColor.systemPink], for: .normal)
            #expect(item.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemPink)
            #expect(item.titleTextAttributes(for: .disabled) == nil)
            #expect(item.isEnabled)
        }
    }

    @Test("A bar button item's title still redraws its toolbar through the base class")
    func barButtonRedraws() throws {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
        let item = UIBarButtonItem(title: "Edit")
        toolbar.items = [item]
        toolbar.layoutIfNeeded()
        let before = try #require(toolbar.itemView(for: item)).frame.width
        item.title = "Edit everything"
        toolbar.layoutIfNeeded()
        #expect(try #require(toolbar.itemView(for: item)).frame.width > before)
    }

    // Apple, `init(tabBarSystemItem:tag:)`: "The title and image of system items can't be changed."
    @Test("System items draw their titles and symbols; changing them is refused with a Diagnostic")
    func systemItems() {
        let more = UITabBarItem(tabBarSystemItem: .more, tag: 9)
        let search = UITabBarItem(tabBarSystemItem: .search, tag: 0)
        let (window, bar) = makeBar([more, search])
        #expect(more.title == "More" && more.tag == 9 && more.image != nil)
        #expect(bar.itemViews.map { $0.titleLabel.text } == ["More", "Search"])
        #expect(bar.itemViews.allSatisfy { $0.imageView.image != nil })
        let titles: [UITabBarItem.SystemItem] = [.favorites, .featured, .topRated, .recents, .contacts, .history,
                                                 .bookmarks, .downloads, .mostRecent, .mostViewed]
        #expect(titles.map { UITabBarItem(tabBarSystemItem: $0, tag: 0).title ?? "" }
            == ["Favorites", "Featured", "Top Rated", "Recents", "Contacts", "History", "Bookmarks", "Downloads", "Most Recent", "Most Viewed"])
        #expect(titles.allSatisfy { UITabBarItem(tabBarSystemItem: $0, tag: 0).image != nil })
        more.title = "Others"
        more.image = nil
        #expect(more.title == "More" && more.image != nil)
        #expect(window.diagnostics.map(\.code) == [.systemTabBarItemChanged, .systemTabBarItemChanged])
    }

    @Test("The designated and convenience initializers: no title, or title, image, selected image and tag")
    func initializers() {
        let empty = UITabBarItem()
        #expect(empty.title == nil && empty.image == nil && empty.tag == 0 && empty.badgeValue == nil)
        let star = UIImage(systemName: "star.fill"), heart = UIImage(systemName: "heart.fill")
        let item = UITabBarItem(title: "Likes", image: heart, selectedImage: star)
        #expect(item.title == "Likes" && item.image === heart && item.selectedImage === star && item.tag == 0)
    }

    @Test("The selected item draws its selected image; the others their image")
    func selectedImage() {
        let star = UIImage(systemName: "star.fill"), heart = UIImage(systemName: "heart.fill")
        let first = UITabBarItem(title: "A", image: heart, selectedImage: star)
        let second = UITabBarItem(title: "B", image: heart, selectedImage: star)
        let (_, bar) = makeBar([first, second])
        #expect(bar.itemViews[0].imageView.image === star && bar.itemViews[1].imageView.image === heart)
    }

    // Apple, `badgeColor` and `setBadgeTextAttributes(_:for:)`: the badge's background colour and
    // its text attributes per state.
    @Test("The badge draws its colour and its text attributes for the item's state, falling back to normal")
    func badgeLook() {
        let first = UITabBarItem(title: "A", image: nil, tag: 0), second = UITabBarItem(title: "B", image: nil, tag: 1)
        let (_, bar) = makeBar([first, second])
        for item in [first, second] {
            item.badgeValue = "12"
            item.badgeColor = .systemBlue
            item.setBadgeTextAttributes([.foregroundColor: UIColor.black, .font: UIFont.systemFont(ofSize: 11)], for: .normal)
            item.setBadgeTextAttributes([.foregroundColor: UIColor.yellow], for: .selected)
        }
        let selected = bar.itemViews[0].badgeLabel, normal = bar.itemViews[1].badgeLabel
        #expect(selected.backgroundColor == .systemBlue && selected.textColor == .yellow && selected.font.pointSize == 11)
        #expect(normal.textColor == .black && normal.font.pointSize == 11)
        #expect(first.badgeTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .yellow)
        first.setBadgeTextAttributes(nil, for: .selected)
        #expect(selected.textColor == .black && first.badgeTextAttributes(for: .selected) == nil)
        first.badgeColor = nil
        #expect(selected.backgroundColor == .systemRed)
    }

    @Test("Title text attributes colour and size the tab's title per state; the icon keeps the tint")
    func titleAttributes() {
        let first = UITabBarItem(title: "A", image: nil, tag: 0), second = UITabBarItem(title: "B", image: nil, tag: 1)
        let (_, bar) = makeBar([first, second])
        for item in [first, second] {
            item.setTitleTextAttributes([.foregroundColor: UIColor.systemGreen, .font: UIFont.systemFont(ofSize: 12)], for: .normal)
            item.setTitleTextAttributes([.foregroundColor: UIColor.systemPink], for: .selected)
        }
        #expect(bar.itemViews[0].titleLabel.textColor == .systemPink && bar.itemViews[0].titleLabel.font.pointSize == 12)
        #expect(bar.itemViews[1].titleLabel.textColor == .systemGreen)
        #expect(bar.itemViews[0].imageView.tintColor == .systemBlue)
    }

    @Test("titlePositionAdjustment moves the title from its place")
    func titleOffset() {
        let item = UITabBarItem(title: "A", image: nil, tag: 0)
        let (_, bar) = makeBar([item])
        let place = bar.itemViews[0].titleLabel.frame
        item.titlePositionAdjustment = UIOffset(horizontal: 4, vertical: -3)
        bar.layoutIfNeeded()
        #expect(bar.itemViews[0].titleLabel.frame == place.offsetBy(dx: 4, dy: -3))
    }
}
