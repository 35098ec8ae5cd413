import Foundation

/// A button on a navigation bar or toolbar (a `UIBarItem`), as in UIKit: a title (or a system item, or a custom view) that
/// runs its `primaryAction` when tapped.
///
/// Selectors do not exist here, so the target-action initialisers (`init(title:style:target:action:)`)
/// are replaced by UIKit's closure forms (iOS 14+): `init(primaryAction:)`,
/// `init(systemItem:primaryAction:menu:)` and `init(title:image:primaryAction:menu:)`. An item with
/// a `menu` and no `primaryAction` shows the menu when tapped (see `UINavigationBar+Menu.swift`).
/// System items are drawn as words ("Done", "Cancel", "+"), not as SF Symbols; an `image` (such as
/// `UIImage(systemName: "plus")`) is drawn tinted in place of the title.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How the item's title is drawn.
    public enum Style: Int, Sendable {
        /// Regular weight.
        case plain = 0
        /// Deprecated (iOS 8): drawn as `.plain`.
        case bordered = 1
        /// Bold, for the item that completes a task.
        case done = 2
    }

    /// The system-supplied items (UIKit's raw values).
    public enum SystemItem: Int, Sendable {
        /// UIKit's system items in UIKit's order (done = 0 ... close = 24); `displayTitle` is what each draws.
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
             search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close

        /// The text drawn for the item (UIKit draws symbols for the non-text ones).
        var displayTitle: String {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .add: "+"
            case .flexibleSpace, .fixedSpace: ""
            case .compose: "Compose"
            case .reply: "Reply"
            case .action: "Share"
            case .organize: "Organize"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .refresh: "Refresh"
            case .stop: "Stop"
            case .camera: "Camera"
            case .trash: "Trash"
            case .play: "Play"
            case .pause: "Pause"
            case .rewind: "Rewind"
            case .fastForward: "Forward"
            case .undo: "Undo"
            case .redo: "Redo"
            case .pageCurl: "Curl"
            case .close: "Close"
            }
        }
    }

    /// Plain or done (bold).
    open var style: Style = .plain { didSet { contentDidChange() } }
    /// The colour of the title (nil: the system blue).
    open var tintColor: UIColor? { didSet { contentDidChange() } }
    /// A view drawn instead of the title (it handles its own touches).
    open var customView: UIView? { didSet { contentDidChange() } }
    /// The action run when the item is tapped.
    open var primaryAction: UIAction? { didSet { contentDidChange() } }
    /// The menu shown when the item is tapped and has no `primaryAction`.
    open var menu: UIMenu? { didSet { contentDidChange() } }
    /// The width of a `.fixedSpace` item, or of a custom view that has none (0: its own).
    open var width: CGFloat = 0 { didSet { contentDidChange() } }
    /// Whether the bar leaves the item out (iOS 16; false).
    open var isHidden = false { didSet { contentDidChange() } }
    /// Whether the item is selected (iOS 15; stored: bars draw no selected look).
    open var isSelected = false
    /// Whether a tap toggles `isSelected` before the primary action runs (iOS 15; false).
    open var changesSelectionAsPrimaryAction = false
    /// Titles the item may show, for bars that reserve the widest (stored).
    open var possibleTitles: Set<String>?
    /// The legacy background images and offsets (see `UIBarButtonItem+Legacy.swift`).
    var legacyImages: [String: UIImage] = [:], legacyOffsets: [String: UIOffset] = [:]
    /// The system item this item was made as, if any.
    let systemItem: SystemItem?
    /// The navigation items showing this item (told when it changes).
    var observers: [WeakNavigationItem] = []
    /// The toolbar showing this item, if any (told when it changes).
    weak var toolbar: UIToolbar?

    /// Creates an empty plain item.
    public override init() {
        systemItem = nil
        super.init()
    }

    /// Bar button items are not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Creates a plain item from `primaryAction`, whose title it takes (Apple documentation,
    /// `init(primaryAction:)`: "Creates a plain-style bar button item from the properties of the
    /// primary action").
    public init(primaryAction: UIAction?) {
        systemItem = nil
        super.init()
        self.primaryAction = primaryAction
        if let actionTitle = primaryAction?.title, !actionTitle.isEmpty { title = actionTitle }
    }

    /// Creates a system item that runs `primaryAction` ("The system item doesn't use the action
    /// to configure its title and image", Apple documentation). `.done` and `.save` are bold.
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.systemItem = systemItem
        super.init()
        self.primaryAction = primaryAction
        self.menu = menu
        if systemItem == .done || systemItem == .save { style = .done }
    }

    /// Creates a plain item titled `title` (else the action's title) or showing `image`, that runs
    /// `primaryAction` or, without one, shows `menu` when tapped.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(primaryAction: primaryAction)
        if let title { self.title = title }
        self.image = image
        self.menu = menu
    }

    /// Creates an item that shows `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// The text the bar draws for the item.
    var displayTitle: String { title ?? systemItem?.displayTitle ?? "" }

    /// A flexible space (iOS 14): it shares a toolbar's free width with the other flexible spaces.
    public class func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(systemItem: .flexibleSpace)
    }

    /// A fixed space of zero width (iOS 14); set its `width`.
    public class func fixedSpace() -> UIBarButtonItem {
        fixedSpace(0)
    }

    /// A fixed space `width` points wide (iOS 14).
    public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// A tap: with `changesSelectionAsPrimaryAction`, the selection flips first; then the primary
    /// action runs.
    func performTap(sender: Any?) {
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        primaryAction?.perform(sender: sender)
    }

    /// Tells the navigation items and the toolbar showing the item that it changed.
    override func contentDidChange() {
        observers.removeAll { $0.item == nil }
        for observer in observers { observer.item?.contentDidChange() }
        toolbar?.itemDidChange(self)
    }
}

/// A weak reference to a navigation item (bar button items are shared by reference).
@MainActor
struct WeakNavigationItem {
    weak var item: UINavigationItem?
}
