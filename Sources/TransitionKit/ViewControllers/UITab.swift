import Foundation

/// A tab of a tab bar controller described by the tab rather than by its controller (iOS 18):
/// its title, image and badge show in the tab bar, and its view controller is made the first
/// time it is needed, by `viewControllerProvider`.
///
/// ```swift
/// tabBarController.tabs = [
///     UITab(title: "Library", image: UIImage(systemName: "photo"), identifier: "library") { _ in
///         UINavigationController(rootViewController: LibraryViewController())
///     },
/// ]
/// ```
@preconcurrency @MainActor
open class UITab: NSObject {
    /// Where a tab may go where the tab bar offers placements (iPadOS's customizable bar and sidebar).
    public enum Placement: Int, Sendable {
        /// The system decides (`.default` for a tab, `.sidebarOnly` for a group's children).
        case automatic = 0
        /// In the bar by default; people can move it out.
        case `default` = 1
        /// Out of the bar by default; people can add it.
        case optional = 2
        /// In the bar; people can move it within the bar but not out.
        case movable = 3
        /// Pinned at the bar's trailing end.
        case pinned = 4
        /// In the bar where it is, unmovable.
        case fixed = 5
        /// Only in the sidebar, never in the bar.
        case sidebarOnly = 6
    }

    /// The tab's title, shown under its image.
    open var title: String { didSet { tabDidChange() } }
    /// A second line for the sidebar (not shown in a tab bar).
    open var subtitle: String?
    /// The tab's identifier, unique among the tab bar controller's tabs.
    public let identifier: String
    /// The tab's image.
    open var image: UIImage? { didSet { tabDidChange() } }
    /// The image shown while the tab is selected (nil: `image`).
    open var selectedImage: UIImage? { didSet { tabDidChange() } }
    /// The badge shown on the tab (nil: none).
    open var badgeValue: String? { didSet { tabDidChange() } }
    /// Whether people can select the tab (true); a disabled tab looks dimmed.
    open var isEnabled = true { didSet { tabDidChange() } }
    /// Whether the tab is hidden in the sidebar (false). Kept: a compact tab bar shows every tab.
    open var isHidden = false
    /// Whether the tab starts hidden in the sidebar (false). Kept, as `isHidden`.
    open var isHiddenByDefault = false
    /// Whether people can hide the tab in the sidebar (false). Kept, as `isHidden`.
    open var allowsHiding = false
    /// Where the tab prefers to go (`.automatic`). Kept: a compact tab bar places every tab in order.
    open var preferredPlacement: Placement = .automatic
    /// Anything the app associates with the tab.
    open var userInfo: Any?

    /// The tab group containing this tab (nil for a root tab).
    open internal(set) weak var parent: UITabGroup?
    /// The tab bar controller showing this tab, or nil.
    open internal(set) weak var tabBarController: UITabBarController?

    /// The root-most group above this tab with a managing navigation controller, or nil.
    open var managingTabGroup: UITabGroup? {
        var group = parent, found: UITabGroup?
        while let current = group {
            if current.managingNavigationController != nil { found = current }
            group = current.parent
        }
        return found
    }

    /// Whether the tab shows in its tab bar controller's bar: in the bar, and not filtered out
    /// by the controller's `compactTabIdentifiers`.
    open var hasVisiblePlacement: Bool {
        guard let tabBarController else { return false }
        return tabBarController.displayedTabs.contains { $0 === self }
    }

    private let viewControllerProvider: ((UITab) -> UIViewController)?
    private var providedViewController: UIViewController?

    /// The controller shown while the tab is selected: made by the provider the first time it
    /// is asked for, then kept (nil without a provider).
    open var viewController: UIViewController? {
        if let providedViewController { return providedViewController }
        guard let controller = viewControllerProvider?(self) else { return nil }
        providedViewController = controller
        applyItem(to: controller)
        return controller
    }

    /// A tab showing `title` and `image`, known by `identifier`, whose controller
    /// `viewControllerProvider` makes when it is first needed.
    public init(title: String, image: UIImage?, identifier: String, viewControllerProvider: ((UITab) -> UIViewController)? = nil) {
        self.title = title
        self.image = image
        self.identifier = identifier
        self.viewControllerProvider = viewControllerProvider
        super.init()
    }

    /// Gives `controller`'s tab bar item this tab's title, images, badge and enabled state.
    func applyItem(to controller: UIViewController) {
        let item = controller.tabBarItem!
        item.title = title
        item.image = image
        item.selectedImage = selectedImage
        item.badgeValue = badgeValue
        item.isEnabled = isEnabled
    }

    private func tabDidChange() {
        if let providedViewController { applyItem(to: providedViewController) }
    }
}
