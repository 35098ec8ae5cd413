import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// `setNavigationBarHidden(_:animated:)` alongside pushes and pops, and on its own.
@Suite("UINavigationController bar hiding")
@MainActor
struct NavigationBarHidingTests {
    /// Hides the bar (or shows it) in `viewWillAppear`, as apps do for full-screen screens.
    final class BarController: UIViewController {
        let hidesBar: Bool
        init(hidesBar: Bool) {
            self.hidesBar = hidesBar
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { return nil }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            navigationController?.setNavigationBarHidden(hidesBar, animated: animated)
        }
    }

    // Apple documentation, setNavigationBarHidden(_:animated:): "For animated transitions, the
    // duration of the animation is specified by the value in the
    // UINavigationControllerHideShowBarDuration constant"; called from viewWillAppear during a
    // push it runs alongside the push through the transition coordinator, so a cancelled
    // interactive pop leaves the bar as it was.
    @Test("Hidden in viewWillAppear of a pushed controller, the bar slides up with the push; an interactive pop brings it back, a cancel keeps it hidden")
    func hidesAlongsideThePush() {
        let root = BarController(hidesBar: false)
        let navigation = UINavigationController(rootViewController: root)
        let harness = TransitionHarness(root: navigation)
        harness.settle()
        let bar = navigation.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 400, height: 44) && !navigation.isNavigationBarHidden)
        navigation.pushViewController(BarController(hidesBar: true), animated: true)
        harness.run(0.1)
        #expect(navigation.isNavigationBarHidden, "hidden as soon as it is asked, as in UIKit")
        let midY = bar.layer.presentation()?.frame.minY ?? 0
        #expect(midY < -2 && midY > -42, "mid-push the bar is on its way up: \(midY)")
        #expect(!bar.isHidden, "still drawn while it slides")
        harness.settle()
        #expect(bar.isHidden && bar.frame.minY == -44)
        #expect(navigation.topViewController?.view.safeAreaInsets.top == 0)

        let window = harness.window
        window.send(.mouseDown(CGPoint(x: 5, y: 200)))
        for step in 1...10 {
            harness.run(0.03)
            window.send(.mouseMove(CGPoint(x: 5 + 20 * CGFloat(step), y: 200)))
        }
        harness.run(0.2)
        let popY = bar.layer.presentation()?.frame.minY ?? 0
        #expect(abs(popY + 22) < 4, "half way through the pop the bar is half way down: \(popY)")
        window.send(.mouseUp(CGPoint(x: 205, y: 200)))
        harness.settle()
        #expect(navigation.viewControllers.count == 2, "cancelled")
        #expect(navigation.isNavigationBarHidden && bar.isHidden && bar.frame.minY == -44)

        navigation.popViewController(animated: true)
        harness.settle()
        #expect(!navigation.isNavigationBarHidden && !bar.isHidden && bar.frame.minY == 0)
        #expect(root.view.safeAreaInsets.top == 44)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Outside a transition the bar slides over barHideShowDuration")
    func slidesOnItsOwn() {
        let navigation = UINavigationController(rootViewController: NamedViewController("Root"))
        let harness = TransitionHarness(root: navigation)
        harness.settle()
        navigation.setNavigationBarHidden(true, animated: true)
        harness.run(UINavigationController.barHideShowDuration / 2)
        let midY = navigation.navigationBar.layer.presentation()?.frame.minY ?? 0
        #expect(midY < -10 && midY > -34, "\(midY)")
        harness.settle()
        #expect(navigation.navigationBar.isHidden && navigation.navigationBar.frame.minY == -44)
        navigation.setNavigationBarHidden(false, animated: false)
        #expect(!navigation.navigationBar.isHidden && navigation.navigationBar.frame.minY == 0)
    }
}
