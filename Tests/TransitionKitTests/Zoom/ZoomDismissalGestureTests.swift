import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// The zoom's interactive dismissal: "People can then grab, drag, and control the transitions …
/// they can stop the transition or drag it to slow it down or reverse it" (Apple, "Enhancing your
/// app with fluid transitions"); `ZoomOptions.interactiveDismissShouldBegin` may refuse
/// (UIViewController.h, iOS 18). A drag down anywhere in the zoomed view pops it; the progress is
/// the downward distance over the 600 pt height, the content point under the finger stays under
/// it, and a release projected to a quarter or more finishes.
@Suite("Zoom transition: interactive dismissal")
@MainActor
struct ZoomDismissalGestureTests {
    @Test("A short drag down, held and released, springs back with balanced callbacks")
    func dragCancels() {
        let world = ZoomWorld()
        world.pushDetail()
        world.harness.clearLog()
        world.harness.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 360), duration: 0.3, release: false)
        // 60 of 600 points: 10 % of the way to the cell; the scale is 1 - 0.1 x 0.75 = 0.925.
        #expect(world.harness.window.transitionState?.isInteractive == true)
        #expect(world.harness.window.transitionState?.percentComplete == 0.1)
        let drawn = world.drawnFrame(world.detail.view)
        #expect(abs(drawn.width - 370) < 0.01, "\(drawn)")
        // The point pressed, (200, 300) of the detail, is drawn under the finger at (200, 360).
        #expect(abs(drawn.minX + 200 * 0.925 - 200) < 0.01 && abs(drawn.minY + 300 * 0.925 - 360) < 0.01, "\(drawn)")
        world.harness.window.send(.mouseUp(CGPoint(x: 200, y: 360)))
        world.harness.settle()
        #expect(world.navigation.topViewController === world.detail)
        #expect(world.detail.view.frame == CGRect(x: 0, y: 0, width: 400, height: 600) && world.detail.view.transform == .identity)
        #expect(!world.grid.cells[4].isHidden && world.grid.view.superview == nil)
        #expect(world.harness.essentialLog == [
            "willShow Grid", "Detail.viewWillDisappear", "Grid.viewWillAppear", "startInteractiveTransition",
            "cancelInteractiveTransition", "completeTransition(false)", "Grid.viewWillDisappear",
            "Grid.viewDidDisappear", "Detail.viewWillAppear", "Detail.viewDidAppear", "animationEnded(false)",
        ])
        #expect(world.providerCalls.entries.count == 2)
        #expect(world.harness.violations.isEmpty, "\(world.harness.violations)")
    }

    @Test("A drag down half the height finishes into the cell with balanced callbacks")
    func dragFinishes() {
        let world = ZoomWorld()
        world.pushDetail()
        world.harness.clearLog()
        world.harness.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 500), duration: 0.3)
        world.harness.settle()
        #expect(world.navigation.topViewController === world.grid && world.detail.parent == nil)
        #expect(world.harness.essentialLog == [
            "willShow Grid", "Detail.viewWillDisappear", "Grid.viewWillAppear", "startInteractiveTransition",
            "finishInteractiveTransition", "completeTransition(true)", "Detail.viewDidDisappear", "Grid.viewDidAppear",
            "didShow Grid", "animationEnded(true)",
        ])
        #expect(!world.grid.cells[4].isHidden)
        #expect(world.harness.violations.isEmpty, "\(world.harness.violations)")
    }

    @Test("interactiveDismissShouldBegin returning false refuses the drag; it is told where and that it would begin")
    func refused() {
        let options = UIViewController.Transition.ZoomOptions()
        var asked: [(CGPoint, Bool)] = []
        options.interactiveDismissShouldBegin = { context in
            asked.append((context.location, context.willBegin))
            return false
        }
        let world = ZoomWorld(options: options)
        world.pushDetail()
        world.harness.clearLog()
        world.harness.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 500), duration: 0.3)
        world.harness.settle()
        #expect(world.navigation.topViewController === world.detail)
        #expect(world.harness.essentialLog.isEmpty, "\(world.harness.essentialLog)")
        #expect(asked.count == 1 && asked.first?.1 == true)
        #expect(asked.first.map { abs($0.0.x - 200) < 0.01 && $0.0.y > 200 && $0.0.y < 240 } == true, "\(asked)")
    }

    @Test("A sideways drag does not begin the dismissal")
    func sideways() {
        let world = ZoomWorld()
        world.pushDetail()
        world.harness.clearLog()
        world.harness.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 300, y: 320), duration: 0.3)
        world.harness.settle()
        #expect(world.navigation.topViewController === world.detail)
    }

    // Found by the fuzzer (seed 1019): a pinch began the pop, a delegate's animator completed
    // it inside `animateTransition`, the popped controller went away with its transition, and
    // the same gesture callback then read the transition (an unowned reference: a crash).
    @Test("A pop that completes at once under the gesture (its controller and transition gone) ends the gesture quietly")
    func popCompletedAtOnce() {
        let grid = ZoomGridViewController("Grid")
        let navigation = UINavigationController(rootViewController: grid)
        let delegate = InstantPopDelegate()
        navigation.delegate = delegate
        let harness = TransitionHarness(root: navigation)
        harness.settle()
        weak var released: UIViewController?
        do {
            let detail = NamedViewController("Detail")
            detail.preferredTransition = .zoom { _ in grid.cells[4] }
            navigation.pushViewController(detail, animated: true)
            released = detail
        }
        harness.settle()
        #expect(navigation.topViewController === released)
        harness.pinch(scale: 0.5, duration: 0.3)
        harness.settle()
        #expect(navigation.topViewController === grid)
        #expect(released == nil, "the popped controller and its transition went away")
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("A pinch in dismisses a presented zoom")
    func pinchDismisses() {
        let world = ZoomWorld()
        world.grid.present(world.detail, animated: true)
        world.harness.settle()
        world.harness.clearLog()
        world.harness.pinch(scale: 0.5, duration: 0.3)
        world.harness.settle()
        #expect(world.detail.presentingViewController == nil)
        #expect(world.harness.essentialLog.contains("completeTransition(true)"))
        #expect(world.harness.violations.isEmpty, "\(world.harness.violations)")
    }
}

/// A navigation delegate whose pop animator completes inside `animateTransition`.
@MainActor
private final class InstantPopDelegate: NSObject, UINavigationControllerDelegate {
    final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            if let to = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(to) }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        operation == .pop ? Animator() : nil
    }
}
