import Foundation

extension UICollectionView {
    /// The selected items in the order they were selected, or nil if none.
    public var indexPathsForSelectedItems: [IndexPath]? { selectedPaths.isEmpty ? nil : selectedPaths }

    /// Selects the item (deselecting the others unless `allowsMultipleSelection`) and scrolls it
    /// to `scrollPosition`; the delegate is not told, as in UIKit. nil deselects every item.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadIfNeeded()
        guard let indexPath else {
            for path in selectedPaths { deselectItem(at: path, animated: animated) }
            return
        }
        guard isValidItem(indexPath) else {
            reportListProblem(.listInvalidIndexPath, "selectItem(at: \(indexPath)): no such item")
            return
        }
        if !multipleSelectionAllowedNow {
            for path in selectedPaths where path != indexPath { deselectItem(at: path, animated: animated) }
        }
        if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        visibleCellsByPath[indexPath]?.isSelected = true
        if scrollPosition != .none { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item (the delegate is not told).
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedPaths.removeAll { $0 == indexPath }
        visibleCellsByPath[indexPath]?.isSelected = false
    }

    func handleTouchesBegan(_ touches: Set<UITouch>) {
        guard selectionAllowedNow, let touch = touches.primaryTouch,
              let path = indexPathForItem(at: touch.location(in: self)) else { return }
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: path) ?? true else { return }
        pressedPath = path
        visibleCellsByPath[path]?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: path)
    }

    func handleTouchesMoved(_ touches: Set<UITouch>) {
        guard let pressedPath, let touch = touches.primaryTouch else { return }
        if indexPathForItem(at: touch.location(in: self)) != pressedPath { handleTouchesCancelled() }
    }

    /// Lifting on the pressed item: `didUnhighlightItemAt`, then `shouldSelectItemAt`, the
    /// previously selected item's `didDeselectItemAt` (single selection), `didSelectItemAt`, then
    /// outside editing and multiple selection `canPerformPrimaryActionForItemAt` and
    /// `performPrimaryActionForItemAt`. With multiple selection a selected item is deselected
    /// (`shouldDeselectItemAt`, `didDeselectItemAt`). While editing, the `…DuringEditing` flags
    /// decide.
    func handleTouchesEnded(_ touches: Set<UITouch>) {
        guard let path = pressedPath, let touch = touches.primaryTouch else { return }
        handleTouchesCancelled()
        guard indexPathForItem(at: touch.location(in: self)) == path else { return }
        let multiple = multipleSelectionAllowedNow
        if multiple, selectedPaths.contains(path) {
            guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: path) ?? true else { return }
            deselectItem(at: path, animated: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: path)
            return
        }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return }
        if !multiple {
            for old in selectedPaths where old != path {
                deselectItem(at: old, animated: false)
                collectionDelegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        selectItem(at: path, animated: false, scrollPosition: .none)
        collectionDelegate?.collectionView(self, didSelectItemAt: path)
        if !isEditing, !multiple, let delegate = collectionDelegate, delegate.collectionView(self, canPerformPrimaryActionForItemAt: path) {
            delegate.collectionView(self, performPrimaryActionForItemAt: path)
        }
    }

    func handleTouchesCancelled() {
        guard let path = pressedPath else { return }
        pressedPath = nil
        visibleCellsByPath[path]?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: path)
    }
}
