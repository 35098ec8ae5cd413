import Foundation
import Testing
import TransitionCatalog
import TransitionKitTestSupport
import TransitionKit

/// The seed's lock screen: a list under a blur view whose effect the transition animates in
/// ("animation injection"); the transition is the animator and, when `interactive`, the
/// interaction controller.
@MainActor
final class LockScreenViewController: NamedViewController, UIViewControllerTransitioningDelegate {
    let presentTransition = PropertyAnimatorPresentTransition()
    let blurView = UIVisualEffectView(effect: nil)
    let settings = NamedViewController("Settings")
    var returnsInteractionController = false

    override func viewDidLoad() {
        super.viewDidLoad()
        blurView.frame = view.bounds
        blurView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(blurView)
    }

    func presentSettings(completion: (() -> Void)? = nil) {
        presentTransition.auxAnimations = { [blurView] in blurView.effect = UIBlurEffect(style: .dark) }
        settings.transitioningDelegate = self
        settings.modalPresentationStyle = .custom
        present(settings, animated: true, completion: completion)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { presentTransition }

    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { returnsInteractionController ? presentTransition : nil }
}

@Suite("PropertyAnimatorPresentTransition (seed 002)")
@MainActor
struct PropertyAnimatorPresentTransitionTests {
    private func blurRadius(_ harness: TransitionHarness) -> CGFloat? {
        for command in harness.window.displayList().flattenedCommands {
            if case let .backdropBlur(radius) = command.content { return radius }
        }
        return nil
    }

    private func easeOut(_ fraction: Double) -> CGFloat { CGFloat(CubicBezier(0, 0, 0.58, 1).progress(at: fraction)) }

    @Test("Runs on a 0.75 s ease-out property animator: from scale 1.33 and alpha 0 to identity, with the blur injected")
    func nonInteractive() {
        let lockScreen = LockScreenViewController("Lock")
        let transition = lockScreen.presentTransition
        let settings = lockScreen.settings
        let harness = TransitionHarness(root: lockScreen)
        #expect(transition.transitionDuration(using: nil) == 0.75 && !transition.wantsInteractiveStart)
        harness.clearLog()
        lockScreen.presentSettings { harness.note("completion") }
        let start = harness.clock.now
        #expect(settings.view.onScreen.affineTransform() == CGAffineTransform(scaleX: 1.33, y: 1.33))
        #expect(settings.view.onScreen.opacity == 0)
        #expect(settings.view.frame == harness.window.bounds, "finalFrame(for:) respected")
        let animator = transition.animator
        #expect(animator?.state == .active && animator?.isRunning == true && animator?.isInterruptible == true)
        harness.clock.advance(by: 0.3)
        let progress = easeOut((harness.clock.now - start) / 0.75)
        #expect(isClose(CGFloat(settings.view.onScreen.opacity), progress, 1e-6))
        #expect(isClose(settings.view.onScreen.affineTransform().a, 1.33 + (1 - 1.33) * progress, 1e-6))
        #expect(blurRadius(harness).map { isClose($0, 20 * progress, 1e-6) } == true, "the aux animation runs on the same animator")
        harness.settle()
        #expect(harness.essentialLog == ExpectedLog.customPresent("Settings"))
        #expect(settings.view.transform == .identity && settings.view.alpha == 1)
        #expect(blurRadius(harness) == 20 && lockScreen.blurView.effect != nil)
        #expect(transition.animator == nil && transition.context == nil, "animationEnded forgets them")
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("interruptibleAnimator(using:) returns the same animator for the whole transition")
    func sameAnimator() {
        let lockScreen = LockScreenViewController("Lock")
        let transition = lockScreen.presentTransition
        let harness = TransitionHarness(root: lockScreen)
        lockScreen.presentSettings()
        let context = try! #require(transition.context)
        let first = transition.interruptibleAnimator(using: context)
        #expect(first === transition.animator)
        #expect(transition.interruptibleAnimator(using: context) === first)
        #expect(transition.transitionAnimator(using: context) === first)
        #expect(lockScreen.settings.view.superview?.subviews.filter { $0 === lockScreen.settings.view }.count == 1,
                "asking again does not add the view again")
        harness.settle()
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Driven from the start: update(0.5) is half way (scrubbing is linear), finish completes")
    func scrubbed() {
        let lockScreen = LockScreenViewController("Lock")
        let transition = lockScreen.presentTransition
        lockScreen.returnsInteractionController = true
        transition.wantsInteractiveStart = true
        let settings = lockScreen.settings
        let harness = TransitionHarness(root: lockScreen)
        harness.clearLog()
        lockScreen.presentSettings { harness.note("completion") }
        harness.run(0.5)
        #expect(settings.view.onScreen.opacity == 0, "held at the start")
        transition.update(0.5)
        #expect(isClose(CGFloat(settings.view.onScreen.opacity), 0.5, 1e-6))
        #expect(isClose(settings.view.onScreen.affineTransform().a, 1.165, 1e-6))
        #expect(blurRadius(harness).map { isClose($0, 10, 1e-6) } == true)
        #expect(transition.animator?.fractionComplete == 0.5)
        transition.finish()
        harness.settle()
        #expect(harness.log.contains("completion") && harness.log.last == "animationEnded(true)")
        #expect(settings.view.transform == .identity && settings.view.alpha == 1)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Scrubbed and cancelled: runs back; the presentation and the blur are undone")
    func cancelled() {
        let lockScreen = LockScreenViewController("Lock")
        let transition = lockScreen.presentTransition
        lockScreen.returnsInteractionController = true
        transition.wantsInteractiveStart = true
        let harness = TransitionHarness(root: lockScreen)
        harness.clearLog()
        lockScreen.presentSettings { harness.note("completion") }
        transition.update(0.3)
        transition.cancel()
        harness.settle()
        #expect(!harness.log.contains("completion") && harness.log.last == "animationEnded(false)")
        #expect(harness.log.contains("completeTransition(false)"))
        #expect(lockScreen.presentedViewController == nil && lockScreen.settings.view.window == nil)
        #expect(blurRadius(harness) == nil, "the blur is drawn at its start (none); see TransitionKitGapTests for `effect`")
        // Issue 10: the animator stops at the setup values (alpha 0, zoomed); the transition's
        // completion puts the view back as it found it, so any animator can show it next time.
        #expect(lockScreen.settings.view.alpha == 1 && lockScreen.settings.view.transform == .identity,
                "the view is back as the transition found it")
        #expect(transition.animator == nil)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("A running presentation is paused by interruptTransition(), scrubbed, then finished")
    func interruptAndFinish() {
        let lockScreen = LockScreenViewController("Lock")
        let transition = lockScreen.presentTransition
        lockScreen.returnsInteractionController = true   // wantsInteractiveStart stays false: it starts animating
        let settings = lockScreen.settings
        let harness = TransitionHarness(root: lockScreen)
        harness.clearLog()
        lockScreen.presentSettings { harness.note("completion") }
        #expect(harness.log.contains("startInteractiveTransition"))
        harness.run(0.2)
        let moving = settings.view.onScreen.opacity
        #expect(moving > 0 && transition.animator?.isRunning == true)
        transition.interruptTransition()
        #expect(transition.animator?.isRunning == false)
        #expect(settings.transitionCoordinator?.isInteractive == true)
        harness.run(0.3)
        #expect(settings.view.onScreen.opacity == moving, "paused")
        transition.update(0.8)
        #expect(isClose(CGFloat(settings.view.onScreen.opacity), 0.8, 1e-6))
        transition.finish()
        harness.settle()
        #expect(harness.log.contains("completion") && harness.log.last == "animationEnded(true)")
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("pause() then cancel() takes a running presentation back")
    func pauseAndCancel() {
        let lockScreen = LockScreenViewController("Lock")
        let transition = lockScreen.presentTransition
        lockScreen.returnsInteractionController = true
        let harness = TransitionHarness(root: lockScreen)
        lockScreen.presentSettings()
        harness.run(0.3)
        transition.pause()
        transition.cancel()
        harness.settle()
        #expect(harness.log.last == "animationEnded(false)" && lockScreen.presentedViewController == nil)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Presents again after a completed presentation and its dismissal")
    func reuse() {
        let lockScreen = LockScreenViewController("Lock")
        let harness = TransitionHarness(root: lockScreen)
        for _ in 0..<2 {
            lockScreen.presentSettings()
            harness.settle()
            #expect(lockScreen.settings.view.window === harness.window && lockScreen.settings.view.alpha == 1)
            lockScreen.settings.dismiss(animated: true)
            lockScreen.blurView.effect = nil
            harness.settle()
        }
        #expect(harness.log.filter { $0 == "animationEnded(true)" }.count == 4)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("No leaks: the transition, its animator and the presented controller are released")
    func noLeaks() {
        let root = NamedViewController("Root")
        let harness = TransitionHarness(root: root)
        weak var weakLock: LockScreenViewController?
        weak var weakTransition: PropertyAnimatorPresentTransition?
        weak var weakAnimator: UIViewPropertyAnimator?
        weak var weakSettings: NamedViewController?
        do {
            let lockScreen = LockScreenViewController("Lock")
            lockScreen.modalPresentationStyle = .fullScreen
            root.present(lockScreen, animated: false)
            lockScreen.presentSettings()
            weakAnimator = lockScreen.presentTransition.animator
            harness.settle()
            root.dismiss(animated: true)
            harness.settle()
            weakLock = lockScreen
            weakTransition = lockScreen.presentTransition
            weakSettings = lockScreen.settings
        }
        #expect(weakLock == nil && weakTransition == nil && weakAnimator == nil && weakSettings == nil)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
}
