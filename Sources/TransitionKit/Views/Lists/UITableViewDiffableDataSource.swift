import Foundation

/// A table view data source driven by snapshots of identifiers, as in UIKit: `apply` a new
/// snapshot and the differences animate as one batch update with `defaultRowAnimation`.
///
/// The table view keeps its data source weakly: keep this object in a property. Subclass it to
/// give header and footer titles (`override func tableView(_:titleForHeaderInSection:)`).
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    UITableViewDataSource
{
    /// Makes the cell for an item.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The animation of inserted, deleted and reloaded rows (`.automatic`).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Becomes `tableView`'s data source; cells come from `cellProvider`.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// A copy of the current snapshot.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Makes `snapshot` current by its differences from the current one (`changes(from:)`):
    /// section and item deletes, inserts, moves and reloads as one batch update with `defaultRowAnimation`, animated
    /// with `animatingDifferences`, made at once without. Since iOS 15 a non-animated apply
    /// diffs too (WWDC21 "Make blazing fast lists and collection views"); reloading is
    /// `applySnapshotUsingReloadData`'s job (Apple: it "Resets the UI to reflect the state of
    /// the data in the snapshot without computing a diff or animating the changes"). So an
    /// item in both keeps its cell, even when its index changes; reconfigured items are then
    /// updated in their cells. Sections present in both that changed order make the table
    /// reload. `completion` runs when the changes are done (before this returns without
    /// animation).
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let tableView else { current = snapshot.settled; completion?(); return }
        for refusal in snapshot.refusals { tableView.reportListProblem(.snapshotInvalidIdentifier, refusal) }
        let wasLoaded = tableView.hasLoadedData
        if wasLoaded { tableView.layoutIfNeeded() }
        let old = current
        current = snapshot.settled
        guard wasLoaded, let changes = snapshot.changes(from: old) else {
            tableView.reloadData()
            completion?()
            return
        }
        let animation = defaultRowAnimation
        var batchDone = false, reconfigured = false
        let update = {
            tableView.performBatchUpdates({
                tableView.deleteSections(changes.deletedSections, with: animation)
                tableView.insertSections(changes.insertedSections, with: animation)
                tableView.deleteRows(at: changes.deletes, with: animation)
                tableView.insertRows(at: changes.inserts, with: animation)
                for move in changes.moves { tableView.moveRow(at: move.from, to: move.to) }
                tableView.reloadRows(at: changes.reloads, with: animation)
            }, completion: { _ in
                batchDone = true
                if reconfigured { completion?() }
            })
        }
        if animatingDifferences { update() } else { UIView.performWithoutAnimation(update) }
        UIView.performWithoutAnimation { tableView.reconfigureRows(at: changes.reconfigures.map { IndexPath(row: $0.item, section: $0.section) }) }
        reconfigured = true
        if batchDone { completion?() }
    }

    /// Makes `snapshot` current by reloading the table (no diff, no animation): every visible
    /// row gets a cell from the cell provider again (iOS 15).
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        guard let tableView else { current = snapshot.settled; completion?(); return }
        for refusal in snapshot.refusals { tableView.reportListProblem(.snapshotInvalidIdentifier, refusal) }
        current = snapshot.settled
        tableView.reloadData()
        completion?()
    }

    /// The identifier of the item at `indexPath`, if any.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard current.items.indices.contains(indexPath.section), current.items[indexPath.section].indices.contains(indexPath.row)
        else { return nil }
        return current.items[indexPath.section][indexPath.row]
    }

    /// The index path of the item, if present.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.location(of: itemIdentifier).map { IndexPath(row: $0.item, section: $0.section) }
    }

    /// The identifier of the section at `index`, if any.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    /// The index of the section, if present.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    /// The current snapshot's section count.
    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    /// The current snapshot's item count in `section`.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.items.indices.contains(section) ? current.items[section].count : 0
    }

    /// The cell provider's cell (a blank cell and a Diagnostic if it gives none; UIKit raises).
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let identifier = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, identifier) { return cell }
        tableView.reportListProblem(.listInvalidIndexPath, "the cell provider gave no cell for \(indexPath)")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No header title (override to give one).
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title (override to give one).
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// False, as on iOS: override to return true for rows the user can delete (with
    /// `tableView(_:commit:forRowAt:)`) or that show editing controls.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Commits nothing (see `UITableViewDataSource`'s default): override to apply a snapshot without the row.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        tableView.dataSourceCommitsEdits = false
    }

    /// False, as on iOS: override to let rows be reordered.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing (override to update the snapshot).
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    /// No section index (override to give titles).
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    /// `index`.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}

extension UITableViewDiffableDataSource: CustomStringConvertible {
    /// The data source's type with its identifier types, for debugging (readable off the main actor).
    public nonisolated var description: String {
        "UITableViewDiffableDataSource<\(SectionIdentifierType.self), \(ItemIdentifierType.self)>"
    }
}
