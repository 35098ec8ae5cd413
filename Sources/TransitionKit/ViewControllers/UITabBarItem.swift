import Foundation

/// One item of a tab bar: a title, an image, an image for the selected state and an optional
/// badge, as UIKit's `UITabBarItem`. A view controller's item is its `tabBarItem`; changing a
/// property redraws the bar showing it.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The system-supplied items (UIKit's raw values), each drawn with its own title and symbol.
    public enum SystemItem: Int, Sendable {
        /// "More", three dots.
        case more = 0
        /// "Favorites", a star.
        case favorites = 1
        /// "Featured", a star.
        case featured = 2
        /// "Top Rated", a star.
        case topRated = 3
        /// "Recents", a clock.
        case recents = 4
        /// "Contacts", a person in a circle.
        case contacts = 5
        /// "History", a clock.
        case history = 6
        /// "Bookmarks", a book.
        case bookmarks = 7
        /// "Search", a magnifying glass.
        case search = 8
        /// "Downloads", an arrow down in a circle.
        case downloads = 9
        /// "Most Recent", a clock.
        case mostRecent = 10
        /// "Most Viewed", a list.
        case mostViewed = 11

        /// The title UIKit draws for the item.
        var systemTitle: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }

        /// The system symbol drawn for the item (an approximation of UIKit's artwork).
        var symbolName: String {
            switch self {
            case .more: "ellipsis"
            case .favorites, .featured, .topRated: "star.fill"
            case .recents, .history, .mostRecent: "clock"
            case .contacts: "person.crop.circle"
            case .bookmarks: "book"
            case .search: "magnifyingglass"
            case .downloads: "arrow.down.circle"
            case .mostViewed: "list.bullet"
            }
        }
    }

    /// The system item the item was made as; its title and image cannot be changed.
    private(set) var systemItem: SystemItem?
    /// The system item's symbol, made once.
    private var systemImage: UIImage?

    /// The text under the image; a system item's title cannot be changed (the change is refused
    /// with a Diagnostic, as UIKit ignores it).
    open override var title: String? {
        get { systemItem?.systemTitle ?? super.title }
        set {
            guard systemItem == nil else { return refuseSystemChange("title") }
            super.title = newValue
        }
    }
    /// The image drawn in the tint colour (template images) above the title; a system item's image
    /// cannot be changed.
    open override var image: UIImage? {
        get { systemItem == nil ? super.image : systemImage }
        set {
            guard systemItem == nil else { return refuseSystemChange("image") }
            super.image = newValue
        }
    }
    /// The image shown while the item is selected; nil uses `image`.
    open var selectedImage: UIImage? { didSet { contentDidChange() } }
    /// The text of the badge at the image's top right corner; nil hides the badge.
    open var badgeValue: String? { didSet { contentDidChange() } }
    /// The badge's background colour; nil is `.systemRed`.
    open var badgeColor: UIColor? { didSet { contentDidChange() } }
    /// The bar's look while this item is selected and content scrolls under the bar (iOS 13), a
    /// copy of the one assigned; nil is the bar's `standardAppearance`.
    open var standardAppearance: UITabBarAppearance? {
        get { storedStandardAppearance }
        set { storedStandardAppearance = newValue?.copy(); contentDidChange() }
    }
    /// The bar's look while this item is selected and the content's bottom edge meets the bar
    /// (iOS 15), a copy; nil is the bar's `scrollEdgeAppearance`.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { storedScrollEdgeAppearance }
        set { storedScrollEdgeAppearance = newValue?.copy(); contentDidChange() }
    }
    /// How far the title is moved from where the bar puts it, points (right and down positive).
    open var titlePositionAdjustment: UIOffset = .zero { didSet { contentDidChange() } }
    /// The badge text's attributes per control state (`setBadgeTextAttributes(_:for:)`).
    private var badgeAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    private var storedStandardAppearance: UITabBarAppearance?
    private var storedScrollEdgeAppearance: UITabBarAppearance?

    /// The bar showing the item, told about changes.
    weak var bar: UITabBar?

    /// Creates an item without title, image or tag.
    public override init() {
        super.init()
    }

    /// Tab bar items are not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Creates an item with a title, an image and a tag.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item with a title, an image and an image for the selected state (tag 0).
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// Creates a system item: its title and symbol are the system's and cannot be changed.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.systemImage = UIImage(systemName: systemItem.symbolName)
        self.tag = tag
    }

    /// Sets the badge text's attributes for `state` (`.normal`, `.selected`, `.disabled`); nil
    /// removes them. The badge draws `.foregroundColor` and `.font` (white, 13-point system font
    /// when unset).
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributesByState[state.rawValue] = textAttributes
        contentDidChange()
    }

    /// The badge text's attributes set for `state`, or nil.
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeAttributesByState[state.rawValue]
    }

    override func contentDidChange() {
        bar?.itemsDidChange()
    }

    private func refuseSystemChange(_ property: String) {
        bar?.window?.report(Diagnostic(code: .systemTabBarItemChanged,
                                       message: "The \(property) of the system tab bar item \(systemItem!.systemTitle) cannot be changed; the change was ignored."))
    }
}

extension Diagnostic.Code {
    /// A system tab bar item's title or image was set (UIKit ignores it).
    public static let systemTabBarItemChanged = Diagnostic.Code(rawValue: "tabBar.systemItemChanged", severity: .warning)
}

extension UIViewController {
    /// The item representing this controller in a tab bar controller's bar, made on first access
    /// with the controller's title.
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = storedTabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set {
            storedTabBarItem = newValue
            tabBarController?.updateBar()
        }
    }

    /// The nearest ancestor that is a tab bar controller.
    public var tabBarController: UITabBarController? {
        var ancestor = parent
        while let current = ancestor {
            if let tabs = current as? UITabBarController { return tabs }
            ancestor = current.parent
        }
        return nil
    }
}
