import Foundation
import Testing
import TransitionCatalog
import TransitionKitTestSupport
import TransitionKit

/// Apple's `AAPLCustomPresentationController` structure, as seed 000 shows it: the wrapper is
/// built in `presentationTransitionWillBegin()` and returned from `presentedView`, and the
/// controller is its own animator (which adds `view(forKey: .to)` to the container).
@MainActor
final class WrapInWillBeginPresentationController: UIPresentationController, UIViewControllerTransitioningDelegate,
    UIViewControllerAnimatedTransitioning
{
    var presentationWrappingView: UIView?
    var dimmingView: UIView?

    override var presentedView: UIView? { presentationWrappingView }

    override func presentationTransitionWillBegin() {
        let presentedViewControllerView = super.presentedView!
        let wrapper = UIView(frame: frameOfPresentedViewInContainerView)
        presentedViewControllerView.frame = wrapper.bounds
        wrapper.addSubview(presentedViewControllerView)
        presentationWrappingView = wrapper
        let dimmingView = UIView(frame: containerView!.bounds)
        dimmingView.backgroundColor = .black
        self.dimmingView = dimmingView
        containerView!.addSubview(dimmingView)
        dimmingView.alpha = 0
        presentingViewController.transitionCoordinator?.animate(alongsideTransition: { _ in dimmingView.alpha = 0.5 })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { presentationWrappingView = nil; dimmingView = nil }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { presentationWrappingView = nil; dimmingView = nil }
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController)
        -> UIPresentationController? { self }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { self }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.35 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let toView = transitionContext.view(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)
        let isPresenting = transitionContext.viewController(forKey: .from) === presentingViewController
        if let toView { transitionContext.containerView.addSubview(toView) }
        let final = transitionContext.viewController(forKey: .to).map { transitionContext.finalFrame(for: $0) } ?? .zero
        if isPresenting { toView?.frame = final.offsetBy(dx: 0, dy: final.height) }
        UIView.animate(withDuration: 0.35, animations: {
            if isPresenting { toView?.frame = final } else { fromView?.frame.origin.y += fromView?.frame.height ?? 0 }
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// UIKit behaviours the catalog relies on that TransitionKit once lacked (found while writing the
/// catalog, fixed since): each test states UIKit's behaviour.
@Suite("UIKit behaviours the catalog relies on")
@MainActor
struct TransitionKitGapTests {
    @Test("view(forKey: .to) must be the presentedView as it is after presentationTransitionWillBegin")
    func presentedViewAskedTooEarly() {
        // UIKit asks the presentation controller for `presentedView` after
        // `presentationTransitionWillBegin()` (Apple's AAPLCustomPresentationController builds its
        // wrapper there and returns it from `presentedView`), so the context's `.to` view must be
        // read after the hook.
        let a = NamedViewController("A"), b = NamedViewController("B")
        let controller = WrapInWillBeginPresentationController(presentedViewController: b, presenting: a)
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = controller
        let harness = TransitionHarness(root: a)
        a.present(b, animated: true)
        harness.settle()
        #expect(controller.presentationWrappingView?.superview === controller.containerView)
        #expect(b.view.window === harness.window)
        b.dismiss(animated: true)
        harness.settle()
    }

    @Test("the default root view resizes with its container (autoresizingMask [.flexibleWidth, .flexibleHeight])")
    func defaultViewAutoresizing() {
        // UIKit's default `loadView()` makes a view with autoresizingMask
        // [.flexibleWidth, .flexibleHeight], so with the default UIPresentationController a
        // `.custom` presentation follows the window when it is resized (rotated).
        let a = NamedViewController("A"), b = NamedViewController("B")
        let delegate = AnimatorDelegate { CrossDissolveAnimator() }
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        let harness = TransitionHarness(root: a)
        a.present(b, animated: true)
        harness.settle()
        harness.window.send(.resize(CGSize(width: 600, height: 400)))
        harness.run(1.0 / 60)
        #expect(NamedViewController("C").view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(b.view.frame == CGRect(x: 0, y: 0, width: 600, height: 400))
        b.dismiss(animated: true)
        harness.settle()
    }

    @Test("a cancelled transition restores UIVisualEffectView.effect (model values restored)")
    func effectRestoredAfterCancel() {
        // When a property-animator transition that set `effect` is cancelled, the blur goes back
        // to none, and so does the view's `effect` property.
        let lockScreen = LockScreenViewController("Lock")
        lockScreen.returnsInteractionController = true
        lockScreen.presentTransition.wantsInteractiveStart = true
        let harness = TransitionHarness(root: lockScreen)
        lockScreen.presentSettings()
        lockScreen.presentTransition.update(0.5)
        lockScreen.presentTransition.cancel()
        harness.settle()
        #expect(lockScreen.presentedViewController == nil)
        #expect(lockScreen.blurView.effect == nil)
    }
}
