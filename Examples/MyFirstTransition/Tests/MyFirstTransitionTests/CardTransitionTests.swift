import Testing
import TransitionKit
import TransitionKitTesting
@testable import MyFirstTransition

@Suite("The card transition")
@MainActor
struct CardTransitionTests {
    @Test("Presenting the card slides it into place; a drag down past a third dismisses it")
    func presentThenDragToDismiss() {
        let harness = TransitionTestHarness(rootViewController: NamedViewController("Home"))
        let delegate = CardTransitioningDelegate()
        let card = NamedViewController("Card")
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        card.loadViewIfNeeded()
        card.view.addGestureRecognizer(UIPanGestureRecognizer { [unowned card] pan in
            delegate.dismissInteraction.handlePan(pan, dismissing: card)
        })

        harness.present(card)
        #expect(harness.settle())
        #expect(card.view.frame == CardPresentAnimator.cardFrame(in: harness.window.bounds))
        #expect(card.view.transform == .identity)
        assertCallbackOrder(harness.essentialCallbackLog, ["Card.viewWillAppear", "Card.viewDidAppear", "completion"], matching: .inOrder)

        harness.clearCallbackLog()
        harness.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 560))
        #expect(harness.settle())
        #expect(card.presentingViewController == nil)
        assertCallbackOrder(harness.essentialCallbackLog, ["Card.viewWillDisappear", "Card.viewDidDisappear"], matching: .inOrder)
        #expect(harness.violations.isEmpty)
    }
}
