import Foundation

extension UITableView {
    /// Gives `cell` the editing state of the row at `path`.
    func applyEditingState(to cell: UITableViewCell, at path: IndexPath, animated: Bool) {
        let editable = isEditing && (dataSource?.tableView(self, canEditRowAt: path) ?? true)
        let style = editable ? tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete : .none
        cell.tableEditingStyle = style
        cell.tableIndentsWhileEditing = editable && style != .none
            && (tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: path) ?? true)
        if cell.isEditing != isEditing || animated {
            cell.setEditing(isEditing, animated: animated)
        } else {
            cell.setNeedsLayout()
        }
    }

    /// Whether the user can select rows now (`allowsSelectionDuringEditing` while editing).
    var selectionAllowedNow: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }

    /// Whether several rows can be selected now (`allowsMultipleSelectionDuringEditing` while editing).
    var multipleSelectionAllowedNow: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    // MARK: The section index

    /// The section index's search entry (UIKit's `UITableViewIndexSearch`, "{search}"): put it
    /// first in `sectionIndexTitles(for:)`; choosing it scrolls to the top.
    public static let indexSearch = "{search}"

    /// Asks the data source for the section index titles again (`sectionIndexTitles(for:)`),
    /// without reloading the rows.
    public func reloadSectionIndexTitles() {
        sectionIndexTitles = dataSource?.sectionIndexTitles(for: self) ?? []
    }

    /// The section index's titles as last read from the data source (on reload and with
    /// `reloadSectionIndexTitles()`); empty when the index is not shown: the data source
    /// gives none, or the table has fewer rows than `sectionIndexMinimumDisplayRowCount`.
    public var displayedSectionIndexTitles: [String] {
        loadIfNeeded()
        let rows = rowCounts.reduce(0, +)
        return rows < sectionIndexMinimumDisplayRowCount ? [] : sectionIndexTitles
    }

    /// What choosing the section index title at `index` does, as in UIKit: the data source's
    /// `sectionForSectionIndexTitle` names a section, which is scrolled to the top (the search
    /// entry scrolls to the very top). An index outside the titles is refused with a Diagnostic.
    public func selectSectionIndexTitle(at index: Int) {
        let titles = displayedSectionIndexTitles
        guard titles.indices.contains(index) else {
            reportListProblem(.listInvalidIndexPath, "selectSectionIndexTitle(at: \(index)): \(titles.count) titles")
            return
        }
        if titles[index] == Self.indexSearch {
            setContentOffset(CGPoint(x: contentOffset.x, y: -adjustedContentInset.top), animated: false)
            return
        }
        let section = dataSource?.tableView(self, sectionForSectionIndexTitle: titles[index], at: index) ?? index
        guard geometry.sections.indices.contains(section) else { return }
        let y = geometry.sections[section].top - adjustedContentInset.top
        setContentOffset(clamped(CGPoint(x: contentOffset.x, y: y)), animated: false)
    }

    // MARK: Scrolling to the selection

    /// Scrolls the selected row nearest to `scrollPosition` in the visible area (the top edge
    /// for `.top` and `.none`, the middle, the bottom) to that position, as
    /// `scrollToRow(at:at:animated:)` does; does nothing without a selection.
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        loadIfNeeded()
        let selected = selectedPaths.filter { geometry.contains($0) }
        guard !selected.isEmpty else { return }
        let inset = adjustedContentInset, top = bounds.minY + inset.top, bottom = bounds.maxY - inset.bottom
        let target: CGFloat
        switch scrollPosition {
        case .top, .none: target = top
        case .middle: target = (top + bottom) / 2
        case .bottom: target = bottom
        }
        let nearest = selected.min { a, b in
            let ra = rectForRowIfValid(a) ?? .zero, rb = rectForRowIfValid(b) ?? .zero
            return abs(ra.midY - target) < abs(rb.midY - target)
        }
        if let nearest { scrollToRow(at: nearest, at: scrollPosition, animated: animated) }
    }

    // MARK: Batch updates

    /// Starts a batch of inserts, deletes, moves, reloads and selections that animate together
    /// at the matching `endUpdates()`, as `performBatchUpdates(_:completion:)` does; pairs
    /// nest. A `beginUpdates()`/`endUpdates()` pair with nothing in it still animates the rows
    /// to their current heights (self-sizing rows are measured again).
    public func beginUpdates() { beginBatch() }

    /// Ends the batch `beginUpdates()` started and, at the outermost one, applies it.
    public func endUpdates() {
        guard batchDepth > 0 else {
            reportListProblem(.listInconsistentUpdate, "endUpdates() without beginUpdates()")
            return
        }
        endBatch(completion: nil)
    }

    /// Whether the table has changes its data source does not show yet: true between
    /// `beginUpdates()` and `endUpdates()` (and inside `performBatchUpdates`' block).
    public var hasUncommittedUpdates: Bool { batchDepth > 0 }

    /// Moves `section` (old numbering) to `newSection` (new numbering), its rows with it.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        beginBatch()
        pendingBatch?.movedSections.append((section, newSection))
        endBatch(completion: nil)
    }
}
