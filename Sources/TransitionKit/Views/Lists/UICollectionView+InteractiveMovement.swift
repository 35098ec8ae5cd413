import Foundation

/// An item the user is moving through a collection view (`beginInteractiveMovementForItem(at:)`).
///
/// While it moves, the collection view shows the items in their new order before the data
/// source has them: the moved item is taken out at `originalPath` and put in at `currentPath`.
/// `displayedPath(forModel:)` and `modelPath(forDisplayed:)` translate between the data source's
/// numbering and the one on screen.
struct InteractiveMovement {
    /// Where the item was when the movement began (the data source's numbering).
    let originalPath: IndexPath
    /// Where the item shows now.
    var currentPath: IndexPath
    /// The moving cell.
    let cell: UICollectionViewCell
    /// The last target position (collection view coordinates).
    var position: CGPoint

    /// The on-screen index path of the item at `path` in the data source.
    func displayedPath(forModel path: IndexPath) -> IndexPath {
        Self.move(path, from: originalPath, to: currentPath)
    }

    /// The data source's index path of the item shown at `path`.
    func modelPath(forDisplayed path: IndexPath) -> IndexPath {
        Self.move(path, from: currentPath, to: originalPath)
    }

    /// Where `path` goes when the item at `source` is taken out and put in at `destination`.
    static func move(_ path: IndexPath, from source: IndexPath, to destination: IndexPath) -> IndexPath {
        if path == source { return destination }
        var result = path
        if result.section == source.section, result.item > source.item { result.item -= 1 }
        if result.section == destination.section, result.item >= destination.item { result.item += 1 }
        return result
    }
}

extension UICollectionView {
    /// The duration of the items' slide while an item is moved interactively (0.25 s).
    static let interactiveMovementDuration: TimeInterval = 0.25

    /// Starts moving the item at `indexPath` with the user's finger: false when the item does
    /// not exist or is off screen, another movement runs, or the data source refuses
    /// (`collectionView(_:canMoveItemAt:)`; by default it allows moves when it implements
    /// `collectionView(_:moveItemAt:to:)`).
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        loadIfNeeded()
        guard interactiveMovement == nil, isValidItem(indexPath), let dataSource,
              let cell = cellForItem(at: indexPath),
              dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
        interactiveMovement = InteractiveMovement(originalPath: indexPath, currentPath: indexPath, cell: cell, position: cell.center)
        cell.superview?.bringSubviewToFront(cell)
        return true
    }

    /// Moves the item to `targetPosition` (collection view coordinates): the cell follows it, and
    /// when it is over another place (the layout's `targetIndexPath(forInteractivelyMovingItem:withPosition:)`,
    /// which the delegate may change) the other items slide to make room.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var movement = interactiveMovement else { return }
        movement.position = targetPosition
        let proposed = collectionViewLayout.targetIndexPath(forInteractivelyMovingItem: movement.currentPath, withPosition: targetPosition)
        let target = collectionDelegate?.collectionView(
            self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.originalPath,
            atCurrentIndexPath: movement.currentPath, toProposedIndexPath: proposed) ?? proposed
        let previous = movement.currentPath
        if target != previous, isValidItem(target) {
            movement.currentPath = target
            interactiveMovement = movement
            rearrangeDisplayedItems(movingFrom: previous, to: target, animated: true)
        } else {
            interactiveMovement = movement
        }
        placeMovingCell()
    }

    /// Ends the movement where the item shows now: the data source is told
    /// (`collectionView(_:moveItemAt:to:)`) and the cell settles into its place.
    public func endInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        if movement.originalPath != movement.currentPath {
            dataSource?.collectionView(self, moveItemAt: movement.originalPath, to: movement.currentPath)
            selectedPaths = selectedPaths.map { movement.displayedPath(forModel: $0) }
        }
        readCounts()
        settle(movement.cell, at: movement.currentPath, from: movement.originalPath, cancelled: false)
    }

    /// Ends the movement and puts the item back where it was; the data source is not told.
    public func cancelInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        if movement.originalPath != movement.currentPath {
            rearrangeDisplayedItems(movingFrom: movement.currentPath, to: movement.originalPath, animated: true)
        }
        readCounts()
        settle(movement.cell, at: movement.originalPath, from: movement.currentPath, cancelled: true)
    }

    /// Renumbers what is on screen for the moving item going from `source` to `destination`
    /// (visible cells, measured sizes and section counts) and slides the cells to their new places.
    private func rearrangeDisplayedItems(movingFrom source: IndexPath, to destination: IndexPath, animated: Bool) {
        visibleCellsByPath = Dictionary(uniqueKeysWithValues: visibleCellsByPath.map {
            (InteractiveMovement.move($0.key, from: source, to: destination), $0.value)
        })
        collectionViewLayout.measuredItemSizes = Dictionary(uniqueKeysWithValues: collectionViewLayout.measuredItemSizes.map {
            (InteractiveMovement.move($0.key, from: source, to: destination), $0.value)
        })
        if source.section != destination.section, itemCounts.indices.contains(source.section), itemCounts.indices.contains(destination.section) {
            itemCounts[source.section] -= 1
            itemCounts[destination.section] += 1
        }
        let layout = collectionViewLayout
        layout.invalidateLayout(with: layout.invalidationContext(
            forInteractivelyMovingItems: [destination], withTargetPosition: interactiveMovement?.position ?? .zero,
            previousIndexPaths: [source], previousPosition: interactiveMovement?.position ?? .zero))
        collectionViewLayout.prepareIfNeeded()
        let moving = interactiveMovement?.cell
        let slide = {
            for (path, cell) in self.visibleCellsByPath where cell !== moving {
                if let attributes = self.collectionViewLayout.layoutAttributesForItem(at: path) { self.place(cell, with: attributes, always: true) }
            }
        }
        if animated, UIView.areAnimationsEnabled {
            UIView.animate(withDuration: Self.interactiveMovementDuration, delay: 0, options: [.beginFromCurrentState], animations: slide)
        } else {
            slide()
        }
    }

    /// Puts the moving cell at the layout's attributes for an interactively moving item.
    func placeMovingCell() {
        guard let movement = interactiveMovement else { return }
        let attributes = collectionViewLayout.layoutAttributesForInteractivelyMovingItem(
            at: movement.currentPath, withTargetPosition: movement.position)
        UIView.performWithoutAnimation { place(movement.cell, with: attributes, always: true) }
        movement.cell.superview?.bringSubviewToFront(movement.cell)
    }

    /// Slides the released cell into its place at `path`.
    private func settle(_ cell: UICollectionViewCell, at path: IndexPath, from original: IndexPath, cancelled: Bool) {
        let layout = collectionViewLayout
        layout.invalidateLayout(with: layout.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [path], previousIndexPaths: [original], movementCancelled: cancelled))
        collectionViewLayout.prepareIfNeeded()
        guard let attributes = collectionViewLayout.layoutAttributesForItem(at: path) else { setNeedsLayout(); return }
        let animations = { self.place(cell, with: attributes, always: true) }
        if UIView.areAnimationsEnabled {
            UIView.animate(withDuration: Self.interactiveMovementDuration, delay: 0, options: [.beginFromCurrentState],
                           animations: animations, completion: { _ in self.setNeedsLayout() })
        } else {
            animations()
            setNeedsLayout()
        }
    }

    /// Whether `source` implements `collectionView(_:moveItemAt:to:)`: it moves the item at
    /// `path` onto itself (which leaves any data unchanged) and the protocol's default, if it
    /// runs, says no.
    func dataSourceImplementsMoves(_ source: UICollectionViewDataSource, probing path: IndexPath) -> Bool {
        dataSourceMovesItems = true
        source.collectionView(self, moveItemAt: path, to: path)
        return dataSourceMovesItems
    }

    /// The data source's index path for an item shown at `path` (they differ while an item moves).
    func modelPath(forDisplayed path: IndexPath) -> IndexPath {
        interactiveMovement?.modelPath(forDisplayed: path) ?? path
    }
}
