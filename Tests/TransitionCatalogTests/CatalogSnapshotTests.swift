import Foundation
import Testing
import TransitionCatalog
import TransitionKit
import TransitionKitTesting

/// Filmstrips of catalog transitions at 0, 25, 50, 75 and 100 % of their duration, compared with
/// the references in `__Snapshots__/CatalogSnapshotTests/` (record again with
/// `TRANSITIONKIT_RECORD=1 swift test --filter CatalogSnapshotTests` after an intended change,
/// and look at the new PNGs before committing them).
///
/// Rendering is synchronous on the main actor (a headless host made and destroyed within each
/// snapshot), so it never overlaps the SDL suite's hosts.
@Suite("Catalog snapshots")
@MainActor
struct CatalogSnapshotTests {
    /// An orange "A" presenting a blue "B" through `delegate` in a 120 x 180 pt window.
    private func presentation(
        _ style: UIModalPresentationStyle, _ delegate: any UIViewControllerTransitioningDelegate
    ) -> (TransitionTestHarness, NamedViewController) {
        let a = NamedViewController("A"), b = NamedViewController("B")
        a.view.backgroundColor = .systemOrange
        b.view.backgroundColor = .systemBlue
        b.modalPresentationStyle = style
        b.transitioningDelegate = delegate
        return (TransitionTestHarness(rootViewController: a, windowSize: CGSize(width: 120, height: 180)), b)
    }

    @Test("CrossDissolveAnimator, full screen: A fades out while B fades in")
    func crossDissolve() {
        let delegate = AnimatorDelegate { CrossDissolveAnimator() }
        let (harness, b) = presentation(.fullScreen, delegate)
        assertTransitionSnapshot(of: harness, named: "cross-dissolve-full-screen") { harness.present(b) }
        harness.settle()
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("HalfWaySpringAnimator, full screen: B springs up from half height while it fades in")
    func halfWaySpring() {
        let delegate = HalfWaySpringTransitioningDelegate()
        let (harness, b) = presentation(.fullScreen, delegate)
        assertTransitionSnapshot(of: harness, named: "half-way-spring-full-screen") { harness.present(b) }
        harness.settle()
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
}
