import Foundation

/// Shows one of several child controllers, chosen with a tab bar at the bottom, as UIKit's
/// `UITabBarController`: every controller in `viewControllers` is a child; the selected one's
/// view fills the content area, under the bar, whose height is added to its safe area. Changing
/// the selection runs the delegate's animator (and interaction controller) through the
/// transition engine, or swaps the views at once when it gives none.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// The controllers of the tabs, left to right (nil when there are none). Setting it is
    /// `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController]? {
        get { tabControllers.isEmpty ? nil : tabControllers }
        set { setViewControllers(newValue, animated: false) }
    }
    var tabControllers: [UIViewController] = []
    /// The index of the selected tab, nil while there are none.
    var selectedTabIndex: Int?

    /// Replaces the tabs (Apple, `viewControllers`: the tab bar controller "remembers the view
    /// controller object that was previously selected and attempts to reselect it. If the
    /// selected view controller is no longer present, it attempts to select the view controller
    /// at the same index in the array as the previous selection. If that index is invalid, it
    /// selects the view controller at index 0."). Removed controllers leave the containment
    /// (`willMove`/`removeFromParent`), new ones join it (`addChild`/`didMove`); a changed
    /// selection disappears and appears without animation. Duplicates, controllers belonging to
    /// another parent or presented, and changes during a tab transition are refused with a
    /// Diagnostic. `animated` is accepted; the bar's items change at once.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        if replaceTabs(with: viewControllers ?? []) { adoptRootTabs([]) }
    }

    /// The tabs (iOS 18), when the controllers come from `UITab`s; empty when they were set
    /// as `viewControllers`. Setting it is `setTabs(_:animated: false)`.
    open var tabs: [UITab] {
        get { rootTabs }
        set { setTabs(newValue, animated: false) }
    }
    var rootTabs: [UITab] = []
    /// The controller of each root tab (by the tab's identity).
    var rootTabControllers: [ObjectIdentifier: UIViewController] = [:]
    /// Whether the bar ends hidden, while `setTabBarHidden(_:animated: true)` slides it.
    var tabBarSlideTarget: Bool?

    /// Replaces the tabs: each tab's view controller (made by its provider now, a plain
    /// controller for a tab without one) becomes a tab, as `setViewControllers(_:animated:)`
    /// makes them, its bar item showing the tab's title, image and badge. Tabs with the same
    /// identifier are refused with a Diagnostic.
    open func setTabs(_ tabs: [UITab], animated: Bool) {
        guard Set(tabs.map(\.identifier)).count == tabs.count else {
            report(Diagnostic(code: .invalidTabs, message: "setTabs on \(logName) was refused: two tabs share an identifier."))
            return
        }
        if replaceTabs(with: tabs.map(controller(for:))) { adoptRootTabs(tabs) }
    }

    /// The selected tab, or the selected child of a selected group (nil without tabs).
    /// Setting a tab that is not among `tabs` or their groups' children is refused with a
    /// Diagnostic.
    open var selectedTab: UITab? {
        get { selectedRootTab.map { ($0 as? UITabGroup)?.selectedChild ?? $0 } }
        set { selectTab(newValue) }
    }

    /// The tab, or a group's child, with `identifier`; nil when there is none.
    open func tab(forIdentifier identifier: String) -> UITab? {
        for tab in rootTabs {
            if tab.identifier == identifier { return tab }
            if let group = tab as? UITabGroup, let found = group.tab(forIdentifier: identifier) { return found }
        }
        return nil
    }

    /// The identifiers of the tabs a compact tab bar shows (nil: all), iOS 18: the others stay
    /// in `tabs` but leave the bar.
    open var compactTabIdentifiers: [String]? { didSet { updateBar() } }

    /// Whether the tab bar is hidden (iOS 18). Setting it is `setTabBarHidden(_:animated: false)`.
    open var isTabBarHidden: Bool {
        get { tabBarSlideTarget ?? tabBar.isHidden }
        set { setTabBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the tab bar; `animated` slides it down off the bottom, or up into place,
    /// over 0.3 s. The content's safe area includes the bar while it shows (from the start of
    /// the slide up to the end of the slide down).
    open func setTabBarHidden(_ hidden: Bool, animated: Bool) {
        changeTabBarHidden(hidden, animated: animated)
    }

    /// How the tabs are offered (iOS 18): `.automatic`. Kept: a compact-width window always
    /// shows the tab bar, as an iPhone does.
    open var mode: Mode = .automatic
    /// The key under which the sidebar's and bar's customization is kept (nil). Kept.
    open var customizationIdentifier: String?
    /// The controllers people may rearrange through the More screen (all of them by default).
    /// Kept: every tab shows in one row, so there is no More screen to rearrange them in.
    open var customizableViewControllers: [UIViewController]? {
        get { storedCustomizableViewControllers ?? viewControllers }
        set { storedCustomizableViewControllers = newValue }
    }
    private var storedCustomizableViewControllers: [UIViewController]?
    /// The navigation controller of the More tab. It exists, as in UIKit, but is never shown:
    /// every tab has a place in the bar.
    public private(set) lazy var moreNavigationController = UINavigationController()

    /// The index of the selected tab (`NSNotFound` while there are none). Setting it selects that
    /// tab, running the delegate's animator if it gives one; an index out of range is refused
    /// with a Diagnostic.
    open var selectedIndex: Int {
        get { selectedTabIndex ?? NSNotFound }
        set { select(index: newValue) }
    }

    /// The selected tab's controller. Setting it to a controller that is not a tab is refused
    /// with a Diagnostic.
    open var selectedViewController: UIViewController? {
        get { selectedTabIndex.map { tabControllers[$0] } }
        set {
            guard let controller = newValue, let index = tabControllers.firstIndex(where: { $0 === controller }) else {
                report(Diagnostic(code: .tabNotFound, message: "selectedViewController was set to a controller that is not one of \(logName)'s tabControllers; it was ignored."))
                return
            }
            select(index: index)
        }
    }

    /// Decides which tabs can be selected and supplies tab-switching animators; held weakly.
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// The bar at the bottom.
    public private(set) lazy var tabBar: UITabBar = {
        let bar = UITabBar(frame: .zero)
        bar.onSelect = { [weak self] index in
            guard let self, let tabIndex = self.tabIndex(forBarIndex: index) else { return }
            self.userSelected(tabIndex)
        }
        return bar
    }()

    /// The view that holds the selected controller's view; the tab transitions' container.
    package let contentView = UIView()

    /// Creates a tab bar controller without tabs.
    public init() { super.init(nibName: nil, bundle: nil) }

    /// Creates a tab bar controller without tabs.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    open override func loadView() {
        installContainerRootView(content: contentView, bar: tabBar)
        layoutContent()
        if let selected = selectedViewController { install(selected) }
        updateBar()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutContent()
    }

    /// Lays out the bar along the bottom, `UITabBar.height` points above the bottom safe area and
    /// covering it, and the content under it, filling the view: the bar adds to the content's
    /// safe area instead (`UIView.computedSafeAreaInsets`).
    func layoutContent() {
        guard let root = viewIfLoaded else { return }
        let bottomInset = root.safeAreaInsets.bottom
        let height = UITabBar.height + bottomInset
        if tabBarSlideTarget == nil {   // a sliding bar keeps its animated frame
            tabBar.frame = CGRect(x: 0, y: root.bounds.height - height, width: root.bounds.width, height: height)
        }
        contentView.frame = root.bounds
        placeSelectedView()
        tabBar.followContent(selectedViewController?.resolvedContentScrollView(for: .bottom))
    }

    /// The top of the visible bar in `contentView`'s coordinates, or nil while it is hidden: how
    /// far the bar covers the content from below.
    var barTopInContent: CGFloat? {
        guard !tabBar.isHidden, viewIfLoaded != nil else { return nil }
        return tabBar.frame.minY - contentView.frame.minY
    }

    /// Puts a controller's view in the content area, at `contentFrame(for:)`.
    func install(_ controller: UIViewController) {
        let view = controller.view!
        view.frame = contentFrame(for: controller)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if view.superview !== contentView { contentView.addSubview(view) }
    }

    /// Shows the tabs' items in the bar, the selected one selected.
    func updateBar() {
        guard isViewLoaded else { return }
        let items = barControllers.map { $0.tabBarItem! }
        if !(tabBar.items ?? []).elementsEqual(items, by: ===) { tabBar.items = items }
        let selectedItem = selectedViewController?.tabBarItem
        tabBar.selectedItem = items.first { $0 === selectedItem }
        tabBar.followContent(selectedViewController?.resolvedContentScrollView(for: .bottom))
    }

    /// Only the selected controller shares the tab bar controller's appearance.
    override var appearanceChildren: [UIViewController] {
        guard let selected = selectedViewController, selected.viewIfLoaded?.superview === contentView else { return [] }
        return [selected]
    }

    /// The selected controller decides whether the status bar is hidden.
    open override var childForStatusBarHidden: UIViewController? { selectedViewController }

    /// The selected controller decides the status bar's style.
    open override var childForStatusBarStyle: UIViewController? { selectedViewController }

    /// The delegate's answer; without a delegate a view controller's default (Apple documents
    /// no default of the tab bar controller's own).
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.tabBarControllerSupportedInterfaceOrientations(self) ?? super.supportedInterfaceOrientations
    }

    /// The delegate's answer; without a delegate the window's current orientation.
    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        delegate?.tabBarControllerPreferredInterfaceOrientationForPresentation(self) ?? super.preferredInterfaceOrientationForPresentation
    }
}

extension Diagnostic.Code {
    /// A controller that is not one of the tabs was selected (UIKit raises).
    public static let tabNotFound = Diagnostic.Code(rawValue: "tabBar.tabNotFound", severity: .error)
    /// A tab index out of range was selected, or a queued tab switch found its tab gone; iOS
    /// ignores an out-of-range `selectedIndex` silently.
    public static let tabIndexOutOfRange = Diagnostic.Code(rawValue: "tabBar.indexOutOfRange", severity: .trace)
    /// `setViewControllers` was given duplicates or controllers that belong elsewhere.
    public static let invalidTabs = Diagnostic.Code(rawValue: "tabBar.invalidViewControllers", severity: .error)
}
