import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

@MainActor
final class RecordingNavigationDelegate: UINavigationControllerDelegate {
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var operations: [UINavigationController.Operation] = []
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        operations.append(operation)
        return animator
    }
}

@Suite("UINavigationController")
@MainActor
struct NavigationControllerTests {
    private func makeStack() -> (TransitionHarness, UINavigationController, NamedViewController) {
        let root = NamedViewController("Root")
        let navigation = UINavigationController(rootViewController: root)
        navigation.title = "Nav"
        let harness = TransitionHarness(root: navigation)
        return (harness, navigation, root)
    }

    @Test("Push and pop: UIKit's callback order, containment, views and bar")
    func pushAndPop() {
        let (harness, navigation, root) = makeStack()
        #expect(root.appearanceStateName == "appeared")
        let second = NamedViewController("Second")
        harness.clearLog()
        navigation.pushViewController(second, animated: true)
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === second)
        #expect(second.parent === navigation && second.isMovingToParent)
        #expect(navigation.navigationBar.titleLabel.text == "Second")
        harness.run(0.2)
        let x = second.view.layer.presentation()!.affineTransform().tx
        #expect(x > 0 && x < 400, "the incoming screen slides in from the right: \(x)")
        #expect(root.view.layer.presentation()!.affineTransform().tx < 0)
        harness.settle()
        #expect(harness.log == [
            "willShow Second", "Root.viewWillDisappear", "Second.viewWillAppear", "completeTransition(true)",
            "Root.viewDidDisappear", "Second.viewDidAppear", "didShow Second", "animationEnded(true)",
        ])
        #expect(root.view.window == nil && second.view.window === harness.window)
        #expect(navigation.navigationBar.backLabel.text == "‹ Root")
        harness.clearLog()
        let popped = navigation.popViewController(animated: true)
        #expect(popped === second && navigation.viewControllers.count == 1)
        harness.settle()
        #expect(harness.log == [
            "willShow Root", "Second.viewWillDisappear", "Root.viewWillAppear", "completeTransition(true)",
            "Second.viewDidDisappear", "Root.viewDidAppear", "didShow Root", "animationEnded(true)",
        ])
        #expect(second.parent == nil && root.view.transform == .identity && root.view.frame == navigation.contentView.bounds)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("popToRoot and setViewControllers run as pops and pushes")
    func multiStepChanges() {
        let (harness, navigation, root) = makeStack()
        let b = NamedViewController("B"), c = NamedViewController("C"), d = NamedViewController("D")
        navigation.pushViewController(b, animated: false)
        navigation.pushViewController(c, animated: false)
        harness.settle()
        harness.clearLog()
        let popped = navigation.popToRootViewController(animated: true)
        #expect(popped?.count == 2)
        harness.settle()
        #expect(harness.essentialLog == [
            "willShow Root", "C.viewWillDisappear", "Root.viewWillAppear", "completeTransition(true)",
            "C.viewDidDisappear", "Root.viewDidAppear", "didShow Root", "animationEnded(true)",
        ])
        #expect(b.parent == nil && c.parent == nil)
        harness.clearLog()
        navigation.setViewControllers([root, b, d], animated: true)   // new top: push-like
        harness.settle()
        #expect(harness.log.contains("D.viewWillAppear") && navigation.viewControllers.map(\.title) == ["Root", "B", "D"])
        #expect(b.appearanceStateName == "disappeared" && b.parent === navigation)
        let delegate = RecordingNavigationDelegate()
        navigation.delegate = delegate
        navigation.setViewControllers([root, b], animated: true)       // old controller on top: pop-like
        harness.settle()
        #expect(delegate.operations == [.pop])
        #expect(d.parent == nil && navigation.topViewController === b)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    // iOS: popping the root returns nil silently (a trace note here); pushing a controller that is
    // already in the stack raises ("Pushing the same view controller instance more than once is
    // not supported").
    @Test("Invalid stack changes are refused with a Diagnostic")
    func refusals() {
        let (harness, navigation, root) = makeStack()
        let b = NamedViewController("B")
        var handled: [Diagnostic.Code] = []
        harness.window.diagnosticHandler = { handled.append($0.code) }
        navigation.popViewController(animated: true)
        #expect(handled == [.cannotPopRoot] && harness.window.diagnostics.isEmpty)
        navigation.pushViewController(root, animated: true)
        #expect(harness.window.diagnostics.last?.code == .pushedTwice)
        navigation.popToViewController(b, animated: true)
        #expect(harness.window.diagnostics.last?.code == .notInStack)
        navigation.setViewControllers([], animated: true)
        #expect(harness.window.diagnostics.last?.code == .invalidStack)
        navigation.setViewControllers([root, b, b], animated: true)
        #expect(harness.window.diagnostics.last?.code == .invalidStack)
        harness.settle()
        #expect(navigation.viewControllers.count == 1)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Pushes made during a push are queued and run in order")
    func queuedPushes() {
        let (harness, navigation, _) = makeStack()
        let b = NamedViewController("B"), c = NamedViewController("C")
        navigation.pushViewController(b, animated: true)
        navigation.pushViewController(c, animated: true)
        navigation.pushViewController(c, animated: true)   // refused when it runs: already in the stack
        #expect(navigation.viewControllers.count == 2)
        harness.settle()
        #expect(navigation.viewControllers.map(\.title) == ["Root", "B", "C"])
        #expect(harness.window.diagnostics.last?.code == .pushedTwice)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("A delegate's animator replaces the system slide")
    func delegateAnimator() {
        let (harness, navigation, _) = makeStack()
        let delegate = RecordingNavigationDelegate()
        delegate.animator = LinearFadeAnimator(duration: 0.5)
        navigation.delegate = delegate
        let b = NamedViewController("B")
        navigation.pushViewController(b, animated: true)
        harness.run(0.25)
        #expect(abs(b.view.layer.presentation()!.opacity - 0.5) < 0.05)
        harness.settle()
        #expect(delegate.operations == [.push] && b.view.window === harness.window)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Off screen, stack changes apply at once")
    func offScreen() {
        let root = NamedViewController("Root"), b = NamedViewController("B")
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(b, animated: true)
        #expect(navigation.viewControllers.count == 2 && b.parent === navigation)
        navigation.popViewController(animated: true)
        #expect(navigation.viewControllers.count == 1 && b.parent == nil)
    }
}
