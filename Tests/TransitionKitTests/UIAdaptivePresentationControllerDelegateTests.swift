import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// Adapts to `style`, optionally showing a navigation controller around the presented one, and
/// records each adaptation call.
@MainActor
private final class AdaptingDelegate: UIAdaptivePresentationControllerDelegate {
    let style: UIModalPresentationStyle
    let wraps: Bool
    var calls: [String] = []
    var traits: UITraitCollection?
    var preparedController: UIPresentationController?
    var coordinatorExisted = false

    init(style: UIModalPresentationStyle, wraps: Bool = false) {
        self.style = style
        self.wraps = wraps
    }

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        calls.append("adaptivePresentationStyle")
        traits = traitCollection
        return style
    }
    func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
        calls.append("viewControllerForAdaptivePresentationStyle")
        return wraps ? UINavigationController(rootViewController: controller.presentedViewController) : nil
    }
    func presentationController(_ presentationController: UIPresentationController, prepare adaptivePresentationController: UIPresentationController) {
        calls.append("prepare")
        preparedController = adaptivePresentationController
    }
    func presentationController(
        _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {
        calls.append("willPresentWithAdaptiveStyle(\(style.rawValue))")
        coordinatorExisted = transitionCoordinator != nil
    }
}

/// Answers only the iOS 8.0 question.
@MainActor
private final class CompactOnlyDelegate: UIAdaptivePresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .overFullScreen }
}

@Suite("UIAdaptivePresentationControllerDelegate")
@MainActor
struct UIAdaptivePresentationControllerDelegateTests {
    private func present(
        _ style: UIModalPresentationStyle, delegate: any UIAdaptivePresentationControllerDelegate
    ) -> (TransitionHarness, NamedViewController, NamedViewController) {
        let a = NamedViewController("A"), b = NamedViewController("B")
        let harness = TransitionHarness(root: a)
        b.modalPresentationStyle = style
        b.presentationController?.delegate = delegate
        a.present(b, animated: true)
        harness.settle()
        return (harness, a, b)
    }

    @Test("A form sheet adapted to full screen: the calls in order, a full-screen presentation and dismissal")
    func formSheetToFullScreen() {
        let delegate = AdaptingDelegate(style: .fullScreen)
        let (harness, a, b) = present(.formSheet, delegate: delegate)
        #expect(delegate.calls == ["adaptivePresentationStyle", "viewControllerForAdaptivePresentationStyle", "prepare",
                                   "willPresentWithAdaptiveStyle(0)"])
        #expect(delegate.traits?.horizontalSizeClass == .compact && delegate.traits?.verticalSizeClass == .regular)
        #expect(delegate.coordinatorExisted)
        #expect(a.presentedViewController === b)
        #expect(!(b.presentationController is UISheetPresentationController))
        #expect(delegate.preparedController === b.presentationController)
        #expect(b.presentationController?.shouldRemovePresentersView == true)
        #expect(b.view.frame == harness.window.bounds)
        #expect(a.viewIfLoaded?.window == nil, "a full-screen presentation takes the presenter's view away")
        b.dismiss(animated: true)
        harness.settle()
        #expect(a.presentedViewController == nil && a.view.window === harness.window)
        #expect(harness.violations.isEmpty)
    }

    @Test("Only adaptivePresentationStyle(for:) answered: it is used, here over full screen")
    func compactOnlyAnswer() {
        let delegate = CompactOnlyDelegate()
        let (harness, a, b) = present(.popover, delegate: delegate)
        #expect(!(b.presentationController is UISheetPresentationController))
        #expect(b.presentationController?.shouldRemovePresentersView == false)
        #expect(a.view.window === harness.window, "over full screen keeps the presenter's view")
        #expect(b.presentationController?.delegate === delegate)
        #expect(harness.violations.isEmpty)
    }

    @Test("The delegate's replacement controller is presented in the adapted style")
    func replacementIsPresented() {
        let delegate = AdaptingDelegate(style: .fullScreen, wraps: true)
        let (harness, a, b) = present(.formSheet, delegate: delegate)
        let navigation = a.presentedViewController as? UINavigationController
        #expect(navigation != nil && navigation?.topViewController === b)
        #expect(navigation?.view.frame == harness.window.bounds)
        navigation?.dismiss(animated: true)
        harness.settle()
        #expect(a.presentedViewController == nil)
        #expect(harness.violations.isEmpty)
    }

    @Test("No adaptation: .none keeps the sheet; a page sheet is not asked")
    func noAdaptation() {
        let keeping = AdaptingDelegate(style: .none)
        let (_, _, b) = present(.formSheet, delegate: keeping)
        #expect(keeping.calls == ["adaptivePresentationStyle"])
        #expect(b.presentationController is UISheetPresentationController)
        let invalid = AdaptingDelegate(style: .custom)
        let (_, _, c) = present(.popover, delegate: invalid)
        #expect(invalid.calls == ["adaptivePresentationStyle"])
        #expect(c.presentationController is UISheetPresentationController)
        let pageSheet = AdaptingDelegate(style: .fullScreen)
        let (_, _, d) = present(.pageSheet, delegate: pageSheet)
        #expect(pageSheet.calls.isEmpty)
        #expect(d.presentationController is UISheetPresentationController)
    }

    @Test("The presentation controller reports its delegate's adaptive style, .none without a delegate")
    func presentationControllerAnswers() {
        let presented = UIViewController()
        let controller = UIPresentationController(presentedViewController: presented, presenting: nil)
        #expect(controller.adaptivePresentationStyle == .none)
        #expect(controller.adaptivePresentationStyle(for: UITraitCollection(horizontalSizeClass: .compact)) == .none)
        let delegate = CompactOnlyDelegate()
        controller.delegate = delegate
        #expect(controller.adaptivePresentationStyle == .overFullScreen)
        #expect(controller.adaptivePresentationStyle(for: UITraitCollection()) == .overFullScreen)
    }
}

@Suite("UIPresentationController trait overrides")
@MainActor
struct UIPresentationControllerTraitOverridesTests {
    @Test("overrideTraitCollection, then traitOverrides, change the traits an adapting presentation hands its delegate")
    func overridesReachTheDelegate() {
        let a = NamedViewController("A"), b = NamedViewController("B")
        let harness = TransitionHarness(root: a)
        b.modalPresentationStyle = .formSheet
        let delegate = AdaptingDelegate(style: .none)
        let controller = b.presentationController
        controller?.delegate = delegate
        controller?.overrideTraitCollection = UITraitCollection(verticalSizeClass: .compact)
        controller?.traitOverrides.horizontalSizeClass = .regular
        #expect(controller?.traitOverrides.horizontalSizeClass == .regular)
        #expect(controller?.traitOverrides.verticalSizeClass == .unspecified, "never set")
        a.present(b, animated: false)
        harness.settle()
        #expect(delegate.traits?.horizontalSizeClass == .regular)
        #expect(delegate.traits?.verticalSizeClass == .compact)
        #expect(harness.violations.isEmpty)
    }
}
