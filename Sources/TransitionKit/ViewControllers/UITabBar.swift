import Foundation

/// The bar of tab items at the bottom of a tab bar controller, or a standalone one: one button per
/// item, each an image over a title, the selected one in the tint colour and the others in
/// `unselectedItemTintColor` (gray); an item's `badgeValue` is drawn as a pill at the image's top
/// right corner. A tap on an enabled item asks the tab bar controller to select it; a standalone
/// bar selects it itself and tells its `delegate`.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// How the items are spread across the bar.
    public enum ItemPositioning: Int, Sendable {
        /// `.fill` in a horizontally compact window (a phone), `.centered` in a regular one.
        case automatic = 0
        /// Each item gets an equal share of the bar's width.
        case fill = 1
        /// The items, `itemWidth` wide and `itemSpacing` apart, are centred as a group.
        case centered = 2
    }

    /// The height of the bar's items in points (the bar also covers the bottom safe area below).
    public static let height: CGFloat = 49
    /// The width of a centred item when `itemWidth` is 0, points (chosen: UIKit's is unpublished).
    static let defaultCenteredItemWidth: CGFloat = 76
    /// The space between centred items when `itemSpacing` is 0, points (chosen likewise).
    static let defaultCenteredItemSpacing: CGFloat = 34
    /// The light background of the default bar style.
    static let lightBackground = UIColor(white: 0.97, alpha: 0.94)
    /// The dark background of `.black`.
    static let darkBackground = UIColor(white: 0.11, alpha: 0.94)

    /// Told when the user taps an item of a standalone bar, and about customizing; held weakly.
    /// A tab bar controller's bar reports to the controller: setting it there is refused with a
    /// Diagnostic (UIKit raises).
    open weak var delegate: (any UITabBarDelegate)? {
        didSet {
            guard onSelect != nil, delegate != nil else { return }
            delegate = nil
            window?.report(Diagnostic(code: .tabBarDelegateOfController,
                                      message: "The delegate of a tab bar controller's tab bar cannot be changed; the change was ignored."))
        }
    }
    /// The items, left to right. Setting them without the selected item clears the selection.
    open var items: [UITabBarItem]? {
        didSet {
            for item in oldValue ?? [] where item.bar === self { item.bar = nil }
            for item in items ?? [] { item.bar = self }
            if let selected = selectedItem, !(items ?? []).contains(where: { $0 === selected }) { selectedItem = nil }
            itemsDidChange()
        }
    }
    /// The item drawn as selected (one of `items`, or nil).
    open weak var selectedItem: UITabBarItem? { didSet { itemsDidChange() } }
    /// The colour of the items that are not selected; nil is `.systemGray`.
    open var unselectedItemTintColor: UIColor? { didSet { itemsDidChange() } }
    /// The colour of the selected item's image and title; nil is the bar's `tintColor`
    /// (deprecated in iOS 8 for `tintColor`).
    open var selectedImageTintColor: UIColor? {
        get { legacySelectedImageTintColor }
        set { legacySelectedImageTintColor = newValue }
    }
    /// Whether the bar counts as translucent (true): content extends over a translucent bar;
    /// over an opaque one only with `extendedLayoutIncludesOpaqueBars`. Drawn the same either way.
    open var isTranslucent = true { didSet { if oldValue != isTranslucent { superview?.setNeedsLayout() } } }
    /// The look while content scrolls under the bar (iOS 13), a copy of the one assigned. Until
    /// an appearance is assigned (to the bar or an item) the bar draws its legacy customizations.
    open var standardAppearance: UITabBarAppearance {
        get { storedStandardAppearance }
        set { storedStandardAppearance = newValue.copy(); appearanceDidChange(assigned: true) }
    }
    /// The look while the content's bottom edge meets the bar, or there is no content scroll view
    /// (iOS 15), a copy; nil is `standardAppearance` with a transparent background.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { storedScrollEdgeAppearance }
        set { storedScrollEdgeAppearance = newValue?.copy(); appearanceDidChange(assigned: true) }
    }
    /// The light (`.default`) or dark (`.black`) background, when there is no `barTintColor`.
    open var barStyle: UIBarStyle = .default { didSet { restyle() } }
    /// The bar's background colour; nil is its style's.
    open var barTintColor: UIColor? { didSet { restyle() } }
    /// An image filling the bar's background, stretched; with one, `barTintColor` is ignored.
    open var backgroundImage: UIImage? { didSet { restyle() } }
    /// An image drawn along the top edge in place of the hairline, only with a `backgroundImage`.
    open var shadowImage: UIImage? { didSet { restyle() } }
    /// An image drawn behind the selected item, filling its frame.
    open var selectionIndicatorImage: UIImage? { didSet { restyle() } }
    /// How the items are spread across the bar (`.automatic`).
    open var itemPositioning: ItemPositioning = .automatic { didSet { setNeedsLayout() } }
    /// The space between centred items, points; 0 is the default (34).
    open var itemSpacing: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// The width of centred items, points; 0 is the default (76).
    open var itemWidth: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// Hiding the bar gives its area back to the content's safe area at the next layout.
    open override var isHidden: Bool {
        didSet { superview?.setNeedsLayout() }
    }

    /// Called with the index of a tapped, enabled item (set by a tab bar controller).
    var onSelect: ((Int) -> Void)?
    /// The views drawing the items, in order.
    private(set) var itemViews: [TabBarItemView] = []
    /// The customizing state (`beginCustomizingItems(_:)`).
    var customizing: (items: [UITabBarItem], itemsAtStart: [UITabBarItem])?
    var legacySelectedImageTintColor: UIColor? { didSet { restyle() } }
    var storedStandardAppearance = UITabBarAppearance()
    var storedScrollEdgeAppearance: UITabBarAppearance?
    /// Whether an appearance was assigned to the bar (it then draws from its appearances).
    var usesAppearances = false
    /// The appearance drawn now (nil: the legacy look), kept for layout.
    var drawnAppearance: UITabBarAppearance?
    /// The scroll view whose bottom edge decides the scroll-edge appearance (a tab bar
    /// controller's selected content), and whether it was at that edge when last drawn.
    weak var contentScrollView: UIScrollView?
    var wasAtScrollEdge = true
    let hairline = UIView()
    let backgroundImageView = UIImageView()
    let shadowImageView = UIImageView()
    let selectionIndicatorView = UIImageView()

    /// Creates a bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        hairline.backgroundColor = .separator
        backgroundImageView.contentMode = .scaleToFill
        shadowImageView.contentMode = .scaleToFill
        selectionIndicatorView.contentMode = .scaleToFill
        for view in [backgroundImageView, hairline, shadowImageView, selectionIndicatorView] { addSubview(view) }
        restyle()
        addGestureRecognizer(UITapGestureRecognizer { [weak self] tap in
            guard let self, tap.state == .ended, let index = self.itemIndex(at: tap.location(in: self)) else { return }
            self.userTapped(index)
        })
    }

    /// Not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Sets `items`; animated, the items that stay slide to their new places, new ones fade in
    /// and removed ones fade out (0.3 seconds).
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        guard animated else { self.items = items; return }
        let old = itemViews
        self.items = items
        let kept = Set(itemViews.map(ObjectIdentifier.init))
        let added = itemViews.filter { view in !old.contains { $0 === view } }
        let removed = old.filter { !kept.contains(ObjectIdentifier($0)) }
        for view in removed { addSubview(view) }
        added.forEach { $0.alpha = 0 }
        UIView.animate(withDuration: 0.3, animations: {
            added.forEach { $0.alpha = $0.item.isEnabled ? 1 : 0.4 }
            removed.forEach { $0.alpha = 0 }
            self.layoutIfNeeded()
        }, completion: { _ in removed.forEach { $0.removeFromSuperview() } })
    }

    open override func layoutSubviews() {
        backgroundImageView.frame = bounds
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 0.5)
        shadowImageView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(shadowImage?.size.height ?? 0, 0.5))
        for (index, view) in itemViews.enumerated() { view.frame = itemFrame(at: index) }
        let selected = itemViews.firstIndex { $0.item === selectedItem }
        selectionIndicatorView.frame = selected.map(itemFrame(at:)) ?? .zero
    }

    /// `itemPositioning` with `.automatic` resolved by the window's horizontal size class.
    var resolvedItemPositioning: ItemPositioning {
        let itemPositioning = drawnAppearance?.stackedItemPositioning ?? self.itemPositioning
        guard itemPositioning == .automatic else { return itemPositioning }
        guard let window else { return .fill }
        return UITraitCollection(windowSize: window.bounds.size).horizontalSizeClass == .regular ? .centered : .fill
    }

    /// The frame of the item at `index`, `height` points tall: an equal share of the width
    /// (`.fill`), or `itemWidth` wide within the centred group (`.centered`).
    func itemFrame(at index: Int) -> CGRect {
        let count = CGFloat(max(itemViews.count, 1))
        guard resolvedItemPositioning == .centered else {
            let width = bounds.width / count
            return CGRect(x: CGFloat(index) * width, y: 0, width: width, height: Self.height)
        }
        let itemWidth = drawnAppearance?.stackedItemWidth ?? self.itemWidth
        let itemSpacing = drawnAppearance?.stackedItemSpacing ?? self.itemSpacing
        let width = itemWidth > 0 ? itemWidth : Self.defaultCenteredItemWidth
        let spacing = itemSpacing > 0 ? itemSpacing : Self.defaultCenteredItemSpacing
        let start = (bounds.width - (count * width + (count - 1) * spacing)) / 2
        return CGRect(x: start + CGFloat(index) * (width + spacing), y: 0, width: width, height: Self.height)
    }

    /// The index of the enabled item under `point` (in the bar's coordinates).
    func itemIndex(at point: CGPoint) -> Int? {
        itemViews.indices.first { itemFrame(at: $0).contains(point) && itemViews[$0].item.isEnabled }
    }

    /// A tap on the enabled item at `index`: ignored while customizing; a controller's bar asks
    /// the controller; a standalone bar selects the item and tells the delegate.
    private func userTapped(_ index: Int) {
        guard customizing == nil else { return }
        if let onSelect { return onSelect(index) }
        let item = itemViews[index].item
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }

    /// Rebuilds the item views from the items (an item's property changed, or the selection),
    /// keeping the views of items that stay, and redraws.
    func itemsDidChange() {
        let items = items ?? []
        if itemViews.count != items.count || !zip(itemViews, items).allSatisfy({ $0.item === $1 }) {
            let old = itemViews
            itemViews = items.map { item in old.first { $0.item === item } ?? TabBarItemView(item: item) }
            for view in old where !itemViews.contains(where: { $0 === view }) { view.removeFromSuperview() }
            itemViews.forEach { addSubview($0) }
        }
        restyle()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        itemsDidChange()
    }
}

extension Diagnostic.Code {
    /// The delegate of a tab bar controller's bar was set (UIKit raises).
    public static let tabBarDelegateOfController = Diagnostic.Code(rawValue: "tabBar.delegateOfController", severity: .error)
}
