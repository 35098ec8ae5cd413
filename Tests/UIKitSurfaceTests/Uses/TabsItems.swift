import Foundation
import TransitionKit

// UIBarItem and UITabBarItem, used as iOS code uses them.

/// A bar item subclass's initializers (UIBarItem is abstract in UIKit, but subclassable).
private final class TabsBarItem: UIBarItem {
    // census: UIBarItem.init()
    override init() { super.init() }
    // census: UIBarItem.init(coder:)
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A tab bar item subclass's initializers.
private final class TabsTabBarItem: UITabBarItem {
    // census: UITabBarItem.init()
    override init() { super.init() }
    // census: UITabBarItem.init(coder:)
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

@MainActor private func tabsBarItem(_ item: UIBarItem) {
    // census: UIBarItem.title, UIBarItem.image, UIBarItem.isEnabled, UIBarItem.tag
    item.title = "Send"; item.image = UIImage(systemName: "star.fill"); item.isEnabled = true; item.tag = 7
    // census: UIBarItem.landscapeImagePhone, UIBarItem.landscapeImagePhoneInsets, UIBarItem.imageInsets
    item.landscapeImagePhone = nil; item.landscapeImagePhoneInsets = .zero; item.imageInsets = UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0)
    // census: UIBarItem.largeContentSizeImage, UIBarItem.largeContentSizeImageInsets
    item.largeContentSizeImage = nil; item.largeContentSizeImageInsets = .zero
    // census: UIBarItem.setTitleTextAttributes(_:for:), UIBarItem.titleTextAttributes(for:)
    item.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 15)], for: .normal); _ = item.titleTextAttributes(for: .selected)
}

@MainActor private func tabsTabBarItem(_ controller: UIViewController) {
    // census: UITabBarItem.init(title:image:tag:), UITabBarItem.init(title:image:selectedImage:)
    let home = UITabBarItem(title: "Home", image: UIImage(systemName: "heart.fill"), tag: 1); let play = UITabBarItem(title: "Play", image: nil, selectedImage: UIImage(systemName: "play.fill"))
    // census: UITabBarItem.init(tabBarSystemItem:tag:), UITabBarItem.SystemItem, UITabBarItem.SystemItem.more
    let more = UITabBarItem(tabBarSystemItem: .more, tag: 2); let _: UITabBarItem.SystemItem = .more
    // census: UITabBarItem.SystemItem.favorites, UITabBarItem.SystemItem.featured, UITabBarItem.SystemItem.topRated, UITabBarItem.SystemItem.recents
    let _: [UITabBarItem.SystemItem] = [.favorites, .featured, .topRated, .recents]
    // census: UITabBarItem.SystemItem.contacts, UITabBarItem.SystemItem.history, UITabBarItem.SystemItem.bookmarks, UITabBarItem.SystemItem.search
    let _: [UITabBarItem.SystemItem] = [.contacts, .history, .bookmarks, .search]
    // census: UITabBarItem.SystemItem.downloads, UITabBarItem.SystemItem.mostRecent, UITabBarItem.SystemItem.mostViewed
    let _: [UITabBarItem.SystemItem] = [.downloads, .mostRecent, .mostViewed]
    // census: UITabBarItem.selectedImage, UITabBarItem.titlePositionAdjustment
    home.selectedImage = UIImage(systemName: "star.fill"); home.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -2)
    // census: UITabBarItem.badgeValue, UITabBarItem.badgeColor
    home.badgeValue = "3"; home.badgeColor = .systemBlue
    // census: UITabBarItem.setBadgeTextAttributes(_:for:), UITabBarItem.badgeTextAttributes(for:)
    home.setBadgeTextAttributes([.foregroundColor: UIColor.black], for: .normal); _ = home.badgeTextAttributes(for: .selected)
    controller.tabBarItem = play
    _ = more
}
