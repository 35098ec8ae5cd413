import Foundation

/// What a navigation bar shows for one view controller: its title, its bar button items and how
/// the back button that leads back to it is titled, as in UIKit (`UIViewController.navigationItem`).
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The title in the middle of the bar (nil: the controller's `title`).
    open var title: String? { didSet { contentDidChange() } }
    /// A custom view shown in the centre of the bar instead of the title while this item is on
    /// top (sized by its frame, or its intrinsic content size when its frame is empty; at most the
    /// bar's height). The large title, when shown, still reads `title`.
    open var titleView: UIView? { didSet { itemsDidChange() } }
    /// The items on the left, leading first; they replace the back button.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { itemsDidChange() } }
    /// The items on the right, trailing first (UIKit's order: the first is at the right edge).
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { itemsDidChange() } }
    /// Whether the back button is hidden while this item is on top.
    open var hidesBackButton = false { didSet { contentDidChange() } }
    /// The back button shown while the next controller is on top (only its title is used).
    open var backBarButtonItem: UIBarButtonItem? { didSet { itemsDidChange() } }
    /// The back button's title while the next controller is on top (iOS 14), when
    /// `backBarButtonItem` is nil.
    open var backButtonTitle: String? { didSet { contentDidChange() } }
    /// Whether the bar shows this item's title large below it when the bar's
    /// `prefersLargeTitles` is true (`.automatic` by default: as the item below it does).
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { contentDidChange() } }
    /// The bar's look while this item is on top, in place of the bar's `standardAppearance`.
    open var standardAppearance: UINavigationBarAppearance? { didSet { contentDidChange() } }
    /// In place of the bar's `compactAppearance` while this item is on top.
    open var compactAppearance: UINavigationBarAppearance? { didSet { contentDidChange() } }
    /// In place of the bar's `scrollEdgeAppearance` while this item is on top.
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { contentDidChange() } }
    /// In place of the bar's `compactScrollEdgeAppearance` while this item is on top.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { contentDidChange() } }
    /// How the back button leading back to this item is titled, when `backBarButtonItem` is nil
    /// (iOS 14): with the title (or `backButtonTitle`), "Back", or the chevron alone.
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { contentDidChange() } }
    /// The action the back button performs while this item is on top (iOS 16), in place of the
    /// pop; at the root of a stack it makes a back button titled by the action.
    open var backAction: UIAction? { didSet { contentDidChange() } }
    /// Whether the left items show beside the back button instead of replacing it (false).
    open var leftItemsSupplementBackButton = false { didSet { contentDidChange() } }
    /// A line of text above the title (stored: the bar draws no prompt row).
    open var prompt: String?
    /// How the item's content lays out (`.navigator`; stored: the bar lays out as a navigator).
    open var style: ItemStyle = .navigator
    /// An identifier for user customization of the bar (stored: the bar is not customizable).
    open var customizationIdentifier: String?
    /// The controller this item belongs to.
    weak var owner: UIViewController?
    /// The bar of your own showing this item, if any (told when it changes).
    weak var standaloneBar: UINavigationBar?

    /// How a back button is titled (UIKit's raw values).
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The previous item's `backButtonTitle` or title ("Back" when it is too long).
        case `default` = 0
        /// "Back".
        case generic = 1
        /// The chevron alone.
        case minimal = 2
    }

    /// How a navigation item's content lays out (iOS 16).
    public enum ItemStyle: Int, Sendable {
        /// The title centred, items at the sides.
        case navigator = 0
        /// The title leading, for a browser-like app.
        case browser = 1
        /// The title leading with a back action, for a document editor.
        case editor = 2
    }

    /// How an item's title is sized when the bar prefers large titles (UIKit's raw values).
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the previous item in the stack (the root: large when the bar prefers large titles).
        case automatic = 0
        /// Always large while this item is on top.
        case always = 1
        /// Never large.
        case never = 2
        /// Large (iOS 17); UIKit draws it inside the bar's row, here it is drawn as `.always`
        /// (the header: "If there is a back button present, this will revert to Always").
        case inline = 3
    }

    /// Creates an item titled `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Creates an item without a title.
    public override init() { super.init() }

    /// Navigation items are not archived on Linux; returns nil.
    public init?(coder: NSCoder) { return nil }

    /// The first of `leftBarButtonItems`.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of `rightBarButtonItems`.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the left item (the back button's place); `animated` is accepted for source
    /// compatibility: the bar swaps it at once.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }

    /// Sets the right item; the bar swaps it at once.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }

    /// Sets the left items, leading first; the bar swaps them at once.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }

    /// Sets the right items, trailing first; the bar swaps them at once.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    /// Hides or shows the back button; the bar changes at once.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    /// The title of the back button that leads back to this item's controller.
    var backTitle: String {
        if let title = backBarButtonItem?.title { return title }
        switch backButtonDisplayMode {
        case .default: return backButtonTitle ?? title ?? owner?.title ?? "Back"
        case .generic: return "Back"
        case .minimal: return ""
        }
    }

    private func itemsDidChange() {
        for item in (leftBarButtonItems ?? []) + (rightBarButtonItems ?? []) + [backBarButtonItem].compactMap({ $0 })
        where !item.observers.contains(where: { $0.item === self }) {
            item.observers.append(WeakNavigationItem(item: self))
        }
        contentDidChange()
    }

    /// Tells the navigation controller showing this item's controller to redraw its bar.
    func contentDidChange() {
        if let bar = standaloneBar, bar.standaloneItems.contains(where: { $0 === self }) { bar.showStandaloneTop() }
        guard let owner else { return }
        owner.navigationController?.titleDidChange(of: owner)
    }
}
