import Foundation
import Testing
import TransitionCatalog
import TransitionKitTestSupport
import TransitionKit

/// Seed 002's lock screen, reduced: a list that presents "Settings" over itself with the
/// property-animator transition, from a button or from a pull.
@MainActor
private final class WidgetListViewController: NamedViewController, UIViewControllerTransitioningDelegate {
    let transition = PropertyAnimatorPresentTransition()
    lazy var pullDown = PullDownInteractor(transition: transition) { [unowned self] in presentSettings(interactive: true) }
    let scrollView = UIScrollView()
    let settings = NamedViewController("Settings")

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.alwaysBounceVertical = true
        scrollView.contentSize = CGSize(width: 400, height: 1200)
        scrollView.delegate = pullDown
        view.addSubview(scrollView)
    }

    func presentSettings(interactive: Bool) {
        transition.wantsInteractiveStart = interactive
        settings.modalPresentationStyle = .overFullScreen
        settings.transitioningDelegate = self
        present(settings, animated: true)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { transition }

    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { transition }
}

@MainActor
private struct PullSetup {
    let list = WidgetListViewController("List")
    let harness: TransitionHarness
    var window: UIWindow { harness.window }
    var isPresented: Bool { list.presentedViewController != nil }
    var fraction: CGFloat { list.transition.animator?.fractionComplete ?? -1 }

    init() {
        harness = TransitionHarness(root: list)
        harness.clearLog()
    }

    /// Presses at (200, 100) and drags down by `distance` points, 10 pt a frame.
    func pull(by distance: CGFloat) {
        window.send(.mouseDown(CGPoint(x: 200, y: 100)))
        var moved: CGFloat = 0
        while moved < distance {
            moved = min(distance, moved + 10)
            window.send(.mouseMove(CGPoint(x: 200, y: 100 + moved)))
            harness.run(1.0 / 60)
        }
    }

    /// Holds still (so the release has no velocity), then releases.
    func holdAndRelease(at distance: CGFloat) {
        harness.run(0.2)
        window.send(.mouseUp(CGPoint(x: 200, y: 100 + distance)))
    }

    /// Starts a presentation from the "button" and lets it run for `seconds`.
    func presentAndRun(_ seconds: TimeInterval) {
        list.presentSettings(interactive: false)
        harness.run(seconds)
    }
}

@Suite("PullDownInteractor (seed 002)")
@MainActor
struct PullDownInteractorTests {
    @Test("Progress: (overscroll - 30) / 90, clamped; the overscroll counts the content inset")
    func progressFormula() {
        let interactor = PullDownInteractor(transition: PropertyAnimatorPresentTransition()) {}
        #expect(interactor.progress(forOverscroll: 0) == 0)
        #expect(interactor.progress(forOverscroll: 30) == 0)
        #expect(interactor.progress(forOverscroll: 75) == 0.5)
        #expect(interactor.progress(forOverscroll: 120) == 1)
        #expect(interactor.progress(forOverscroll: 500) == 1)
        #expect(interactor.progress(forOverscroll: .nan) == 0)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        scrollView.contentOffset = CGPoint(x: 0, y: -70)
        #expect(PullDownInteractor.overscroll(of: scrollView) == 50)
    }

    @Test("A pull scrubs the presentation from 30 pt of overscroll; released past half it finishes")
    func pullPastHalfFinishes() {
        let setup = PullSetup()
        setup.pull(by: 240)
        #expect(setup.list.pullDown.isPresenting)
        let state = setup.window.transitionState
        #expect(state?.kind == .presentation && state?.isInteractive == true)
        let overscroll = PullDownInteractor.overscroll(of: setup.list.scrollView)
        let progress = setup.list.pullDown.progress(forOverscroll: overscroll)
        #expect(progress > 0.5 && progress < 1, "overscroll \(overscroll)")
        #expect(isClose(setup.fraction, progress, 1e-6))
        #expect(abs(CGFloat(setup.list.settings.view.onScreen.opacity) - progress) < 1e-3, "the animator's alpha, scrubbed linearly")
        setup.holdAndRelease(at: 240)
        #expect(setup.harness.log.contains("finishInteractiveTransition"))
        setup.harness.settle()
        setup.harness.run(2)   // the list's bounce back
        #expect(setup.isPresented)
        #expect(setup.list.settings.view.alpha == 1)
        #expect(!setup.list.pullDown.isPresenting && !setup.list.pullDown.isDragging)
        #expect(setup.list.scrollView.contentOffset.y == 0, "the list bounced back")
        #expect(setup.harness.essentialLog == [
            "presentationTransitionWillBegin", "Settings.viewWillAppear", "startInteractiveTransition",
            "finishInteractiveTransition", "completeTransition(true)", "presentationTransitionDidEnd(true)",
            "Settings.viewDidAppear", "animationEnded(true)",
        ], "\(setup.harness.essentialLog)")
        #expect(setup.harness.violations.isEmpty, "\(setup.harness.violations)")
    }

    @Test("A short pull (progress below half) cancels, and the list can be pulled again")
    func shortPullCancels() {
        let setup = PullSetup()
        setup.pull(by: 110)
        let progress = setup.list.pullDown.pullProgress
        #expect(progress > 0 && progress < 0.5)
        setup.holdAndRelease(at: 110)
        setup.harness.settle()
        #expect(!setup.isPresented)
        #expect(setup.harness.essentialLog == [
            "presentationTransitionWillBegin", "Settings.viewWillAppear", "startInteractiveTransition",
            "cancelInteractiveTransition", "completeTransition(false)", "presentationTransitionDidEnd(false)",
            "Settings.viewWillDisappear", "Settings.viewDidDisappear", "animationEnded(false)",
        ], "\(setup.harness.essentialLog)")
        setup.pull(by: 260)
        setup.holdAndRelease(at: 260)
        setup.harness.settle()
        #expect(setup.isPresented)
        #expect(setup.harness.violations.isEmpty, "\(setup.harness.violations)")
    }

    @Test("Pulls that never reach 30 pt of overscroll do not present")
    func tinyPull() {
        let setup = PullSetup()
        setup.pull(by: 40)
        #expect(setup.window.transitionState == nil)
        setup.holdAndRelease(at: 40)
        setup.harness.settle()
        #expect(!setup.isPresented && setup.harness.log.isEmpty)
    }

    @Test("A downward flick finishes a short pull")
    func flickFinishes() {
        let setup = PullSetup()
        setup.window.send(.mouseDown(CGPoint(x: 200, y: 100)))
        for step in 1...5 {   // 25 pt a frame: 1,500 pt/s
            setup.window.send(.mouseMove(CGPoint(x: 200, y: 100 + CGFloat(step) * 25)))
            setup.harness.run(1.0 / 60)
        }
        #expect(setup.list.pullDown.pullProgress < 0.5)
        setup.window.send(.mouseUp(CGPoint(x: 200, y: 225)))
        setup.harness.settle()
        #expect(setup.isPresented)
        #expect(setup.harness.log.contains("finishInteractiveTransition"))
    }

    @Test("Wheel notches over the list at its top pull it down too (4 notches finish, 3 cancel)")
    func wheelPull() {
        for (notches, finishes) in [(4, true), (3, false)] {
            let setup = PullSetup()
            for _ in 0..<notches {
                setup.window.send(.scroll(dx: 0, dy: 1, at: CGPoint(x: 200, y: 300)))
                setup.harness.run(1.0 / 60)
            }
            setup.harness.settle()
            #expect(setup.isPresented == finishes, "\(notches) notches")
            #expect(setup.harness.violations.isEmpty, "\(setup.harness.violations)")
        }
    }

    @Test("The seed's interruption: a touch pauses the running presentation, moving scrubs it, 50 pt down finishes")
    func touchDownFinishes() {
        let setup = PullSetup()
        setup.presentAndRun(0.2)
        let interactor = setup.list.pullDown
        #expect(interactor.isAnimatingWithoutInteraction)
        #expect(interactor.touchBegan(at: CGPoint(x: 200, y: 300)))
        let start = setup.fraction   // the progress on screen (ease-out at 0.2 s of 0.75 s), now linear
        #expect(start > 0.3 && start < 0.5)
        #expect(setup.window.transitionState?.isInteractive == true)
        #expect(interactor.touchStartPoint == CGPoint(x: 200, y: 300))
        setup.harness.run(0.3)
        #expect(isClose(setup.fraction, start, 1e-9), "paused")
        interactor.touchMoved(to: CGPoint(x: 200, y: 330))
        #expect(isClose(setup.fraction, start + 30.0 / 300, 1e-6), "scrubbed by 30 / 300")
        interactor.touchEnded(at: CGPoint(x: 200, y: 360))
        #expect(setup.harness.log.contains("finishInteractiveTransition"))
        setup.harness.settle()
        #expect(setup.isPresented)
        #expect(setup.harness.violations.isEmpty, "\(setup.harness.violations)")
    }

    @Test("Moving the touch more than 50 pt up cancels the presentation")
    func touchUpCancels() {
        let setup = PullSetup()
        setup.presentAndRun(0.3)
        let interactor = setup.list.pullDown
        #expect(interactor.touchBegan(at: CGPoint(x: 200, y: 300)))
        interactor.touchMoved(to: CGPoint(x: 200, y: 270))
        interactor.touchEnded(at: CGPoint(x: 200, y: 240))
        setup.harness.settle()
        #expect(!setup.isPresented)
        #expect(setup.harness.log.contains("cancelInteractiveTransition"))
        #expect(setup.harness.essentialLog.last == "animationEnded(false)")
        #expect(setup.harness.violations.isEmpty, "\(setup.harness.violations)")
    }

    @Test("A release within 50 pt lets the presentation go on; touches when nothing runs do nothing")
    func smallMoveResumes() {
        let setup = PullSetup()
        let interactor = setup.list.pullDown
        #expect(!interactor.touchBegan(at: CGPoint(x: 200, y: 300)), "nothing runs")
        setup.presentAndRun(0.2)
        #expect(interactor.touchBegan(at: CGPoint(x: 200, y: 300)))
        interactor.touchEnded(at: CGPoint(x: 200, y: 260))   // 40 pt up: not a decision
        setup.harness.settle()
        #expect(setup.isPresented)
        #expect(!interactor.touchBegan(at: CGPoint(x: 200, y: 300)), "nothing runs")
    }

    @Test("During the finishing part of a pull, the touch can interrupt again and cancel")
    func interruptAfterPull() {
        let setup = PullSetup()
        setup.pull(by: 240)
        setup.holdAndRelease(at: 240)
        setup.harness.run(1.0 / 60)
        let interactor = setup.list.pullDown
        #expect(interactor.touchBegan(at: CGPoint(x: 200, y: 300)))
        interactor.touchEnded(at: CGPoint(x: 200, y: 200))
        setup.harness.settle()
        #expect(!setup.isPresented)
        #expect(setup.harness.violations.isEmpty, "\(setup.harness.violations)")
    }

    @Test("On the window, the interruption recognizer turns a press during the animation into the seed's 50 pt rule")
    func pressRecognizerOnTheWindow() {
        let setup = PullSetup()
        setup.window.addGestureRecognizer(setup.list.pullDown.makeInterruptionRecognizer())
        setup.presentAndRun(0.2)
        setup.window.send(.mouseDown(CGPoint(x: 200, y: 300)))
        #expect(setup.window.transitionState?.isInteractive == true, "paused by the press")
        setup.window.send(.mouseMove(CGPoint(x: 200, y: 200)))
        setup.harness.run(0.1)
        #expect(!setup.list.pullDown.isDragging, "the scroll view never saw the press")
        setup.window.send(.mouseUp(CGPoint(x: 200, y: 200)))   // 100 pt up: cancel
        setup.harness.settle()
        #expect(!setup.isPresented)
        #expect(setup.harness.violations.isEmpty, "\(setup.harness.violations)")
    }

    @Test("Without the recognizer, presses during its animation reach the views (it has an interaction controller)")
    func pressesReachViews() {
        let setup = PullSetup()
        setup.presentAndRun(0.2)
        setup.window.send(.mouseDown(CGPoint(x: 200, y: 300)))
        #expect(setup.window.transitionState?.isInteractive == false, "the engine does not grab it")
        setup.window.send(.mouseUp(CGPoint(x: 200, y: 300)))
        setup.harness.settle()
        #expect(setup.isPresented)
    }
}
