import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// Records `view.safeAreaInsets` in `viewDidLoad`, `viewWillAppear` and `viewIsAppearing`.
@MainActor
private final class InsetsReadingViewController: UIViewController {
    var readings: [String: UIEdgeInsets] = [:]
    override func viewDidLoad() { super.viewDidLoad(); readings["viewDidLoad"] = view.safeAreaInsets }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); readings["viewWillAppear"] = view.safeAreaInsets }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); readings["viewIsAppearing"] = view.safeAreaInsets }
}

/// A fade that records the container's insets when it starts.
@MainActor
private final class InsetsReadingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var containerInsets: UIEdgeInsets?
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        containerInsets = transitionContext.containerView.safeAreaInsets
        guard let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to) else { return }
        toView.frame = transitionContext.finalFrame(for: to)
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// A custom presentation controller that records its container's insets in its will-begin hook.
@MainActor
private final class InsetsReadingPresentationController: UIPresentationController {
    var containerInsets: UIEdgeInsets?
    override func presentationTransitionWillBegin() { containerInsets = containerView?.safeAreaInsets }
}

@MainActor
private final class InsetsReadingDelegate: NSObject, UIViewControllerTransitioningDelegate, UINavigationControllerDelegate {
    let animator = InsetsReadingAnimator()
    var presentationController: InsetsReadingPresentationController?
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { animator }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController)
        -> UIPresentationController? {
        let controller = InsetsReadingPresentationController(presentedViewController: presented, presenting: presenting)
        presentationController = controller
        return controller
    }
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
}

// Apple, `UIView.safeAreaInsets`: "For the view controller's root view, the insets account for
// the status bar, other visible bars, and any additional insets that you specified using the
// additionalSafeAreaInsets property of your view controller. For other views in the view
// hierarchy, the insets reflect only the portion of the view that is covered." The insets are
// the view's as it is placed now: read before a layout pass (right after `addSubview`, in
// `viewWillAppear`, in the animator), they already count the window's insets, as on iOS.
@Suite("Safe areas before the first layout")
@MainActor
struct SafeAreaBeforeLayoutTests {
    static let phone = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)

    private func phoneHarness(root: UIViewController) -> TransitionHarness {
        let harness = TransitionHarness(root: root, size: CGSize(width: 390, height: 844))
        harness.window.screen.simulatedSafeAreaInsets = Self.phone
        harness.settle()
        return harness
    }

    @Test("A view reads the window's insets right after addSubview, and its subviews their part")
    func rightAfterAddSubview() {
        let harness = phoneHarness(root: UIViewController())
        let view = UIView(frame: harness.window.bounds)
        harness.window.rootViewController!.view.addSubview(view)
        #expect(view.safeAreaInsets == Self.phone)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        view.addSubview(header)
        #expect(header.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
        header.frame.origin.y = 30
        #expect(header.safeAreaInsets.top == 29, "a frame change counts at once")
        let bare = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        harness.window.addSubview(bare)
        #expect(bare.safeAreaInsets == Self.phone)
        bare.removeFromSuperview()
        #expect(bare.safeAreaInsets == .zero, "outside a window: zero")
    }

    @Test("safeAreaLayoutGuide.layoutFrame follows the insets before a layout pass")
    func layoutGuideBeforeLayout() {
        let harness = phoneHarness(root: UIViewController())
        let view = UIView(frame: harness.window.bounds)
        harness.window.rootViewController!.view.addSubview(view)
        #expect(view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 59, width: 390, height: 751))
        let late = UIView(frame: harness.window.bounds)
        _ = late.safeAreaLayoutGuide   // made outside the window
        harness.window.rootViewController!.view.addSubview(late)
        #expect(late.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 59, width: 390, height: 751))
    }

    @Test("additionalSafeAreaInsets set before layout count when read")
    func additionalBeforeLayout() {
        let root = UIViewController()
        let harness = phoneHarness(root: root)
        root.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: 0, right: 0)
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 69, left: 5, bottom: 34, right: 0))
        #expect(root.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 5, y: 69, width: 385, height: 741))
        harness.settle()
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 69, left: 5, bottom: 34, right: 0))
    }

    @Test("A pushed controller reads its insets (status bar and navigation bar) in viewWillAppear and viewIsAppearing",
          arguments: [true, false])
    func pushed(animated: Bool) {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let harness = phoneHarness(root: navigation)
        let pushed = InsetsReadingViewController()
        navigation.pushViewController(pushed, animated: animated)
        let expected = UIEdgeInsets(top: 59 + 44, left: 0, bottom: 34, right: 0)
        #expect(pushed.readings["viewWillAppear"] == expected)
        #expect(pushed.readings["viewIsAppearing"] == expected)
        #expect(pushed.readings["viewDidLoad"] == expected, "loaded while the push sets it up, as the top of the stack")
        harness.settle()
        #expect(pushed.view.safeAreaInsets == expected)
    }

    @Test("The container's insets in animateTransition: a custom push and a custom presentation; and presentationTransitionWillBegin")
    func containers() {
        let delegate = InsetsReadingDelegate()
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.delegate = delegate
        let harness = phoneHarness(root: navigation)
        navigation.pushViewController(UIViewController(), animated: true)
        #expect(delegate.animator.containerInsets == UIEdgeInsets(top: 59 + 44, left: 0, bottom: 34, right: 0))
        harness.settle()
        let presented = InsetsReadingViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        delegate.animator.containerInsets = nil
        navigation.present(presented, animated: true)
        #expect(delegate.presentationController?.containerInsets == Self.phone)
        #expect(delegate.animator.containerInsets == Self.phone)
        #expect(presented.readings["viewIsAppearing"] == Self.phone)
        harness.settle()
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("A full-screen presented controller reads the window's insets in viewWillAppear")
    func presentedFullScreen() {
        let harness = phoneHarness(root: UIViewController())
        let presented = InsetsReadingViewController()
        presented.modalPresentationStyle = .fullScreen
        harness.window.rootViewController!.present(presented, animated: true)
        #expect(presented.readings["viewWillAppear"] == Self.phone)
        #expect(presented.readings["viewIsAppearing"] == Self.phone)
        harness.settle()
        #expect(presented.view.safeAreaInsets == Self.phone)
    }
}

/// A presentation controller whose frame reads the presented view's insets.
@MainActor
private final class InsetsAskingPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView?.bounds ?? .zero
        return bounds.inset(by: UIEdgeInsets(top: presentedViewController.view.safeAreaInsets.top, left: 0, bottom: 0, right: 0))
    }
}

@MainActor
private final class InsetsAskingDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController)
        -> UIPresentationController? { InsetsAskingPresentationController(presentedViewController: presented, presenting: presenting) }
}

extension SafeAreaBeforeLayoutTests {
    @Test("A presentation controller whose frame reads the presented view's insets does not loop")
    func frameReadingInsets() {
        let harness = phoneHarness(root: UIViewController())
        let presented = InsetsReadingViewController()
        let delegate = InsetsAskingDelegate()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        harness.window.rootViewController!.present(presented, animated: false)
        harness.settle()
        #expect(presented.view.frame.minY == 59 && presented.view.safeAreaInsets.top == 0)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
}
