import Foundation

/// The bar at the bottom of a tab bar controller: one button per item, evenly spaced across the
/// width, each an image over a title, the selected one in the tint colour and the others in
/// `unselectedItemTintColor` (gray); an item's `badgeValue` is drawn as a red pill at the image's
/// top right corner. A tap on an item asks the tab bar controller to select it.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The height of the bar's items in points (the bar also covers the bottom safe area below).
    public static let height: CGFloat = 49

    /// The items, left to right.
    open var items: [UITabBarItem]? {
        didSet {
            for item in oldValue ?? [] where item.bar === self { item.bar = nil }
            for item in items ?? [] { item.bar = self }
            itemsDidChange()
        }
    }
    /// The item drawn as selected.
    open weak var selectedItem: UITabBarItem? { didSet { itemsDidChange() } }
    /// The colour of the items that are not selected; nil is `.systemGray`.
    open var unselectedItemTintColor: UIColor? { didSet { itemsDidChange() } }
    /// Whether the bar counts as translucent (true): content extends over a translucent bar;
    /// over an opaque one only with `extendedLayoutIncludesOpaqueBars`. Drawn the same either way.
    open var isTranslucent = true { didSet { if oldValue != isTranslucent { superview?.setNeedsLayout() } } }
    /// Hiding the bar gives its area back to the content's safe area at the next layout.
    open override var isHidden: Bool {
        didSet { superview?.setNeedsLayout() }
    }

    /// Called with the index of a tapped, enabled item.
    var onSelect: ((Int) -> Void)?
    /// The views drawing the items, in order.
    private(set) var itemViews: [TabBarItemView] = []
    private let hairline = UIView()

    /// Creates a bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.97, alpha: 0.94)
        hairline.backgroundColor = .separator
        addSubview(hairline)
        addGestureRecognizer(UITapGestureRecognizer { [weak self] tap in
            guard let self, tap.state == .ended, let index = self.itemIndex(at: tap.location(in: self)) else { return }
            self.onSelect?(index)
        })
    }

    /// Not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    open override func layoutSubviews() {
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 0.5)
        for (index, view) in itemViews.enumerated() { view.frame = itemFrame(at: index) }
    }

    /// The frame of the item at `index`: an equal share of the width, `height` points tall.
    func itemFrame(at index: Int) -> CGRect {
        let width = bounds.width / CGFloat(max(itemViews.count, 1))
        return CGRect(x: CGFloat(index) * width, y: 0, width: width, height: Self.height)
    }

    /// The index of the enabled item under `point` (in the bar's coordinates).
    func itemIndex(at point: CGPoint) -> Int? {
        itemViews.indices.first { itemFrame(at: $0).contains(point) && itemViews[$0].item.isEnabled }
    }

    /// Rebuilds the item views from the items (an item's property changed, or the selection).
    func itemsDidChange() {
        let items = items ?? []
        if itemViews.count != items.count || !zip(itemViews, items).allSatisfy({ $0.item === $1 }) {
            itemViews.forEach { $0.removeFromSuperview() }
            itemViews = items.map { TabBarItemView(item: $0) }
            itemViews.forEach(addSubview)
        }
        for view in itemViews {
            let selected = view.item === selectedItem
            view.update(selected: selected, color: selected ? tintColor : unselectedItemTintColor ?? .systemGray)
        }
        setNeedsLayout()
    }
}

/// One item of a tab bar: the image, the title under it and the badge.
@MainActor
final class TabBarItemView: UIView {
    let item: UITabBarItem
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let badgeLabel = UILabel()

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        imageView.contentMode = .scaleAspectFit
        titleLabel.font = .systemFont(ofSize: 10)
        titleLabel.textAlignment = .center
        badgeLabel.font = .systemFont(ofSize: 13)
        badgeLabel.textColor = .white
        badgeLabel.textAlignment = .center
        badgeLabel.clipsToBounds = true
        for view in [imageView, titleLabel, badgeLabel] { addSubview(view) }
    }

    required init?(coder: NSCoder) { return nil }

    func update(selected: Bool, color: UIColor) {
        imageView.image = (selected ? item.selectedImage : nil) ?? item.image
        imageView.tintColor = color
        titleLabel.text = item.title
        titleLabel.textColor = color
        badgeLabel.text = item.badgeValue
        badgeLabel.backgroundColor = item.badgeColor ?? .systemRed
        badgeLabel.isHidden = item.badgeValue == nil
        alpha = item.isEnabled ? 1 : 0.4
        setNeedsLayout()
    }

    override func layoutSubviews() {
        let imageSide: CGFloat = 26
        imageView.frame = CGRect(x: (bounds.width - imageSide) / 2, y: 5, width: imageSide, height: imageSide)
        titleLabel.frame = CGRect(x: 0, y: 33, width: bounds.width, height: 12)
        // The pill: 18 points tall, as wide as the text plus padding, never narrower than round.
        let height: CGFloat = 18
        let width = max(height, badgeLabel.intrinsicContentSize.width + 10)
        badgeLabel.frame = CGRect(x: imageView.frame.maxX - 8, y: 2, width: width, height: height)
        badgeLabel.layer.cornerRadius = height / 2
    }
}
