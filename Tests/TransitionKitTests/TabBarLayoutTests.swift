import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

@Suite("UITabBar layout")
@MainActor
struct TabBarLayoutTests {
    /// A phone: 59 points of status bar, 34 of home indicator.
    static let phone = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)

    /// A 390 x 844 phone window showing four tabs, the second with a badge.
    private func makePhone() -> (UIWindow, UITabBarController, [UIViewController]) {
        let controllers = (0..<4).map { index -> UIViewController in
            let controller = UIViewController()
            controller.tabBarItem = UITabBarItem(title: "Tab \(index)", image: UIImage(systemName: "star.fill"), tag: index)
            return controller
        }
        controllers[1].tabBarItem.badgeValue = "3"
        let tabs = UITabBarController()
        tabs.viewControllers = controllers
        let (window, _) = makeTestWindow(width: 390, height: 844, root: tabs)
        window.screen.simulatedSafeAreaInsets = Self.phone
        window.layoutIfNeeded()
        return (window, tabs, controllers)
    }

    /// The views drawing the bar's items, left to right.
    private func itemViews(of bar: UITabBar) -> [UIView] {
        bar.subviews.filter { view in view.subviews.contains { $0 is UIImageView } }
    }

    // Apple, `UITabBar`: "A tab bar ... appears at the bottom of the screen"; the bar covers the
    // home indicator's band and its items sit above it.
    @Test("The bar sits at the bottom, 49 points above the home indicator, covering it")
    func barFrame() {
        let (_, tabs, _) = makePhone()
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 844 - 34 - 49, width: 390, height: 49 + 34))
    }

    @Test("Items share the width evenly; the selected one is tinted, the others gray")
    func itemsEvenlySpaced() {
        let (window, tabs, _) = makePhone()
        let views = itemViews(of: tabs.tabBar)
        #expect(views.map(\.frame) == (0..<4).map { CGRect(x: CGFloat($0) * 97.5, y: 0, width: 97.5, height: 49) })
        let titleColors = views.map { view in (view.subviews.first { $0 is UILabel } as? UILabel)?.textColor }
        #expect(titleColors == [.systemBlue, .systemGray, .systemGray, .systemGray])
        tabs.selectedIndex = 2
        window.layoutIfNeeded()
        #expect(views.map { ($0.subviews.first { $0 is UILabel } as? UILabel)?.textColor } == [.systemGray, .systemGray, .systemBlue, .systemGray])
    }

    // Apple, `badgeValue`: "Text that's displayed in the upper-right corner of the item with a
    // surrounding red oval."
    @Test("A badge value is drawn as a red pill at the image's top right; nil hides it")
    func badge() {
        let (window, tabs, controllers) = makePhone()
        let labels = itemViews(of: tabs.tabBar)[1].subviews.compactMap { $0 as? UILabel }
        let badge = labels.first { $0.text == "3" }
        #expect(badge?.isHidden == false && badge?.backgroundColor == .systemRed && badge?.layer.cornerRadius == 9)
        #expect(badge?.frame.height == 18 && badge?.frame.minY == 2)
        controllers[1].tabBarItem.badgeValue = nil
        window.layoutIfNeeded()
        #expect(badge?.isHidden == true)
    }

    // Apple, `safeAreaInsets`: for a view controller's root view "the insets account for the
    // status bar, other visible bars, and any additional insets that you specified using the
    // additionalSafeAreaInsets property".
    @Test("The selected tab fills the view under the bar; the bar adds to its bottom safe area")
    func safeArea() {
        let (window, tabs, controllers) = makePhone()
        let selected = controllers[0]
        #expect(selected.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(selected.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34 + 49, right: 0))
        selected.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
        window.layoutIfNeeded()
        #expect(isClose(selected.view.safeAreaInsets.bottom, 34 + 49 + 10), "\(selected.view.safeAreaInsets)")
        selected.additionalSafeAreaInsets = .zero
        tabs.tabBar.isHidden = true
        window.layoutIfNeeded()
        #expect(selected.view.safeAreaInsets.bottom == 34)
    }
}
