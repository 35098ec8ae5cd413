import Foundation

extension UITableView {
    /// A table header or footer view was set: the old one leaves, the new one joins the table,
    /// and the rows move to make room for its height.
    func tableAccessoryDidChange(from old: UIView?, to new: UIView?) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        setNeedsReload()
        setNeedsLayout()
    }

    /// The background view was set: the old one leaves, the new one goes behind everything.
    func backgroundViewDidChange(from old: UIView?) {
        if let old, old !== backgroundView, old.superview === self { old.removeFromSuperview() }
        if let backgroundView { insertSubview(backgroundView, at: 0) }
        setNeedsLayout()
    }

    /// Places the table header above the first section and the footer below the last, as wide as
    /// the table (their heights are theirs, read when they were set), and the background view
    /// over the visible bounds, behind the rows.
    func placeTableAccessories() {
        if let header = tableHeaderView {
            let rect = CGRect(x: 0, y: 0, width: bounds.width, height: geometry.tableHeaderHeight)
            if header.frame != rect { header.frame = rect }
        }
        if let footer = tableFooterView {
            let rect = CGRect(x: 0, y: geometry.sectionsBottom, width: bounds.width, height: geometry.tableFooterHeight)
            if footer.frame != rect { footer.frame = rect }
        }
        if let backgroundView {
            if backgroundView.frame != bounds { backgroundView.frame = bounds }
            if subviews.first !== backgroundView { sendSubviewToBack(backgroundView) }
        }
    }

    /// A table header or footer view's height as the geometry takes it (0 for none or a bad value).
    static func accessoryHeight(_ view: UIView?) -> CGFloat {
        guard let height = view?.frame.height, height.isFinite else { return 0 }
        return max(0, height)
    }
}
