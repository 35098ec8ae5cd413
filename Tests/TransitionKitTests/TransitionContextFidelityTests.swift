import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// What the transition context and coordinator report, and how the engine treats animators, as in UIKit.
@Suite("Transition context fidelity")
@MainActor
struct TransitionContextFidelityTests {
    private let bounds = CGRect(x: 0, y: 0, width: 400, height: 600)

    // UIViewControllerContextTransitioning.h (reference §1.5): frames are .zero when unknown; "The
    // finalFrame of the fromViewController will be CGRectZero if and only if the fromView will be
    // removed from the window at the end of the transition"; the presented controller ends at
    // frameOfPresentedViewInContainerView. A dismissal puts the presenter back where it was
    // before the presentation, so that is its final frame (not its pushed-back frame of now).
    @Test("initialFrame and finalFrame of every participant: page sheet")
    func pageSheetFrames() {
        let a = NamedViewController("A"), b = NamedViewController("B")
        let delegate = FidelityTransitioningDelegate()
        b.modalPresentationStyle = .pageSheet
        b.transitioningDelegate = delegate
        let harness = TransitionHarness(root: a)
        a.present(b, animated: true)
        let card = CGRect(x: 0, y: 44, width: 400, height: 556)
        #expect(delegate.animator.initialFrames == ["A": bounds, "B": .zero])
        #expect(delegate.animator.finalFrames == ["A": bounds, "B": card])
        harness.settle()
        #expect(a.view.transform != .identity, "the presenter is pushed back behind the card")
        b.dismiss(animated: true)
        #expect(delegate.animator.initialFrames["B"] == card && delegate.animator.finalFrames["B"] == .zero)
        #expect(delegate.animator.finalFrames["A"] == bounds, "where the presenter ends, not where it is now")
        harness.settle()
        #expect(a.view.frame == bounds)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("initialFrame and finalFrame of every participant: full screen, across a window resize")
    func fullScreenFrames() {
        let a = NamedViewController("A"), b = NamedViewController("B")
        let delegate = FidelityTransitioningDelegate()
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        let harness = TransitionHarness(root: a)
        a.present(b, animated: true)
        #expect(delegate.animator.initialFrames == ["A": bounds, "B": .zero])
        #expect(delegate.animator.finalFrames == ["A": .zero, "B": bounds], "the presenter's view leaves the window")
        harness.settle()
        harness.window.send(.resize(CGSize(width: 500, height: 700)))
        b.dismiss(animated: true)
        let resized = CGRect(x: 0, y: 0, width: 500, height: 700)
        #expect(delegate.animator.initialFrames == ["A": .zero, "B": resized])
        #expect(delegate.animator.finalFrames == ["A": resized, "B": .zero], "full screen in the window as it is now")
        harness.settle()
        #expect(a.view.frame == resized)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("initialFrame and finalFrame of every participant: over full screen and custom keep the presenter")
    func presenterKeptFrames() {
        for style in [UIModalPresentationStyle.overFullScreen, .custom] {
            let a = NamedViewController("A"), b = NamedViewController("B")
            let delegate = FidelityTransitioningDelegate()
            delegate.makePresentationController = { HalfHeightPresentationController(presentedViewController: $0, presenting: $1) }
            b.modalPresentationStyle = style
            b.transitioningDelegate = delegate
            let harness = TransitionHarness(root: a)
            a.present(b, animated: true)
            let presented = style == .custom ? CGRect(x: 0, y: 300, width: 400, height: 300) : bounds
            #expect(delegate.animator.initialFrames == ["A": bounds, "B": .zero], "\(style)")
            #expect(delegate.animator.finalFrames == ["A": bounds, "B": presented], "\(style)")
            harness.settle()
            b.dismiss(animated: true)
            #expect(delegate.animator.initialFrames == ["A": bounds, "B": presented], "\(style)")
            #expect(delegate.animator.finalFrames == ["A": bounds, "B": .zero], "\(style)")
            harness.settle()
            #expect(harness.violations.isEmpty, "\(harness.violations)")
        }
    }

    @Test("initialFrame and finalFrame of every participant: push and pop")
    func navigationFrames() {
        let root = NamedViewController("Root"), second = NamedViewController("Second")
        let navigation = UINavigationController(rootViewController: root)
        let delegate = FidelityNavigationDelegate()
        navigation.delegate = delegate
        let harness = TransitionHarness(root: navigation)
        let content = navigation.contentView.bounds
        navigation.pushViewController(second, animated: true)
        #expect(delegate.animator.initialFrames == ["Root": content, "Second": .zero])
        #expect(delegate.animator.finalFrames == ["Root": .zero, "Second": content])
        harness.settle()
        navigation.popViewController(animated: true)
        #expect(delegate.animator.initialFrames == ["Second": content, "Root": .zero])
        #expect(delegate.animator.finalFrames == ["Second": .zero, "Root": content])
        harness.settle()
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    // UIViewControllerTransitionCoordinator.h (reference §1.6): `initiallyInteractive` "never
    // changes" and `isInteractive` says whether the transition is interactive now;
    // UIViewControllerInteractiveTransitioning `wantsInteractiveStart` (reference §1.3): an
    // interaction controller makes the transition start interactive unless it returns false.
    @Test("The coordinator says interactive from the start: will-begin hooks and viewWill callbacks")
    func interactiveFromTheStart() {
        let a = ProbingViewController("A"), b = ProbingViewController("B")
        let delegate = FidelityTransitioningDelegate()
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        let harness = TransitionHarness(root: a)
        a.clearProbes()
        delegate.interactiveDismissal = true
        a.present(b, animated: true)
        harness.settle()
        b.dismiss(animated: true)
        #expect(b.probes.last?.description == "B.viewWillDisappear presented=false dismissed=true interactive=true initially=true")
        #expect(a.probes.last?.description == "A.viewWillAppear presented=false dismissed=false interactive=true initially=true")
        delegate.interactor.update(0.6)
        delegate.interactor.finish()
        harness.settle()
        #expect(a.probes.first?.description == "A.viewWillDisappear presented=false dismissed=false interactive=false initially=false")

        let custom = NamedViewController("Custom")
        var controller: InteractivityProbingPresentationController?
        delegate.makePresentationController = { presented, presenting in
            let made = InteractivityProbingPresentationController(presentedViewController: presented, presenting: presenting)
            controller = made
            return made
        }
        delegate.interactivePresentation = true
        custom.modalPresentationStyle = .custom
        custom.transitioningDelegate = delegate
        a.present(custom, animated: true)
        delegate.interactor.update(0.6)
        delegate.interactor.finish()
        harness.settle()
        delegate.interactor.wantsInteractiveStart = false
        custom.dismiss(animated: true)
        harness.settle()
        #expect(controller?.readings == [
            "presentation interactive=true initially=true", "dismissal interactive=false initially=false",
        ])
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    // UIViewControllerAnimatedTransitioning `interruptibleAnimator(using:)`: "You must return the
    // same animator object for the duration of the transition" — UIKit asks when it drives the
    // transition interactively, never because someone looked at it.
    @Test("Reading window.transitionState never calls the animator")
    func stateReadsHaveNoSideEffects() {
        let root = NamedViewController("Root"), second = NamedViewController("Second")
        let navigation = UINavigationController(rootViewController: root)
        let animator = FreshPropertyAnimatorPush()
        let delegate = FixedNavigationAnimatorDelegate(animator)
        navigation.delegate = delegate
        let harness = TransitionHarness(root: navigation)
        navigation.pushViewController(second, animated: true)
        var kinds: Set<TransitionKind> = []
        for _ in 0..<30 {
            harness.run(1.0 / 60)
            if let state = harness.window.transitionState { kinds.insert(state.kind) }
            _ = second.transitionCoordinator?.percentComplete
        }
        #expect(kinds == [.push])
        #expect(animator.interruptibleAnimatorCalls == 1, "only animateTransition asked")
        let width = navigation.view.bounds.width
        let secondX = second.view.presentationFrameInWindow.minX, rootX = root.view.presentationFrameInWindow.minX
        #expect(abs(secondX - width / 2) < 1, "half way in: \(secondX)")
        #expect(abs(rootX + width / 2) < 1, "half way out: \(rootX)")
        harness.settle()
        #expect(navigation.topViewController === second && second.view.frame.minX == 0 && second.view.transform == .identity)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    /// Fluid navigation (iOS 26): the pop reverses the running push instead of waiting for it
    /// (FluidNavigationTests has the callbacks).
    @Test("A pop requested during a push reverses it from where the views are: the pushed view slides out to the right")
    func popDuringPushReverses() {
        let root = NamedViewController("Root"), second = NamedViewController("Second")
        let navigation = UINavigationController(rootViewController: root)
        let harness = TransitionHarness(root: navigation)
        navigation.pushViewController(second, animated: true)
        harness.run(0.1)
        navigation.popViewController(animated: true)
        var positions: [CGFloat] = []
        for _ in 0..<120 {
            harness.run(1.0 / 60)
            if harness.window.transitionState != nil { positions.append(second.view.presentationFrameInWindow.minX) }
        }
        #expect(positions.count > 4)
        #expect((positions.first ?? -1) >= 0, "the pop starts where the push left the view: \(positions.prefix(3))")
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 <= $1 }, "it only moves right: \(positions)")
        harness.settle()
        #expect(navigation.topViewController === root && second.parent == nil)
        #expect(root.view.transform == .identity && root.view.frame == navigation.contentView.bounds)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
    // docs/DESIGN.md, "Diagnostics": every Diagnostic reaches the window that owns the transition
    // (or AnimationClock.main's window when there is none), the handler, and stderr.
    @Test("An unbalanced appearance call after the view left the window reaches that window")
    func diagnosticAfterLeavingTheWindow() {
        let a = NamedViewController("A"), b = NamedViewController("B")
        b.modalPresentationStyle = .fullScreen
        let harness = TransitionHarness(root: a)
        var handled: [Diagnostic.Code] = []
        harness.window.diagnosticHandler = { handled.append($0.code) }
        a.present(b, animated: false)
        b.dismiss(animated: false)
        #expect(b.viewIfLoaded?.window == nil)
        b.endAppearanceTransition()
        #expect(harness.window.diagnostics.map(\.code) == [.unbalancedAppearance])
        #expect(handled == [.unbalancedAppearance])
    }

    @Test("A refused pop on a navigation controller covered by a full-screen presentation reaches its window")
    func diagnosticFromACoveredNavigationController() {
        let navigation = UINavigationController(rootViewController: NamedViewController("Root"))
        let b = NamedViewController("B")
        b.modalPresentationStyle = .fullScreen
        let harness = TransitionHarness(root: navigation)
        var handled: [Diagnostic.Code] = []
        harness.window.diagnosticHandler = { handled.append($0.code) }
        navigation.present(b, animated: false)
        #expect(navigation.viewIfLoaded?.window == nil)
        navigation.popViewController(animated: true)
        #expect(handled == [.cannotPopRoot])
        navigation.pushViewController(b, animated: true)
        #expect(harness.window.diagnostics.map(\.code) == [.pushedTwice])
    }

    @Test("A Diagnostic raised in an animation's completion reaches the window whose clock ran it")
    func diagnosticFromACompletion() {
        let harness = TransitionHarness(root: NamedViewController("A"))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        UIView.animate(withDuration: 0.1, animations: { view.alpha = 0.5 }) { _ in
            UIView.animate(withDuration: .nan, animations: { view.alpha = 1 })
        }
        harness.settle()
        #expect(harness.window.diagnostics.map(\.code) == [.nonFiniteDuration])
        #expect(view.alpha == 1)
    }

    @Test("A Diagnostic with no window in sight reaches AnimationClock.main's window")
    func diagnosticWithoutAWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.writesDiagnosticsToStandardError = false
        let before = window.diagnostics.count
        _ = UIViewPropertyAnimator(duration: -.infinity, curve: .linear)
        #expect(window.diagnostics.dropFirst(before).map(\.code) == [.nonFiniteDuration])
        let detached = UIView(frame: .zero)
        detached.alpha = .nan
        #expect(window.diagnostics.dropFirst(before).map(\.code) == [.nonFiniteDuration, .nonFiniteValue])
    }
}
