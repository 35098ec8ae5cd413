import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// A delegate with a custom animator and an interaction controller, counting what it is asked.
@MainActor
private final class InteractiveNavigationDelegate: UINavigationControllerDelegate {
    let animator = LinearFadeAnimator(duration: 0.5)
    let interaction = UIPercentDrivenInteractiveTransition()
    var animatorRequests: [UINavigationController.Operation] = []
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        animatorRequests.append(operation)
        return animator
    }
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interaction }
}

/// A custom push/pop slide that provides `interruptibleAnimator(using:)`, returning the same
/// property animator for the whole transition ("you must return the same animator object for
/// the duration of the transition", UIViewControllerAnimatedTransitioning header).
@MainActor
private final class CachedSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var running: UIViewPropertyAnimator?
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        if let running { return running }
        let container = transitionContext.containerView
        let width = container.bounds.width
        let toView = transitionContext.view(forKey: .to)
        if let toView { container.addSubview(toView); toView.transform = CGAffineTransform(translationX: width, y: 0) }
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { toView?.transform = .identity }
        animator.addCompletion { [weak self] position in
            toView?.transform = .identity
            self?.running = nil
            transitionContext.completeTransition(position == .end && !transitionContext.transitionWasCancelled)
        }
        running = animator
        return animator
    }
}

/// iOS 26 fluid navigation: the content back swipe (`interactiveContentPopGestureRecognizer`)
/// and interruptible push and pop ("continuously interactive … they can stop the transition or
/// … reverse it", Apple, "Enhancing your app with fluid transitions"; reference §4.2).
@Suite("Fluid navigation")
@MainActor
struct FluidNavigationTests {
    /// A 400 x 600 window with the stack `names`, settled, log cleared.
    private func makeStack(_ names: [String], delegate: (any UINavigationControllerDelegate)? = nil)
        -> (TransitionHarness, UINavigationController, [NamedViewController]) {
        let controllers = names.map { NamedViewController($0) }
        let navigation = UINavigationController(rootViewController: controllers[0])
        navigation.delegate = delegate
        let harness = TransitionHarness(root: navigation)
        for controller in controllers.dropFirst() { navigation.pushViewController(controller, animated: false) }
        harness.settle()
        harness.clearLog()
        return (harness, navigation, controllers)
    }

    /// A horizontal strip 1200 points wide at y 200...300 of `controller`'s view, scrolled to `offset`.
    private func addStrip(to controller: UIViewController, offset: CGFloat) -> UIScrollView {
        let strip = UIScrollView(frame: CGRect(x: 0, y: 200, width: 400, height: 100))
        strip.contentSize = CGSize(width: 1200, height: 100)
        strip.contentOffset = CGPoint(x: offset, y: 0)
        controller.view.addSubview(strip)
        return strip
    }

    @Test("A rightward drag from the middle of the screen pops and tracks the finger")
    func contentSwipePops() {
        let (harness, navigation, controllers) = makeStack(["Root", "Second"])
        #expect(navigation.interactiveContentPopGestureRecognizer is UIPanGestureRecognizer)
        harness.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 330, y: 400), release: false)
        #expect(navigation.viewControllers.count == 1)
        #expect(abs(controllers[1].view.presentationFrameInWindow.minX - 230) < 1e-9, "the screen follows the finger")
        harness.window.send(.mouseUp(CGPoint(x: 330, y: 400)))
        harness.settle()
        #expect(navigation.topViewController === controllers[0] && controllers[1].parent == nil)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("On a horizontal scroll view that can scroll back the scroll view scrolls; at its leading edge the swipe pops")
    func yieldsToHorizontalScrollView() {
        let (harness, navigation, controllers) = makeStack(["Root", "Second"])
        let strip = addStrip(to: controllers[1], offset: 300)
        harness.drag(from: CGPoint(x: 100, y: 250), to: CGPoint(x: 330, y: 250))
        harness.settle()
        #expect(navigation.viewControllers.count == 2)
        #expect(strip.contentOffset.x == 93, "it followed the drag from where its pan began (23 pt in)")

        strip.contentOffset = .zero
        harness.drag(from: CGPoint(x: 100, y: 250), to: CGPoint(x: 330, y: 250))
        harness.settle()
        #expect(navigation.viewControllers.count == 1)
        #expect(strip.contentOffset.x == 0)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("A vertical drag, a leftward drag, the root and a hidden back button do not pop")
    func doesNotBegin() {
        let (harness, navigation, controllers) = makeStack(["Root", "Second"])
        harness.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 220, y: 500))
        harness.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 300))
        harness.settle()
        #expect(navigation.viewControllers.count == 2)
        controllers[1].navigationItem.hidesBackButton = true
        harness.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 330, y: 400))
        harness.settle()
        #expect(navigation.viewControllers.count == 2)
        navigation.popViewController(animated: false)
        harness.settle()
        harness.drag(from: CGPoint(x: 150, y: 400), to: CGPoint(x: 330, y: 400))
        harness.settle()
        #expect(navigation.viewControllers.count == 1 && !harness.window.diagnostics.contains { $0.code == .cannotPopRoot })
    }

    @Test("The content pop requires the edge pop to fail: a drag from the edge is the edge pop's")
    func requiresEdgePopToFail() {
        let (harness, navigation, _) = makeStack(["Root", "Second"])
        var edgeBegan = 0, contentBegan = 0
        navigation.interactivePopGestureRecognizer?.addTarget { (pan: UIGestureRecognizer) in if pan.state == .began { edgeBegan += 1 } }
        navigation.interactiveContentPopGestureRecognizer?.addTarget { (pan: UIGestureRecognizer) in if pan.state == .began { contentBegan += 1 } }
        harness.edgePan(from: .left, distance: 250)
        harness.settle()
        #expect(edgeBegan == 1 && contentBegan == 0 && navigation.viewControllers.count == 1)
    }

    @Test("The delegate's custom animator runs, scrubbed by the content swipe")
    func delegateAnimator() {
        let delegate = InteractiveNavigationDelegate()
        let (harness, navigation, controllers) = makeStack(["Root", "Second"], delegate: delegate)
        harness.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 220, y: 400), release: false)
        // 120 of 400 points: the fade-in of the revealed screen is scrubbed to 30 %.
        #expect(controllers[0].view.layer.presentation()!.opacity == 0.3)
        for x in [260, 300, 340, 380] as [CGFloat] {
            harness.run(0.02)
            harness.window.send(.mouseMove(CGPoint(x: x, y: 400)))
        }
        harness.window.send(.mouseUp(CGPoint(x: 380, y: 400)))
        harness.settle()
        #expect(delegate.animatorRequests == [.pop])
        #expect(navigation.topViewController === controllers[0])
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("A pop during a push reverses it in place with balanced callbacks, no viewDidAppear")
    func popDuringPushReverses() {
        let (harness, navigation, controllers) = makeStack(["Root"])
        let pushed = NamedViewController("Pushed")
        navigation.pushViewController(pushed, animated: true)
        harness.run(0.2)
        let before = pushed.view.presentationFrameInWindow.minX
        navigation.popViewController(animated: true)
        #expect(navigation.viewControllers == [controllers[0]], "the stack is the old one at once")
        #expect(pushed.view.presentationFrameInWindow.minX == before, "no jump at the reversal")
        var previous = before
        while harness.window.isTransitionInProgress {
            harness.run(1.0 / 60)
            let x = pushed.view.window == nil ? 400 : pushed.view.presentationFrameInWindow.minX
            // A 400-point slide in 0.4 s moves at most 60 points a frame (1/60 s); a jump would not.
            #expect(x >= previous && x - previous < 60, "it slides back continuously: \(previous) -> \(x)")
            previous = x
        }
        #expect(navigation.topViewController === controllers[0] && pushed.parent == nil)
        #expect(harness.essentialLog.filter { $0.hasPrefix("Pushed.view") } == [
            "Pushed.viewWillAppear", "Pushed.viewWillDisappear", "Pushed.viewDidDisappear",
        ])
        #expect(harness.essentialLog.filter { $0.hasPrefix("Root.view") } == [
            "Root.viewWillDisappear", "Root.viewWillAppear", "Root.viewDidAppear",
        ])
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    /// Found by the fuzzer: a push reversed by a back tap, then grabbed and released forward,
    /// completed the push while the stack stayed the reversed one (children and stack differed).
    @Test("A reversed push grabbed and flung forward completes the push: stack, children and bar agree")
    func reversedPushGrabbedForward() {
        let (harness, navigation, controllers) = makeStack(["Root"])
        let pushed = NamedViewController("Pushed")
        navigation.pushViewController(pushed, animated: true)
        harness.run(0.2)
        navigation.popViewController(animated: true)
        harness.run(1.0 / 60)
        let x = pushed.view.presentationFrameInWindow.minX
        harness.window.send(.mouseDown(CGPoint(x: x + 20, y: 300)))
        for step in 1...6 {
            harness.run(1.0 / 60)
            harness.window.send(.mouseMove(CGPoint(x: x + 20 - CGFloat(step) * 40, y: 300)))
        }
        harness.window.send(.mouseUp(CGPoint(x: x - 220, y: 300)))
        harness.settle()
        #expect(navigation.viewControllers == [controllers[0], pushed] && navigation.children == [controllers[0], pushed])
        #expect(pushed.view.window === harness.window)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("A custom animator with an interruptible animator is reversed in place too")
    func customInterruptibleAnimatorReverses() {
        let delegate = FixedNavigationAnimatorDelegate(CachedSlideAnimator())
        let (harness, navigation, controllers) = makeStack(["Root"], delegate: delegate)
        let pushed = NamedViewController("Pushed")
        navigation.pushViewController(pushed, animated: true)
        harness.run(0.25)
        #expect(abs(pushed.view.presentationFrameInWindow.minX - 200) < 1e-9, "half way along the linear slide")
        navigation.popViewController(animated: true)
        #expect(abs(pushed.view.presentationFrameInWindow.minX - 200) < 1e-9, "no jump at the reversal")
        harness.run(0.125)
        let x = pushed.view.presentationFrameInWindow.minX
        #expect(x > 200 && x < 400, "going back the way it came: \(x)")
        harness.run(0.125 + 1.0 / 60)
        #expect(pushed.view.window == nil, "the way back took the half it had done: 0.25 s")
        #expect(navigation.viewControllers == [controllers[0]] && pushed.parent == nil)
        #expect(harness.essentialLog.filter { $0.hasPrefix("Pushed.view") } == [
            "Pushed.viewWillAppear", "Pushed.viewWillDisappear", "Pushed.viewDidDisappear",
        ])
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("A custom animator without an interruptible animator keeps the queue: the pop runs after the push")
    func customAnimatorWithoutInterruptibleQueues() {
        let delegate = FixedNavigationAnimatorDelegate(LinearFadeAnimator(duration: 0.5))
        let (harness, navigation, controllers) = makeStack(["Root"], delegate: delegate)
        let pushed = NamedViewController("Pushed")
        navigation.pushViewController(pushed, animated: true)
        harness.run(0.25)
        navigation.popViewController(animated: true)
        #expect(navigation.viewControllers.count == 2, "the pop waits")
        harness.settle()
        #expect(navigation.viewControllers == [controllers[0]])
        #expect(harness.essentialLog.filter { $0.hasPrefix("Pushed.view") } == [
            "Pushed.viewWillAppear", "Pushed.viewDidAppear", "Pushed.viewWillDisappear", "Pushed.viewDidDisappear",
        ])
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    // Found by the fuzzer (seed 2482): a setViewControllers that reorders [Root, Pushed] to
    // [Pushed, Root] animates as a pop (the new top was in the stack); a pop asked for meanwhile
    // targets [Pushed], the controller that transition is taking away. Retargeting to it gave
    // Pushed viewWillDisappear and then viewWillAppear: unbalanced. Such a pop waits its turn.
    @Test("A pop to the screen the running pop is taking away waits in the queue, with balanced callbacks")
    func popToLeavingScreenQueues() {
        let root = NamedViewController("Root"), pushed = NamedViewController("Pushed")
        let navigation = UINavigationController(rootViewController: root)
        let harness = TransitionHarness(root: navigation)
        navigation.pushViewController(pushed, animated: true)
        harness.settle()
        navigation.setViewControllers([pushed, root], animated: true)
        harness.advance(frames: 3)
        navigation.popViewController(animated: true)
        harness.settle()
        #expect(navigation.viewControllers == [pushed])
        #expect(harness.violations.isEmpty, "\(harness.violations)")
        #expect(harness.window.diagnostics.allSatisfy { $0.code != .unbalancedAppearance }, "\(harness.window.diagnostics)")
    }

    @Test("A tap on the back button during a push reverses it")
    func backTapDuringPush() {
        let (harness, navigation, controllers) = makeStack(["Root"])
        navigation.pushViewController(NamedViewController("Pushed"), animated: true)
        harness.run(0.15)
        harness.window.send(.mouseDown(CGPoint(x: 30, y: 22)))
        harness.window.send(.mouseUp(CGPoint(x: 30, y: 22)))
        #expect(navigation.viewControllers == [controllers[0]])
        harness.settle()
        #expect(navigation.topViewController === controllers[0])
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Three back taps on a stack of four pop to the root in one continuous motion")
    func threeTapsPopToRoot() {
        let (harness, navigation, controllers) = makeStack(["Root", "First", "Second", "Third"])
        let top = controllers[3]
        var xs: [CGFloat] = []
        var stacks: [Int] = []
        for tap in 0..<3 {
            let before = tap == 0 ? 0 : top.view.presentationFrameInWindow.minX
            harness.window.send(.mouseDown(CGPoint(x: 30, y: 22)))
            harness.window.send(.mouseUp(CGPoint(x: 30, y: 22)))
            #expect(navigation.viewControllers.count == 3 - tap)
            #expect(top.view.presentationFrameInWindow.minX == before, "the tap does not move the leaving screen")
            for _ in 0..<4 {
                harness.run(1.0 / 60)
                xs.append(top.view.presentationFrameInWindow.minX)
                stacks.append(navigation.viewControllers.count)
            }
        }
        while harness.window.isTransitionInProgress {
            harness.run(1.0 / 60)
            if top.view.window != nil { xs.append(top.view.presentationFrameInWindow.minX) }
        }
        #expect(stacks == [3, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1])
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $1 >= $0 && $1 - $0 < 60 }, "one continuous slide: \(xs)")
        #expect(xs.count == 24, "one 0.4 s slide from the first tap, not three")
        #expect(navigation.viewControllers == [controllers[0]] && controllers[1].parent == nil)
        #expect(harness.essentialLog.filter { $0.hasPrefix("animationEnded") } == ["animationEnded(true)"])
        let log = harness.essentialLog
        #expect(log.filter { $0.hasPrefix("First.view") } == ["First.viewWillAppear", "First.viewWillDisappear", "First.viewDidDisappear"])
        #expect(log.filter { $0.hasPrefix("Second.view") } == ["Second.viewWillAppear", "Second.viewWillDisappear", "Second.viewDidDisappear"])
        #expect(log.filter { $0.hasPrefix("Third.view") } == ["Third.viewWillDisappear", "Third.viewDidDisappear"])
        #expect(log.filter { $0.hasPrefix("Root.view") } == ["Root.viewWillAppear", "Root.viewDidAppear"])
        #expect(controllers[0].view.superview === navigation.contentView && controllers[1].view.superview == nil)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
}
