import Foundation
import Testing
import TransitionKit
import TransitionKitTesting

@Suite("TransitionTestHarness")
@MainActor
struct TransitionTestHarnessTests {
    @Test("present and dismiss log UIKit's callback order for a custom presentation, with the completions")
    func presentAndDismiss() {
        let harness = TransitionTestHarness(rootViewController: NamedViewController("A"))
        let card = NamedViewController("Card")
        let delegate = SlideInDelegate { SlideInAnimator(duration: 0.4) }
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        harness.clearCallbackLog()
        harness.present(card)
        harness.advance(by: 0.2)
        #expect(harness.transitionProgress.map { abs($0 - 0.5) < 1e-9 } == true)
        #expect(card.view.layer.presentation()?.frame.minY == 300, "linear: half of 600 pt at half the duration")
        #expect(harness.settle())
        assertCallbackOrder(harness.essentialCallbackLog, [
            "presentationTransitionWillBegin", "Card.viewWillAppear", "completeTransition(true)",
            "presentationTransitionDidEnd(true)", "Card.viewDidAppear", "completion", "animationEnded(true)",
        ])
        harness.clearCallbackLog()
        #expect(harness.dismiss())
        harness.settle()
        assertCallbackOrder(harness.essentialCallbackLog, ["Card.viewWillDisappear", "Card.viewDidDisappear", "completion"],
                            matching: .inOrder)
        #expect(!harness.dismiss(), "nothing left to dismiss")
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("push and pop use the topmost navigation controller; pop refuses to pop the root")
    func pushAndPop() {
        let navigation = UINavigationController(rootViewController: NamedViewController("Root"))
        let harness = TransitionTestHarness(rootViewController: navigation)
        #expect(!harness.pop())
        #expect(harness.push(NamedViewController("Second")))
        harness.settle()
        #expect(navigation.viewControllers.count == 2)
        #expect(harness.pop())
        harness.settle()
        #expect(navigation.viewControllers.count == 1)
        #expect(!TransitionTestHarness(rootViewController: NamedViewController("A")).push(NamedViewController("B")))
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("advance(by:) runs exactly that time in whole frames and a short last one")
    func advance() {
        let harness = TransitionTestHarness(rootViewController: NamedViewController("A"))
        harness.advance(by: 0.1)
        #expect(abs(harness.clock.now - 0.1) < 1e-12)
        #expect(harness.clock.frameCount == 6)
        harness.advance(frames: 3)
        #expect(harness.clock.frameCount == 9)
        harness.advance(by: -1)
        harness.advance(by: .nan)
        #expect(harness.clock.frameCount == 9)
    }

    @Test("drag moves a pan by the distance; flick releases with speed, a held drag without")
    func dragAndFlick() {
        let root = NamedViewController("A")
        let harness = TransitionTestHarness(rootViewController: root)
        var translations: [CGPoint] = [], endVelocity: CGPoint?
        let pan = UIPanGestureRecognizer { pan in
            translations.append(pan.translation(in: nil))
            if pan.state == .ended { endVelocity = pan.velocity(in: nil) }
        }
        root.view.addGestureRecognizer(pan)
        harness.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 300))
        #expect(translations.last == CGPoint(x: 0, y: 200))
        #expect(endVelocity == .zero, "held still for 0.2 s before the release")
        harness.flick(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 100))
        #expect(translations.last == CGPoint(x: 0, y: -200))
        #expect((endVelocity?.y ?? 0) < -1000, "\(String(describing: endVelocity))")
    }

    @Test("edgePan starts within 20 pt of the edge; pinch ends at the asked scale")
    func edgePanAndPinch() {
        let root = NamedViewController("A")
        let harness = TransitionTestHarness(rootViewController: root)
        var edgeTranslation: CGPoint?, pinchScale: CGFloat?
        let edgePan = UIScreenEdgePanGestureRecognizer { edgePan in edgeTranslation = edgePan.translation(in: nil) }
        edgePan.edges = .right
        root.view.addGestureRecognizer(edgePan)
        harness.edgePan(from: .right, distance: 150)
        #expect(edgeTranslation == CGPoint(x: -150, y: 0))
        root.view.removeGestureRecognizer(edgePan)
        root.view.addGestureRecognizer(UIPinchGestureRecognizer { pinch in pinchScale = pinch.scale })
        harness.pinch(scale: 0.6)
        #expect(pinchScale.map { abs($0 - 0.6) < 1e-9 } == true, "\(String(describing: pinchScale))")
    }

    @Test("Unusable gesture input is refused with a test issue and sends nothing")
    func badInput() {
        let root = NamedViewController("A")
        let harness = TransitionTestHarness(rootViewController: root)
        var events = 0
        root.view.addGestureRecognizer(UIPanGestureRecognizer { _ in events += 1 })
        let failures = TestFailure.capturing {
            harness.drag(from: CGPoint(x: CGFloat.nan, y: 0), to: .zero)
            harness.drag(from: .zero, to: CGPoint(x: 10, y: 10), steps: 0)
            harness.pinch(scale: -1)
            harness.edgePan(from: [.left, .right], distance: 10)
        }
        #expect(failures.count >= 4, "\(failures)")
        #expect(failures.allSatisfy { $0.contains("refused") || $0.contains("needs") }, "\(failures)")
        #expect(events == 0 && harness.clock.frameCount == 0)
    }
}
