import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// Slides the new tab in from the side of its place in the tab order and the old one out the
/// other way, linearly, over `duration` seconds, as tab-swipe tutorials write it.
@MainActor
final class LinearTabSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    init(duration: TimeInterval = 1) { self.duration = duration }
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from), let toVC = transitionContext.viewController(forKey: .to),
              let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
              let tabs = fromVC.tabBarController, let viewControllers = tabs.viewControllers else { return }
        let container = transitionContext.containerView
        let forward = (viewControllers.firstIndex { $0 === toVC } ?? 0) > (viewControllers.firstIndex { $0 === fromVC } ?? 0)
        let width = container.bounds.width * (forward ? 1 : -1)
        let final = transitionContext.finalFrame(for: toVC)
        toView.frame = final.offsetBy(dx: width, dy: 0)
        container.addSubview(toView)
        UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: {
            toView.frame = final
            fromView.frame = final.offsetBy(dx: -width, dy: 0)
        }) { _ in
            fromView.frame = final
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// A tab bar controller delegate that refuses the tabs listed, hands out an animator and an
/// interaction controller, and records what it was asked.
@MainActor
final class RecordingTabDelegate: UITabBarControllerDelegate {
    var refused: [UIViewController] = []
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var interactor: (any UIViewControllerInteractiveTransitioning)?
    var selected: [String] = []
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        !refused.contains { $0 === viewController }
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selected.append(viewController.title ?? "?")
    }
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
    func tabBarController(
        _ tabBarController: UITabBarController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interactor }
}

@Suite("UITabBarController")
@MainActor
struct TabBarControllerTests {
    /// Three tabs A, B, C in a settled 400 x 600 window, A selected.
    private func makeTabs(delegate: RecordingTabDelegate? = nil) -> (TransitionHarness, UITabBarController, [NamedViewController]) {
        let controllers = ["A", "B", "C"].map(NamedViewController.init)
        let tabs = UITabBarController()
        tabs.title = "Tabs"
        tabs.setViewControllers(controllers, animated: false)
        tabs.delegate = delegate
        let harness = TransitionHarness(root: tabs)
        harness.settle()
        harness.clearLog()
        return (harness, tabs, controllers)
    }

    /// Clicks the middle of the tab bar item at `index` (three items on a 400-point bar).
    private func tapItem(_ index: Int, in harness: TransitionHarness, count: Int = 3) {
        let point = CGPoint(x: (CGFloat(index) + 0.5) * 400 / CGFloat(count), y: 600 - 25)
        harness.window.send(.mouseDown(point))
        harness.window.send(.mouseUp(point))
    }

    // Apple, `viewControllers`: every controller is a child of the tab bar controller; the first
    // is selected by default.
    @Test("All tabs are children; the first is selected and fills the content; others stay off screen")
    func containment() {
        let (harness, tabs, controllers) = makeTabs()
        #expect(tabs.children.count == 3 && controllers.allSatisfy { $0.parent === tabs && $0.tabBarController === tabs })
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === controllers[0])
        #expect(controllers[0].view.window === harness.window && controllers[0].view.frame == CGRect(x: 0, y: 0, width: 400, height: 600))
        #expect(!controllers[1].isViewLoaded && !controllers[2].isViewLoaded)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Setting selectedIndex swaps the tabs with unanimated, balanced appearance callbacks")
    func selectionCallbacks() {
        let (harness, tabs, controllers) = makeTabs()
        tabs.selectedIndex = 2
        #expect(harness.essentialLog == ["A.viewWillDisappear", "C.viewWillAppear", "A.viewDidDisappear", "C.viewDidAppear"])
        #expect(tabs.selectedViewController === controllers[2] && controllers[0].viewIfLoaded?.window == nil)
        #expect(tabs.tabBar.selectedItem === controllers[2].tabBarItem)
        harness.settle()
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    // iOS ignores an out-of-range `selectedIndex` silently, and raises for a `selectedViewController`
    // that is not one of the tabs ("only a view controller in the tab bar controller's list of view
    // controllers can be selected").
    @Test("Out-of-range indexes are ignored with a trace note; foreign controllers are refused with an error")
    func badSelection() {
        let (harness, tabs, _) = makeTabs()
        var handled: [Diagnostic.Code] = []
        harness.window.diagnosticHandler = { handled.append($0.code) }
        tabs.selectedIndex = 7
        tabs.selectedViewController = NamedViewController("Stranger")
        #expect(tabs.selectedIndex == 0)
        #expect(handled == [.tabIndexOutOfRange, .tabNotFound])
        #expect(harness.window.diagnostics.map(\.code) == [.tabNotFound])
    }

    // Apple, `viewControllers`: "When changing the view controllers, the tab bar controller
    // remembers the view controller object that was previously selected and attempts to reselect
    // it. If the selected view controller is no longer present, it attempts to select the view
    // controller at the same index ... If that index is invalid, it selects the view controller
    // at index 0."
    @Test("setViewControllers keeps the selected controller, else its index, else the first")
    func replacingTabs() {
        let (harness, tabs, controllers) = makeTabs()
        let d = NamedViewController("D")
        tabs.selectedIndex = 1
        tabs.setViewControllers([d, controllers[1]], animated: false)
        #expect(tabs.selectedViewController === controllers[1] && tabs.selectedIndex == 1)
        #expect(controllers[0].parent == nil && controllers[2].parent == nil && d.parent === tabs)
        harness.clearLog()
        tabs.setViewControllers([d, controllers[2]], animated: false)
        #expect(tabs.selectedViewController === controllers[2])
        #expect(harness.essentialLog == ["B.viewWillDisappear", "B.viewDidDisappear", "C.viewWillAppear", "C.viewDidAppear"])
        tabs.setViewControllers([d], animated: false)
        #expect(tabs.selectedViewController === d && tabs.tabBar.items?.count == 1)
        tabs.setViewControllers([d, d], animated: false)
        #expect(harness.window.diagnostics.map(\.code) == [.invalidTabs] && tabs.viewControllers?.count == 1)
        harness.settle()
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    // Apple, `tabBarController(_:shouldSelect:)`: "The tab bar controller calls this method in
    // response to the user tapping a tab bar item"; `tabBarController(_:didSelect:)`: "it is
    // called only in response to user taps in the tab bar and is not called when your code
    // changes the tab bar contents programmatically", "regardless of whether the selected view
    // controller changed".
    @Test("A tap selects the tab; the delegate can refuse it; didSelect follows taps only")
    func tapsAndShouldSelect() {
        let delegate = RecordingTabDelegate()
        let (harness, tabs, controllers) = makeTabs(delegate: delegate)
        delegate.refused = [controllers[2]]
        tapItem(2, in: harness)
        #expect(tabs.selectedIndex == 0 && harness.log == ["shouldSelect C"])
        harness.clearLog()
        tapItem(1, in: harness)
        #expect(tabs.selectedIndex == 1 && delegate.selected == ["B"])
        #expect(harness.log == [
            "shouldSelect B", "tabBarController(_:animationControllerForTransitionFrom:to:)", "A.viewWillDisappear",
            "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear", "didSelect B",
        ])
        tapItem(1, in: harness)
        tabs.selectedIndex = 0
        #expect(delegate.selected == ["B", "B"], "a tap on the selected tab calls didSelect; code never does")
        harness.settle()
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("The delegate's animator runs as a .tab transition, with exact frames half way")
    func delegateAnimator() {
        let delegate = RecordingTabDelegate()
        delegate.animator = LinearTabSlideAnimator(duration: 1)
        let (harness, tabs, controllers) = makeTabs(delegate: delegate)
        tabs.selectedIndex = 1
        #expect(harness.window.transitionState?.kind == .tab)
        #expect(tabs.selectedIndex == 1, "the selection changes when the transition begins")
        harness.run(0.5)
        #expect(controllers[1].view.presentationFrameInWindow == CGRect(x: 200, y: 0, width: 400, height: 600))
        #expect(controllers[0].view.presentationFrameInWindow == CGRect(x: -200, y: 0, width: 400, height: 600))
        harness.settle()
        #expect(harness.essentialLog == [
            "tabBarController(_:animationControllerForTransitionFrom:to:)", "A.viewWillDisappear", "B.viewWillAppear",
            "completeTransition(true)", "A.viewDidDisappear", "B.viewDidAppear", "animationEnded(true)",
        ])
        #expect(controllers[0].viewIfLoaded?.window == nil && controllers[1].view.frame == CGRect(x: 0, y: 0, width: 400, height: 600))
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("A cancelled interactive tab switch keeps the old tab selected with balanced callbacks")
    func cancelledInteractiveSwitch() {
        let delegate = RecordingTabDelegate()
        delegate.animator = LinearTabSlideAnimator(duration: 1)
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        let (harness, tabs, controllers) = makeTabs(delegate: delegate)
        tabs.selectedIndex = 1
        interactor.update(0.3)
        harness.run(0.1)
        #expect(harness.window.transitionState?.phase == .interactive)
        #expect(controllers[1].view.presentationFrameInWindow.minX == 280, "scrubbed to 30 %")
        interactor.cancel()
        harness.settle()
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === controllers[0])
        #expect(tabs.tabBar.selectedItem === controllers[0].tabBarItem)
        #expect(controllers[0].view.window === harness.window && controllers[1].viewIfLoaded?.window == nil)
        #expect(controllers[0].view.frame == CGRect(x: 0, y: 0, width: 400, height: 600))
        #expect(harness.essentialLog == [
            "tabBarController(_:animationControllerForTransitionFrom:to:)", "A.viewWillDisappear", "B.viewWillAppear",
            "startInteractiveTransition", "cancelInteractiveTransition", "completeTransition(false)",
            "B.viewWillDisappear", "B.viewDidDisappear", "A.viewWillAppear", "A.viewDidAppear", "animationEnded(false)",
        ])
        #expect(harness.essentialLog.filter { $0.hasPrefix("A.") || $0.hasPrefix("B.") } == [
            "A.viewWillDisappear", "B.viewWillAppear", "B.viewWillDisappear", "B.viewDidDisappear",
            "A.viewWillAppear", "A.viewDidAppear",
        ])
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
}

@Suite("UITabBarController during a tab transition")
@MainActor
struct TabBarControllerBusyTests {
    @Test("A selection made during a tab transition waits for it; replacing the tabs is refused")
    func requestsDuringTransition() {
        let controllers = ["A", "B", "C"].map(NamedViewController.init)
        let tabs = UITabBarController()
        tabs.viewControllers = controllers
        let delegate = RecordingTabDelegate()
        delegate.animator = LinearTabSlideAnimator(duration: 1)
        tabs.delegate = delegate
        let harness = TransitionHarness(root: tabs)
        harness.settle()
        tabs.selectedIndex = 1
        harness.run(0.5)
        tabs.selectedIndex = 2
        #expect(tabs.selectedIndex == 1, "queued behind the running switch")
        tabs.setViewControllers([controllers[0]], animated: false)
        #expect(harness.window.diagnostics.map(\.code) == [.invalidTabs] && tabs.viewControllers?.count == 3)
        harness.settle()
        #expect(tabs.selectedIndex == 2 && controllers[2].view.window === harness.window)
        #expect(controllers[0].viewIfLoaded?.window == nil && controllers[1].viewIfLoaded?.window == nil)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
}
