import Foundation
import Testing
import TransitionCatalog
import TransitionKitTestSupport
import TransitionKitTesting
import TransitionKit

@Suite("HalfWaySpringAnimator (seed 000)")
@MainActor
struct HalfWaySpringAnimatorTests {
    @Test("Presenting: starts at half height with alpha 0, springs (2 s, damping 0.6) to the final frame")
    func present() {
        let a = NamedViewController("A"), b = NamedViewController("B")
        let delegate = HalfWaySpringTransitioningDelegate()
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        let harness = TransitionTestHarness(rootViewController: a)   // 400 x 600
        harness.clearCallbackLog()
        let start = harness.clock.now
        harness.present(b)
        #expect(b.view.onScreen.frame == CGRect(x: 0, y: 300, width: 400, height: 600), "origin.y = fromView.frame.maxY / 2")
        #expect(b.view.onScreen.opacity == 0)
        #expect(b.view.frame == harness.window.bounds, "the model is already at finalFrame(for:)")
        for time in [0.1, 0.25, 0.5, 1.0, 1.5] {
            harness.clock.advance(by: time - (harness.clock.now - start))
            let progress = springProgress(damping: 0.6, duration: 2, at: time)
            #expect(isClose(b.view.onScreen.frame.minY, 300 * (1 - progress), 1e-6), "y at \(time) s")
        }
        // damping 0.6 overshoots: the view passes its final place on the way.
        #expect(stride(from: 0.0, through: 2, by: 0.05).contains { springProgress(damping: 0.6, duration: 2, at: $0) > 1.05 })
        harness.clock.advance(by: 1.9 - (harness.clock.now - start))
        #expect(!harness.callbackLog.contains("completeTransition(true)"), "2 s long")
        harness.settle()
        assertCallbackOrder(harness.essentialCallbackLog, ExpectedLog.fullScreenPresent("A", "B"))
        #expect(b.view.frame == harness.window.bounds && b.view.alpha == 1)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("The alpha follows the same spring (the seed's .curveLinear does not apply to springs)")
    func alphaFollowsTheSpring() {
        let a = NamedViewController("A"), b = NamedViewController("B")
        let delegate = HalfWaySpringTransitioningDelegate()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        let harness = TransitionTestHarness(rootViewController: a)
        a.present(b, animated: true)
        #expect(b.view.onScreen.frame.minY == 300, "custom presentation: the presenter's initial frame stands in for fromView")
        harness.clock.advance(by: 0.2)
        let progress = springProgress(damping: 0.6, duration: 2, at: 0.2)
        #expect(isClose(CGFloat(b.view.onScreen.opacity), progress, 1e-6))
        harness.settle()
        #expect(b.view.alpha == 1)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("The seed's pairing: dismissed with the 0.35 s cross dissolve")
    func pairedDismissal() {
        let a = NamedViewController("A"), b = NamedViewController("B")
        let delegate = HalfWaySpringTransitioningDelegate()
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        let harness = TransitionTestHarness(rootViewController: a)
        a.present(b, animated: true)
        harness.settle()
        #expect(delegate.animationController(forDismissed: b) is CrossDissolveAnimator)
        #expect(delegate.animationController(forPresented: b, presenting: a, source: a) is HalfWaySpringAnimator)
        harness.clearCallbackLog()
        harness.dismiss()
        harness.clock.advance(by: 0.175)
        #expect(isClose(CGFloat(b.view.onScreen.opacity), 0.5, 1e-6))
        #expect(b.view.onScreen.frame == harness.window.bounds, "a fade, no movement")
        harness.settle()
        assertCallbackOrder(harness.essentialCallbackLog, ExpectedLog.fullScreenDismiss("A", "B"))
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Dismissing with it: sinks to half height while fading out, without a bounce")
    func ownDismissal() {
        let a = NamedViewController("A"), b = NamedViewController("B")
        let delegate = AnimatorDelegate { HalfWaySpringAnimator() }
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        let harness = TransitionTestHarness(rootViewController: a)
        a.present(b, animated: true)
        harness.settle()
        harness.clearCallbackLog()
        let start = harness.clock.now
        harness.dismiss()
        var lowest: CGFloat = 0
        while harness.clock.now - start < 1.9 {
            harness.run(0.1)
            let y = b.view.onScreen.frame.minY
            #expect(y >= lowest - 1e-9 && y <= 300 + 1e-9, "moves down monotonically, never past half height")
            lowest = y
        }
        let progress = springProgress(damping: 1, duration: 2, at: harness.clock.now - start)
        #expect(isClose(b.view.onScreen.frame.minY, 300 * progress, 1e-6))
        harness.settle()
        assertCallbackOrder(harness.essentialCallbackLog, ExpectedLog.customDismiss("B"))
        #expect(b.view.alpha == 1 && b.viewIfLoaded?.window == nil)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Push rises from half height; pop sinks and reveals the previous screen under it")
    func pushAndPop() {
        let (harness, navigation, root) = makeNavigationHarness()
        let delegate = NavigationAnimatorDelegate { _ in HalfWaySpringAnimator() }
        navigation.delegate = delegate   // weak, as in UIKit
        let second = NamedViewController("Second")
        harness.clearCallbackLog()
        navigation.pushViewController(second, animated: true)
        let content = navigation.contentView.bounds
        #expect(second.view.onScreen.frame.minY == content.maxY / 2)
        harness.settle()
        #expect(harness.callbacks == ExpectedLog.navigation(from: "Root", to: "Second"))
        #expect(second.view.frame == content)
        harness.clearCallbackLog()
        navigation.popViewController(animated: true)
        let container = navigation.contentView
        #expect(container.subviews.firstIndex { $0 === root.view }! < container.subviews.firstIndex { $0 === second.view }!)
        harness.clock.advance(by: 1)
        #expect(second.view.onScreen.frame.minY > 0 && second.view.onScreen.opacity < 1)
        harness.settle()
        #expect(harness.callbacks == ExpectedLog.navigation(from: "Second", to: "Root"))
        #expect(delegate.operations == [.push, .pop])
        #expect(root.view.window === harness.window && root.view.frame == content && root.view.alpha == 1)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
}
