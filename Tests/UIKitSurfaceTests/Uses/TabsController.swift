import Foundation
import TransitionKit

// The tab bar controller, iOS 18's UITab and UITabGroup, each member used as iOS code uses it.

/// An app's root built from tabs, the iOS 18 way.
@MainActor
private func useTabsRoot() -> UITabBarController {
    // census: UITab.init(title:image:identifier:viewControllerProvider:)
    let library = UITab(title: "Library", image: UIImage(systemName: "photo"), identifier: "library") { _ in
        UINavigationController(rootViewController: UIViewController())
    }
    let search = UITab(title: "Search", image: UIImage(systemName: "magnifyingglass"), identifier: "search") { tab in
        let controller = UIViewController()
        controller.title = tab.title
        return controller
    }
    // census: UITabGroup.init(title:image:identifier:children:viewControllerProvider:)
    let albums = UITabGroup(title: "Albums", image: nil, identifier: "albums", children: [
        UITab(title: "Recents", image: nil, identifier: "recents"),
        UITab(title: "Favourites", image: nil, identifier: "favourites"),
    ]) { _ in UIViewController() }
    // census: UITabBarController.init(tabs:)
    let tabBarController = UITabBarController(tabs: [library, search, albums])
    // census: UITabBarController.tabs, UITabBarController.setTabs(_:animated:)
    let _: [UITab] = tabBarController.tabs
    tabBarController.setTabs([library, search, albums], animated: true)
    tabBarController.tabs = [library, search, albums]
    // census: UITabBarController.selectedTab, UITabBarController.tab(forIdentifier:)
    tabBarController.selectedTab = tabBarController.tab(forIdentifier: "search")
    let _: UITab? = tabBarController.selectedTab
    // census: UITabBarController.mode, UITabBarController.Mode.automatic, UITabBarController.Mode.tabBar, UITabBarController.Mode.tabSidebar
    tabBarController.mode = .tabSidebar
    let _: [UITabBarController.Mode] = [.automatic, .tabBar, .tabSidebar]
    // census: UITabBarController.isTabBarHidden, UITabBarController.setTabBarHidden(_:animated:)
    tabBarController.isTabBarHidden = false
    tabBarController.setTabBarHidden(true, animated: true)
    // census: UITabBarController.compactTabIdentifiers, UITabBarController.customizationIdentifier
    tabBarController.compactTabIdentifiers = ["library", "search"]
    tabBarController.customizationIdentifier = "com.example.tabs"
    return tabBarController
}

/// The older way: view controllers, each with its tab bar item.
@MainActor
private func useTabsControllers(delegate: any UITabBarControllerDelegate) {
    // census: UITabBarController.init(nibName:bundle:), UITabBarController.init(coder:)
    let tabBarController = UITabBarController(nibName: nil, bundle: nil)
    let _: UITabBarController? = UITabBarController(coder: NSCoder())
    let first = UIViewController(), second = UIViewController()
    // census: UITabBarController.viewControllers, UITabBarController.setViewControllers(_:animated:)
    tabBarController.viewControllers = [first]
    tabBarController.setViewControllers([first, second], animated: false)
    // census: UITabBarController.selectedIndex, UITabBarController.selectedViewController
    tabBarController.selectedIndex = 1
    tabBarController.selectedViewController = first
    // census: UITabBarController.delegate, UITabBarController.tabBar
    tabBarController.delegate = delegate
    tabBarController.tabBar.tintColor = .systemPink
    // census: UITabBarController.customizableViewControllers, UITabBarController.moreNavigationController
    tabBarController.customizableViewControllers = []
    let _: UINavigationController = tabBarController.moreNavigationController
}

/// Every UITab member.
@MainActor
private func useTab(_ tab: UITab) {
    // census: UITab.title, UITab.subtitle, UITab.identifier, UITab.image
    tab.title = "Inbox"; tab.subtitle = "12 unread"; let _: String = tab.identifier; tab.image = UIImage(systemName: "tray")
    // census: UITab.badgeValue, UITab.viewController, UITab.selectedImage
    tab.badgeValue = "12"; let _: UIViewController? = tab.viewController; tab.selectedImage = nil
    // census: UITab.isHidden, UITab.isHiddenByDefault, UITab.allowsHiding
    tab.isHidden = false; tab.isHiddenByDefault = false; tab.allowsHiding = true
    // census: UITab.preferredPlacement, UITab.Placement.automatic, UITab.Placement.default, UITab.Placement.optional
    tab.preferredPlacement = .optional
    let _: [UITab.Placement] = [.automatic, .default, .optional]
    // census: UITab.Placement.movable, UITab.Placement.pinned, UITab.Placement.fixed, UITab.Placement.sidebarOnly
    let _: [UITab.Placement] = [.movable, .pinned, .fixed, .sidebarOnly]
    // census: UITab.parent, UITab.tabBarController, UITab.userInfo
    let _: UITabGroup? = tab.parent; let _: UITabBarController? = tab.tabBarController; tab.userInfo = ["folder": 3]
    // census: UITab.hasVisiblePlacement, UITab.isEnabled, UITab.managingTabGroup
    let _: Bool = tab.hasVisiblePlacement; tab.isEnabled = false; let _: UITabGroup? = tab.managingTabGroup
}

/// Every UITabGroup member this package declares.
@MainActor
private func useTabGroup(_ group: UITabGroup) {
    // census: UITabGroup.children, UITabGroup.tab(forIdentifier:), UITabGroup.defaultChildIdentifier
    group.children = group.children.reversed(); let _: UITab? = group.tab(forIdentifier: "recents"); group.defaultChildIdentifier = "recents"
    // census: UITabGroup.selectedChild, UITabGroup.managingNavigationController
    group.selectedChild = group.children.first; group.managingNavigationController = UINavigationController()
    // census: UITabGroup.allowsReordering, UITabGroup.displayOrderIdentifiers, UITabGroup.displayOrder
    group.allowsReordering = true; group.displayOrderIdentifiers = ["favourites"]; let _: [UITab] = group.displayOrder
}
