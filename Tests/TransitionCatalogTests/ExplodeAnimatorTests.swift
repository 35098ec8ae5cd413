import Foundation
import Testing
import TransitionCatalog
import TransitionKit
import TransitionKitTesting

/// The explode dismissal: a real-world pattern built on `resizableSnapshotView(from:...)` tiles
/// scattered in one `UIView.animate` block.
@Suite("ExplodeAnimator")
@MainActor
struct ExplodeAnimatorTests {
    /// A (orange) presenting B (blue, with a label) with a cross dissolve, B dismissed by `explode`.
    private func presentedB(_ explode: ExplodeAnimator, interactor: (any UIViewControllerInteractiveTransitioning)? = nil)
        -> (TransitionTestHarness, NamedViewController, AnimatorDelegate) {
        let a = NamedViewController("A"), b = NamedViewController("B")
        a.view.backgroundColor = .systemOrange
        b.view.backgroundColor = .systemBlue
        let label = UILabel(frame: CGRect(x: 20, y: 40, width: 160, height: 30))
        label.text = "B"
        b.view.addSubview(label)
        let delegate = AnimatorDelegate(presenting: { CrossDissolveAnimator() }, dismissing: { explode })
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        let harness = TransitionTestHarness(rootViewController: a, windowSize: CGSize(width: 200, height: 300))
        harness.present(b)
        #expect(harness.settle())
        delegate.interactor = interactor  // the dismissal's only
        return (harness, b, delegate)
    }

    @Test("Mid-way the leaving view is hidden and its tiles fly out fading; at the end they are gone and A shows")
    func explodes() throws {
        let explode = ExplodeAnimator()
        let (harness, b, delegate) = presentedB(explode)
        _ = delegate
        #expect(harness.dismiss())
        harness.advance(by: 0.4)
        #expect(explode.tiles.count == 4 * 5, "200 x 300 in 64-pt tiles: 4 columns, 5 rows")
        #expect(b.view.isHidden)
        let first = try #require(explode.tiles.first?.layer.presentation())
        #expect(first.opacity > 0.05 && first.opacity < 0.95)
        #expect(first.position.x < 32 && first.position.y < 32, "the top-left tile moves up and left, away from the centre")
        #expect(harness.settle())
        #expect(explode.tiles.isEmpty)
        #expect(!harness.window.subviewsInHierarchy.contains { $0.bounds.size == CGSize(width: 64, height: 64) }, "no tile left")
        #expect(b.presentingViewController == nil && b.viewIfLoaded?.window == nil)
        #expect(!b.view.isHidden, "shown again: presented again, it must be visible")
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("The same seed draws the same explosion")
    func deterministic() throws {
        func positions() throws -> [CGPoint] {
            let explode = ExplodeAnimator()
            let (harness, _, delegate) = presentedB(explode)
            _ = delegate
            _ = harness.dismiss()
            harness.advance(by: 0.3)
            return try explode.tiles.map { try #require($0.layer.presentation()).position }
        }
        #expect(try positions() == positions())
    }

    @Test("Cancelled half way (interactive), B is back, shown and whole, and no tile is left")
    func cancelled() {
        let explode = ExplodeAnimator()
        let interactor = UIPercentDrivenInteractiveTransition()
        let (harness, b, delegate) = presentedB(explode, interactor: interactor)
        _ = delegate
        #expect(harness.dismiss())
        harness.advance(frames: 1)
        interactor.update(0.5)
        harness.advance(frames: 2)
        #expect(b.view.isHidden && !explode.tiles.isEmpty)
        interactor.cancel()
        #expect(harness.settle())
        #expect(!b.view.isHidden && b.view.window === harness.window && b.presentingViewController != nil)
        #expect(explode.tiles.isEmpty)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Filmstrip of the explosion (0, 25, 50, 75, 100 %)")
    func filmstrip() {
        let explode = ExplodeAnimator()
        let (harness, _, delegate) = presentedB(explode)
        _ = delegate
        assertTransitionSnapshot(of: harness, named: "explode-dismissal") { _ = harness.dismiss() }
        #expect(harness.settle())
    }
}

extension UIView {
    /// Every view under this one, depth first.
    fileprivate var subviewsInHierarchy: [UIView] { subviews.flatMap { [$0] + $0.subviewsInHierarchy } }
}
