import Foundation
import Testing
import TransitionCatalog
import TransitionKitTestSupport
import TransitionKitTesting
import TransitionKit

@Suite("EdgeSlideAnimator (seed 000)")
@MainActor
struct EdgeSlideAnimatorTests {
    /// Where the presented view starts for each target edge in a 400 x 600 window.
    static let starts: [(UIRectEdge, CGPoint)] = [
        (.right, CGPoint(x: 400, y: 0)), (.left, CGPoint(x: -400, y: 0)),
        (.top, CGPoint(x: 0, y: -600)), (.bottom, CGPoint(x: 0, y: 600)),
    ]

    /// Presents B from A with the edge slide (.right) driven by a percent-driven interactor,
    /// logging "completion" when the presentation completes. The delegate is returned so it lives.
    private func presentWithInteractor() -> (
        TransitionHarness, NamedViewController, NamedViewController, UIPercentDrivenInteractiveTransition, AnimatorDelegate
    ) {
        let a = NamedViewController("A"), b = NamedViewController("B")
        let delegate = AnimatorDelegate { EdgeSlideAnimator(targetEdge: .right) }
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        let harness = TransitionTestHarness(rootViewController: a)
        harness.clearCallbackLog()
        harness.present(b)
        return (harness, a, b, interactor, delegate)
    }

    @Test("Presenting slides in from the target edge; half way at half the duration", arguments: [0, 1, 2, 3])
    func present(index: Int) {
        let (edge, start) = Self.starts[index]
        let a = NamedViewController("A"), b = NamedViewController("B")
        let delegate = AnimatorDelegate { EdgeSlideAnimator(targetEdge: edge) }
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        let harness = TransitionTestHarness(rootViewController: a)
        harness.clearCallbackLog()
        harness.present(b)
        #expect(b.view.onScreen.frame.origin == start)
        harness.clock.advance(by: EdgeSlideAnimator.duration / 2)
        #expect(isClose(b.view.onScreen.frame.origin, CGPoint(x: start.x / 2, y: start.y / 2), 1e-6))
        harness.settle()
        assertCallbackOrder(harness.essentialCallbackLog, ExpectedLog.customPresent("B"))
        #expect(b.view.frame == harness.window.bounds)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Dismissing slides away from the target edge (present .right + dismiss .left: in and out on the right)")
    func dismissAwayFromTheEdge() {
        let a = NamedViewController("A"), b = NamedViewController("B")
        var edge = UIRectEdge.right
        let delegate = AnimatorDelegate { EdgeSlideAnimator(targetEdge: edge) }
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        let harness = TransitionTestHarness(rootViewController: a)
        a.present(b, animated: true)
        harness.settle()
        edge = .left
        harness.clearCallbackLog()
        harness.dismiss()
        let container = b.view.superview!
        #expect(container.subviews.firstIndex { $0 === a.view }! < container.subviews.firstIndex { $0 === b.view }!,
                "the revealed view goes under the leaving one")
        harness.clock.advance(by: EdgeSlideAnimator.duration / 2)
        #expect(isClose(b.view.onScreen.frame.origin, CGPoint(x: 200, y: 0), 1e-6))
        #expect(a.view.onScreen.frame == harness.window.bounds)
        harness.settle()
        assertCallbackOrder(harness.essentialCallbackLog, ExpectedLog.fullScreenDismiss("A", "B"))
        #expect(b.view.frame.minX == 400, "off screen on the right")
        #expect(a.view.frame == harness.window.bounds && a.view.window === harness.window)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Scrubbed by UIPercentDrivenInteractiveTransition: linear (the view follows the finger); finish completes")
    func scrubAndFinish() {
        let (harness, _, b, interactor, delegate) = presentWithInteractor()
        harness.run(0.3)
        #expect(b.view.onScreen.frame.minX == 400, "held at 0 % until updated")
        interactor.update(0.5)
        #expect(isClose(b.view.onScreen.frame.minX, 200, 1e-6))
        interactor.update(0.25)
        #expect(isClose(b.view.onScreen.frame.minX, 300, 1e-6), "linear while interactive, not ease-in-out")
        interactor.finish()
        harness.settle()
        #expect(harness.callbackLog.contains("completion") && harness.log.last == "animationEnded(true)")
        #expect(b.view.frame == harness.window.bounds)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
        withExtendedLifetime(delegate) {}   // the presented controller holds its delegate weakly
    }

    @Test("Cancelled at 0.45: the presented view slides back out and is removed; no completion")
    func scrubAndCancel() {
        let (harness, a, b, interactor, delegate) = presentWithInteractor()
        interactor.update(0.45)
        interactor.cancel()
        harness.run(0.05)
        #expect(b.view.onScreen.frame.minX > 400 * (1 - 0.45), "runs back, no snap")
        harness.settle()
        #expect(!harness.callbackLog.contains("completion") && harness.log.last == "animationEnded(false)")
        #expect(b.viewIfLoaded?.superview == nil && a.presentedViewController == nil)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
        withExtendedLifetime(delegate) {}   // the presented controller holds its delegate weakly
    }

    @Test("Push slides in from the edge, pop slides back out")
    func pushAndPop() {
        let (harness, navigation, root) = makeNavigationHarness()
        let delegate = NavigationAnimatorDelegate { operation in
            EdgeSlideAnimator(targetEdge: operation == .push ? .right : .left)
        }
        navigation.delegate = delegate
        let second = NamedViewController("Second")
        harness.clearCallbackLog()
        navigation.pushViewController(second, animated: true)
        #expect(second.view.onScreen.frame.minX == 400)
        harness.settle()
        #expect(harness.callbacks == ExpectedLog.navigation(from: "Root", to: "Second"))
        harness.clearCallbackLog()
        navigation.popViewController(animated: true)
        harness.clock.advance(by: EdgeSlideAnimator.duration / 2)
        #expect(isClose(second.view.onScreen.frame.minX, 200, 1e-6))
        harness.settle()
        #expect(harness.callbacks == ExpectedLog.navigation(from: "Second", to: "Root"))
        #expect(root.view.frame == navigation.contentView.bounds && root.view.window === harness.window)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("An edge set that is not one edge uses the first of top, bottom, left, right; none means right")
    func oddEdges() {
        #expect(EdgeSlideAnimator(targetEdge: [.left, .bottom]).targetEdge == [.left, .bottom])
        let a = NamedViewController("A"), b = NamedViewController("B")
        let delegate = AnimatorDelegate { EdgeSlideAnimator(targetEdge: []) }
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        let harness = TransitionTestHarness(rootViewController: a)
        a.present(b, animated: true)
        #expect(b.view.onScreen.frame.minX == 400)
        harness.settle()
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
}
