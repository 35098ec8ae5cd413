import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// Root > Second being pushed, 0.1 s into the system slide.
@MainActor
private func pushUnderway() -> (NamedViewController, UINavigationController, TransitionHarness, NamedViewController) {
    let root = NamedViewController("Root")
    let navigation = UINavigationController(rootViewController: root)
    let harness = TransitionHarness(root: navigation)
    let second = NamedViewController("Second")
    navigation.pushViewController(second, animated: true)
    harness.run(0.1)
    return (root, navigation, harness, second)
}

@Suite("Grabbing running transitions")
@MainActor
struct TransitionGrabTests {
    @Test("Grabbing a running push and dragging it back reverses it into a pop with balanced callbacks")
    func pushReversedIntoPop() {
        let (root, navigation, harness, second) = pushUnderway()
        let frame = second.view.presentationFrameInWindow
        #expect(frame.minX > 0 && frame.minX < 400)
        let press = CGPoint(x: frame.minX + 20, y: 300)
        harness.clearLog()
        harness.window.send(.mouseDown(press))
        #expect(harness.log == ["pauseInteractiveTransition"])
        let heldAt = second.view.presentationFrameInWindow.minX
        harness.run(0.3)
        #expect(second.view.presentationFrameInWindow.minX == heldAt, "paused while held")
        for step in 1...10 {
            harness.window.send(.mouseMove(CGPoint(x: press.x + CGFloat(step) * 25, y: 300)))
            harness.run(1.0 / 60)
        }
        #expect(second.view.presentationFrameInWindow.minX > heldAt + 100, "dragging right scrubs it back")
        harness.window.send(.mouseUp(CGPoint(x: press.x + 250, y: 300)))
        harness.settle()
        #expect(harness.essentialLog == [
            "pauseInteractiveTransition", "cancelInteractiveTransition", "completeTransition(false)",
            "Second.viewWillDisappear", "Second.viewDidDisappear", "Root.viewWillAppear", "Root.viewDidAppear",
            "animationEnded(false)",
        ])
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === root && second.parent == nil)
        #expect(root.view.window === harness.window && root.view.transform == .identity)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("A grabbed presentation is finished by a flick in its direction")
    func presentFinishedByFlick() {
        let a = NamedViewController("A"), b = NamedViewController("B")
        b.modalPresentationStyle = .fullScreen
        let harness = TransitionHarness(root: a)
        var completed = false
        a.present(b, animated: true) { completed = true }
        harness.run(0.1)
        let frame = b.view.presentationFrameInWindow
        let press = CGPoint(x: 200, y: frame.minY + 30)
        harness.window.send(.mouseDown(press))
        // A quick upward flick: 60 pt in 50 ms (1200 pt/s) projects well past half way.
        for step in 1...3 {
            harness.run(1.0 / 60)
            harness.window.send(.mouseMove(CGPoint(x: 200, y: press.y - CGFloat(step) * 20)))
        }
        harness.window.send(.mouseUp(CGPoint(x: 200, y: press.y - 60)))
        let releasedAt = b.view.presentationFrameInWindow.minY
        harness.run(1.0 / 60)
        #expect(b.view.presentationFrameInWindow.minY < releasedAt, "keeps moving up at once")
        harness.settle()
        #expect(completed && a.presentedViewController === b)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("A press outside the moving content is ignored while the transition runs")
    func pressElsewhereIgnored() {
        let a = NamedViewController("A"), b = NamedViewController("B")
        b.modalPresentationStyle = .fullScreen
        let harness = TransitionHarness(root: a)
        a.present(b, animated: true)
        harness.run(0.05)
        harness.clearLog()
        harness.window.send(.mouseDown(CGPoint(x: 200, y: 5)))
        harness.window.send(.mouseUp(CGPoint(x: 200, y: 5)))
        #expect(harness.log.isEmpty)
        harness.settle()
        #expect(a.presentedViewController === b)
    }
}

@Suite("Scrubbing from tools")
@MainActor
struct TransitionScrubTests {
    @Test("scrubTransition steps a running transition back; resumeTransition runs it on to its end")
    func stepBackAndResume() {
        let a = NamedViewController("A"), b = NamedViewController("B")
        let harness = TransitionHarness(root: a)
        #expect(!harness.window.scrubTransition(by: -1.0 / 60))
        a.present(b, animated: true)
        harness.run(0.2)
        let before = b.view.presentationFrameInWindow.minY
        #expect(harness.window.scrubTransition(by: -0.1))
        let after = b.view.presentationFrameInWindow.minY
        #expect(after > before, "stepped back: the sheet is lower again (\(before) -> \(after))")
        harness.run(0.5)
        #expect(b.view.presentationFrameInWindow.minY == after, "held where it was stepped to")
        #expect(harness.window.transitionState?.phase == .interactive)
        harness.window.resumeTransition()
        harness.settle()
        #expect(a.presentedViewController === b && harness.violations.isEmpty)
    }

    /// Found by the fuzzer: a second press while a grab held the first (two buttons) went to the
    /// views, the release went to the grab, and the views' touch was never lifted: it kept the
    /// removed screen's view alive and showed a finger stuck down.
    @Test("A second press during a grab stays with the grab: after the release no finger is left down")
    func secondPressDuringGrab() {
        let (_, _, harness, second) = pushUnderway()
        let press = CGPoint(x: second.view.presentationFrameInWindow.minX + 20, y: 300)
        harness.window.send(.mouseDown(press))
        harness.window.send(.mouseDown(CGPoint(x: 100, y: 500)))
        #expect(harness.window.activeTouchLocations.isEmpty, "the views got the second press")
        harness.window.send(.mouseUp(CGPoint(x: 100, y: 500)))
        harness.settle()
        #expect(harness.window.activeTouchLocations.isEmpty)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
}

