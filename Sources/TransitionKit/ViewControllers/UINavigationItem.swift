import Foundation

/// What a navigation bar shows for one view controller: its title, its bar button items and how
/// the back button that leads back to it is titled, as in UIKit (`UIViewController.navigationItem`).
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The title in the middle of the bar (nil: the controller's `title`).
    open var title: String? { didSet { contentDidChange() } }
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
    /// The controller this item belongs to.
    weak var owner: UIViewController?

    /// Creates an item titled `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Creates an item without a title.
    public override init() { super.init() }

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

    /// The title of the back button that leads back to this item's controller.
    var backTitle: String {
        backBarButtonItem?.title ?? backButtonTitle ?? title ?? owner?.title ?? "Back"
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
        guard let owner else { return }
        owner.navigationController?.titleDidChange(of: owner)
    }
}
