import Foundation

extension UINavigationBar {
    /// Opens `menu` as a list under `item`'s view, on top of the window (closing any open one).
    func showMenu(_ menu: UIMenu, for item: UIBarButtonItem) {
        menuView?.close()
        guard let window, let itemView = itemView(for: item) else { return }
        let anchor = itemView.convert(CGPoint(x: itemView.bounds.maxX, y: itemView.bounds.maxY), to: nil as UIView?)
        let list = BarButtonMenuView(menu: menu, item: item, anchor: anchor, in: window.bounds)
        list.onClose = { [weak self, weak list] in
            if self?.menuView === list { self?.menuView = nil }
        }
        menuView = list
        window.addSubview(list)
    }
}

/// The list a bar button item's `menu` shows (UIKit shows a context menu; here a simple list):
/// a panel of rows under the item, one per action; tapping a row runs its action (the item as
/// sender) and closes the list, tapping anywhere else closes it.
@preconcurrency @MainActor
package final class BarButtonMenuView: UIView {
    /// A row's height, in points.
    static let rowHeight: CGFloat = 44
    /// The height of the menu's title above the rows, in points.
    static let titleHeight: CGFloat = 30
    /// The panel's width, in points.
    static let panelWidth: CGFloat = 220
    /// The gap between the item and the panel, and the panel and the window's edge, in points.
    static let margin: CGFloat = 8

    /// The panel holding the rows.
    let panel = UIView()
    /// The rows' labels, in the menu's order, and the actions they run.
    package private(set) var rows: [(label: UILabel, action: UIAction)] = []
    /// Called when the list closes.
    var onClose: (() -> Void)?
    private weak var item: UIBarButtonItem?

    /// A list for `menu`, its panel's top-right corner under `anchor` (the item's bottom-right
    /// corner in window coordinates), kept inside `bounds` (the window's).
    init(menu: UIMenu, item: UIBarButtonItem, anchor: CGPoint, in bounds: CGRect) {
        self.item = item
        super.init(frame: bounds)
        let titleHeight = menu.title.isEmpty ? 0 : Self.titleHeight
        let actions = menu.flattenedActions
        let x = min(max(anchor.x - Self.panelWidth, Self.margin), bounds.width - Self.panelWidth - Self.margin)
        panel.frame = CGRect(x: x, y: anchor.y + Self.margin, width: Self.panelWidth,
                             height: titleHeight + CGFloat(actions.count) * Self.rowHeight)
        panel.backgroundColor = UIColor(white: 0.98, alpha: 0.97)
        panel.layer.cornerRadius = 13
        panel.layer.shadowOpacity = 0.2
        panel.layer.shadowRadius = 12
        addSubview(panel)
        if titleHeight > 0 {
            let title = UILabel(frame: CGRect(x: 16, y: 0, width: Self.panelWidth - 32, height: titleHeight))
            title.text = menu.title
            title.font = .systemFont(ofSize: 13)
            title.textColor = .systemGray
            panel.addSubview(title)
        }
        for (index, action) in actions.enumerated() {
            let label = UILabel(frame: CGRect(x: 16, y: titleHeight + CGFloat(index) * Self.rowHeight,
                                              width: Self.panelWidth - 32, height: Self.rowHeight))
            label.text = action.title
            label.font = .systemFont(ofSize: 17)
            panel.addSubview(label)
            rows.append((label, action))
        }
        addGestureRecognizer(UITapGestureRecognizer { [weak self] tap in
            guard let self, tap.state == .ended else { return }
            let point = tap.location(in: panel)
            let row = rows.first { $0.label.frame.contains(point) }
            close()
            row?.action.perform(sender: item)
        })
    }

    /// Not archived on Linux; returns nil.
    package required init?(coder: NSCoder) { return nil }

    /// Removes the list.
    func close() {
        removeFromSuperview()
        onClose?()
    }
}
