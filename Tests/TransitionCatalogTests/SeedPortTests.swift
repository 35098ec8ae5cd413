import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit
import TransitionCatalog

@Suite("The seeds' animators, ported as written")
@MainActor
struct SeedPortTests {
    @Test("Seed 000: HalfWaySpringAnimator presents (rising from half height), the demo's cross dissolve dismisses")
    func seed000() {
        let a = Seed000.CrossDissolveFirstViewController()
        let b = a.crossDissolveSecondViewController
        let harness = TransitionHarness(root: a)   // 400 x 600
        harness.clearLog()
        a.animationButtonDidClicked()
        #expect(b.view.onScreen.frame == CGRect(x: 0, y: 300, width: 400, height: 600))
        #expect(b.view.onScreen.opacity == 0)
        harness.clock.advance(by: 0.3)
        let progress = springProgress(damping: 0.6, duration: 2, at: 0.3)
        #expect(isClose(b.view.onScreen.frame.minY, 300 * (1 - progress), 1e-6))
        harness.settle()
        #expect(harness.essentialLog == [
            "presentationTransitionWillBegin", "A.viewWillDisappear", "B.viewWillAppear", "completeTransition(true)",
            "presentationTransitionDidEnd(true)", "B.viewDidAppear", "A.viewDidDisappear", "animationEnded(true)",
        ])
        #expect(b.view.frame == harness.window.bounds && b.view.alpha == 1)
        harness.clearLog()
        b.dismiss(animated: true)
        harness.clock.advance(by: 0.175)
        #expect(isClose(CGFloat(b.view.onScreen.opacity), 0.5, 1e-6))
        harness.settle()
        #expect(harness.log.last == "animationEnded(true)" && a.view.window === harness.window && a.view.alpha == 1)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
        #expect(harness.window.diagnostics.isEmpty, "\(harness.window.diagnostics)")
    }

    @Test("Seed 001: PhotoListController scales and fades the detail in, and shrinks it away")
    func seed001() {
        let list = Seed001.PhotoListController()
        list.title = "List"
        let harness = TransitionHarness(root: list)
        for _ in 0..<2 {
            harness.clearLog()
            list.didSelectRow(at: CGRect(x: 0, y: 120, width: 400, height: 80))
            let detail = list.presentedDetail!
            #expect(list.point == CGPoint(x: 200, y: 160) && list.isPresenting == true)
            #expect(detail.view.onScreen.affineTransform() == CGAffineTransform(scaleX: 0, y: 0))
            harness.clock.advance(by: 0.1)
            let progress = springProgress(damping: 0.8, velocity: 0.3, duration: 0.3, at: 0.1)
            #expect(isClose(detail.view.onScreen.affineTransform().a, progress, 1e-6))
            harness.settle()
            #expect(harness.essentialLog == [
                "presentationTransitionWillBegin", "Detail.viewWillAppear", "completeTransition(true)",
                "presentationTransitionDidEnd(true)", "Detail.viewDidAppear", "animationEnded(true)",
            ])
            #expect(detail.view.transform == .identity && detail.view.frame == harness.window.bounds)
            harness.clearLog()
            detail.handlePanEnded()
            #expect(list.isPresenting == false)
            harness.settle()
            #expect(harness.essentialLog == [
                "dismissalTransitionWillBegin", "Detail.viewWillDisappear", "completeTransition(true)",
                "dismissalTransitionDidEnd(true)", "Detail.viewDidDisappear", "animationEnded(true)",
            ])
            #expect(detail.view.superview == nil && list.presentedViewController == nil)
            #expect(list.view.frame == harness.window.bounds && list.view.window === harness.window)
        }
        #expect(harness.violations.isEmpty, "\(harness.violations)")
        #expect(harness.window.diagnostics.isEmpty, "\(harness.window.diagnostics)")
    }

    @Test("Seed 002: PresentTransition runs, with the blur injected, and can be interrupted and scrubbed")
    func seed002() {
        let lockScreen = Seed002.LockScreenViewController()
        let harness = TransitionHarness(root: lockScreen)
        let settings = NamedViewController("Settings")
        harness.clearLog()
        lockScreen.presentSettings(settings)
        #expect(harness.log.contains("startInteractiveTransition"))
        let context = lockScreen.presentTransition.context!
        #expect(lockScreen.presentTransition.interruptibleAnimator(using: context) === lockScreen.presentTransition.animator)
        harness.run(0.25)
        #expect(settings.view.onScreen.opacity == 0, "the alpha block waits for half the duration (delayFactor 0.5)")
        lockScreen.presentTransition.interruptTransition()
        #expect(lockScreen.presentTransition.animator?.isRunning == false)
        lockScreen.presentTransition.update(0.9)
        #expect(settings.view.onScreen.opacity > 0)
        lockScreen.presentTransition.finish()
        harness.settle()
        #expect(harness.log.last == "animationEnded(true)")
        #expect(settings.view.transform == CGAffineTransform(translationX: 0, y: 100) && settings.view.alpha == 1)
        #expect(lockScreen.blurView.effect != nil && lockScreen.presentTransition.animator == nil)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
        #expect(harness.window.diagnostics.isEmpty, "\(harness.window.diagnostics)")
    }

    @Test("Seed 003: the modal zooms from the button's frame to full screen and back")
    func seed003() {
        let a = Seed003.ViewController()
        let harness = TransitionHarness(root: a)
        let button = CGRect(x: 220, y: 30, width: 150, height: 150)
        a.presentModal()
        let modal = a.presentedViewController!
        #expect(modal.view.onScreen.frame == button)
        harness.clock.advance(by: 0.2)
        let progress = springProgress(damping: 0.8, duration: 0.5, at: 0.2)
        #expect(isClose(modal.view.onScreen.frame, interpolate(button, harness.window.bounds, progress), 1e-6))
        harness.settle()
        #expect(modal.view.frame == harness.window.bounds && !a.isPresenting)
        modal.dismiss(animated: true)
        harness.settle()
        #expect(modal.view.frame == button && a.presentedViewController == nil && modal.view.window == nil)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
        #expect(harness.window.diagnostics.isEmpty, "\(harness.window.diagnostics)")
    }
}
