import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

@Suite("UIViewController extended layout, edit button, show, content scroll view, @ViewLoading")
@MainActor
struct UIViewControllerLayoutTests {
    @Test("edgesForExtendedLayout without .top puts the view below the navigation bar, with no bar inset")
    func extendedLayoutTop() throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let harness = TransitionHarness(root: navigation)
        harness.settle()
        let barBottom = navigation.navigationBar.frame.maxY
        #expect(root.view.frame.minY == 0)
        #expect(root.view.safeAreaInsets.top == barBottom)
        root.edgesForExtendedLayout = []
        harness.run(1.0 / 60)
        #expect(root.view.frame.minY == barBottom)
        #expect(root.view.frame.maxY == navigation.view.bounds.maxY)
        #expect(root.view.safeAreaInsets.top == 0)
        root.edgesForExtendedLayout = .all
        harness.run(1.0 / 60)
        #expect(root.view.frame.minY == 0)
    }

    @Test("An opaque bar keeps the view out from under it unless extendedLayoutIncludesOpaqueBars")
    func opaqueBars() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let harness = TransitionHarness(root: navigation)
        harness.settle()
        navigation.navigationBar.isTranslucent = false
        harness.run(1.0 / 60)
        #expect(root.view.frame.minY == navigation.navigationBar.frame.maxY)
        root.extendedLayoutIncludesOpaqueBars = true
        harness.run(1.0 / 60)
        #expect(root.view.frame.minY == 0)
    }

    @Test("A pushed controller with edgesForExtendedLayout = [] arrives below the bar: its final frame says so")
    func pushedBelowBar() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let harness = TransitionHarness(root: navigation)
        harness.settle()
        let detail = UIViewController()
        detail.edgesForExtendedLayout = []
        navigation.pushViewController(detail, animated: true)
        harness.settle()
        #expect(detail.view.frame.minY == navigation.navigationBar.frame.maxY)
        #expect(detail.view.frame.height == navigation.view.bounds.height - navigation.navigationBar.frame.maxY)
    }

    @Test("A tab's view without .bottom ends above the tab bar")
    func extendedLayoutBottom() throws {
        let first = UIViewController(), second = UIViewController()
        first.edgesForExtendedLayout = [.top]
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let harness = TransitionHarness(root: tabs)
        harness.settle()
        #expect(first.view.frame.maxY == tabs.tabBar.frame.minY)
        #expect(first.view.safeAreaInsets.bottom == 0)
    }

    @Test("editButtonItem reads Edit, toggles editing when tapped (Done, bold), and follows setEditing")
    func editButton() throws {
        final class Editor: UIViewController {
            var calls: [(Bool, Bool)] = []
            override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                calls.append((editing, animated))
            }
        }
        let editor = Editor()
        let item = editor.editButtonItem
        #expect(item === editor.editButtonItem)
        #expect(item.title == "Edit" && item.style == .plain)
        editor.navigationItem.rightBarButtonItem = item
        let navigation = UINavigationController(rootViewController: editor)
        let harness = TransitionHarness(root: navigation)
        harness.settle()
        let view = try #require(navigation.navigationBar.itemView(for: item))
        let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil as UIView?)
        harness.window.send(.mouseDown(point))
        harness.run(0.05)
        harness.window.send(.mouseUp(point))
        harness.run(0.05)
        #expect(editor.isEditing)
        #expect(editor.calls.count == 1 && editor.calls[0] == (true, true))
        #expect(item.title == "Done" && item.style == .done)
        editor.isEditing = false
        #expect(editor.calls.last.map { $0 == (false, false) } == true)
        #expect(item.title == "Edit")
    }

    @Test("show(_:sender:) pushes inside a navigation controller and presents outside one")
    func show() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let harness = TransitionHarness(root: navigation)
        harness.settle()
        let detail = UIViewController()
        root.show(detail, sender: nil)
        harness.settle()
        #expect(navigation.viewControllers.last === detail)

        let lone = UIViewController()
        let loneHarness = TransitionHarness(root: lone)
        loneHarness.settle()
        let modal = UIViewController()
        lone.show(modal, sender: nil)
        loneHarness.settle()
        #expect(lone.presentedViewController === modal)
        modal.dismiss(animated: false)
        loneHarness.settle()
        let detailModal = UIViewController()
        lone.showDetailViewController(detailModal, sender: nil)
        loneHarness.settle()
        #expect(lone.presentedViewController === detailModal)
    }

    @Test("setContentScrollView(_:for:) names the scroll view the large title follows")
    func contentScrollView() {
        final class Split: UIViewController {
            let header = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
            let list = UIScrollView(frame: CGRect(x: 0, y: 100, width: 400, height: 500))
            override func viewDidLoad() {
                super.viewDidLoad()
                list.contentSize = CGSize(width: 400, height: 3000)
                view.addSubview(header)
                view.addSubview(list)
            }
        }
        let split = Split()
        split.loadViewIfNeeded()
        #expect(split.contentScrollView(for: .top) === split.header)   // the heuristic: the first found
        split.setContentScrollView(split.list, for: .top)
        #expect(split.contentScrollView(for: .top) === split.list)
        #expect(split.contentScrollView(for: .bottom) === split.header)
        split.setContentScrollView(split.list)
        #expect(split.contentScrollView(for: .bottom) === split.list)
        split.setContentScrollView(nil, for: .all)
        #expect(split.contentScrollView(for: .top) === split.header)
    }

    @Test("@ViewLoading loads the view on first read")
    func viewLoading() {
        final class Profile: UIViewController {
            @ViewLoading var badge: UIView
            override func viewDidLoad() {
                super.viewDidLoad()
                badge = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
            }
        }
        let profile = Profile()
        #expect(!profile.isViewLoaded)
        #expect(profile.badge.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(profile.isViewLoaded)
    }

    @Test("nibName and nibBundle are what the initializer was given; systemMinimumLayoutMargins follow the width")
    func nibAndMargins() {
        let controller = UIViewController(nibName: "Card", bundle: nil)
        #expect(controller.nibName == "Card" && controller.nibBundle == nil)
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        controller.view.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
        #expect(controller.systemMinimumLayoutMargins.leading == 20)
    }

    @Test("updateViewConstraints() runs in the constraint pass in place of the root view's updateConstraints()")
    func updateViewConstraints() {
        final class Constrained: UIViewController {
            var log: [String] = []
            override func updateViewConstraints() {
                log.append("updateViewConstraints")
                super.updateViewConstraints()
            }
        }
        let controller = Constrained()
        let harness = TransitionHarness(root: controller)
        harness.settle()
        controller.log = []
        controller.view.setNeedsUpdateConstraints()
        controller.view.updateConstraintsIfNeeded()
        #expect(controller.log == ["updateViewConstraints"])
        #expect(harness.window.diagnostics.isEmpty)
    }
}

extension UIViewControllerLayoutTests {
    @Test("A root view's margins are at least the system minimum unless the controller opts out; the controller hears of changes")
    func rootViewMargins() {
        final class Screen: UIViewController {
            var changes = 0
            override func viewLayoutMarginsDidChange() { super.viewLayoutMarginsDidChange(); changes += 1 }
        }
        let screen = Screen()
        screen.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(screen.view.layoutMargins.left == 16 && screen.view.layoutMargins.right == 16)
        screen.viewRespectsSystemMinimumLayoutMargins = false
        #expect(screen.view.layoutMargins.left == 8)
        let before = screen.changes
        screen.view.layoutMargins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
        #expect(screen.changes == before + 1)
        #expect(screen.view.layoutMargins.left == 30)
    }
}
