import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

// Apple, `hidesBottomBarWhenPushed`: "The value of this property on the topmost view controller
// determines whether the toolbar is visible. If the value of this property is true, the toolbar
// is hidden."
@Suite("hidesBottomBarWhenPushed")
@MainActor
struct TabBarBottomBarTests {
    /// Tabs [navigation(Root), Other] in a settled 400 x 600 window.
    private func makeTabs() -> (TransitionHarness, UITabBarController, UINavigationController) {
        let navigation = UINavigationController(rootViewController: NamedViewController("Root"))
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, NamedViewController("Other")]
        let harness = TransitionHarness(root: tabs)
        harness.settle()
        return (harness, tabs, navigation)
    }

    @Test("A push of a controller that hides the bar slides the bar out with the covered screen; the pop brings it back")
    func pushAndPop() {
        let (harness, tabs, navigation) = makeTabs()
        let detail = NamedViewController("Detail")
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: true)
        harness.run(0.15)
        let root = navigation.viewControllers[0]
        #expect(tabs.tabBar.superview === root.view, "the bar rides on the covered screen")
        let movedOut = tabs.tabBar.presentationFrameInWindow.minX
        #expect(movedOut == root.view.presentationFrameInWindow.minX && movedOut < -1 && movedOut > -400,
                "part way out to the left with it: \(movedOut)")
        let siblings = navigation.contentView.subviews
        #expect(siblings.firstIndex { $0 === detail.view }! > siblings.firstIndex { $0 === root.view }!,
                "the arriving screen slides over the bar")
        harness.settle()
        #expect(tabs.tabBar.superview === tabs.view, "home again")
        #expect(tabs.tabBar.isHidden && tabs.tabBar.transform == .identity)
        #expect(detail.view.safeAreaInsets.bottom == 0, "the hidden bar gives its area back")
        navigation.popViewController(animated: true)
        harness.run(0.15)
        let comingIn = tabs.tabBar.presentationFrameInWindow.minX
        #expect(!tabs.tabBar.isHidden && tabs.tabBar.superview === root.view, "the bar rides on the revealed screen")
        #expect(comingIn == root.view.presentationFrameInWindow.minX && comingIn < -1 && comingIn > -400,
                "coming in from the left with it: \(comingIn)")
        harness.settle()
        #expect(!tabs.tabBar.isHidden && tabs.tabBar.transform == .identity)
        #expect(navigation.topViewController!.view.safeAreaInsets.bottom == UITabBar.height)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("A cancelled interactive pop leaves the bar hidden")
    func cancelledPop() {
        let (harness, tabs, navigation) = makeTabs()
        let detail = NamedViewController("Detail")
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: false)
        harness.settle()
        #expect(tabs.tabBar.isHidden)
        harness.window.send(.mouseDown(CGPoint(x: 5, y: 300)))
        for step in 1...5 { harness.run(0.05); harness.window.send(.mouseMove(CGPoint(x: 5 + CGFloat(step) * 20, y: 300))) }
        #expect(!tabs.tabBar.isHidden, "the bar comes in with the revealed screen")
        harness.run(0.2)
        harness.window.send(.mouseUp(CGPoint(x: 105, y: 300)))
        harness.settle()
        #expect(navigation.topViewController === detail && tabs.tabBar.isHidden && tabs.tabBar.superview === tabs.view)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
}
