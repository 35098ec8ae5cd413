import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// Apple documentation, `UIModalTransitionStyle.flipHorizontal`: "When the view controller is
/// presented, the current view initiates a horizontal 3D flip from right-to-left, resulting in the
/// revealing of the new view as if it were on the back of the previous view. On dismissal, the
/// flip occurs from left-to-right, returning to the original view." Duration and curve are
/// undocumented; 0.75 s ease-in-out is used (`SystemAnimator.flipDuration`).
@Suite("UIModalTransitionStyle.flipHorizontal")
@MainActor
struct FlipHorizontalTests {
    private func presented() -> (UIWindow, AnimationClock, UIViewController, UIViewController) {
        let a = UIViewController(), b = UIViewController()
        let (window, clock) = makeTestWindow(root: a)
        a.view.backgroundColor = .red
        b.view.backgroundColor = .blue
        b.modalPresentationStyle = .fullScreen
        b.modalTransitionStyle = .flipHorizontal
        return (window, clock, a, b)
    }

    private func shown(_ view: UIView) -> CATransform3D { view.layer.presentation()!.transform }

    @Test("Presenting: the presenter turns right side forward to edge-on, then the presented turns on; 0.75 s")
    func present() {
        let (window, clock, a, b) = presented()
        a.present(b, animated: true)
        clock.advance(by: 0.1)
        #expect(window.diagnostics.isEmpty, "\(window.diagnostics)")
        // A turn by -angle about y: m13 = sin(angle) > 0 (the right side comes forward).
        #expect(shown(a.view).m13 > 0.05 && shown(a.view).m13 < 0.99 && shown(a.view).m34 != 0, "\(shown(a.view))")
        #expect(isClose(shown(b.view).m11, 0, 1e-9), "the presented view waits edge-on")
        clock.advance(by: 0.275)  // half of 0.75 s on a symmetric curve: edge-on
        #expect(isClose(shown(a.view).m11, 0, 1e-6) && isClose(shown(b.view).m11, 0, 1e-6))
        clock.advance(by: 0.2)
        #expect(shown(b.view).m11 > 0.05 && shown(b.view).m13 < 0, "the presented view comes round, its left side (the card's right edge) forward")
        #expect(b.isBeingPresented)
        clock.advance(by: 0.2)
        #expect(!b.isBeingPresented && a.presentedViewController === b)
        #expect(b.view.transform3D == CATransform3DIdentity && a.view.transform3D == CATransform3DIdentity)
    }

    @Test("The flip scrubs: held and stepped back, the presenter turns back; resumed, it finishes")
    func scrubbed() {
        let (window, clock, a, b) = presented()
        a.present(b, animated: true)
        clock.advance(by: 0.3)
        let turned = shown(a.view).m13
        #expect(window.scrubTransition(by: -0.2))
        clock.advance(by: 0.1)
        #expect(shown(a.view).m13 > 0 && shown(a.view).m13 < turned - 0.1, "held at 0.1 s: less turned")
        #expect(window.transitionState?.isInteractive == true)
        window.resumeTransition()
        clock.advance(by: 1)
        #expect(a.presentedViewController === b && !b.isBeingPresented && b.view.transform3D == CATransform3DIdentity)
    }

    @Test("Dismissing flips the other way: the presented view's left side comes forward")
    func dismiss() {
        let (window, clock, a, b) = presented()
        a.present(b, animated: true)
        clock.advance(by: 1)
        b.dismiss(animated: true)
        clock.advance(by: 0.1)
        #expect(shown(b.view).m13 < -0.05, "a turn by +angle about y: m13 = -sin(angle)")
        #expect(window.diagnostics.isEmpty)
        clock.advance(by: 0.9)
        #expect(a.presentedViewController == nil && a.view.transform3D == CATransform3DIdentity)
    }
}

/// Apple documentation, `UIModalTransitionStyle.partialCurl`: "one corner of the current view
/// curls up to reveal the presented view underneath. On dismissal, the curled up page unfurls
/// itself back on top of the presented view." Approximated by a page folded along a line
/// (`SystemAnimator+PartialCurl.swift`).
@Suite("UIModalTransitionStyle.partialCurl")
@MainActor
struct PartialCurlTests {
    @Test("The presenter's page folds up and stays folded while presented; dismissing lays it flat and removes it")
    func curlStaysUp() throws {
        let a = UIViewController(), b = UIViewController()
        let (window, clock) = makeTestWindow(root: a)
        b.modalPresentationStyle = .fullScreen
        b.modalTransitionStyle = .partialCurl
        a.present(b, animated: true)
        clock.advance(by: 1)
        #expect(a.presentedViewController === b && window.diagnostics.isEmpty)
        let container = try #require(b.view.superview)
        let page = try #require(container.subviews.last)
        #expect(page.isUserInteractionEnabled == false && page.subviews.count == 2)
        let lower = page.subviews[1]
        let folded = lower.transform3D
        #expect(isClose(folded.m22, cos(115 * .pi / 180), 1e-9) && folded.m34 != 0, "folded up 115 degrees about x")
        #expect(window.hitTest(CGPoint(x: 200, y: 280), with: nil) === b.view, "the presented view takes the touches below")
        b.dismiss(animated: true)
        clock.advance(by: 0.3)
        #expect(lower.layer.presentation()!.transform.m22 > folded.m22, "unfolding")
        clock.advance(by: 0.7)
        #expect(a.presentedViewController == nil && page.superview == nil)
    }
}
