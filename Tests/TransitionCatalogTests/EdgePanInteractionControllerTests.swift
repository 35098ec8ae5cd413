import Foundation
import Testing
import TransitionCatalog
import TransitionKitTestSupport
import TransitionKit

/// Seed 000's Interactivity demo in miniature: A's right-edge pan presents B, B's left-edge pan
/// dismisses it; the delegate hands out an `EdgePanInteractionController` only while a pan is
/// recognizing.
@MainActor
private final class EdgePanDemo: UIViewControllerTransitioningDelegate {
    let a = NamedViewController("A"), b = NamedViewController("B")
    var gestureRecognizer: UIScreenEdgePanGestureRecognizer?
    var targetEdge: UIRectEdge = .right
    private(set) var controllers: [EdgePanInteractionController] = []
    let harness: TransitionHarness

    init() {
        harness = TransitionHarness(root: a)   // 400 x 600
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = self
        let present = UIScreenEdgePanGestureRecognizer { [unowned self] pan in
            guard pan.state == .began else { return }
            gestureRecognizer = pan
            targetEdge = .right
            a.present(b, animated: true) { [unowned self] in harness.note("completion") }
        }
        present.edges = .right
        a.view.addGestureRecognizer(present)
        let dismiss = UIScreenEdgePanGestureRecognizer { [unowned self] pan in
            guard pan.state == .began else { return }
            gestureRecognizer = pan
            targetEdge = .left
            b.dismiss(animated: true) { [unowned self] in harness.note("completion") }
        }
        dismiss.edges = .left
        b.view.addGestureRecognizer(dismiss)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { EdgeSlideAnimator(targetEdge: targetEdge) }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        EdgeSlideAnimator(targetEdge: targetEdge)
    }
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { makeController() }
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { makeController() }

    private func makeController() -> EdgePanInteractionController? {
        guard let gestureRecognizer, gestureRecognizer.state == .began || gestureRecognizer.state == .changed else { return nil }
        let controller = EdgePanInteractionController(gestureRecognizer: gestureRecognizer, edgeForDragging: targetEdge)
        controllers.append(controller)
        return controller
    }

    /// A drag from x = `from` to x = `to` at y = 300, held still for 0.2 s before the release.
    func drag(from: CGFloat, to: CGFloat, check: ((CGFloat) -> Void)? = nil) {
        let window = harness.window
        window.send(.mouseDown(CGPoint(x: from, y: 300)))
        harness.run(1.0 / 60)
        for step in 1...10 {
            let x = from + (to - from) * CGFloat(step) / 10
            window.send(.mouseMove(CGPoint(x: x, y: 300)))
            harness.run(1.0 / 60)
            check?(x)
        }
        harness.run(0.2)
        window.send(.mouseUp(CGPoint(x: to, y: 300)))
    }
}

@Suite("EdgePanInteractionController (seed 000)")
@MainActor
struct EdgePanInteractionControllerTests {
    @Test("A right-edge drag presents B under the pointer; released at 45 % it cancels")
    func presentCancelled() throws {
        let demo = EdgePanDemo()
        demo.harness.clearLog()
        demo.drag(from: 398, to: 398 - 0.45 * 400) { x in
            guard let frame = demo.b.viewIfLoaded?.layer.presentation()?.frame, demo.b.view.window != nil else { return }
            #expect(abs(frame.minX - (x + 2)) < 1e-6, "B's edge \(frame.minX) follows the pointer \(x) (pressed 2 pt from the edge)")
        }
        let controller = try #require(demo.controllers.last)
        #expect(abs(controller.percentComplete - 0.45) < 1e-6 && controller.edge == .right)
        #expect(demo.harness.settle())
        #expect(controller.isDone)
        #expect(demo.a.presentedViewController == nil && demo.b.viewIfLoaded?.window == nil)
        #expect(demo.a.view.window === demo.harness.window && demo.a.view.frame == demo.harness.window.bounds)
        #expect(demo.harness.essentialLog == [
            "presentationTransitionWillBegin", "A.viewWillDisappear", "B.viewWillAppear", "startInteractiveTransition",
            "cancelInteractiveTransition", "completeTransition(false)", "presentationTransitionDidEnd(false)",
            "B.viewWillDisappear", "B.viewDidDisappear", "A.viewWillAppear", "A.viewDidAppear", "animationEnded(false)",
        ])
        #expect(!demo.harness.log.contains("completion"))
        #expect(demo.harness.violations.isEmpty, "\(demo.harness.violations)")
    }

    @Test("Released at 55 % it finishes; a left-edge drag on B dismisses the same way")
    func presentFinishedThenDismiss() throws {
        let demo = EdgePanDemo()
        demo.harness.clearLog()
        demo.drag(from: 398, to: 398 - 0.55 * 400)
        #expect(demo.harness.settle())
        #expect(demo.a.presentedViewController === demo.b && demo.b.view.frame == demo.harness.window.bounds)
        #expect(demo.harness.essentialLog == [
            "presentationTransitionWillBegin", "A.viewWillDisappear", "B.viewWillAppear", "startInteractiveTransition",
            "finishInteractiveTransition", "completeTransition(true)", "presentationTransitionDidEnd(true)",
            "B.viewDidAppear", "A.viewDidDisappear", "completion", "animationEnded(true)",
        ])

        demo.harness.clearLog()
        demo.drag(from: 2, to: 2 + 0.45 * 400)
        #expect(demo.harness.settle())
        #expect(demo.a.presentedViewController === demo.b, "45 %: cancelled, B stays")
        #expect(demo.harness.log.contains("cancelInteractiveTransition") && demo.harness.log.last == "animationEnded(false)")
        #expect(demo.b.view.frame == demo.harness.window.bounds)

        demo.harness.clearLog()
        demo.drag(from: 2, to: 2 + 0.55 * 400)
        #expect(demo.controllers.last?.edge == .left)
        #expect(demo.harness.settle())
        #expect(demo.a.presentedViewController == nil && demo.b.viewIfLoaded?.window == nil)
        #expect(demo.harness.log.contains("finishInteractiveTransition") && demo.harness.log.contains("completion"))
        #expect(demo.controllers.count == 3 && demo.controllers.allSatisfy(\.isDone))
        #expect(demo.harness.violations.isEmpty, "\(demo.harness.violations)")
    }

    @Test("The percent is the translation away from the edge over the container's size, for each edge")
    func percentForEachEdge() throws {
        let (window, _) = makeTestWindow(width: 400, height: 300)
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let cases: [(UIRectEdge, CGPoint, CGPoint, CGFloat)] = [
            (.right, CGPoint(x: 398, y: 150), CGPoint(x: 298, y: 150), 0.25),
            (.left, CGPoint(x: 2, y: 150), CGPoint(x: 202, y: 150), 0.5),
            (.bottom, CGPoint(x: 200, y: 298), CGPoint(x: 200, y: 148), 0.5),
            (.top, CGPoint(x: 200, y: 2), CGPoint(x: 200, y: 77), 0.25),
        ]
        for (edge, start, end, expected) in cases {
            let pan = UIScreenEdgePanGestureRecognizer { _ in }
            pan.edges = edge
            view.addGestureRecognizer(pan)
            let controller = EdgePanInteractionController(gestureRecognizer: pan, edgeForDragging: edge)
            window.send(.mouseDown(start))
            window.send(.mouseMove(end))
            #expect(pan.state == .began || pan.state == .changed, "\(edge)")
            #expect(abs(controller.percent(for: pan) - expected) < 1e-9, "\(edge)")
            window.send(.mouseUp(end))
            window.clock.advance(by: 1.0 / 60)
            view.removeGestureRecognizer(pan)
        }
    }

    @Test("A controller made for one drag ignores the next drag of the same recognizer")
    func ignoresLaterDrags() throws {
        let demo = EdgePanDemo()
        demo.drag(from: 398, to: 398 - 0.3 * 400)
        demo.harness.settle()
        let first = try #require(demo.controllers.first)
        #expect(first.isDone && abs(first.percentComplete - 0.3) < 1e-6)
        demo.drag(from: 398, to: 398 - 0.8 * 400)
        demo.harness.settle()
        #expect(abs(first.percentComplete - 0.3) < 1e-6, "the first controller did not follow the second drag")
        #expect(demo.controllers.count == 2 && demo.a.presentedViewController === demo.b)
        #expect(demo.harness.violations.isEmpty, "\(demo.harness.violations)")
    }
}
