import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// The pop animator of a popular navigation zoom library, in its own words: the detail screen
/// fades out over the list in 0.3 s with `UIView.animate`. On iOS 10 and later its completion
/// passes `true` whatever happened (the library's workaround: its interaction controller has put
/// the popped controller back on the stack by then); `readsCancel` is the variant that passes
/// `!transitionWasCancelled`, as Apple's sample code does.
@MainActor
private final class LibraryZoomPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let readsCancel: Bool
    init(readsCancel: Bool) { self.readsCancel = readsCancel }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let list = transitionContext.view(forKey: .to), let detail = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        detail.alpha = 1
        list.alpha = 0
        transitionContext.containerView.insertSubview(list, belowSubview: detail)
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseOut, animations: {
            detail.alpha = 0
            list.alpha = 1
        }, completion: { [readsCancel] _ in
            detail.alpha = 1
            transitionContext.completeTransition(readsCancel ? !transitionContext.transitionWasCancelled : true)
        })
    }
}

/// The library's interaction controller and navigation delegate: its own left-edge pan pops from
/// `gestureRecognizerShouldBegin` (it also keeps the system's edge pop from beginning on its
/// screens), `update`s while it moves, and on a short drag appends the popped controller to the
/// stack again (`viewControllers.append`, or `setViewControllers`), then calls `update(0)` and
/// `cancel()`.
@MainActor
private final class LibraryZoomInteraction: UIPercentDrivenInteractiveTransition, UINavigationControllerDelegate,
    UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?
    private weak var zoomPop: UIScreenEdgePanGestureRecognizer?
    private weak var popped: UIViewController?
    private var interactive = false
    private let animator: LibraryZoomPopAnimator
    private let putsBackWithSetViewControllers: Bool

    init(readsCancel: Bool, putsBackWithSetViewControllers: Bool) {
        animator = LibraryZoomPopAnimator(readsCancel: readsCancel)
        self.putsBackWithSetViewControllers = putsBackWithSetViewControllers
        super.init()
    }

    func attach(to navigationController: UINavigationController) {
        self.navigationController = navigationController
        navigationController.delegate = self
        navigationController.interactivePopGestureRecognizer?.delegate = self
        let pan = UIScreenEdgePanGestureRecognizer { [weak self] pan in self?.handle(pan) }
        pan.edges = .left
        pan.delegate = self
        navigationController.view.addGestureRecognizer(pan)
        zoomPop = pan
    }

    private func handle(_ pan: UIScreenEdgePanGestureRecognizer) {
        guard let view = pan.view else { return }
        let progress = pan.translation(in: view).x / view.bounds.width
        switch pan.state {
        case .changed:
            update(progress)
        case .ended, .cancelled:
            if progress > 0.33 || pan.velocity(in: view).x > 1000 {
                finish()
            } else {
                if let popped, let navigationController {
                    if putsBackWithSetViewControllers {
                        navigationController.setViewControllers(navigationController.viewControllers + [popped], animated: false)
                    } else {
                        navigationController.viewControllers.append(popped)
                    }
                    update(0)
                }
                cancel()
            }
            interactive = false
        default:
            break
        }
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigationController else { return false }
        let onZoomScreen = navigationController.viewControllers.count > 1
        if gestureRecognizer === navigationController.interactivePopGestureRecognizer { return !onZoomScreen }
        guard gestureRecognizer === zoomPop, onZoomScreen else { return false }
        interactive = true
        popped = navigationController.popViewController(animated: true)
        return true
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { otherGestureRecognizer === navigationController?.interactivePopGestureRecognizer }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { operation == .pop ? animator : nil }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interactive ? self : nil }
}

@Suite("A cancelled pop whose interaction controller puts the popped controller back")
@MainActor
struct PutBackPopTests {
    /// List > Detail, settled, with the library attached.
    private func makeStack(_ interaction: LibraryZoomInteraction)
        -> (TransitionHarness, UINavigationController, NamedViewController, NamedViewController) {
        let list = NamedViewController("List"), detail = NamedViewController("Detail")
        let navigation = UINavigationController(rootViewController: list)
        let harness = TransitionHarness(root: navigation)
        interaction.attach(to: navigation)
        navigation.pushViewController(detail, animated: false)
        harness.settle()
        harness.clearLog()
        return (harness, navigation, list, detail)
    }

    // Apple, `completeTransition(_:)`: "didComplete: true if the transition to the presented view
    // controller completed successfully or false if the original view controller is still being
    // displayed. [...] The parameter you pass must indicate whether the animations completed
    // successfully." UIKit takes the animator's word, also after `cancelInteractiveTransition()`:
    // the pop completes as finished, and the put-back change of the stack then shows the detail
    // screen again. On iOS the library's short edge drag ends quietly like this.
    @Test("A short edge drag ends quietly with both controllers on the stack and the detail shown",
          arguments: [(false, false), (false, true), (true, false), (true, true)])
    func shortDragPutsBack(readsCancel: Bool, withSetViewControllers: Bool) {
        let interaction = LibraryZoomInteraction(readsCancel: readsCancel, putsBackWithSetViewControllers: withSetViewControllers)
        let (harness, navigation, list, detail) = makeStack(interaction)

        harness.edgePan(from: .left, distance: 60)
        harness.settle()

        #expect(harness.window.diagnostics.isEmpty, "\(harness.window.diagnostics.map(\.description))")
        #expect(harness.log.contains("navigationController(_:interactionControllerFor:)"), "the library drives the pop")
        #expect(harness.log.contains("cancelInteractiveTransition"))
        #expect(harness.log.contains(readsCancel ? "completeTransition(false)" : "completeTransition(true)"), "\(harness.log)")
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === detail)
        #expect(detail.parent === navigation && list.parent === navigation)
        #expect(detail.view.window === harness.window && list.viewIfLoaded?.window == nil)
        #expect(detail.view.alpha == 1 && detail.view.frame == navigation.contentView.bounds)
        #expect(detail.appearanceStateName == "appeared" && list.appearanceStateName == "disappeared")
        #expect(navigation.navigationBar.titleLabel.text == "Detail")
        #expect(!harness.isTransitionInProgress)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("A long edge drag pops as usual")
    func longDragPops() {
        let interaction = LibraryZoomInteraction(readsCancel: false, putsBackWithSetViewControllers: false)
        let (harness, navigation, list, detail) = makeStack(interaction)
        harness.edgePan(from: .left, distance: 200)
        harness.settle()
        #expect(harness.window.diagnostics.isEmpty, "\(harness.window.diagnostics.map(\.description))")
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === list && detail.parent == nil)
        #expect(list.view.window === harness.window && list.view.alpha == 1)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
}
