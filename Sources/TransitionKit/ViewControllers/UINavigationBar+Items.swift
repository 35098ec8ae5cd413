import Foundation

/// The bar button items a navigation bar shows: the leading ones (left to right) and the
/// trailing ones (right to left, as `rightBarButtonItems` lists them).
@MainActor
struct BarItems {
    var left: [UIBarButtonItem] = []
    var right: [UIBarButtonItem] = []
    /// The top item's `titleView`, shown centred instead of the title.
    var titleView: UIView? = nil
}

extension UINavigationBar {
    /// The gap between items and between an item and the bar's edge, in points.
    static let itemSpacing: CGFloat = 8
    /// How much wider than the model's estimate an item's label is made.
    static let estimateSlack: CGFloat = 1.2
    /// The width of an item drawn as an image (a symbol is 24 points square), in points.
    static let imageItemWidth: CGFloat = 28

    /// Replaces the items' views in `itemsView` with views for `newItems` (drawn as
    /// `UIBarButtonItem.makeBarView(alignedRight:)` draws them).
    func showItems(_ newItems: BarItems) {
        for view in itemsView.subviews { view.removeFromSuperview() }
        shownItems = newItems
        let buttons = activeButtonAppearances, tint = explicitTintColor ?? .systemBlue
        itemViews = (newItems.left + newItems.right).filter { !$0.isHidden }.map { item in
            let view = item.makeBarView(alignedRight: newItems.right.contains { $0 === item }, buttons: buttons, tint: tint)
            itemsView.addSubview(view)
            return (item, view)
        }
        if let titleView = newItems.titleView { itemsView.addSubview(titleView) }
        setNeedsLayout()
    }

    /// Places the item views: leading items from the left edge, trailing ones from the right,
    /// and the title view centred.
    func layoutItems() {
        if let titleView = shownItems.titleView {
            let fitting = titleView.frame.size == .zero ? titleView.intrinsicContentSize : titleView.frame.size
            let size = CGSize(width: min(max(fitting.width, 0), bounds.width), height: min(max(fitting.height, 0), UINavigationBar.height))
            titleView.frame = CGRect(x: ((bounds.width - size.width) / 2).rounded(), y: ((UINavigationBar.height - size.height) / 2).rounded(),
                                     width: size.width, height: size.height)
        }
        // Left items that supplement the back button start after its text.
        var x = backLabel.isHidden ? Self.itemSpacing
            : backLabel.frame.minX + (backLabel.intrinsicContentSize.width * Self.estimateSlack).rounded(.up) + Self.itemSpacing
        for item in shownItems.left {
            guard let size = itemSize(item) else { continue }
            place(item, at: x, size: size)
            x += size.width + Self.itemSpacing
        }
        x = bounds.width - Self.itemSpacing
        for item in shownItems.right {
            guard let size = itemSize(item) else { continue }
            x -= size.width
            place(item, at: x, size: size)
            x -= Self.itemSpacing
        }
    }

    /// The view drawing `item` on the bar, if the bar shows it.
    package func itemView(for item: UIBarButtonItem) -> UIView? {
        itemViews.first { $0.item === item }?.view
    }

    private func itemSize(_ item: UIBarButtonItem) -> CGSize? {
        itemView(for: item).map { item.barItemSize(of: $0) }
    }

    private func place(_ item: UIBarButtonItem, at x: CGFloat, size: CGSize) {
        itemView(for: item)?.frame = CGRect(x: x, y: (UINavigationBar.height - size.height) / 2, width: size.width, height: size.height)
    }

    /// The enabled, titled item under `point` (bar coordinates), with 8 points of slack on each
    /// side as the back button has; custom views handle their own touches.
    func item(at point: CGPoint) -> UIBarButtonItem? {
        itemViews.first { entry in
            entry.item.customView == nil && entry.item.isEnabled
                && entry.view.frame.insetBy(dx: -Self.itemSpacing, dy: 0).contains(point)
        }?.item
    }
}
