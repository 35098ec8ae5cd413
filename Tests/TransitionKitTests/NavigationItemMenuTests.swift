import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// The back button's title, `hidesBackButton`, and bar button items' menus.
@Suite("UINavigationItem back button and UIBarButtonItem menus")
@MainActor
struct NavigationItemMenuTests {
    private func textAlpha(_ string: String, in window: UIWindow) -> CGFloat {
        window.displayList().flattenedCommands.reduce(0) { alpha, command in
            guard case .text(let text) = command.content, text.string == string else { return alpha }
            return max(alpha, command.alpha * text.color.alpha)
        }
    }

    private func click(_ point: CGPoint, in harness: TransitionHarness) {
        harness.window.send(.mouseDown(point))
        harness.run(0.05)
        harness.window.send(.mouseUp(point))
        harness.run(0.05)
    }

    // Apple documentation, UINavigationItem.backBarButtonItem: "When this navigation item is
    // immediately below the top item in the stack, the navigation controller derives the back
    // button for the navigation bar from this navigation item"; backButtonTitle (iOS 11) is used
    // when backBarButtonItem is nil; else the previous item's title.
    @Test("The previous item titles the back button; setHidesBackButton hides it and it no longer pops")
    func backButtonTitlePrecedence() {
        let root = NamedViewController("Root"), second = NamedViewController("Second")
        let navigation = UINavigationController(rootViewController: root)
        let harness = TransitionHarness(root: navigation)
        navigation.pushViewController(second, animated: false)
        harness.settle()
        #expect(textAlpha("‹ Root", in: harness.window) == 1)
        root.navigationItem.backButtonTitle = "Home"
        harness.run(0.02)
        #expect(textAlpha("‹ Home", in: harness.window) == 1 && textAlpha("‹ Root", in: harness.window) == 0)
        root.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Start")
        harness.run(0.02)
        #expect(textAlpha("‹ Start", in: harness.window) == 1 && textAlpha("‹ Home", in: harness.window) == 0)
        second.navigationItem.backButtonTitle = "Ignored"
        harness.run(0.02)
        #expect(textAlpha("‹ Start", in: harness.window) == 1, "the top item's own back title is not used")
        second.navigationItem.setHidesBackButton(true, animated: true)
        harness.run(0.02)
        #expect(textAlpha("‹ Start", in: harness.window) == 0 && second.navigationItem.hidesBackButton)
        click(CGPoint(x: 30, y: 22), in: harness)
        #expect(navigation.viewControllers.count == 2, "a hidden back button does not pop")
        second.navigationItem.setHidesBackButton(false, animated: false)
        harness.run(0.02)
        #expect(textAlpha("‹ Start", in: harness.window) == 1)
    }

    @Test("setLeftBarButton and setRightBarButton place items that run their actions")
    func setItemsAnimated() throws {
        let root = NamedViewController("Root")
        let navigation = UINavigationController(rootViewController: root)
        let harness = TransitionHarness(root: navigation)
        var tapped: [String] = []
        let add = UIBarButtonItem(image: UIImage(systemName: "plus"), primaryAction: UIAction { _ in tapped.append("add") })
        let edit = UIBarButtonItem(systemItem: .edit, primaryAction: UIAction { _ in tapped.append("edit") })
        root.navigationItem.setRightBarButton(add, animated: true)
        root.navigationItem.setLeftBarButton(edit, animated: true)
        harness.settle()
        let bar = navigation.navigationBar
        let addFrame = try #require(bar.itemView(for: add)).frame
        #expect(addFrame == CGRect(x: 400 - 8 - 28, y: 0, width: 28, height: 44))
        #expect(try #require(bar.itemView(for: edit)).frame.minX == 8)
        click(CGPoint(x: addFrame.midX, y: 22), in: harness)
        click(CGPoint(x: 20, y: 22), in: harness)
        #expect(tapped == ["add", "edit"])
    }

    // Apple documentation, UIBarButtonItem.menu: "If the bar button item doesn't have a primary
    // action, the menu is shown on tap" (a context menu in UIKit; a simple list here).
    @Test("Tapping an item with a menu opens the list; a row runs its action and closes it; a tap outside closes it")
    func menuOpensChoosesCloses() throws {
        let root = NamedViewController("Root")
        let navigation = UINavigationController(rootViewController: root)
        let harness = TransitionHarness(root: navigation)
        var chosen: [String] = []
        var sender: Any?
        let menu = UIMenu(title: "Sort", children: [
            UIAction(title: "By Name") { action in chosen.append(action.title); sender = action.sender },
            UIMenu(children: [UIAction(title: "By Date") { action in chosen.append(action.title) }]),
        ])
        let sort = UIBarButtonItem(title: "Sort", menu: menu)
        root.navigationItem.rightBarButtonItem = sort
        harness.settle()
        let bar = navigation.navigationBar
        let itemFrame = try #require(bar.itemView(for: sort)).frame
        click(CGPoint(x: itemFrame.midX, y: 22), in: harness)
        let list = try #require(bar.menuView)
        #expect(list.rows.map(\.label.text) == ["By Name", "By Date"])
        #expect(textAlpha("By Date", in: harness.window) == 1 && textAlpha("Sort", in: harness.window) == 1)
        let row = list.rows[1].label.convert(CGPoint(x: 20, y: 22), to: nil as UIView?)
        #expect(row == CGPoint(x: 400 - 8 - 220 + 16 + 20, y: 44 + 8 + 30 + 44 + 22))
        click(row, in: harness)
        #expect(chosen == ["By Date"] && bar.menuView == nil && list.superview == nil)
        #expect(textAlpha("By Date", in: harness.window) == 0)

        click(CGPoint(x: itemFrame.midX, y: 22), in: harness)
        #expect(bar.menuView != nil)
        click(CGPoint(x: 50, y: 250), in: harness)
        #expect(bar.menuView == nil && chosen == ["By Date"], "a tap outside closes it without an action")
        #expect(navigation.viewControllers.count == 1)

        click(CGPoint(x: itemFrame.midX, y: 22), in: harness)
        let first = try #require(bar.menuView).rows[0].label
        click(first.convert(CGPoint(x: 20, y: 22), to: nil as UIView?), in: harness)
        #expect(chosen == ["By Date", "By Name"] && (sender as? UIBarButtonItem) === sort)
    }
}
