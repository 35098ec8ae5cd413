import Foundation

/// A stack of view controllers with a navigation bar: push slides the new screen in from the
/// right over the old one, pop reverses it, and a left-edge drag pops interactively.
///
/// Requests made while a transition runs are queued and run in order. Invalid ones (pushing a
/// controller already in the stack, popping the root, an empty or duplicate `viewControllers`)
/// are refused with a Diagnostic.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The kind of navigation transition.
    public enum Operation: Int, Sendable {
        /// No transition.
        case none = 0
        /// A push.
        case push = 1
        /// A pop.
        case pop = 2
    }

    /// The stack, root first. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    var stack: [UIViewController] = []

    /// Supplies custom animators and interaction controllers; held weakly.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// The bar with the title and the back button.
    public private(set) lazy var navigationBar: UINavigationBar = {
        let bar = navigationBarClass.init(navigationControllerFrame: .zero)
        bar.managingController = self
        bar.onBack = { [weak self] in
            guard let self else { return }
            if let action = self.topViewController?.navigationItemIfMade?.backAction {
                action.perform(sender: self.navigationBar)   // the item's back action replaces the pop
            } else {
                self.popViewController(animated: true)
            }
        }
        bar.onHeightChange = { [weak self] in self?.layoutContent(); self?.viewIfLoaded?.setNeedsLayout() }
        bar.onLargeTitlePreferenceChange = { [weak self] in self?.updateBar(animated: false) }
        return bar
    }()

    /// The toolbar along the bottom: shown while `isToolbarHidden` is false, with the top
    /// controller's `toolbarItems` (see `UINavigationController+Toolbar.swift`).
    public private(set) lazy var toolbar: UIToolbar! = toolbarClass.init(navigationControllerFrame: .zero)
    /// The classes `init(navigationBarClass:toolbarClass:)` was given (UIKit's own by default).
    var navigationBarClass: UINavigationBar.Type = UINavigationBar.self
    var toolbarClass: UIToolbar.Type = UIToolbar.self
    /// Whether the toolbar is hidden (true by default, as in UIKit).
    open var isToolbarHidden: Bool {
        get { storedToolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }
    /// Shows or hides the toolbar; animated, it slides in from (out past) the bottom edge over
    /// `barHideShowDuration`, alongside a running transition.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { slideToolbar(hidden: hidden, animated: animated) }
    var storedToolbarHidden = true
    /// Whether the toolbar is laid out below the bottom edge (hidden, or sliding there).
    var isToolbarSlidAway = true

    /// The view that holds the top controller's view; the transitions' container.
    package let contentView = UIView()

    /// The left-edge pan that pops (`interactivePopGestureRecognizer`).
    var interactivePop: InteractivePop?
    /// The pan anywhere in the content that pops (`interactiveContentPopGestureRecognizer`).
    var contentPop: InteractivePop?

    /// Creates a navigation controller with `rootViewController` at the bottom of the stack.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// Creates an empty navigation controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates an empty navigation controller whose bar and toolbar are of your subclasses
    /// (nil, or a class that is not a `UINavigationBar` / `UIToolbar` subclass, keeps UIKit's).
    /// Push or set its controllers before showing it, as UIKit asks.
    public convenience init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        self.init(nibName: nil, bundle: nil)
        if let barClass = navigationBarClass as? UINavigationBar.Type { self.navigationBarClass = barClass }
        if let toolbarClass = toolbarClass as? UIToolbar.Type { self.toolbarClass = toolbarClass }
    }

    /// Pushes `vc` (a navigation controller shows by pushing).
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    /// Whether a tap in the content hides both bars, and the next shows them (false).
    open var hidesBarsOnTap = false { didSet { barHidingGesturesDidChange() } }
    /// Whether a swipe up in the content hides both bars, and a swipe down shows them (false).
    open var hidesBarsOnSwipe = false { didSet { barHidingGesturesDidChange() } }
    /// Whether the bars are hidden while the window is vertically compact (a phone in landscape)
    /// (false).
    open var hidesBarsWhenVerticallyCompact = false { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// Whether the bars hide when the keyboard appears (false).
    open var hidesBarsWhenKeyboardAppears = false { didSet { keyboardObservationDidChange() } }
    /// The tap in the content that hides and shows the bars (enabled while `hidesBarsOnTap`).
    public private(set) lazy var barHideOnTapGestureRecognizer: UITapGestureRecognizer = makeBarHideOnTap()
    /// The vertical pan in the content that hides and shows the bars (enabled while
    /// `hidesBarsOnSwipe`); it recognizes alongside the content's own pans.
    public private(set) lazy var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer = makeBarHideOnSwipe()
    /// The bar-hiding machinery's state (see `UINavigationController+HidesBars.swift`).
    var barHiding = BarHidingState()

    /// Not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller on screen: a controller presented from the stack, else the top one.
    open var visibleViewController: UIViewController? {
        presentedViewController?.topOfPresentationChain ?? topViewController
    }

    /// Whether the bar is hidden.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden || navigationBar.isSlidAway }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Shows or hides the bar; animated, it slides alongside the running transition (see
    /// `UINavigationController+BarHiding.swift`).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        slideNavigationBar(hidden: hidden, animated: animated)
    }

    open override func loadView() {
        installContainerRootView(content: contentView, bar: navigationBar)
        view.addSubview(toolbar)
        toolbar.isHidden = storedToolbarHidden
        layoutContent()
        if let top = stack.last { install(top) }
        updateBar(animated: false)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        installInteractivePopGesture()
        installBarHidingGestures()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutContent()
        hideBarsForCompactHeightIfNeeded()
    }

    /// Pushes `viewController` (slides it in from the right when animated).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        submit(.push(viewController), animated: animated)
    }

    /// Pops the top controller; returns it (nil at the root, which is refused with a Diagnostic).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        let popped = stack.count > 1 ? stack.last : nil
        submit(.pop, animated: animated)
        return popped
    }

    /// Pops down to `viewController`; returns the popped controllers.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        let popped = stack.firstIndex { $0 === viewController }.map { Array(stack[($0 + 1)...]) }
        submit(.popTo(viewController), animated: animated)
        return popped
    }

    /// Pops down to the root; returns the popped controllers.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        let popped = stack.count > 1 ? Array(stack.dropFirst()) : []
        submit(.popToRoot, animated: animated)
        return popped
    }

    /// Replaces the stack; animated, it runs as a push when the new top is new, else as a pop.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        submit(.set(viewControllers), animated: animated)
    }

    /// Lays out the bar at the top of the safe area (below the status bar) and the content under
    /// it, filling the view, as UIKit does: the bar adds to the content's safe area instead
    /// (`UIView.computedSafeAreaInsets`), so the top controller's `safeAreaInsets.top` is the
    /// bar's bottom.
    func layoutContent() {
        guard let root = viewIfLoaded else { return }
        let top = navigationBar.isSlidAway ? -navigationBar.barHeight : root.safeAreaInsets.top
        navigationBar.frame = CGRect(x: 0, y: top, width: root.bounds.width, height: navigationBar.barHeight)
        contentView.frame = root.bounds
        layoutToolbar(in: root)
        placeTopView()
    }

    /// The bottom of the visible bar in `contentView`'s coordinates, or nil while it is hidden:
    /// how far the bar covers the content's safe area. A large title stretched by pulling the
    /// content down counts at its resting height.
    var barBottomInContent: CGFloat? {
        guard !navigationBar.isHidden, !navigationBar.isSlidAway, viewIfLoaded != nil else { return nil }
        let bar = navigationBar.frame
        return bar.minY + min(bar.height, navigationBar.restingBarHeight) - contentView.frame.minY
    }

    /// The top controller decides whether the status bar is hidden.
    open override var childForStatusBarHidden: UIViewController? { topViewController }

    /// With the bar hidden, the top controller decides the status bar's style; with the bar
    /// shown the navigation controller's own style is used, as UIKit's navigation controller
    /// derives it from its bar (a well-known difference from `childForStatusBarHidden`).
    open override var childForStatusBarStyle: UIViewController? { isNavigationBarHidden ? topViewController : nil }

    /// The delegate's answer; without a delegate every orientation but portrait upside down (a
    /// navigation controller "doesn't consult the view controllers on its navigation stack").
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.navigationControllerSupportedInterfaceOrientations(self) ?? .allButUpsideDown
    }

    /// The delegate's answer; without a delegate the window's current orientation.
    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        delegate?.navigationControllerPreferredInterfaceOrientationForPresentation(self) ?? currentInterfaceOrientation
    }

    /// Puts a controller's view in the content area, at `contentFrame(for:)`.
    func install(_ controller: UIViewController) {
        let view = controller.view!
        view.frame = contentFrame(for: controller)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if view.superview !== contentView { contentView.addSubview(view) }
    }

    /// Only the top controller shares the navigation controller's appearance.
    override var appearanceChildren: [UIViewController] {
        guard let top = stack.last, top.viewIfLoaded?.superview === contentView else { return [] }
        return [top]
    }

    /// Updates the bar for the current stack; animated, during a transition, the titles
    /// cross-fade alongside it (see `UINavigationBar.crossFade`).
    func updateBar(animated: Bool) {
        let top = stack.last
        let previous = stack.count > 1 ? stack[stack.count - 2] : nil
        let item = top?.navigationItemIfMade
        let items = BarItems(left: item?.leftBarButtonItems ?? [], right: item?.rightBarButtonItems ?? [], titleView: item?.titleView)
        let showsBack = !(item?.hidesBackButton ?? false) && (items.left.isEmpty || item?.leftItemsSupplementBackButton == true)
        let title = item?.title ?? top?.title
        let barTitle = items.titleView == nil ? title : nil
        let backTitle = showsBack
            ? previous.map { $0.navigationItemIfMade?.backTitle ?? $0.title ?? "Back" } ?? item?.backAction.map { $0.title }
            : nil
        if animated, let coordinator = transitionCoordinator {
            navigationBar.crossFade(toTitle: barTitle, backTitle: backTitle, items: items, alongside: coordinator)
        } else {
            navigationBar.show(title: barTitle, backTitle: backTitle, items: items)
        }
        navigationBar.updateLargeTitle(for: stack, title: title, alongside: animated ? transitionCoordinator : nil)
        navigationBar.appearanceItem = item
        navigationBar.applyAppearance()
        updateToolbar(animated: animated)
    }

    func titleDidChange(of controller: UIViewController) {
        if controller === stack.last || (stack.count > 1 && controller === stack[stack.count - 2]) { updateBar(animated: false) }
    }
}
