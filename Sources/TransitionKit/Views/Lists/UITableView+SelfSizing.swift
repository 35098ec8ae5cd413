import Foundation

extension UITableView {
    /// The standard row height: an estimate when none is given, and the height of a
    /// self-sizing row whose content view has no constraints to size it.
    static let standardRowHeight: CGFloat = 44

    /// The row's estimated height: the delegate's `estimatedHeightForRowAt` or
    /// `estimatedRowHeight`; `automaticDimension` (the default) and values that are not a
    /// positive number give the standard 44 pt.
    func estimatedHeight(forRowAt indexPath: IndexPath) -> CGFloat {
        let asked = tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
        return asked.isFinite && asked > 0 ? asked : Self.standardRowHeight
    }

    /// Sizes a self-sizing row from its `cell` the first time it is shown, as UIKit does: the
    /// content view's `systemLayoutSizeFitting` at the row's content width (required) and the
    /// smallest height its constraints allow (`fittingSizeLevel`). The height is kept until the
    /// data or the width changes; the rows below move and the content size follows. A row
    /// measured above the visible area moves the content offset by the change, so what is on
    /// screen stays still (the table "actively manages the contentOffset" with estimates:
    /// UITableView.estimatedRowHeight documentation). Returns whether the row's height changed.
    @discardableResult
    func measureRowIfNeeded(_ indexPath: IndexPath, cell: UITableViewCell) -> Bool {
        guard geometry.isSelfSizing(indexPath), measuredRowHeights[indexPath] == nil,
              let rect = rectForRowIfValid(indexPath) else { return false }
        let height = Self.fittingHeight(of: cell, rowWidth: rect.width)
        measuredRowHeights[indexPath] = height
        let delta = geometry.setHeight(height, forRowAt: indexPath)
        guard delta != 0 else { return false }
        contentSize = CGSize(width: bounds.width, height: geometry.height)
        if rect.minY < bounds.minY { contentOffset.y += delta }
        return true
    }

    /// The height `cell`'s content view needs in a row `rowWidth` wide (the accessory's room
    /// taken off), or the standard 44 pt when no constraints size the content. The content view
    /// spans the whole row here (UIKit adds the separator's hairline below it).
    static func fittingHeight(of cell: UITableViewCell, rowWidth: CGFloat) -> CGFloat {
        guard cell.contentView.containsLayoutConstraints else { return standardRowHeight }
        let width = max(0, rowWidth - cell.accessoryRoom - cell.contentLeading)
        let size = cell.contentView.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return size.height
    }
}

extension UIView {
    /// Whether constraints are installed on this view or a view inside it (what a self-sizing
    /// cell's content view needs to be measured).
    var containsLayoutConstraints: Bool {
        !constraints.isEmpty || subviews.contains { $0.containsLayoutConstraints }
    }
}
