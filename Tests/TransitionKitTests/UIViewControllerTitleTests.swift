import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// A controller that sets its own title in `viewDidLoad`, as much iOS code does.
@MainActor
private final class SelfTitlingViewController: UIViewController {
    let name: String
    let setsNavigationItem: Bool
    init(_ name: String, setsNavigationItem: Bool = false) {
        self.name = name
        self.setsNavigationItem = setsNavigationItem
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { return nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        if setsNavigationItem { navigationItem.title = name } else { title = name }
    }
}

// Apple, `UIViewController.title`: "If the view controller has a valid navigation item or
// tab-bar item, assigning a value to this property updates the title text of those objects."
// Apple, `UINavigationItem.title`: "The navigation item's title displayed in the navigation bar."
@Suite("UIViewController.title and its items")
@MainActor
struct UIViewControllerTitleTests {
    @Test("Setting title sets the navigation item's title, made before or after")
    func titleSetsNavigationItem() {
        let before = UIViewController()
        _ = before.navigationItem
        before.title = "Before"
        #expect(before.navigationItem.title == "Before")
        let after = UIViewController()
        after.title = "After"
        #expect(after.navigationItem.title == "After")
        after.title = nil
        #expect(after.navigationItem.title == nil)
    }

    @Test("Setting title sets the tab bar item's title, made before or after")
    func titleSetsTabBarItem() {
        let controller = UIViewController()
        controller.title = "One"
        #expect(controller.tabBarItem.title == "One")
        controller.title = "Two"
        #expect(controller.tabBarItem.title == "Two")
        let tabs = UITabBarController()
        let child = UIViewController()
        tabs.viewControllers = [child, UIViewController()]
        let harness = TransitionHarness(root: tabs)
        child.title = "Renamed"
        harness.settle()
        #expect(child.tabBarItem.title == "Renamed")
    }

    @Test("The latest of title and navigationItem.title is the one the bar shows; navigationItem.title keeps title")
    func precedence() {
        let top = UIViewController()
        let navigation = UINavigationController(rootViewController: top)
        let harness = TransitionHarness(root: navigation)
        top.title = "Title"
        top.navigationItem.title = "Item"
        harness.settle()
        #expect(navigation.navigationBar.titleLabel.text == "Item" && top.title == "Title")
        top.title = "Title again"
        harness.settle()
        #expect(navigation.navigationBar.titleLabel.text == "Title again" && top.navigationItem.title == "Title again")
    }

    @Test("A title set in viewDidLoad shows in the bar: root, pushed animated, pushed without animation, via the item",
          arguments: [false, true])
    func titleSetInViewDidLoad(setsNavigationItem: Bool) {
        let root = SelfTitlingViewController("Root", setsNavigationItem: setsNavigationItem)
        let navigation = UINavigationController(rootViewController: root)
        let harness = TransitionHarness(root: navigation)
        harness.settle()
        #expect(navigation.navigationBar.titleLabel.text == "Root")
        navigation.pushViewController(SelfTitlingViewController("Pushed", setsNavigationItem: setsNavigationItem), animated: true)
        harness.settle()
        #expect(navigation.navigationBar.titleLabel.text == "Pushed")
        #expect(navigation.navigationBar.backLabel.text == "‹ Root")
        navigation.pushViewController(SelfTitlingViewController("Quiet", setsNavigationItem: setsNavigationItem), animated: false)
        harness.settle()
        #expect(navigation.navigationBar.titleLabel.text == "Quiet")
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("A title set while the controller is on screen redraws the bar, and the back button of the next one")
    func titleSetOnScreen() {
        let root = UIViewController(), second = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let harness = TransitionHarness(root: navigation)
        navigation.pushViewController(second, animated: false)
        harness.settle()
        second.title = "Second"
        root.title = "First"
        harness.settle()
        #expect(navigation.navigationBar.titleLabel.text == "Second" && navigation.navigationBar.backLabel.text == "‹ First")
        #expect(harness.window.displayList().flattenedCommands.contains { command in
            if case .text(let text) = command.content { return text.string == "Second" }
            return false
        })
    }
}
