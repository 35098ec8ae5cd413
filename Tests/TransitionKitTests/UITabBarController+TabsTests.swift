import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

@Suite("UITabBarController tabs (iOS 18)")
@MainActor
struct UITabBarControllerTabsTests {
    /// Three tabs (the last a group of two) in a settled 400 x 600 window.
    private func makeTabs() -> (UIWindow, AnimationClock, UITabBarController, [UITab]) {
        var made: [String] = []
        let inbox = UITab(title: "Inbox", image: UIImage(systemName: "star.fill"), identifier: "inbox") { tab in
            made.append(tab.identifier)
            return UIViewController()
        }
        inbox.badgeValue = "3"
        let sent = UITab(title: "Sent", image: nil, identifier: "sent")
        let folders = UITabGroup(title: "Folders", image: nil, identifier: "folders", children: [
            UITab(title: "Work", image: nil, identifier: "work"),
            UITab(title: "Home", image: nil, identifier: "home"),
        ]) { _ in UIViewController() }
        let tabBarController = UITabBarController(tabs: [inbox, sent, folders])
        #expect(made == ["inbox"], "the provider runs once, when the tabs are set")
        let (window, clock) = makeTestWindow(width: 400, height: 600, root: tabBarController)
        window.layoutIfNeeded()
        return (window, clock, tabBarController, [inbox, sent, folders])
    }

    @Test("Tabs become view controllers whose bar items show the tab's title, image and badge; a tab without a provider gets a plain controller")
    func tabsMakeControllers() {
        let (_, _, controller, tabs) = makeTabs()
        #expect(controller.viewControllers?.count == 3 && controller.tabs.count == 3)
        #expect(controller.viewControllers?[0] === tabs[0].viewController)
        #expect(controller.tabBar.items?.map(\.title) == ["Inbox", "Sent", "Folders"])
        #expect(controller.tabBar.items?[0].badgeValue == "3")
        tabs[0].badgeValue = "4"
        tabs[0].title = "Mail"
        #expect(controller.tabBar.items?[0].badgeValue == "4" && controller.tabBar.items?[0].title == "Mail")
        #expect(tabs.allSatisfy { $0.tabBarController === controller } && tabs[0].hasVisiblePlacement)
        #expect(controller.selectedTab === tabs[0] && controller.selectedIndex == 0)
        controller.viewControllers = [UIViewController()]
        #expect(controller.tabs.isEmpty && tabs[0].tabBarController == nil, "setting controllers replaces the tabs")
    }

    @Test("selectedTab selects a tab, or a group's child through its group; tab(forIdentifier:) searches the groups; unknown tabs are refused")
    func selection() {
        let (window, clock, controller, tabs) = makeTabs()
        controller.selectedTab = tabs[1]
        clock.advance(by: 0.1)
        #expect(controller.selectedIndex == 1 && controller.selectedTab === tabs[1])
        let work = controller.tab(forIdentifier: "work")
        #expect(work?.parent === tabs[2] && controller.tab(forIdentifier: "nothing") == nil)
        controller.selectedTab = work
        clock.advance(by: 0.1)
        #expect(controller.selectedIndex == 2 && controller.selectedTab === work && (tabs[2] as? UITabGroup)?.selectedChild === work)
        controller.selectedTab = UITab(title: "Stray", image: nil, identifier: "stray")
        #expect(controller.selectedIndex == 2 && window.diagnostics.last?.code == .tabNotFound)
        controller.setTabs([tabs[0], UITab(title: "Again", image: nil, identifier: "inbox")], animated: false)
        #expect(controller.tabs.count == 3 && window.diagnostics.last?.code == .invalidTabs, "duplicate identifiers are refused")
    }

    @Test("compactTabIdentifiers leaves the other tabs out of the bar; a tap maps to the right tab")
    func compactTabIdentifiers() {
        let (window, clock, controller, tabs) = makeTabs()
        controller.compactTabIdentifiers = ["inbox", "folders"]
        #expect(controller.tabBar.items?.map(\.title) == ["Inbox", "Folders"] && !tabs[1].hasVisiblePlacement)
        let point = CGPoint(x: 300, y: 600 - 25)   // the second of two items
        window.send(.mouseDown(point))
        window.send(.mouseUp(point))
        clock.advance(by: 0.1)
        #expect(controller.selectedIndex == 2 && controller.selectedTab === tabs[2])
        controller.compactTabIdentifiers = nil
        #expect(controller.tabBar.items?.count == 3)
    }

    @Test("setTabBarHidden slides the bar down over 0.3 s and drops it from the content's safe area; showing slides it back")
    func tabBarHidden() {
        let (window, clock, controller, tabs) = makeTabs()
        defer { withExtendedLifetime(window) {} }
        let content = tabs[0].viewController!.view!
        #expect(content.safeAreaInsets.bottom == 49 && !controller.isTabBarHidden)
        let resting = controller.tabBar.frame
        controller.setTabBarHidden(true, animated: true)
        clock.advance(by: 0.15)
        let midway = controller.tabBar.layer.presentation()?.frame.minY ?? 0
        #expect(midway > resting.minY && midway < resting.maxY, "half way down: \(midway)")
        clock.advance(by: 0.2)
        controller.view.layoutIfNeeded()
        #expect(controller.isTabBarHidden && controller.tabBar.frame == resting && content.safeAreaInsets.bottom == 0)
        controller.setTabBarHidden(false, animated: true)
        #expect(!controller.isTabBarHidden)
        clock.advance(by: 0.35)
        controller.view.layoutIfNeeded()
        #expect(controller.tabBar.frame == resting && content.safeAreaInsets.bottom == 49)
        controller.isTabBarHidden = true
        #expect(controller.tabBar.isHidden)
    }

    @Test("UITabGroup: children know their parent; displayOrder follows displayOrderIdentifiers; a stray selectedChild is refused")
    func tabGroup() {
        let a = UITab(title: "A", image: nil, identifier: "a"), b = UITab(title: "B", image: nil, identifier: "b")
        let group = UITabGroup(title: "G", image: nil, identifier: "g", children: [a, b])
        #expect(a.parent === group && b.parent === group)
        group.displayOrderIdentifiers = ["b"]
        #expect(group.displayOrder.map(\.identifier) == ["b", "a"])
        group.selectedChild = b
        group.selectedChild = UITab(title: "C", image: nil, identifier: "c")
        #expect(group.selectedChild === b)
        group.children = [a]
        #expect(b.parent == nil && group.selectedChild == nil)
        group.managingNavigationController = UINavigationController()
        #expect(a.managingTabGroup === group)
        let controller = UITabBarController()
        #expect(controller.customizableViewControllers == nil && controller.moreNavigationController.viewControllers.isEmpty)
    }

    @Test("A tap on the selected tab pops its navigation controller to the root, then calls didSelect")
    func reTapPopsToRoot() {
        let root = UIViewController(), pushed = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
        let other = UIViewController()
        other.tabBarItem = UITabBarItem(title: "Other", image: nil, tag: 1)
        let controller = UITabBarController()
        controller.viewControllers = [navigation, other]
        let (window, clock) = makeTestWindow(width: 400, height: 600, root: controller)
        window.layoutIfNeeded()
        navigation.pushViewController(pushed, animated: false)
        clock.advance(by: 0.1)
        #expect(navigation.viewControllers.count == 2)
        let point = CGPoint(x: 100, y: 600 - 25)   // the first of two items
        window.send(.mouseDown(point))
        window.send(.mouseUp(point))
        clock.advance(by: 1)
        #expect(navigation.viewControllers == [root] && controller.selectedIndex == 0)
        window.send(.mouseDown(point))
        window.send(.mouseUp(point))
        clock.advance(by: 1)
        #expect(navigation.viewControllers == [root], "at the root a re-tap changes nothing")
    }
}
