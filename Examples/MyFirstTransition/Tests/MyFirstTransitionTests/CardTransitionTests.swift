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

    @Test("The card's slide, as a filmstrip at 0, 25, 50, 75 and 100 %, matches its reference image")
    func presentationSnapshot() {
        let home = NamedViewController("Home"), card = NamedViewController("Card")
        home.view.backgroundColor = UIColor(red: 0.20, green: 0.35, blue: 0.60, alpha: 1)
        card.view.backgroundColor = UIColor(red: 0.85, green: 0.45, blue: 0.25, alpha: 1)
        let delegate = CardTransitioningDelegate()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        let harness = TransitionTestHarness(rootViewController: home, windowSize: CGSize(width: 120, height: 200))
        // Change CardPresentAnimator and this fails, writing the actual filmstrip and a diff image
        // next to the reference; TRANSITIONKIT_RECORD=1 swift test records the new reference.
        assertTransitionSnapshot(of: harness, named: "card-present") { harness.present(card) }
        #expect(harness.settle())
    }
}
