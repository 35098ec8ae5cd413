import Foundation

extension UICollectionView {
    /// What kind of element layout attributes describe.
    public enum ElementCategory: UInt, Sendable {
        /// A cell.
        case cell
        /// A supplementary view (header, footer).
        case supplementaryView
        /// A decoration view.
        case decorationView
    }

    /// When a self-sizing cell is measured again after it was first shown.
    public enum SelfSizingInvalidation: Int, Sendable {
        /// Never: the item keeps its size until the data or the layout changes.
        case disabled
        /// When the cell asks: `invalidateIntrinsicContentSize()` on the cell, or a new
        /// `contentConfiguration`, measures the item again at the next layout.
        case enabled
        /// As `.enabled`, and also when a constraint is added to or removed from the cell's
        /// content view (this package's reading of "Auto Layout changes within the cell").
        case enabledIncludingConstraints
    }

    /// The completion of an interactive layout transition: whether it completed (true) or was
    /// cancelled, and whether it finished (false when another transition took over).
    public typealias LayoutInteractiveTransitionCompletion = (Bool, Bool) -> Void

    /// Whether updates are still being applied: true inside `performBatchUpdates` (there are no
    /// drop placeholders on Linux).
    public var hasUncommittedUpdates: Bool { batchDepth > 0 }

    /// Moves `section` (old numbering) to `newSection` (new numbering), its items with it.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        performBatchUpdates { self.pendingBatch?.movedSections.append((section, newSection)) }
    }

    /// Whether the user can select several items now (editing or not).
    var multipleSelectionAllowedNow: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }
    /// Whether the user can select items now (editing or not).
    var selectionAllowedNow: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }

    /// Entering or leaving editing updates the visible cells' configuration states.
    func editingDidChange() {
        for cell in visibleCellsByPath.values { cell.isEditingInList = isEditing }
    }

    /// Keeps the background view behind the items, filling the visible area.
    func layoutBackgroundView() {
        guard let backgroundView else { return }
        if backgroundView.superview !== self || subviews.first !== backgroundView { insertSubview(backgroundView, at: 0) }
        UIView.performWithoutAnimation { backgroundView.frame = bounds }
    }

    /// A self-sizing cell asked to be measured again (see `selfSizingInvalidation`).
    func cellInvalidatedSize(_ cell: UICollectionViewCell, constraintsChanged: Bool) {
        switch selfSizingInvalidation {
        case .disabled: return
        case .enabled where constraintsChanged: return
        default: break
        }
        guard let path = indexPath(for: cell), collectionViewLayout.measuredItemSizes[path] != nil else { return }
        collectionViewLayout.measuredItemSizes[path] = nil
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    /// The size is about to change to `newBounds`'s (the layout asked for it): inside an
    /// animation the layout gets `prepare(forAnimatedBoundsChange:)` now and
    /// `finalizeAnimatedBoundsChange()` after the next layout pass; then it is invalidated with
    /// its bounds-change context.
    func boundsSizeWillChange(from oldBounds: CGRect, to newBounds: CGRect) {
        let layout = collectionViewLayout
        if UIView.inheritedAnimationDuration > 0 {
            layout.prepare(forAnimatedBoundsChange: oldBounds)
            layout.finalizesAnimatedBoundsChange = true
        }
        layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
    }
}
