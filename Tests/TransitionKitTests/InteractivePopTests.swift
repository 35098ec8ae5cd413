import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

@Suite("Interactive pop")
@MainActor
struct InteractivePopTests {
    /// A 400-point-wide stack Root > Second, settled.
    private func makeStack(delegate: RecordingNavigationDelegate? = nil) -> (TransitionHarness, UINavigationController, NamedViewController, NamedViewController) {
        let root = NamedViewController("Root"), second = NamedViewController("Second")
        let navigation = UINavigationController(rootViewController: root)
        navigation.delegate = delegate
        let harness = TransitionHarness(root: navigation)
        navigation.pushViewController(second, animated: false)
        harness.settle()
        harness.clearLog()
        return (harness, navigation, root, second)
    }

    /// Drags from the left edge to `x` over `duration` seconds in 10 steps, then releases.
    private func edgeDrag(_ harness: TransitionHarness, to x: CGFloat, over duration: TimeInterval, hold: TimeInterval = 0.2) {
        let y: CGFloat = 300
        harness.window.send(.mouseDown(CGPoint(x: 5, y: y)))
        for step in 1...10 {
            harness.run(duration / 10)
            harness.window.send(.mouseMove(CGPoint(x: 5 + (x - 5) * CGFloat(step) / 10, y: y)))
        }
        harness.run(hold)
        harness.window.send(.mouseUp(CGPoint(x: x, y: y)))
    }

    @Test("Released at 45 % it cancels; at 55 % it finishes")
    func thresholds() {
        for (fraction, finishes) in [(0.45, false), (0.55, true)] {
            let (harness, navigation, root, second) = makeStack()
            #expect(navigation.interactivePopGestureRecognizer is UIScreenEdgePanGestureRecognizer)
            edgeDrag(harness, to: 400 * fraction + 5, over: 0.5)
            #expect(navigation.viewControllers.count == 1, "the stack changes while the pop runs")
            let x = second.view.presentationFrameInWindow.minX
            #expect(abs(x - 400 * fraction) < 12, "the screen tracks the pointer: \(x)")
            harness.settle()
            if finishes {
                #expect(navigation.topViewController === root && second.parent == nil)
                #expect(Array(harness.essentialLog.suffix(3)) == ["Root.viewDidAppear", "didShow Root", "animationEnded(true)"])
            } else {
                #expect(navigation.topViewController === second && navigation.viewControllers.count == 2)
                #expect(harness.essentialLog == [
                    "willShow Root", "Second.viewWillDisappear", "Root.viewWillAppear", "startInteractiveTransition",
                    "cancelInteractiveTransition", "completeTransition(false)", "Root.viewWillDisappear",
                    "Root.viewDidDisappear", "Second.viewWillAppear", "Second.viewDidAppear", "animationEnded(false)",
                ])
                #expect(second.view.frame.minX == 0 && second.view.transform == .identity)
            }
            #expect(harness.violations.isEmpty, "\(harness.violations)")
        }
    }

    @Test("A fast rightward flick at 30 % finishes")
    func flick() {
        let (harness, navigation, root, _) = makeStack()
        edgeDrag(harness, to: 125, over: 0.08, hold: 0)
        harness.settle()
        #expect(navigation.topViewController === root)
    }

    @Test("It still works when the delegate gives an animator but no interaction controller")
    func delegateAnimatorWithoutInteractor() {
        let delegate = RecordingNavigationDelegate()
        delegate.animator = LinearFadeAnimator(duration: 0.5)
        let (harness, navigation, root, second) = makeStack(delegate: delegate)
        harness.window.send(.mouseDown(CGPoint(x: 5, y: 300)))
        for step in 1...6 { harness.window.send(.mouseMove(CGPoint(x: 5 + CGFloat(step) * 20, y: 300))); harness.run(0.05) }
        // 120 of 400 points: the animator's fade-in of the revealed screen is scrubbed to 30 %.
        #expect(abs(root.view.layer.presentation()!.opacity - 0.3) < 0.05, "\(root.view.layer.presentation()!.opacity)")
        harness.window.send(.mouseUp(CGPoint(x: 125, y: 300)))
        harness.settle()
        #expect(delegate.operations == [.pop])
        #expect(navigation.topViewController === second || navigation.topViewController === root)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Not at the root, and not from the middle of the screen")
    func onlyFromTheEdgeAboveTheRoot() {
        let (harness, navigation, _, _) = makeStack()
        // The edge pan alone: the iOS 26 content pan (FluidNavigationTests) is switched off.
        navigation.interactiveContentPopGestureRecognizer?.isEnabled = false
        harness.window.send(.mouseDown(CGPoint(x: 100, y: 300)))
        harness.window.send(.mouseMove(CGPoint(x: 300, y: 300)))
        harness.window.send(.mouseUp(CGPoint(x: 300, y: 300)))
        harness.settle()
        #expect(navigation.viewControllers.count == 2)
        navigation.popViewController(animated: false)
        harness.settle()
        edgeDrag(harness, to: 300, over: 0.3)
        harness.settle()
        #expect(navigation.viewControllers.count == 1 && !harness.window.diagnostics.contains { $0.code == .cannotPopRoot })
    }

    @Test("The back button pops")
    func backButton() {
        let (harness, navigation, root, _) = makeStack()
        harness.window.send(.mouseDown(CGPoint(x: 30, y: 22)))
        harness.window.send(.mouseUp(CGPoint(x: 30, y: 22)))
        harness.settle()
        #expect(navigation.topViewController === root)
    }
}
