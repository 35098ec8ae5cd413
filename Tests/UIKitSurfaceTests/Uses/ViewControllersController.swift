import Foundation
import TransitionKit

// UIViewController, each member overridden, called or read with UIKit's signature.

/// A list screen as apps write one: outlets loaded with the view, an Edit button, a toolbar,
/// extended layout settings, system preferences overridden.
private final class ControllerInboxViewController: UIViewController {
    // census: UIViewController.ViewLoading, UIViewController.ViewLoading.init()
    @ViewLoading var listView: UIScrollView

    // census: UIViewController.init(nibName:bundle:)
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        // census: UIViewController.title, UIViewController.hidesBottomBarWhenPushed
        title = "Inbox"; hidesBottomBarWhenPushed = true
        // census: UIViewController.edgesForExtendedLayout, UIViewController.extendedLayoutIncludesOpaqueBars
        edgesForExtendedLayout = []; extendedLayoutIncludesOpaqueBars = true
        // census: UIViewController.modalPresentationStyle, UIViewController.modalTransitionStyle
        modalPresentationStyle = .fullScreen; modalTransitionStyle = .crossDissolve
        // census: UIViewController.isModalInPresentation, UIViewController.definesPresentationContext
        isModalInPresentation = true; definesPresentationContext = true
        // census: UIViewController.providesPresentationContextTransitionStyle, UIViewController.preferredContentSize
        providesPresentationContextTransitionStyle = true; preferredContentSize = CGSize(width: 320, height: 480)
        // census: UIViewController.viewRespectsSystemMinimumLayoutMargins, UIViewController.additionalSafeAreaInsets
        viewRespectsSystemMinimumLayoutMargins = false; additionalSafeAreaInsets.bottom = 10
    }
    // census: UIViewController.init(coder:)
    required init?(coder: NSCoder) { super.init(coder: coder) }

    // census: UIViewController.loadView()
    override func loadView() {
        // census: UIViewController.view
        view = UIView()
    }

    // census: UIViewController.viewDidLoad()
    override func viewDidLoad() {
        super.viewDidLoad()
        listView = UIScrollView(frame: view.bounds)
        view.addSubview(listView)
        // census: UIViewController.setContentScrollView(_:for:), UIViewController.setContentScrollView(_:)
        setContentScrollView(listView, for: .top); setContentScrollView(listView)
        // census: UIViewController.navigationItem, UIViewController.editButtonItem
        navigationItem.rightBarButtonItem = editButtonItem
        // census: UIViewController.setToolbarItems(_:animated:)
        setToolbarItems([UIBarButtonItem(systemItem: .flexibleSpace), UIBarButtonItem(systemItem: .compose)], animated: false)
        // census: UIViewController.toolbarItems
        _ = toolbarItems?.count
        // census: UIViewController.tabBarItem
        tabBarItem.badgeValue = "3"
        // census: UIViewController.preferredTransition, UIViewController.Transition.crossDissolve
        preferredTransition = .crossDissolve
    }

    // census: UIViewController.setEditing(_:animated:), UIViewController.isEditing
    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        listView.isScrollEnabled = !isEditing
    }

    // census: UIViewController.viewWillAppear(_:), UIViewController.isBeingPresented, UIViewController.isMovingToParent
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); _ = isBeingPresented || isMovingToParent }
    // census: UIViewController.viewIsAppearing(_:)
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated) }
    // census: UIViewController.viewDidAppear(_:)
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    // census: UIViewController.viewWillDisappear(_:), UIViewController.isBeingDismissed, UIViewController.isMovingFromParent
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); _ = isBeingDismissed || isMovingFromParent }
    // census: UIViewController.viewDidDisappear(_:)
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
    // census: UIViewController.viewWillLayoutSubviews()
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    // census: UIViewController.viewDidLayoutSubviews()
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
    // census: UIViewController.updateViewConstraints()
    override func updateViewConstraints() { super.updateViewConstraints() }
    // census: UIViewController.viewSafeAreaInsetsDidChange()
    override func viewSafeAreaInsetsDidChange() { super.viewSafeAreaInsetsDidChange() }
    // census: UIViewController.viewLayoutMarginsDidChange()
    override func viewLayoutMarginsDidChange() { super.viewLayoutMarginsDidChange() }
    // census: UIViewController.systemMinimumLayoutMargins
    override var systemMinimumLayoutMargins: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(top: 0, leading: 24, bottom: 0, trailing: 24) }
    // census: UIViewController.viewWillTransition(to:with:)
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
    }
    // census: UIViewController.didReceiveMemoryWarning()
    override func didReceiveMemoryWarning() { super.didReceiveMemoryWarning() }
    // census: UIViewController.contentScrollView(for:)
    override func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? { listView }

    // census: UIViewController.prefersStatusBarHidden
    override var prefersStatusBarHidden: Bool { false }
    // census: UIViewController.preferredStatusBarStyle
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    // census: UIViewController.preferredStatusBarUpdateAnimation
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }
    // census: UIViewController.childForStatusBarStyle
    override var childForStatusBarStyle: UIViewController? { children.first }
    // census: UIViewController.childForStatusBarHidden
    override var childForStatusBarHidden: UIViewController? { nil }
    // census: UIViewController.supportedInterfaceOrientations
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    // census: UIViewController.preferredInterfaceOrientationForPresentation
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    // census: UIViewController.prefersInterfaceOrientationLocked
    override var prefersInterfaceOrientationLocked: Bool { true }
    // census: UIViewController.childForInterfaceOrientationLock
    override var childForInterfaceOrientationLock: UIViewController? { nil }
    // census: UIViewController.prefersHomeIndicatorAutoHidden
    override var prefersHomeIndicatorAutoHidden: Bool { true }
    // census: UIViewController.childForHomeIndicatorAutoHidden
    override var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    // census: UIViewController.preferredScreenEdgesDeferringSystemGestures
    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { .bottom }
    // census: UIViewController.childForScreenEdgesDeferringSystemGestures
    override var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    // census: UIViewController.disablesAutomaticKeyboardDismissal
    override var disablesAutomaticKeyboardDismissal: Bool { false }
    // census: UIViewController.shouldAutomaticallyForwardAppearanceMethods
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    func preferencesChanged() {
        // census: UIViewController.setNeedsStatusBarAppearanceUpdate(), UIViewController.setNeedsUpdateOfHomeIndicatorAutoHidden()
        setNeedsStatusBarAppearanceUpdate(); setNeedsUpdateOfHomeIndicatorAutoHidden()
        // census: UIViewController.setNeedsUpdateOfSupportedInterfaceOrientations(), UIViewController.setNeedsUpdateOfPrefersInterfaceOrientationLocked()
        setNeedsUpdateOfSupportedInterfaceOrientations(); setNeedsUpdateOfPrefersInterfaceOrientationLocked()
        // census: UIViewController.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
        setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
    }
}

/// A container that swaps children, as custom containers do.
private final class ControllerContainerViewController: UIViewController {
    func swap(to next: UIViewController) {
        // census: UIViewController.children
        guard let current = children.first else { return }
        // census: UIViewController.willMove(toParent:), UIViewController.addChild(_:)
        current.willMove(toParent: nil); addChild(next)
        // census: UIViewController.transition(from:to:duration:options:animations:completion:)
        transition(from: current, to: next, duration: 0.3, options: [.transitionCrossDissolve], animations: nil) { _ in
            // census: UIViewController.removeFromParent(), UIViewController.didMove(toParent:)
            current.removeFromParent(); next.didMove(toParent: self)
        }
    }

    func forwardAppearance(to child: UIViewController) {
        // census: UIViewController.beginAppearanceTransition(_:animated:), UIViewController.endAppearanceTransition()
        child.beginAppearanceTransition(true, animated: false); child.endAppearanceTransition()
    }

    // census: UIViewController.willMove(toParent:)
    override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent) }
    // census: UIViewController.didMove(toParent:)
    override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent) }
}

@MainActor private func controllerNavigation(from source: UIViewController, to detail: UIViewController) {
    // census: UIViewController.show(_:sender:), UIViewController.showDetailViewController(_:sender:)
    source.show(detail, sender: nil); source.showDetailViewController(detail, sender: source)
    // census: UIViewController.present(_:animated:completion:), UIViewController.dismiss(animated:completion:)
    source.present(detail, animated: true) { detail.dismiss(animated: true, completion: nil) }
    // census: UIViewController.presentingViewController, UIViewController.presentedViewController, UIViewController.parent
    _ = (detail.presentingViewController, source.presentedViewController, detail.parent)
    // census: UIViewController.navigationController, UIViewController.tabBarController
    _ = (source.navigationController?.viewControllers.count, source.tabBarController?.selectedIndex)
    // census: UIViewController.transitioningDelegate, UIViewController.transitionCoordinator
    _ = (detail.transitioningDelegate, source.transitionCoordinator?.isAnimated)
    // census: UIViewController.presentationController, UIViewController.sheetPresentationController
    _ = (detail.presentationController, detail.sheetPresentationController?.detents)
    // census: UIViewController.activePresentationController
    _ = detail.activePresentationController
    // census: UIViewController.viewIfLoaded, UIViewController.isViewLoaded, UIViewController.loadViewIfNeeded()
    if detail.viewIfLoaded == nil, !detail.isViewLoaded { detail.loadViewIfNeeded() }
    // census: UIViewController.nibName, UIViewController.nibBundle
    _ = (detail.nibName, detail.nibBundle)
    // census: UIViewController.modalPresentationCapturesStatusBarAppearance
    detail.modalPresentationCapturesStatusBarAppearance = true
    // census: UIViewController.isEditing
    detail.isEditing = true
    // census: UIViewController.Transition.zoom(options:sourceViewProvider:)
    detail.preferredTransition = .zoom(options: nil) { _ in nil }
    // census: UIViewController.Transition.coverVertical, UIViewController.Transition.flipHorizontal, UIViewController.Transition.partialCurl
    _ = [UIViewController.Transition.coverVertical, .flipHorizontal, .partialCurl]
}
