import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

@Suite("UINavigationController toolbar: hidden by default, the top controller's items, safe area, sliding")
@MainActor
struct UINavigationControllerToolbarTests {
    final class Screen: UIViewController {
        var tapped = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            toolbarItems = [
                UIBarButtonItem(systemItem: .flexibleSpace),
                UIBarButtonItem(title: "Compose", primaryAction: UIAction { [weak self] _ in self?.tapped += 1 }),
                UIBarButtonItem(systemItem: .flexibleSpace),
            ]
        }
    }

    private func make() -> (TransitionHarness, UINavigationController, Screen) {
        let screen = Screen()
        let navigation = UINavigationController(rootViewController: screen)
        let harness = TransitionHarness(root: navigation)
        harness.settle()
        return (harness, navigation, screen)
    }

    @Test("The toolbar is hidden by default and adds nothing to the safe area")
    func hiddenByDefault() {
        let (_, navigation, screen) = make()
        #expect(navigation.isToolbarHidden)
        #expect(navigation.toolbar.isHidden)
        #expect(screen.view.safeAreaInsets.bottom == 0)
    }

    @Test("Shown, it sits 44 pt tall at the bottom with the top's items centred by flexible spaces, and covers the safe area")
    func shown() throws {
        let (harness, navigation, screen) = make()
        navigation.isToolbarHidden = false
        harness.run(1.0 / 60)
        let toolbar = try #require(navigation.toolbar)
        #expect(!toolbar.isHidden)
        #expect(toolbar.frame == CGRect(x: 0, y: 600 - 44, width: 400, height: 44))
        #expect(toolbar.items?.count == 3)
        #expect(screen.view.safeAreaInsets.bottom == 44)
        let compose = try #require(toolbar.items?[1])
        let view = try #require(toolbar.itemView(for: compose))
        #expect(abs(view.frame.midX - 200) < 1)
        let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil as UIView?)
        harness.window.send(.mouseDown(point))
        harness.run(0.05)
        harness.window.send(.mouseUp(point))
        harness.run(0.05)
        #expect(screen.tapped == 1)
    }

    @Test("A push shows the new top's items; a pop brings the old ones back")
    func followsTheStack() throws {
        let (harness, navigation, screen) = make()
        navigation.setToolbarHidden(false, animated: false)
        let detail = UIViewController()
        let trash = UIBarButtonItem(systemItem: .trash)
        detail.toolbarItems = [trash]
        navigation.pushViewController(detail, animated: true)
        harness.settle()
        #expect(navigation.toolbar.items?.first === trash)
        navigation.popViewController(animated: true)
        harness.settle()
        #expect(navigation.toolbar.items?.count == 3)
        #expect(navigation.toolbar.items?[1].title == "Compose")
        _ = screen
    }

    @Test("setToolbarHidden(_:animated: true) slides it up from the bottom edge over 0.2 s")
    func slides() {
        let (harness, navigation, _) = make()
        navigation.setToolbarHidden(false, animated: true)
        #expect(!navigation.isToolbarHidden)
        harness.run(0.1)
        let midway = navigation.toolbar.layer.presentation()?.frame.minY ?? 0
        #expect(midway > 556 && midway < 600)
        harness.run(0.15)
        #expect(navigation.toolbar.frame.minY == 556)
        navigation.setToolbarHidden(true, animated: true)
        harness.run(0.25)
        #expect(navigation.toolbar.isHidden)
    }

    @Test("Changing an item's title redraws it in the toolbar")
    func itemChanges() throws {
        let (harness, navigation, screen) = make()
        navigation.isToolbarHidden = false
        harness.run(1.0 / 60)
        let compose = try #require(screen.toolbarItems?[1])
        compose.title = "Write"
        let label = try #require(navigation.toolbar.itemView(for: compose) as? UILabel)
        #expect(label.text == "Write")
    }
}

extension UINavigationControllerToolbarTests {
    /// A large-title list that shows the toolbar while it is on screen, as Mail's lists do.
    final class ToolbarList: UIViewController {
        override func loadView() {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
            scrollView.contentSize = CGSize(width: 400, height: 3000)
            view = scrollView
            toolbarItems = [UIBarButtonItem(systemItem: .flexibleSpace), UIBarButtonItem(systemItem: .compose)]
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            navigationController?.setToolbarHidden(false, animated: animated)
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            navigationController?.setToolbarHidden(true, animated: animated)
        }
    }

    @Test("A large-title list pushed with the toolbar sliding in arrives expanded at its top; the toolbar slides with the push")
    func largeTitleListWithToolbar() throws {
        let root = UIViewController()
        root.navigationItem.largeTitleDisplayMode = .never
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        let harness = TransitionHarness(root: navigation)
        harness.settle()
        let list = ToolbarList()
        list.navigationItem.largeTitleDisplayMode = .always
        navigation.pushViewController(list, animated: true)
        harness.run(0.1)
        let midway = navigation.toolbar.layer.presentation()?.frame.minY ?? 0
        #expect(midway > 556 && midway < 600, "the toolbar is on its way in: \(midway)")
        harness.settle()
        let scrollView = try #require(list.view as? UIScrollView)
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(scrollView.contentOffset.y == -96)
        #expect(navigation.toolbar.frame.minY == 556)
        #expect(scrollView.adjustedContentInset.bottom == 44)
        navigation.popViewController(animated: true)
        harness.settle()
        #expect(navigation.isToolbarHidden && navigation.toolbar.isHidden)
    }
}
