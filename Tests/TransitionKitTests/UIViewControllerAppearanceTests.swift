import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// A controller that logs each appearance callback with its `animated` argument.
@MainActor
private final class FlagLoggingViewController: NamedViewController {
    var log: [String] = []
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("\(title!).willAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("\(title!).didAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("\(title!).willDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("\(title!).didDisappear(\(animated))") }
}

// Apple, `beginAppearanceTransition(_:animated:)`: "animated: If true, the transition is being
// animated", and `endAppearanceTransition()` ends that transition: the did-callbacks get the
// `animated` of the begin. Apple, `viewDidAppear(_:)`: "animated: If true, the view was added to
// the window using an animation." A container forwards its own appearance to its visible child
// ("container view controllers ... forward appearance callbacks to their children"), so the
// child's four callbacks carry the flag of the presentation or dismissal.
@Suite("Appearance callbacks' animated flag")
@MainActor
struct UIViewControllerAppearanceTests {
    private func expected(_ name: String, _ animated: Bool, appearing: Bool) -> [String] {
        appearing ? ["\(name).willAppear(\(animated))", "\(name).didAppear(\(animated))"]
            : ["\(name).willDisappear(\(animated))", "\(name).didDisappear(\(animated))"]
    }

    @Test("A navigation controller presented and dismissed forwards the flag to its top controller",
          arguments: [(true, UIModalPresentationStyle.fullScreen), (false, .fullScreen), (true, .pageSheet), (false, .pageSheet)])
    func navigationPresentation(animated: Bool, style: UIModalPresentationStyle) {
        let presenter = FlagLoggingViewController("Presenter")
        let harness = TransitionHarness(root: presenter)
        let top = FlagLoggingViewController("Top")
        let navigation = UINavigationController(rootViewController: top)
        navigation.modalPresentationStyle = style
        presenter.log.removeAll()
        presenter.present(navigation, animated: animated)
        harness.settle()
        #expect(top.log == expected("Top", animated, appearing: true))
        top.log.removeAll()
        navigation.dismiss(animated: animated)
        harness.settle()
        #expect(top.log == expected("Top", animated, appearing: false))
        // A page sheet leaves its presenter on screen: no callbacks for it (UIKit's sheets).
        let presenterLog = style == .fullScreen
            ? expected("Presenter", animated, appearing: false) + expected("Presenter", animated, appearing: true) : []
        #expect(presenter.log == presenterLog)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("A tab bar controller presented and dismissed forwards the flag to its selected controller (and on down)",
          arguments: [true, false])
    func tabBarPresentation(animated: Bool) {
        let harness = TransitionHarness(root: NamedViewController("Presenter"))
        let first = FlagLoggingViewController("First"), second = FlagLoggingViewController("Second")
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: first), second]
        tabs.modalPresentationStyle = .fullScreen
        harness.window.rootViewController?.present(tabs, animated: animated)
        harness.settle()
        #expect(first.log == expected("First", animated, appearing: true) && second.log.isEmpty)
        first.log.removeAll()
        tabs.dismiss(animated: animated)
        harness.settle()
        #expect(first.log == expected("First", animated, appearing: false))
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("An animated push in a presented navigation controller and setViewControllers keep their own flags")
    func pushInsidePresented() {
        let harness = TransitionHarness(root: NamedViewController("Presenter"))
        let root = FlagLoggingViewController("Root"), pushed = FlagLoggingViewController("Pushed")
        let navigation = UINavigationController(rootViewController: root)
        navigation.modalPresentationStyle = .fullScreen
        harness.window.rootViewController?.present(navigation, animated: true)
        harness.settle()
        root.log.removeAll()
        navigation.pushViewController(pushed, animated: true)
        harness.settle()
        #expect(root.log == expected("Root", true, appearing: false) && pushed.log == expected("Pushed", true, appearing: true))
        root.log.removeAll(); pushed.log.removeAll()
        navigation.setViewControllers([root], animated: true)
        harness.settle()
        #expect(pushed.log == expected("Pushed", true, appearing: false) && root.log == expected("Root", true, appearing: true))
        root.log.removeAll()
        let replacement = FlagLoggingViewController("Replacement")
        navigation.setViewControllers([replacement], animated: false)
        harness.settle()
        #expect(root.log == expected("Root", false, appearing: false) && replacement.log == expected("Replacement", false, appearing: true))
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("A child added by a custom container gets the flag the container passed to begin", arguments: [true, false])
    func manualChild(animated: Bool) {
        let container = NamedViewController("Container")
        let harness = TransitionHarness(root: container)
        let child = FlagLoggingViewController("Child")
        container.addChild(child)
        child.beginAppearanceTransition(true, animated: animated)
        container.view.addSubview(child.view)
        child.endAppearanceTransition()
        child.didMove(toParent: container)
        #expect(child.log == expected("Child", animated, appearing: true))
        child.log.removeAll()
        child.willMove(toParent: nil)
        child.beginAppearanceTransition(false, animated: animated)
        child.view.removeFromSuperview()
        child.endAppearanceTransition()
        child.removeFromParent()
        #expect(child.log == expected("Child", animated, appearing: false))
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("transition(from:to:) with a duration sends the children animated callbacks")
    func childTransition() {
        let container = NamedViewController("Container")
        let harness = TransitionHarness(root: container)
        let from = FlagLoggingViewController("From"), to = FlagLoggingViewController("To")
        container.addChild(from)
        from.beginAppearanceTransition(true, animated: false)
        container.view.addSubview(from.view)
        from.endAppearanceTransition()
        from.didMove(toParent: container)
        container.addChild(to)
        harness.settle()
        from.log.removeAll()
        container.transition(from: from, to: to, duration: 0.3, options: .transitionCrossDissolve, animations: nil)
        harness.settle()
        #expect(from.log == expected("From", true, appearing: false) && to.log == expected("To", true, appearing: true))
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
}
