import Foundation

/// A collection view data source driven by snapshots of identifiers, as in UIKit: `apply` a new
/// snapshot and the differences (deletes, inserts, moves, reloads) animate as one batch update.
///
/// The collection view keeps its data source weakly: keep this object in a property.
///
/// ```swift
/// dataSource = UICollectionViewDiffableDataSource<Int, Photo.ID>(collectionView: grid) { grid, indexPath, id in
///     grid.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
/// }
/// dataSource.apply(snapshot, animatingDifferences: true)
/// ```
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    UICollectionViewDataSource
{
    /// Makes the cell for an item.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// Makes headers and footers (nil: blank views).
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// Becomes `collectionView`'s data source; cells come from `cellProvider`.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// A copy of the current snapshot.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Makes `snapshot` current by its differences from the current one (`changes(from:)`):
    /// section and item deletes, inserts, moves and reloads as one batch update, animated
    /// with `animatingDifferences`, made at once without. Since iOS 15 a non-animated apply
    /// diffs too (WWDC21 "Make blazing fast lists and collection views"); reloading is
    /// `applySnapshotUsingReloadData`'s job (Apple: it "Resets the UI to reflect the state of
    /// the data in the snapshot without computing a diff or animating the changes"). So an
    /// item in both keeps its cell, even when its index changes; reconfigured items are then
    /// updated in their cells. Sections present in both that changed order make the view
    /// reload. `completion` runs when the changes are done (before this returns without
    /// animation).
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let collectionView else { current = snapshot.settled; completion?(); return }
        for refusal in snapshot.refusals { collectionView.reportListProblem(.snapshotInvalidIdentifier, refusal) }
        let wasLoaded = collectionView.hasLoadedData
        if wasLoaded { collectionView.layoutIfNeeded() }
        let old = current
        current = snapshot.settled
        guard wasLoaded, let changes = snapshot.changes(from: old) else {
            collectionView.reloadData()
            completion?()
            return
        }
        var batchDone = false, reconfigured = false
        let update = {
            collectionView.performBatchUpdates({
                collectionView.deleteSections(changes.deletedSections)
                collectionView.insertSections(changes.insertedSections)
                collectionView.deleteItems(at: changes.deletes)
                collectionView.insertItems(at: changes.inserts)
                for move in changes.moves { collectionView.moveItem(at: move.from, to: move.to) }
                collectionView.reloadItems(at: changes.reloads)
            }, completion: { _ in
                batchDone = true
                if reconfigured { completion?() }
            })
        }
        if animatingDifferences { update() } else { UIView.performWithoutAnimation(update) }
        UIView.performWithoutAnimation { collectionView.reconfigureItems(at: changes.reconfigures) }
        reconfigured = true
        if batchDone { completion?() }
    }

    /// Makes `snapshot` current by reloading the view (no diff, no animation): every visible
    /// item gets a cell from the cell provider again (iOS 15).
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        guard let collectionView else { current = snapshot.settled; completion?(); return }
        for refusal in snapshot.refusals { collectionView.reportListProblem(.snapshotInvalidIdentifier, refusal) }
        current = snapshot.settled
        collectionView.reloadData()
        completion?()
    }

    /// The identifier of the item at `indexPath`, if any.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard current.items.indices.contains(indexPath.section), current.items[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return current.items[indexPath.section][indexPath.item]
    }

    /// The index path of the item, if present.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.location(of: itemIdentifier) }

    /// The identifier of the section at `index`, if any.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    /// The index of the section, if present.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    /// The current snapshot's section count.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    /// The current snapshot's item count in `section`.
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.items.indices.contains(section) ? current.items[section].count : 0
    }

    /// The cell provider's cell (a blank cell and a Diagnostic if it gives none; UIKit raises).
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let identifier = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, identifier) { return cell }
        collectionView.reportListProblem(.listInvalidIndexPath, "the cell provider gave no cell for \(indexPath)")
        return UICollectionViewCell(frame: .zero)
    }

    /// The supplementary view provider's view (a blank view without one).
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
    }
}
