import Foundation
import Testing
import TransitionCatalog
import TransitionKit
import TransitionKitTesting

/// The App-Store-style card expansion: constraints changed and laid out inside a spring
/// animation, in a transition (scrubbed, cancelled, reversed).
@Suite("CardExpandAnimator")
@MainActor
struct CardExpandAnimatorTests {
    static let cardFrame = CGRect(x: 20, y: 120, width: 160, height: 100)

    /// Home (orange) presenting a detail (blue, with a label pinned by constraints) over full screen.
    /// The animators the delegate handed out, most recent last.
    private final class Made {
        var animators: [CardExpandAnimator] = []
        var last: CardExpandAnimator? { animators.last }
    }

    private func setUp() -> (TransitionTestHarness, NamedViewController, AnimatorDelegate, Made) {
        let home = NamedViewController("Home"), detail = NamedViewController("Detail")
        home.view.backgroundColor = .systemOrange
        detail.view.backgroundColor = .systemBlue
        let title = UILabel()
        title.text = "Detail"
        title.translatesAutoresizingMaskIntoConstraints = false
        detail.view.addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: detail.view.leadingAnchor, constant: 16),
            title.topAnchor.constraint(equalTo: detail.view.topAnchor, constant: 16),
        ])
        let made = Made()
        let delegate = AnimatorDelegate(
            presenting: { let animator = CardExpandAnimator(isPresenting: true, cardFrame: Self.cardFrame); made.animators.append(animator); return animator },
            dismissing: { let animator = CardExpandAnimator(isPresenting: false, cardFrame: Self.cardFrame); made.animators.append(animator); return animator })
        detail.modalPresentationStyle = .overFullScreen
        detail.transitioningDelegate = delegate
        return (TransitionTestHarness(rootViewController: home, windowSize: CGSize(width: 200, height: 300)), detail, delegate, made)
    }

    @Test("Expands from the card's frame to full screen on the constraints' spring; the detail ends in the container, no constraint left")
    func expands() throws {
        let (harness, detail, delegate, _) = setUp()
        _ = delegate
        harness.present(detail)
        harness.advance(frames: 1)
        let container = try #require(detail.view.superview)
        let start = try #require(container.layer.presentation()).frame
        #expect(abs(start.minX - 20) < 3 && abs(start.minY - 120) < 6 && abs(start.width - 160) < 6, "starts at the card")
        harness.advance(by: 0.15)
        let mid = try #require(container.layer.presentation()).frame
        #expect(mid.minY < 110 && mid.minY > 0 && mid.width > 165 && mid.width < 200, "on its way")
        #expect(container.layer.presentation()!.cornerRadius < CardExpandAnimator.cardCornerRadius)
        #expect(harness.settle())
        #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
        #expect(detail.view.translatesAutoresizingMaskIntoConstraints, "given back its autoresizing")
        #expect(detail.view.superview !== container, "out of the temporary card container")
        #expect(container.superview == nil)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Scrubbed half way and cancelled: the card container is gone and the detail is not on screen")
    func cancelled() {
        let (harness, detail, delegate, made) = setUp()
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        harness.present(detail)
        harness.advance(frames: 1)
        interactor.update(0.5)
        harness.advance(frames: 2)
        let card = made.last?.cardContainer
        #expect(card != nil && detail.view.superview === card)
        interactor.cancel()
        #expect(harness.settle())
        #expect(detail.presentingViewController == nil)
        #expect(detail.viewIfLoaded?.window == nil)
        #expect(card?.superview == nil && made.last?.containerConstraints.isEmpty == true)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Dismissal collapses the detail back into the card's frame")
    func collapses() throws {
        let (harness, detail, delegate, made) = setUp()
        _ = delegate
        harness.present(detail)
        #expect(harness.settle())
        #expect(harness.dismiss())
        harness.advance(by: 0.45)
        let card = try #require(made.last?.cardContainer)
        let frame = try #require(card.layer.presentation()).frame
        #expect(abs(frame.minX - 20) < 8 && abs(frame.minY - 120) < 12 && abs(frame.height - 100) < 15, "nearly back at the card")
        #expect(harness.settle())
        #expect(detail.presentingViewController == nil && detail.viewIfLoaded?.window == nil)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Filmstrip of the expansion (0, 25, 50, 75, 100 %)")
    func filmstrip() {
        let (harness, detail, delegate, _) = setUp()
        _ = delegate
        assertTransitionSnapshot(of: harness, named: "card-expand") { harness.present(detail) }
        #expect(harness.settle())
    }
}
