import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

@Suite("UINavigationController bar hiding: on tap, on swipe, when vertically compact; custom bar classes")
@MainActor
struct UINavigationControllerHidesBarsTests {
    final class ListController: UIViewController {
        override func loadView() {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
            scrollView.contentSize = CGSize(width: 400, height: 3000)
            view = scrollView
        }
    }

    private func make() -> (TransitionHarness, UINavigationController, ListController) {
        let list = ListController()
        let navigation = UINavigationController(rootViewController: list)
        let harness = TransitionHarness(root: navigation)
        harness.settle()
        return (harness, navigation, list)
    }

    private func click(_ point: CGPoint, in harness: TransitionHarness) {
        harness.window.send(.mouseDown(point))
        harness.run(0.05)
        harness.window.send(.mouseUp(point))
        harness.run(0.4)
    }

    @Test("hidesBarsOnTap: a tap in the content hides the bar and a shown toolbar; the next tap shows both")
    func onTap() {
        let (harness, navigation, _) = make()
        navigation.isToolbarHidden = false
        click(CGPoint(x: 200, y: 300), in: harness)
        #expect(!navigation.isNavigationBarHidden, "off by default")
        navigation.hidesBarsOnTap = true
        click(CGPoint(x: 200, y: 300), in: harness)
        harness.settle()
        #expect(navigation.isNavigationBarHidden)
        #expect(navigation.isToolbarHidden)
        click(CGPoint(x: 200, y: 300), in: harness)
        harness.settle()
        #expect(!navigation.isNavigationBarHidden)
        #expect(!navigation.isToolbarHidden)
    }

    @Test("hidesBarsOnSwipe: a drag up past 20 pt hides the bar while the list scrolls; a drag down shows it")
    func onSwipe() throws {
        let (harness, navigation, list) = make()
        navigation.hidesBarsOnSwipe = true
        let scrollView = try #require(list.view as? UIScrollView)
        let start = scrollView.contentOffset.y
        harness.window.send(.mouseDown(CGPoint(x: 200, y: 400)))
        for step in 1...10 {
            harness.run(1.0 / 60)
            harness.window.send(.mouseMove(CGPoint(x: 200, y: 400 - CGFloat(step) * 10)))
        }
        harness.window.send(.mouseUp(CGPoint(x: 200, y: 300)))
        harness.settle()
        #expect(navigation.isNavigationBarHidden)
        #expect(scrollView.contentOffset.y > start)
        harness.window.send(.mouseDown(CGPoint(x: 200, y: 300)))
        for step in 1...10 {
            harness.run(1.0 / 60)
            harness.window.send(.mouseMove(CGPoint(x: 200, y: 300 + CGFloat(step) * 10)))
        }
        harness.window.send(.mouseUp(CGPoint(x: 200, y: 400)))
        harness.settle()
        #expect(!navigation.isNavigationBarHidden)
    }

    @Test("hidesBarsWhenVerticallyCompact: a phone-landscape window hides the bar; portrait brings it back")
    func verticallyCompact() {
        let (harness, navigation, _) = make()
        navigation.hidesBarsWhenVerticallyCompact = true
        harness.window.send(.resize(CGSize(width: 844, height: 390)))
        harness.settle()
        #expect(navigation.isNavigationBarHidden)
        harness.window.send(.resize(CGSize(width: 390, height: 844)))
        harness.settle()
        #expect(!navigation.isNavigationBarHidden)
    }

    @Test("init(navigationBarClass:toolbarClass:) makes the bars from the subclasses; show pushes")
    func customClasses() {
        final class BrandBar: UINavigationBar {}
        final class BrandToolbar: UIToolbar {
            override init(frame: CGRect) { super.init(frame: frame); barTintColor = .systemRed }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        let navigation = UINavigationController(navigationBarClass: BrandBar.self, toolbarClass: BrandToolbar.self)
        #expect(navigation.navigationBar is BrandBar)
        #expect(navigation.toolbar is BrandToolbar)
        #expect(navigation.toolbar.barTintColor == .systemRed)
        let plain = UINavigationController(navigationBarClass: nil, toolbarClass: UIView.self)
        #expect(type(of: plain.navigationBar) == UINavigationBar.self)
        #expect(type(of: plain.toolbar!) == UIToolbar.self)
        navigation.setViewControllers([UIViewController()], animated: false)
        let harness = TransitionHarness(root: navigation)
        harness.settle()
        let next = UIViewController()
        navigation.show(next, sender: nil)
        harness.settle()
        #expect(navigation.topViewController === next)
    }
}
