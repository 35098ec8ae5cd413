import Foundation

extension UICollectionView {
    /// The duration of item insert, delete, move and reload animations (0.3 s).
    public static let itemAnimationDuration: TimeInterval = 0.3

    /// Inserts items at `indexPaths` (new numbering); they fade in.
    public func insertItems(at indexPaths: [IndexPath]) {
        beginBatch(); pendingBatch?.inserts += indexPaths; endBatch(completion: nil)
    }

    /// Deletes the items at `indexPaths` (old numbering); they fade out.
    public func deleteItems(at indexPaths: [IndexPath]) {
        beginBatch(); pendingBatch?.deletes += indexPaths; endBatch(completion: nil)
    }

    /// Replaces the items' cells with new ones from the data source (cross-fading).
    public func reloadItems(at indexPaths: [IndexPath]) {
        beginBatch(); pendingBatch?.reloads += indexPaths; endBatch(completion: nil)
    }

    /// Updates the items' cells in place (iOS 15): the data source is asked for each visible
    /// item's cell again and `dequeueReusableCell(withReuseIdentifier:for:)` hands back the cell
    /// already showing it, without `prepareForReuse()` (Apple, `reconfigureItems(at:)`: "Your
    /// cell provider must dequeue the same type of cell for the provided index path, and must
    /// return the same existing cell for a given index path"; existing cells are not prepared
    /// for reuse again). A provider that returns another cell anyway has it replace the shown
    /// one. Items off screen are configured when they
    /// show. Inside `performBatchUpdates` the index paths are in the new numbering and the
    /// cells are reconfigured once the batch is applied (this package's choice; UIKit does not
    /// say). An index path that names no item is refused with a Diagnostic.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        loadIfNeeded()
        guard batchDepth == 0 else { pendingReconfigures += indexPaths; return }
        var done = Set<IndexPath>()
        for path in indexPaths where done.insert(path).inserted {
            guard isValidItem(path) else {
                reportListProblem(.listInvalidIndexPath, "reconfigureItems(at: \(path)): no such item")
                continue
            }
            guard let cell = visibleCellsByPath[path], let dataSource else { continue }
            reconfiguringCell = (path, cell)
            let configured = dataSource.collectionView(self, cellForItemAt: path)
            reconfiguringCell = nil
            if configured !== cell {
                // The data source made another cell: it replaces the one shown.
                let attributes = collectionViewLayout.layoutAttributesForItem(at: path)
                recycle(cell, at: path)
                if let attributes {
                    UIView.performWithoutAnimation { place(configured, with: attributes, always: true) }
                    configured.isSelected = selectedPaths.contains(path)
                    visibleCellsByPath[path] = configured
                    collectionDelegate?.collectionView(self, willDisplay: configured, forItemAt: path)
                }
            }
            if collectionViewLayout.measuredItemSizes[path] != nil {
                collectionViewLayout.measuredItemSizes[path] = nil
                setNeedsLayout()
            }
        }
    }

    /// Moves the item at `indexPath` (old numbering) to `newIndexPath` (new numbering).
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        beginBatch(); pendingBatch?.moves.append((indexPath, newIndexPath)); endBatch(completion: nil)
    }

    /// Inserts the sections at `sections` (new numbering); their items fade in.
    public func insertSections(_ sections: IndexSet) {
        beginBatch(); pendingBatch?.insertedSections.formUnion(sections); endBatch(completion: nil)
    }

    /// Deletes the sections at `sections` (old numbering); their items fade out.
    public func deleteSections(_ sections: IndexSet) {
        beginBatch(); pendingBatch?.deletedSections.formUnion(sections); endBatch(completion: nil)
    }

    /// Replaces the sections' items with new ones from the data source (cross-fading).
    public func reloadSections(_ sections: IndexSet) {
        beginBatch(); pendingBatch?.reloadedSections.formUnion(sections); endBatch(completion: nil)
    }

    /// Runs `updates` (section and item changes and the matching data source changes) as one animated
    /// change over 0.3 s with `UIView.animate` (on a transition's timeline inside one); inside
    /// `UIView.performWithoutAnimation` the change is made at once and `completion` runs before
    /// this returns (the diffable data source's `apply(_:animatingDifferences: false)`). Items
    /// move to their new attributes, inserted ones start from the layout's
    /// `initialLayoutAttributesForAppearingItem`, deleted ones end at
    /// `finalLayoutAttributesForDisappearingItem` (fading by default). Updates that do not match
    /// the data source's new counts are refused with a Diagnostic and the view reloads.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginBatch()
        updates?()
        endBatch(completion: completion)
    }

    private func beginBatch() {
        loadIfNeeded()
        if batchDepth == 0, interactiveMovement != nil {
            reportListProblem(.listInconsistentUpdate, "an update while an item is moved interactively: the movement is cancelled first")
            cancelInteractiveMovement()
        }
        if batchDepth == 0 { pendingBatch = ListUpdateBatch() }
        batchDepth += 1
    }

    private func endBatch(completion: ((Bool) -> Void)?) {
        batchDepth -= 1
        guard batchDepth == 0, let batch = pendingBatch else { return }
        pendingBatch = nil
        applyBatch(batch, completion: completion)
        if !pendingReconfigures.isEmpty {
            let reconfigures = pendingReconfigures
            pendingReconfigures = []
            reconfigureItems(at: reconfigures)
        }
    }

    private func applyBatch(_ batch: ListUpdateBatch, completion: ((Bool) -> Void)?) {
        let oldCounts = itemCounts
        var oldFrames: [IndexPath: CGRect] = [:]
        let everything = CGRect(origin: CGPoint(x: -1e9, y: -1e9), size: CGSize(width: 2e9, height: 2e9))
        for attributes in collectionViewLayout.layoutAttributesForElements(in: everything) ?? []
        where attributes.representedElementCategory == .cell { oldFrames[attributes.indexPath] = attributes.frame }
        readCounts()
        let mapping: ListUpdateBatch.Mapping
        switch batch.mapping(oldCounts: oldCounts, newCounts: itemCounts) {
        case .success(let result): mapping = result
        case .failure(let error):
            reportListProblem(.listInconsistentUpdate, "invalid collection view update: \(error.message); reloading instead")
            reloadData()
            completion?(false)
            return
        }
        selectedPaths = selectedPaths.compactMap { mapping.newPath[$0] }
        collectionViewLayout.measuredItemSizes = Dictionary(uniqueKeysWithValues: collectionViewLayout.measuredItemSizes.compactMap { old, size in
            mapping.newPath[old].map { ($0, size) }
        })
        collectionViewLayout.invalidateForNewData()
        collectionViewLayout.prepareIfNeeded()
        collectionViewLayout.prepare(forCollectionViewUpdates: batch.collectionUpdateItems)
        contentSize = collectionViewLayout.collectionViewContentSize
        updateOrthogonalScrollers()
        let departingSupplementaries = renumberSupplementaries(mapping)
        var departing: [(UICollectionViewCell, UICollectionViewLayoutAttributes)] = []
        var moving: [(UICollectionViewCell, IndexPath)] = []
        for oldPath in visibleCellsByPath.keys.sorted() {
            guard let cell = visibleCellsByPath[oldPath] else { continue }
            if let newPath = mapping.newPath[oldPath] {
                moving.append((cell, newPath))
            } else {
                let final = collectionViewLayout.finalLayoutAttributesForDisappearingItem(at: oldPath) ?? {
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: oldPath)
                    attributes.frame = cell.frame
                    attributes.alpha = 0
                    return attributes
                }()
                departing.append((cell, final))
                collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: oldPath)
            }
        }
        visibleCellsByPath = Dictionary(uniqueKeysWithValues: moving.map { ($0.1, $0.0) })
        let oldPathFor = Dictionary(uniqueKeysWithValues: mapping.newPath.map { ($0.value, $0.key) })
        var arriving: [(UICollectionViewCell, UICollectionViewLayoutAttributes)] = []
        UIView.performWithoutAnimation {
            for attributes in collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
            where attributes.representedElementCategory == .cell && visibleCellsByPath[attributes.indexPath] == nil
                && isValidItem(attributes.indexPath) {
                let path = attributes.indexPath
                var start = attributes.typedCopy()
                if mapping.insertedPaths.contains(path) {
                    start = collectionViewLayout.initialLayoutAttributesForAppearingItem(at: path) ?? start
                } else if let oldPath = oldPathFor[path], let old = oldFrames[oldPath] {
                    start.frame = old
                }
                guard let cell = displayCell(at: path, attributes: start) else { continue }
                arriving.append((cell, attributes))
            }
        }
        collectionViewLayout.finalizeCollectionViewUpdates()
        let animated = UIView.areAnimationsEnabled
        let animations = {
            for (cell, path) in moving {
                if let attributes = self.collectionViewLayout.layoutAttributesForItem(at: path) { self.place(cell, with: attributes, always: true) }
            }
            for (cell, attributes) in arriving { self.place(cell, with: attributes, always: true) }
            for (cell, attributes) in departing { cell.applyRecording(attributes) }
            for key in self.visibleSupplementaries.keys.sorted() {
                guard let view = self.visibleSupplementaries[key] else { continue }
                guard let parsed = Self.parseKey(key),
                      let attributes = self.collectionViewLayout.layoutAttributesForSupplementaryView(
                        ofKind: parsed.kind, at: parsed.path) else { continue }
                view.applyRecording(attributes)
            }
            for view in departingSupplementaries { view.alpha = 0 }
        }
        let finish: (Bool) -> Void = { [weak self] finished in
            for view in departingSupplementaries { view.removeFromSuperview() }
            for (cell, _) in departing {
                if let identifier = cell.reuseIdentifier { self?.cellPool.put(cell, identifier: identifier) } else { cell.removeFromSuperview() }
            }
            self?.setNeedsLayout()
            completion?(finished)
        }
        guard animated else {
            animations()
            finish(true)
            return
        }
        UIView.animate(withDuration: Self.itemAnimationDuration, delay: 0, options: [], animations: animations, completion: finish)
    }

    /// Gives the visible supplementary views their sections' new numbers; returns the views of
    /// deleted (and reloaded) sections, which fade out.
    private func renumberSupplementaries(_ mapping: ListUpdateBatch.Mapping) -> [UICollectionReusableView] {
        var departing: [UICollectionReusableView] = []
        var renumbered: [String: UICollectionReusableView] = [:]
        for key in visibleSupplementaries.keys.sorted() {
            guard let view = visibleSupplementaries[key] else { continue }
            if let parsed = Self.parseKey(key), let newSection = mapping.newSection[parsed.path.section] {
                renumbered[Self.key(parsed.kind, IndexPath(item: parsed.path.item, section: newSection))] = view
            } else {
                departing.append(view)
            }
        }
        visibleSupplementaries = renumbered
        return departing
    }
}
