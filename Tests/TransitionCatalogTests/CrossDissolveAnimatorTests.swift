import Foundation
import Testing
import TransitionCatalog
import TransitionKitTestSupport
import TransitionKitTesting
import TransitionKit

@Suite("CrossDissolveAnimator (seed 000)")
@MainActor
struct CrossDissolveAnimatorTests {
    @Test("Custom presentation: fades the presented view in and out, 0.35 s, ease-in-out")
    func customPresentAndDismiss() {
        let a = NamedViewController("A"), b = NamedViewController("B")
        let delegate = AnimatorDelegate { CrossDissolveAnimator() }
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        let harness = TransitionTestHarness(rootViewController: a)
        harness.clearCallbackLog()
        harness.present(b)
        #expect(b.view.onScreen.opacity == 0)
        #expect(b.view.frame == harness.window.bounds, "finalFrame(for:) is respected")
        #expect(delegate.handedOut.first?.transitionDuration(using: nil) == 0.35)
        harness.clock.advance(by: 0.35 / 4)
        #expect(isClose(CGFloat(b.view.onScreen.opacity), easeInOutProgress(0.25), 1e-6))
        harness.clock.advance(by: 0.35 / 4)
        #expect(isClose(CGFloat(b.view.onScreen.opacity), 0.5, 1e-6), "alpha 0.5 at half its duration")
        #expect(a.view.onScreen.opacity == 1, "the presenter's view is not the animator's in a custom presentation")
        harness.settle()
        assertCallbackOrder(harness.essentialCallbackLog, ExpectedLog.customPresent("B"))
        #expect(b.view.alpha == 1 && a.view.window === harness.window)

        harness.clearCallbackLog()
        harness.dismiss()
        harness.clock.advance(by: 0.175)
        #expect(isClose(CGFloat(b.view.onScreen.opacity), 0.5, 1e-6))
        harness.settle()
        assertCallbackOrder(harness.essentialCallbackLog, ExpectedLog.customDismiss("B"))
        #expect(b.viewIfLoaded?.window == nil && a.presentedViewController == nil)
        #expect(b.view.alpha == 1, "the view that left gets its alpha back for the next time")
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Full screen: both views cross-fade; the presenter's view comes back opaque")
    func fullScreen() {
        let a = NamedViewController("A"), b = NamedViewController("B")
        let delegate = AnimatorDelegate { CrossDissolveAnimator(duration: 1) }
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        let harness = TransitionTestHarness(rootViewController: a)
        harness.clearCallbackLog()
        harness.present(b)
        harness.clock.advance(by: 0.5)
        #expect(isClose(CGFloat(b.view.onScreen.opacity), 0.5, 1e-6))
        #expect(isClose(CGFloat(a.view.onScreen.opacity), 0.5, 1e-6))
        harness.settle()
        assertCallbackOrder(harness.essentialCallbackLog, ExpectedLog.fullScreenPresent("A", "B"))
        #expect(a.view.window == nil && a.view.alpha == 1)
        harness.clearCallbackLog()
        harness.dismiss()
        harness.clock.advance(by: 0.25)
        #expect(isClose(CGFloat(a.view.onScreen.opacity), easeInOutProgress(0.25), 1e-6))
        harness.settle()
        assertCallbackOrder(harness.essentialCallbackLog, ExpectedLog.fullScreenDismiss("A", "B"))
        #expect(a.view.window === harness.window && a.view.alpha == 1 && a.view.frame == harness.window.bounds)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Push and pop through a navigation delegate")
    func pushAndPop() {
        let (harness, navigation, root) = makeNavigationHarness()
        let delegate = NavigationAnimatorDelegate { _ in CrossDissolveAnimator() }
        navigation.delegate = delegate
        let second = NamedViewController("Second")
        harness.clearCallbackLog()
        navigation.pushViewController(second, animated: true)
        harness.clock.advance(by: 0.175)
        #expect(isClose(CGFloat(second.view.onScreen.opacity), 0.5, 1e-6))
        #expect(isClose(CGFloat(root.view.onScreen.opacity), 0.5, 1e-6))
        #expect(second.view.frame == navigation.contentView.bounds)
        harness.settle()
        #expect(harness.callbacks == ExpectedLog.navigation(from: "Root", to: "Second"))
        #expect(root.view.window == nil && second.view.window === harness.window)
        harness.clearCallbackLog()
        navigation.popViewController(animated: true)
        harness.clock.advance(by: 0.175)
        #expect(isClose(CGFloat(root.view.onScreen.opacity), 0.5, 1e-6))
        harness.settle()
        #expect(harness.callbacks == ExpectedLog.navigation(from: "Second", to: "Root"))
        #expect(delegate.operations == [.push, .pop])
        #expect(root.view.alpha == 1 && second.view.alpha == 1 && root.view.window === harness.window)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Scrubbed by UIPercentDrivenInteractiveTransition and cancelled: the presentation is undone")
    func interactiveCancel() {
        let a = NamedViewController("A"), b = NamedViewController("B")
        let delegate = AnimatorDelegate { CrossDissolveAnimator() }
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        let harness = TransitionTestHarness(rootViewController: a)
        a.present(b, animated: true)
        interactor.update(0.5)
        #expect(isClose(CGFloat(b.view.onScreen.opacity), 0.5, 1e-6))
        interactor.cancel()
        harness.settle()
        #expect(harness.callbackLog.contains("animationEnded(false)"))
        #expect(a.presentedViewController == nil && b.viewIfLoaded?.window == nil)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("No leaks: presented controller and animators are released after the dismissal")
    func noLeaks() {
        let a = NamedViewController("A")
        let harness = TransitionTestHarness(rootViewController: a)
        weak var weakB: NamedViewController?
        weak var weakAnimator: CrossDissolveAnimator?
        do {
            let b = NamedViewController("B")
            weakB = b
            let delegate = AnimatorDelegate { CrossDissolveAnimator() }
            b.modalPresentationStyle = .custom
            b.transitioningDelegate = delegate
            a.present(b, animated: true)
            harness.settle()
            weakAnimator = delegate.handedOut.first as? CrossDissolveAnimator
            b.dismiss(animated: true)
            harness.settle()
            delegate.forgetAnimators()
        }
        #expect(weakB == nil && weakAnimator == nil)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
}
