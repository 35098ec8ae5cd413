import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// Appearance callbacks, presentation flags and the presentation relationships as UIKit has them.
@Suite("Appearance fidelity")
@MainActor
struct AppearanceFidelityTests {
    /// A window with A, which presents B full screen through `delegate` (not interactively), settled.
    private func presentFullScreen(
        _ a: NamedViewController, _ b: NamedViewController, delegate: FidelityTransitioningDelegate
    ) -> TransitionHarness {
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        let harness = TransitionHarness(root: a)
        a.present(b, animated: true)
        harness.settle()
        harness.clearLog()
        return harness
    }

    // UIViewControllerTransitionCoordinator.h (reference/uikit-transitions.md §3.4): when an
    // interactive transition is cancelled, "the view controller that was appearing will receive a
    // viewWillDisappear: call, and the view controller that was disappearing will receive a
    // viewWillAppear: call"; docs/DESIGN.md, "Transitions": the one that was appearing gets will- and did-disappear
    // first, then the one that was disappearing gets will- and did-appear.
    @Test("A cancelled interactive dismissal: the presenter (appearing) disappears first, then the presented reappears")
    func cancelledDismissalOrder() {
        let a = NamedViewController("A"), b = NamedViewController("B")
        let delegate = FidelityTransitioningDelegate()
        let harness = presentFullScreen(a, b, delegate: delegate)
        delegate.interactiveDismissal = true
        b.dismiss(animated: true) { harness.note("completion") }
        delegate.interactor.update(0.3)
        delegate.interactor.cancel()
        harness.settle()
        #expect(harness.essentialLog == [
            "dismissalTransitionWillBegin", "B.viewWillDisappear", "A.viewWillAppear", "startInteractiveTransition",
            "cancelInteractiveTransition", "completeTransition(false)", "dismissalTransitionDidEnd(false)",
            "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear", "animationEnded(false)",
        ], "\(harness.essentialLog)")
        #expect(a.presentedViewController === b && b.view.window === harness.window && a.viewIfLoaded?.window == nil)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    // Same source: the presented controller was appearing, the full-screen presenter disappearing.
    @Test("A cancelled interactive presentation: the presented (appearing) disappears first, then the presenter reappears")
    func cancelledPresentationOrder() {
        let a = NamedViewController("A"), b = NamedViewController("B")
        let delegate = FidelityTransitioningDelegate()
        delegate.interactivePresentation = true
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        let harness = TransitionHarness(root: a)
        harness.clearLog()
        a.present(b, animated: true)
        delegate.interactor.update(0.3)
        delegate.interactor.cancel()
        harness.settle()
        #expect(harness.essentialLog == [
            "presentationTransitionWillBegin", "A.viewWillDisappear", "B.viewWillAppear", "startInteractiveTransition",
            "cancelInteractiveTransition", "completeTransition(false)", "presentationTransitionDidEnd(false)",
            "B.viewWillDisappear", "B.viewDidDisappear", "A.viewWillAppear", "A.viewDidAppear", "animationEnded(false)",
        ], "\(harness.essentialLog)")
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    // Same source, for navigation: pushed (appearing) first, then the old top (disappearing).
    // The interactive pop is covered by InteractivePopTests.thresholds.
    @Test("A cancelled interactive push: the pushed controller disappears first, then the old top reappears")
    func cancelledPushOrder() {
        let root = NamedViewController("Root"), second = NamedViewController("Second")
        let navigation = UINavigationController(rootViewController: root)
        let delegate = FidelityNavigationDelegate()
        delegate.interactive = true
        navigation.delegate = delegate
        let harness = TransitionHarness(root: navigation)
        harness.clearLog()
        navigation.pushViewController(second, animated: true)
        delegate.interactor.update(0.3)
        delegate.interactor.cancel()
        harness.settle()
        #expect(harness.essentialLog.filter { !$0.hasPrefix("navigationController(") } == [
            "willShow Second", "Root.viewWillDisappear", "Second.viewWillAppear", "startInteractiveTransition",
            "cancelInteractiveTransition", "completeTransition(false)", "Second.viewWillDisappear",
            "Second.viewDidDisappear", "Root.viewWillAppear", "Root.viewDidAppear", "animationEnded(false)",
        ], "\(harness.essentialLog)")
        #expect(navigation.topViewController === root)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    // UIViewController.h: isBeingPresented/isBeingDismissed "can be used in a view controller's
    // appearance callbacks"; Apple's UIViewController reference (as mirrored in the Xamarin
    // binding docs of `IsBeingPresented`): "The presentation process is bookended by
    // ViewWillAppear and ViewDidAppear. While those are executing, this property will return true".
    @Test("isBeingPresented and isBeingDismissed are true in all four appearance callbacks", arguments: [true, false])
    func beingPresentedInEveryCallback(animated: Bool) {
        let a = NamedViewController("A"), b = ProbingViewController("B")
        b.modalPresentationStyle = .fullScreen
        let harness = TransitionHarness(root: a)
        a.present(b, animated: animated)
        harness.settle()
        #expect(!b.isBeingPresented)
        b.dismiss(animated: animated)
        harness.settle()
        #expect(!b.isBeingDismissed)
        #expect(b.probes.map { "\($0.callback) \($0.isBeingPresented) \($0.isBeingDismissed)" } == [
            "B.viewWillAppear true false", "B.viewDidAppear true false",
            "B.viewWillDisappear false true", "B.viewDidDisappear false true",
        ], "\(b.probes)")
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    // UIViewController `presentedViewController`: "The view controller that is presented by this
    // view controller, or one of its ancestors in the view controller hierarchy."
    // `presentingViewController`: "If the view controller was not presented modally, but one of its
    // ancestors was, this property contains the view controller that presented the ancestor."
    @Test("Children see the presentation of their ancestors")
    func presentationThroughParents() {
        let root = NamedViewController("Root"), child = NamedViewController("Child")
        let navigation = UINavigationController(rootViewController: root)
        let presented = UINavigationController(rootViewController: child)
        presented.modalPresentationStyle = .fullScreen
        let harness = TransitionHarness(root: navigation)
        root.present(presented, animated: true)
        #expect(navigation.presentedViewController === presented && presented.presentingViewController === navigation)
        #expect(root.presentedViewController === presented, "a child of the presenter")
        #expect(child.presentingViewController === navigation, "a child of the presented controller")
        #expect(child.presentedViewController == nil && root.presentingViewController == nil)
        harness.settle()
        child.dismiss(animated: true)
        harness.settle()
        #expect(navigation.presentedViewController == nil && root.presentedViewController == nil)
        #expect(child.presentingViewController == nil && presented.presentingViewController == nil)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
}
