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
    /// The bar's background colour when no appearance was assigned; nil is the chrome grey.
    open var barTintColor: UIColor? { didSet { applyAppearance() } }
    /// The toolbar's delegate: asked for its position (a toolbar is at the bottom).
    open weak var delegate: (any UIToolbarDelegate)?
    /// The look at standard height. Assigning any appearance switches the toolbar from its fixed
    /// look to the appearances; the toolbar draws the standard (or, vertically compact, the
    /// compact) one, and stores the scroll-edge ones.
    open var standardAppearance = UIToolbarAppearance() { didSet { usesAppearances = true; applyAppearance() } }
    /// The look in a vertically compact window (nil: `standardAppearance`).
    open var compactAppearance: UIToolbarAppearance? { didSet { usesAppearances = true; applyAppearance() } }
    /// The look while the content is scrolled to its bottom edge (stored).
    open var scrollEdgeAppearance: UIToolbarAppearance? { didSet { usesAppearances = true } }
    /// The compact look at the scroll edge (stored).
    open var compactScrollEdgeAppearance: UIToolbarAppearance? { didSet { usesAppearances = true } }
    private var usesAppearances = false
    private var legacyImages: [String: UIImage] = [:]

    /// Sets the background image for a position and metrics (stored: the toolbar draws colours).
    open func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) {
        legacyImages["background.\(topOrBottom.rawValue).\(barMetrics.rawValue)"] = backgroundImage
    }
    /// The background image set for a position and metrics.
    open func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        legacyImages["background.\(topOrBottom.rawValue).\(barMetrics.rawValue)"]
    }
    /// Sets the shadow image for a position (stored: the hairline is drawn in colour).
    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        legacyImages["shadow.\(topOrBottom.rawValue)"] = shadowImage
    }
    /// The shadow image set for a position.
    open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? {
        legacyImages["shadow.\(topOrBottom.rawValue)"]
    }

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
            item.performTap(sender: item)
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
        for item in items ?? [] { item.toolbar = self }   // hidden ones too: they may come back
        let buttons = activeButtonAppearances, tint = explicitTintColor ?? .systemBlue
        itemViews = (items ?? []).filter { !$0.isHidden }.map { item in
            let view = item.makeBarView(alignedRight: false, buttons: buttons, tint: tint)
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
        guard item.isHidden != itemViews.contains(where: { $0.item === item }) else {
            setItems(storedItems, animated: false)   // shown or hidden: the row is made again
            return
        }
        guard let index = itemViews.firstIndex(where: { $0.item === item }) else { return }
        itemViews[index].view.removeFromSuperview()
        let view = item.makeBarView(alignedRight: false, buttons: activeButtonAppearances, tint: explicitTintColor ?? .systemBlue)
        addSubview(view)
        itemViews[index].view = view
        setNeedsLayout()
    }

    /// The appearance drawn now: compact in a vertically compact window, else standard (nil
    /// until one was assigned).
    var activeAppearance: UIToolbarAppearance? {
        guard usesAppearances else { return nil }
        let compact = window.map { UITraitCollection(windowSize: $0.bounds.size).verticalSizeClass == .compact } ?? false
        return compact ? compactAppearance ?? standardAppearance : standardAppearance
    }

    /// Draws the background, the hairline and the items from the active appearance, or the fixed
    /// look and `barTintColor`.
    func applyAppearance() {
        let appearance = activeAppearance
        backgroundColor = appearance?.resolvedBackgroundColor ?? barTintColor ?? Self.defaultBackground
        hairline.backgroundColor = appearance.map { $0.shadowColor ?? .clear } ?? .separator
        let buttons = appearance.map { BarButtonAppearances($0.buttonAppearance, $0.doneButtonAppearance) }
        for entry in itemViews { entry.item.restyle(entry.view, buttons: buttons, tint: explicitTintColor ?? .systemBlue) }
    }

    /// The button appearances items are drawn with now (nil: the fixed look).
    private var activeButtonAppearances: BarButtonAppearances? {
        activeAppearance.map { BarButtonAppearances($0.buttonAppearance, $0.doneButtonAppearance) }
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

extension UIToolbar: UIBarPositioning {
    /// Where the toolbar sits: its delegate's answer, else `.bottom`.
    public var barPosition: UIBarPosition {
        let position = delegate?.position(for: self) ?? .any
        return position == .any ? .bottom : position
    }
}
