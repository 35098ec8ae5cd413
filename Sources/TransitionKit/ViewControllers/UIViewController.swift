import Foundation

/// Manages one screen: a lazily loaded root view, appearance callbacks, presentation and
/// containment, as in UIKit.
///
/// Subclass it as on iOS (`super.init(nibName: nil, bundle: nil)`), build the screen in
/// `loadView`/`viewDidLoad`, and present or push it. Appearance callbacks come in UIKit's order and
/// stay balanced, also when an interactive transition is cancelled.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// The title shown by a navigation bar and a tab bar.
    ///
    /// Setting it sets the title of the navigation item and of the tab bar item too (Apple: "If
    /// the view controller has a valid navigation item or tab-bar item, assigning a value to this
    /// property updates the title text of those objects"); either item made later starts with it.
    /// Setting `navigationItem.title` afterwards changes only the bar, not this property.
    open var title: String? {
        didSet {
            if let item = storedNavigationItem {
                item.title = title   // the item redraws the bar showing it
            } else {
                navigationController?.titleDidChange(of: self)
            }
            storedTabBarItem?.title = title
        }
    }
    /// The tab bar item if one was made or set (`tabBarItem` makes it on first access).
    var storedTabBarItem: UITabBarItem?
    var storedIsEditing = false
    var storedToolbarItems: [UIBarButtonItem]?
    var editButtonItemIfMade: UIBarButtonItem?
    var contentScrollViews: [NSDirectionalRectEdge.RawValue: WeakScrollView] = [:]
    var storedNibName: String?
    var storedNibBundle: Bundle?
    /// Whether a tab bar controller's bar hides while this controller is the top of a navigation
    /// stack in the selected tab; the bar slides away with the push that shows it.
    open var hidesBottomBarWhenPushed = false

    /// What a navigation bar shows for this controller: title, bar button items, back button
    /// (created on first access, titled with `title`).
    open var navigationItem: UINavigationItem {
        if let item = storedNavigationItem { return item }
        let item = UINavigationItem()
        item.title = title
        item.owner = self
        storedNavigationItem = item
        return item
    }
    private var storedNavigationItem: UINavigationItem?
    /// The navigation item if one was made (the bar reads it without creating one).
    var navigationItemIfMade: UINavigationItem? { storedNavigationItem }

    /// How this controller is shown when presented (`.automatic` resolves to `.pageSheet`).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The system animation used when the transitioning delegate gives none.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// The transition used when this controller is pushed or presented, and when it leaves
    /// (iOS 18): `.zoom(options:sourceViewProvider:)` or a system modal transition. A delegate's
    /// animator still takes precedence. Nil: the usual slide or `modalTransitionStyle`.
    open var preferredTransition: Transition?
    /// Supplies custom transition objects; held weakly, as in UIKit.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// Accepted for source compatibility; presentations always cover the window here.
    open var definesPresentationContext = false
    /// The size the controller's content prefers (used by presentation controllers that ask).
    open var preferredContentSize: CGSize = .zero {
        didSet { activePresentationController?.preferredContentSizeDidChange(forChildContentContainer: self) }
    }

    /// The controller this one itself presented (it is the root of its containment tree). Set
    /// only by `linkPresentation`/`unlinkPresentation`, with the three below.
    private(set) var ownPresentedViewController: UIViewController?
    /// The controller that presented this one itself.
    private(set) weak var ownPresentingViewController: UIViewController?
    /// The presentation controller while presented (see `presentationController`).
    private(set) weak var weakPresentationController: UIPresentationController?
    /// The presentation controller of the controller this one presents (owned here).
    private var retainedPresentationController: UIPresentationController?
    /// The presentation controller made by `presentationController` (or
    /// `sheetPresentationController`) before presenting, and the kind it was made for.
    var pendingPresentationController: (controller: UIPresentationController, kind: PresentationKind)?
    /// Whether the user is prevented from dismissing this controller by dragging its sheet
    /// (the drag meets resistance and the delegate gets `presentationControllerDidAttemptToDismiss`).
    open var isModalInPresentation = false

    /// True while this controller is being presented.
    public internal(set) var isBeingPresented = false
    /// True while this controller is being dismissed.
    public internal(set) var isBeingDismissed = false
    /// True while this controller is being added to a parent (pushed).
    public internal(set) var isMovingToParent = false
    /// True while this controller is being removed from a parent (popped).
    public internal(set) var isMovingFromParent = false

    /// The parent in a containment hierarchy.
    public internal(set) weak var parent: UIViewController?
    /// The children, in the order added.
    public internal(set) var children: [UIViewController] = []

    /// Where this controller's presentation put things (while presented).
    private(set) var presentationRecord: PresentationRecord?

    /// The window this controller was last seen in, or will be in once a queued request runs.
    weak var knownWindow: UIWindow?

    /// Where the controller is in its appearance cycle (for balanced callbacks).
    var appearanceState: AppearanceState = .disappeared
    /// Set by `beginAppearanceTransition(true, animated:)` until `viewIsAppearing` was sent
    /// (or the appearance was reversed); the value is the `animated` argument to pass.
    var pendingIsAppearing: Bool?
    /// The `animated` of the last `beginAppearanceTransition`, passed to the did-callbacks.
    var appearanceAnimated = false
    /// The coordinator of a transition this controller takes part in.
    weak var participatingCoordinator: TransitionCoordinator?

    /// Creates a view controller. Nibs do not exist on Linux: the arguments are kept (`nibName`,
    /// `nibBundle`) and nothing is loaded from them.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        storedNibName = nibNameOrNil
        storedNibBundle = nibBundleOrNil
        super.init()
    }

    /// The nib name given at creation. Nibs are not loaded on Linux: `loadView()` builds the view.
    open var nibName: String? { storedNibName }
    /// The bundle given at creation (see `nibName`).
    open var nibBundle: Bundle? { storedNibBundle }

    /// Creates a view controller (calls `init(nibName: nil, bundle: nil)`).
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// View controllers are not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The root view, loaded on first access (`loadView`, then `viewDidLoad`).
    open var view: UIView! {
        get {
            if loadedView == nil { loadViewIfNeeded() }
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The root view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether the root view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it is not loaded.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = Self.makeDefaultView() }
        viewDidLoad()
    }

    /// Creates the root view; the default makes a plain `UIView`. Override to build your own and
    /// assign it to `view` (do not call super then).
    open func loadView() {
        view = Self.makeDefaultView()
    }

    /// Called once after the view loaded. Override to build the screen.
    open func viewDidLoad() {}

    /// The view is about to appear (before the transition's animations).
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is in a view hierarchy with its final geometry: called once per appearance,
    /// between `viewWillAppear(_:)` and `viewDidAppear(_:)`, after the view was added to the
    /// hierarchy and before the transition's animation is seen (iOS 17, back-deployed to 13).
    open func viewIsAppearing(_ animated: Bool) {}
    /// The view appeared (after the transition completed).
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to disappear.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// The view is about to change size (window resize or rotation); `coordinator` animates alongside.
    /// The default forwards to the children.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    /// Called before being added to (or removed from, with nil) a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after being added to (or removed from, with nil) a parent.
    open func didMove(toParent parent: UIViewController?) {}

    /// Whether appearance callbacks reach the children automatically (true).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// The children that share this controller's appearance callbacks: those whose views are inside
    /// its view. A navigation controller narrows this to its top controller.
    var appearanceChildren: [UIViewController] {
        guard let root = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: root) ?? false }
    }

    /// The coordinator of the transition this controller (or an ancestor) takes part in, if any.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        if let coordinator = participatingCoordinator, !coordinator.isFinished { return coordinator }
        return parent?.transitionCoordinator
    }

    /// Presents `viewControllerToPresent` modally; `completion` runs after it appeared. While
    /// another transition runs in the window the request is queued.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        requestPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented (or, if none, this one); everything above it
    /// goes too, and only the top one animates.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        requestDismissal(animated: flag, completion: completion)
    }

    // MARK: Safe area and status bar (declared here so subclasses can override them; the
    // machinery is in UIViewController+SafeArea.swift and UIViewController+StatusBar.swift)

    /// Insets added to the root view's safe area (zero by default); its subviews inherit them.
    /// Insets that are not finite are refused with a Diagnostic.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { additionalSafeAreaInsetsDidChange(from: oldValue) }
    }

    /// Called when the root view's safe area insets changed, during layout (before
    /// `viewWillLayoutSubviews`). Apple: "UIKit also calls this method immediately before your
    /// view appears onscreen." The default does nothing; call super when overriding.
    open func viewSafeAreaInsetsDidChange() {}

    /// Whether this controller, presented not full screen, takes over the status bar from its
    /// presenter (false).
    open var modalPresentationCapturesStatusBarAppearance = false

    /// Whether this controller prefers the status bar hidden (false). Read when this controller
    /// decides the status bar; call `setNeedsStatusBarAppearanceUpdate()` when it changes.
    open var prefersStatusBarHidden: Bool { false }

    /// The status bar style this controller prefers (`.default`).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }

    /// The child whose `preferredStatusBarStyle` is used instead of this controller's. Apple:
    /// "If you return nil or do not override this method, the status bar style for self is used."
    open var childForStatusBarStyle: UIViewController? { nil }

    /// The child whose `prefersStatusBarHidden` is used instead of this controller's (nil: own).
    open var childForStatusBarHidden: UIViewController? { nil }

    /// The orientations this controller supports: `.allButUpsideDown`, UIKit's default for the
    /// iPhone idiom. Reported only: rotating the window here (R) does not consult it.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    /// The orientation to present this controller in: the window's current one by default
    /// (`currentInterfaceOrientation`).
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { currentInterfaceOrientation }

    /// The next responder: the view's superview.
    open override var next: UIResponder? { loadedView?.superview }

    // MARK: Layout, showing, editing and system preferences (declared here so subclasses can
    // override them; the machinery is in the UIViewController+Layout, +Showing, +Editing,
    // +SystemPreferences and +ContentScrollView files)

    /// The edges of the root view that extend under the navigation and tab bars (`.all`): without
    /// `.top` a navigation controller puts the view below its bar, without `.bottom` a tab bar
    /// controller puts it above its bar, and those bars then add nothing to its safe area.
    open var edgesForExtendedLayout: UIRectEdge = .all {
        didSet { extendedLayoutDidChange() }
    }
    /// Whether the view extends under bars that are not translucent (false): an opaque bar
    /// (`isTranslucent == false`) otherwise keeps the view out from under it.
    open var extendedLayoutIncludesOpaqueBars = false {
        didSet { extendedLayoutDidChange() }
    }
    /// Whether the root view's layout margins are at least `systemMinimumLayoutMargins` (true).
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { loadedView?.layoutMarginsInputsDidChange() }
    }
    /// The smallest margins the root view gets: 16 pt leading and trailing in a view narrower
    /// than 400 pt, 20 pt otherwise (the iPhone and iPad values; UIKit derives them from the
    /// size class), none top and bottom.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets { defaultSystemMinimumLayoutMargins }
    /// Called when the root view's layout margins changed. The default does nothing.
    open func viewLayoutMarginsDidChange() {}
    /// Called in the constraint update pass in place of the root view's `updateConstraints()`;
    /// the default calls it. Call super last when overriding, as in UIKit.
    open func updateViewConstraints() { loadedView?.updateConstraints() }

    /// Shows `vc` in the primary context: pushed by the nearest navigation controller this
    /// controller is in (itself included), else presented modally.
    open func show(_ vc: UIViewController, sender: Any?) { performShow(vc, sender: sender) }
    /// Shows `vc` in the detail context: there is no split view controller here, so it is
    /// presented modally, as UIKit does when no controller above takes it.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) { performShowDetail(vc, sender: sender) }
    /// Whether this controller's `modalTransitionStyle` is used for presentations it is the
    /// context of (with `definesPresentationContext`), in place of the presented one's (false).
    open var providesPresentationContextTransitionStyle = false
    /// Whether the keyboard stays up when the first responder resigns in a form sheet (true for
    /// `.formSheet`, as in UIKit; the simulated keyboard reads it).
    open var disablesAutomaticKeyboardDismissal: Bool { modalPresentationStyle == .formSheet }

    /// Whether the view is in editing mode; setting it calls `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { storedIsEditing }
        set { setEditing(newValue, animated: false) }
    }
    /// Turns editing mode on or off; `editButtonItem` shows Done while editing. Override to
    /// update your views (call super).
    open func setEditing(_ editing: Bool, animated: Bool) {
        storedIsEditing = editing
        editButtonItemIfMade?.editingDidChange(editing)
    }
    /// Sent when the app receives a memory warning. Never sent here (a desktop process); the
    /// default does nothing.
    open func didReceiveMemoryWarning() {}

    /// The items a navigation controller's toolbar shows for this controller.
    open var toolbarItems: [UIBarButtonItem]? {
        get { storedToolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }
    /// Sets `toolbarItems`; the navigation controller's toolbar shows them when this is its top.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        storedToolbarItems = toolbarItems
        navigationController?.toolbarItemsDidChange(for: self, animated: animated)
    }

    /// The screen edges whose gestures take precedence over the system's (none). Stored only:
    /// the playground has no system edge gestures.
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    /// The child asked for `preferredScreenEdgesDeferringSystemGestures` instead (nil).
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    /// Whether the home indicator may hide (false). Reported only: the phone frame (P) always
    /// shows it.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The child asked for `prefersHomeIndicatorAutoHidden` instead (nil).
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// How the status bar animates when it hides or shows (`.fade`).
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// Whether this controller prefers the scene's orientation locked (false). Reported only.
    open var prefersInterfaceOrientationLocked: Bool { false }
    /// The child asked for `prefersInterfaceOrientationLocked` instead (nil).
    open var childForInterfaceOrientationLock: UIViewController? { nil }

    /// The scroll view bars follow for each edge, as set by `setContentScrollView(_:for:)`
    /// (nil: found, see `contentScrollView(for:)`).
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? { resolvedContentScrollView(for: edge) }
}

// MARK: Who presents whom

extension UIViewController {
    /// Records that `presenting` presents this controller through `controller`, and where the
    /// presentation put things: the one place that links a presentation (the transition
    /// director, when a presentation begins). The presenter keeps this controller and the
    /// presentation controller; this controller refers to both weakly.
    func linkPresentation(by presenting: UIViewController, through controller: UIPresentationController,
                          record: PresentationRecord) {
        ownPresentingViewController = presenting
        presenting.ownPresentedViewController = self
        if let pending = pendingPresentationController?.controller, pending !== controller, controller.delegate == nil {
            controller.delegate = pending.delegate   // a custom controller takes the delegate set before presenting
        }
        pendingPresentationController = nil
        weakPresentationController = controller
        presenting.retainedPresentationController = controller
        presentationRecord = record
    }

    /// Forgets what `linkPresentation` recorded (a cancelled presentation, a completed
    /// dismissal): the one place that unlinks a presentation.
    func unlinkPresentation() {
        activePresentationController?.releasePresenting()
        presentationRecord = nil
        weakPresentationController = nil
        ownPresentingViewController?.retainedPresentationController = nil
        ownPresentingViewController?.ownPresentedViewController = nil
        ownPresentingViewController = nil
    }
}
