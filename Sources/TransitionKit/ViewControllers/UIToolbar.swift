import Foundation

/// A bar of bar button items along the bottom of the screen, as a navigation controller shows
/// for its top controller's `toolbarItems` (or as a view of its own).
///
/// Items are laid out left to right, 8 pt apart and from the edges; `.fixedSpace` items take
/// their `width`, `.flexibleSpace` items share what is left equally, so
/// `[flexible, item, flexible]` centres the item. A tap on an enabled item runs its primary action.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The height of the bar's row in points (the navigation controller's toolbar also covers the
    /// bottom safe area below it).
    public static let height: CGFloat = 44

    /// The items, left to right. Setting it is `setItems(_:animated: false)`.
    open var items: [UIBarButtonItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    /// The bar's style (drawn the same here).
    open var barStyle: UIBarStyle = .default
    /// Whether the bar counts as translucent (true); a navigation controller's content extends
    /// under an opaque toolbar only with `extendedLayoutIncludesOpaqueBars`.
    open var isTranslucent = true { didSet { if oldValue != isTranslucent { superview?.setNeedsLayout() } } }
    /// The bar's background colour; nil is the system's light translucent grey.
    open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor ?? Self.defaultBackground } }

    private var storedItems: [UIBarButtonItem]?
    private(set) var itemViews: [(item: UIBarButtonItem, view: UIView)] = []
    private let hairline = UIView()
    static let defaultBackground = UIColor(white: 0.97, alpha: 0.94)

    /// Creates a toolbar with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Self.defaultBackground
        hairline.backgroundColor = .separator
        addSubview(hairline)
        addGestureRecognizer(UITapGestureRecognizer { [weak self] tap in
            guard let self, tap.state == .ended, let item = self.item(at: tap.location(in: self)) else { return }
            item.primaryAction?.perform(sender: item)
        })
    }

    /// Not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Makes a toolbar of the class given to
    /// `UINavigationController(navigationBarClass:toolbarClass:)`, through the subclass's
    /// `init(frame:)` (as `UINavigationBar.init(navigationControllerFrame:)`).
    public required convenience init(navigationControllerFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// Sets the items; animated, the new items fade in over 0.2 s (the old ones go at once).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        for entry in itemViews where entry.view.superview === self { entry.view.removeFromSuperview() }
        for item in storedItems ?? [] where item.toolbar === self { item.toolbar = nil }
        storedItems = items
        itemViews = (items ?? []).map { item in
            item.toolbar = self
            let view = item.makeBarView(alignedRight: false)
            addSubview(view)
            return (item, view)
        }
        // New item views take their places at once, also inside an animation block (a push's).
        UIView.performWithoutAnimation {
            setNeedsLayout()
            layoutIfNeeded()
        }
        guard animated, window != nil else { return }
        for entry in itemViews { entry.view.alpha = 0 }
        UIView.animate(withDuration: 0.2) { for entry in self.itemViews { entry.view.alpha = 1 } }
    }

    /// An item's title, image or state changed: its view is made again.
    func itemDidChange(_ item: UIBarButtonItem) {
        guard let index = itemViews.firstIndex(where: { $0.item === item }) else { return }
        itemViews[index].view.removeFromSuperview()
        let view = item.makeBarView(alignedRight: false)
        addSubview(view)
        itemViews[index].view = view
        setNeedsLayout()
    }

    /// The view drawing `item` on the toolbar, if it shows it.
    package func itemView(for item: UIBarButtonItem) -> UIView? {
        itemViews.first { $0.item === item }?.view
    }

    /// Lays the items out along the top row (see the type's comment).
    open override func layoutSubviews() {
        super.layoutSubviews()
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 0.5)
        let spacing = UINavigationBar.itemSpacing
        let sizes = itemViews.map { $0.item.barItemSize(of: $0.view) }
        let flexible = itemViews.filter { $0.item.systemItem == .flexibleSpace }.count
        let used = sizes.reduce(0) { $0 + $1.width } + spacing * CGFloat(itemViews.count + 1)
        let share = flexible > 0 ? max(0, bounds.width - used) / CGFloat(flexible) : 0
        var x = spacing
        for (entry, size) in zip(itemViews, sizes) {
            let width = entry.item.systemItem == .flexibleSpace ? share : size.width
            entry.view.frame = CGRect(x: x, y: (Self.height - size.height) / 2, width: width, height: size.height)
            x += width + spacing
        }
    }

    /// The enabled item under `point` (toolbar coordinates), with 8 pt of slack on each side;
    /// spaces and custom views take no taps here.
    func item(at point: CGPoint) -> UIBarButtonItem? {
        itemViews.first { entry in
            entry.item.customView == nil && entry.item.isEnabled && entry.item.systemItem != .flexibleSpace
                && entry.item.systemItem != .fixedSpace
                && entry.view.frame.insetBy(dx: -UINavigationBar.itemSpacing, dy: 0).contains(point)
        }?.item
    }
}

/// A bar's overall style.
public enum UIBarStyle: Int, Sendable {
    /// The light style.
    case `default` = 0
    /// The dark style.
    case black = 1
}
