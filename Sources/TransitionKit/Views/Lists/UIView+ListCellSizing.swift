import Foundation

extension UIView {
    /// Tells the table or collection view cell this view is in (itself, or the nearest cell
    /// above it, up to the list) that its size may have changed, for the list's
    /// `selfSizingInvalidation`.
    func enclosingListCellSizeInvalidated(constraintsChanged: Bool) {
        var current: UIView? = self
        while let candidate = current {
            if let cell = candidate as? UITableViewCell { cell.sizeInvalidated(constraintsChanged: constraintsChanged); return }
            if let cell = candidate as? UICollectionViewCell { cell.sizeInvalidated(constraintsChanged: constraintsChanged); return }
            if candidate is UITableView || candidate is UICollectionView { return }
            current = candidate.superview
        }
    }
}
