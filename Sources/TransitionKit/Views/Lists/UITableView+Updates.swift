import Foundation

extension UITableView {
    /// The duration of row insert, delete, move and reload animations (0.3 s).
    public static let rowAnimationDuration: TimeInterval = 0.3

    /// Inserts rows at `indexPaths` (new numbering), animated with `animation`.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        beginBatch()
        pendingBatch?.inserts += indexPaths
        for path in indexPaths { pendingAnimations[path] = animation }
        endBatch(completion: nil)
    }

    /// Deletes the rows at `indexPaths` (old numbering), animated with `animation`.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        beginBatch()
        pendingBatch?.deletes += indexPaths
        for path in indexPaths { pendingDeleteAnimations[path] = animation }
        endBatch(completion: nil)
    }

    /// Replaces the rows' cells with new ones from the data source, animated with `animation`.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        beginBatch()
        pendingBatch?.reloads += indexPaths
        for path in indexPaths { pendingDeleteAnimations[path] = animation; pendingAnimations[path] = animation }
        endBatch(completion: nil)
    }

    /// Updates the rows' cells in place (iOS 15): the data source is asked for each visible
    /// row's cell again and `dequeueReusableCell(withIdentifier:for:)` hands back the cell
    /// already showing it, without `prepareForReuse()` (Apple, `reconfigureRows(at:)`: "Your
    /// cell provider must dequeue the same type of cell for the provided index path, and must
    /// return the same existing cell for a given index path"; existing cells are not prepared
    /// for reuse again). A data source that returns another cell anyway has it replace the
    /// shown one. A self-sizing row is measured again. Inside
    /// `performBatchUpdates` the index paths are in the new numbering and the rows are
    /// reconfigured once the batch is applied (this package's choice; UIKit does not say). An
    /// index path that names no row is refused with a Diagnostic.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        loadIfNeeded()
        guard batchDepth == 0 else { pendingReconfigures += indexPaths; return }
        var done = Set<IndexPath>()
        for path in indexPaths where done.insert(path).inserted {
            guard geometry.contains(path) else {
                reportListProblem(.listInvalidIndexPath, "reconfigureRows(at: \(path)): no such row")
                continue
            }
            guard let cell = visibleCellsByPath[path], let dataSource else { continue }
            reconfiguringCell = (path, cell)
            let configured = dataSource.tableView(self, cellForRowAt: path)
            reconfiguringCell = nil
            if configured !== cell {
                // The data source made another cell: it replaces the one shown.
                recycle(cell, at: path)
                UIView.performWithoutAnimation { displayCell(configured, at: path, frame: rectForRowIfValid(path) ?? cell.frame) }
            }
            if measuredRowHeights[path] != nil {
                measuredRowHeights[path] = nil
                setNeedsLayout()
            }
        }
    }

    /// Moves the row at `indexPath` (old numbering) to `newIndexPath` (new numbering).
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        beginBatch()
        pendingBatch?.moves.append((indexPath, newIndexPath))
        endBatch(completion: nil)
    }

    /// Runs `updates` (inserts, deletes, moves, reloads, and the matching data source changes)
    /// as one animated change: the rows slide to their new places over 0.3 s with
    /// `UIView.animate`, so inside a transition they run on its timeline; inside
    /// `UIView.performWithoutAnimation` the change is made at once and `completion` runs before
    /// this returns (the diffable data source's `apply(_:animatingDifferences: false)`). `completion` gets
    /// true when the animation finished. Updates that do not match the data source's new
    /// counts are refused with a Diagnostic and the table reloads (UIKit raises).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginBatch()
        updates?()
        endBatch(completion: completion)
    }

    func beginBatch() {
        loadIfNeeded()
        if batchDepth == 0 {
            pendingBatch = ListUpdateBatch()
            pendingAnimations = [:]; pendingDeleteAnimations = [:]; pendingSectionAnimations = [:]; pendingSectionDeleteAnimations = [:]
        }
        batchDepth += 1
    }

    func endBatch(completion: ((Bool) -> Void)?) {
        batchDepth -= 1
        guard batchDepth == 0, let batch = pendingBatch else {
            if let completion { completion(true) }
            return
        }
        pendingBatch = nil
        applyBatch(batch, completion: completion)
        if !pendingReconfigures.isEmpty {
            let reconfigures = pendingReconfigures
            pendingReconfigures = []
            reconfigureRows(at: reconfigures)
        }
    }

    private func applyBatch(_ batch: ListUpdateBatch, completion: ((Bool) -> Void)?) {
        rowSwipes.finish()
        let oldGeometry = geometry, oldCounts = rowCounts
        let sections = max(0, dataSource?.numberOfSections(in: self) ?? 0)
        let newCounts = (0..<sections).map { max(0, dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0) }
        let mapping: ListUpdateBatch.Mapping
        switch batch.mapping(oldCounts: oldCounts, newCounts: newCounts) {
        case .success(let result): mapping = result
        case .failure(let error):
            reportListProblem(.listInconsistentUpdate, "invalid table update: \(error.message); reloading instead")
            reloadData()
            completion?(false)
            return
        }
        measuredRowHeights = Dictionary(uniqueKeysWithValues: measuredRowHeights.compactMap { old, height in
            mapping.newPath[old].map { ($0, height) }
        })
        rebuildGeometry()
        prefetchedPaths = []
        let oldSelection = selectedPaths
        selectedPaths = selectedPaths.compactMap { mapping.newPath[$0] }
        if Set(oldSelection.compactMap { mapping.newPath[$0] }).count != oldSelection.count { postSelectionDidChange() }
        let departingSectionViews = renumberSectionViews(mapping)
        // Cells on screen now: survivors move to their new places, the others leave.
        var departing: [(UITableViewCell, CGRect, RowAnimation)] = []
        var moving: [(UITableViewCell, IndexPath)] = []
        for oldPath in visibleCellsByPath.keys.sorted() {
            guard let cell = visibleCellsByPath[oldPath] else { continue }
            if let newPath = mapping.newPath[oldPath] {
                moving.append((cell, newPath))
            } else {
                departing.append((cell, cell.frame, pendingDeleteAnimations[oldPath] ?? pendingSectionDeleteAnimations[oldPath.section] ?? .automatic))
                tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: oldPath)
            }
        }
        visibleCellsByPath = Dictionary(uniqueKeysWithValues: moving.map { ($0.1, $0.0) })
        // Survivors' self-sizing rows are measured again, so a batch (even an empty
        // `beginUpdates()`/`endUpdates()`) animates their cells to new heights.
        UIView.performWithoutAnimation {
            for (cell, path) in moving where geometry.isSelfSizing(path) {
                measuredRowHeights[path] = nil
                measureRowIfNeeded(path, cell: cell)
            }
        }
        // Rows that become visible: inserted rows start in their animation's initial state,
        // rows arriving from off screen start at their old place.
        var arriving: [(UITableViewCell, IndexPath)] = []
        let oldPathFor = Dictionary(uniqueKeysWithValues: mapping.newPath.map { ($0.value, $0.key) })
        UIView.performWithoutAnimation {
            for path in geometry.indexPaths(in: bounds) where visibleCellsByPath[path] == nil {
                guard let final = rectForRowIfValid(path) else { continue }
                let start: CGRect
                if mapping.insertedPaths.contains(path) {
                    start = final
                } else if let oldPath = oldPathFor[path], let old = oldGeometry.rect(forRowAt: oldPath, width: bounds.width, style: style) {
                    start = old
                } else { start = final }
                guard let cell = displayCell(at: path, frame: start) else { continue }
                measureRowIfNeeded(path, cell: cell)
                let measured = rectForRowIfValid(path) ?? final
                if mapping.insertedPaths.contains(path) {
                    let animation = pendingAnimations[path] ?? pendingSectionAnimations[path.section] ?? .automatic
                    cell.frame = Self.offsetFrame(measured, for: animation, width: bounds.width)
                    if Self.fades(animation) { cell.alpha = 0 }
                    if animation == .top || animation == .bottom { sendSubviewToBack(cell) }
                }
                arriving.append((cell, path))
            }
            for (cell, _, animation) in departing where animation == .top || animation == .bottom || Self.fades(animation) {
                sendSubviewToBack(cell)
            }
        }
        let removeDeparting = { [weak self] in
            for (cell, _, _) in departing {
                if let identifier = cell.reuseIdentifier { self?.cellPool.put(cell, identifier: identifier) } else { cell.removeFromSuperview() }
            }
        }
        for (cell, _, animation) in departing where animation == .none { cell.isHidden = true }
        let animated = UIView.areAnimationsEnabled
        let animations = {
            for (cell, path) in moving { if let rect = self.rectForRowIfValid(path) { cell.frame = rect } }
            for (cell, path) in arriving { cell.frame = self.rectForRowIfValid(path) ?? cell.frame; cell.alpha = 1 }
            for (cell, frame, animation) in departing where animation != .none {
                cell.frame = Self.offsetFrame(frame, for: animation, width: self.bounds.width)
                if Self.fades(animation) { cell.alpha = 0 }
            }
            self.placeSectionViews()
            for view in departingSectionViews { view.alpha = 0 }
        }
        let finish: (Bool) -> Void = { [weak self] finished in
            removeDeparting()
            for view in departingSectionViews { self?.enqueueSectionView(view) }
            self?.setNeedsLayout()
            completion?(finished)
        }
        pendingAnimations = [:]; pendingDeleteAnimations = [:]; pendingSectionAnimations = [:]; pendingSectionDeleteAnimations = [:]
        guard animated else {
            animations()
            finish(true)
            return
        }
        UIView.animate(withDuration: Self.rowAnimationDuration, delay: 0, options: [], animations: animations, completion: finish)
    }

    /// Where a row animating in or out with `animation` is, off its place `frame`.
    static func offsetFrame(_ frame: CGRect, for animation: RowAnimation, width: CGFloat) -> CGRect {
        switch animation {
        case .left: return frame.offsetBy(dx: -width, dy: 0)
        case .right: return frame.offsetBy(dx: width, dy: 0)
        case .top: return frame.offsetBy(dx: 0, dy: -frame.height)
        case .bottom: return frame.offsetBy(dx: 0, dy: frame.height)
        case .fade, .middle, .automatic, .none: return frame
        }
    }

    /// Whether `animation` fades the row.
    static func fades(_ animation: RowAnimation) -> Bool {
        animation == .fade || animation == .middle || animation == .automatic
    }
}
