import Foundation
import TransitionKit

// Diffable snapshots built as iOS apps build them: sections of identifiers, edits, reload and
// reconfigure marks, and the queries a data source's callers make.

private enum Section: Hashable, Sendable { case favourites, recents }

private func snapshotUses() {
    // census: NSDiffableDataSourceSnapshot.init()
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    // census: NSDiffableDataSourceSnapshot.appendSections(_:)
    snapshot.appendSections([.favourites, .recents])
    // census: NSDiffableDataSourceSnapshot.appendItems(_:toSection:)
    snapshot.appendItems(["Mia", "Leo"], toSection: .favourites); snapshot.appendItems(["Ava"])
    // census: NSDiffableDataSourceSnapshot.insertItems(_:afterItem:), NSDiffableDataSourceSnapshot.insertItems(_:beforeItem:)
    snapshot.insertItems(["Zoe"], afterItem: "Mia"); snapshot.insertItems(["Ian"], beforeItem: "Ava")
    // census: NSDiffableDataSourceSnapshot.insertSections(_:afterSection:), NSDiffableDataSourceSnapshot.insertSections(_:beforeSection:)
    var other = NSDiffableDataSourceSnapshot<Int, Int>(); other.appendSections([0]); other.insertSections([2], afterSection: 0); other.insertSections([1], beforeSection: 2)
    // census: NSDiffableDataSourceSnapshot.moveItem(_:afterItem:), NSDiffableDataSourceSnapshot.moveItem(_:beforeItem:)
    snapshot.moveItem("Leo", afterItem: "Ava"); snapshot.moveItem("Zoe", beforeItem: "Mia")
    // census: NSDiffableDataSourceSnapshot.moveSection(_:afterSection:), NSDiffableDataSourceSnapshot.moveSection(_:beforeSection:)
    snapshot.moveSection(.favourites, afterSection: .recents); snapshot.moveSection(.favourites, beforeSection: .recents)
    // census: NSDiffableDataSourceSnapshot.reloadItems(_:), NSDiffableDataSourceSnapshot.reconfigureItems(_:), NSDiffableDataSourceSnapshot.reloadSections(_:)
    snapshot.reloadItems(["Mia"]); snapshot.reconfigureItems(["Ava"]); snapshot.reloadSections([.recents])
    // census: NSDiffableDataSourceSnapshot.reloadedItemIdentifiers, NSDiffableDataSourceSnapshot.reconfiguredItemIdentifiers, NSDiffableDataSourceSnapshot.reloadedSectionIdentifiers
    let _: ([String], [String], [Section]) = (snapshot.reloadedItemIdentifiers, snapshot.reconfiguredItemIdentifiers, snapshot.reloadedSectionIdentifiers)
    // census: NSDiffableDataSourceSnapshot.numberOfItems, NSDiffableDataSourceSnapshot.numberOfSections, NSDiffableDataSourceSnapshot.numberOfItems(inSection:)
    let _: (Int, Int, Int) = (snapshot.numberOfItems, snapshot.numberOfSections, snapshot.numberOfItems(inSection: .recents))
    // census: NSDiffableDataSourceSnapshot.itemIdentifiers, NSDiffableDataSourceSnapshot.sectionIdentifiers, NSDiffableDataSourceSnapshot.itemIdentifiers(inSection:)
    let _: ([String], [Section], [String]) = (snapshot.itemIdentifiers, snapshot.sectionIdentifiers, snapshot.itemIdentifiers(inSection: .favourites))
    // census: NSDiffableDataSourceSnapshot.indexOfItem(_:), NSDiffableDataSourceSnapshot.indexOfSection(_:), NSDiffableDataSourceSnapshot.sectionIdentifier(containingItem:)
    let _: (Int?, Int?, Section?) = (snapshot.indexOfItem("Ava"), snapshot.indexOfSection(.recents), snapshot.sectionIdentifier(containingItem: "Leo"))
    // census: NSDiffableDataSourceSnapshot.deleteItems(_:), NSDiffableDataSourceSnapshot.deleteSections(_:), NSDiffableDataSourceSnapshot.deleteAllItems()
    snapshot.deleteItems(["Ian"]); snapshot.deleteSections([.recents]); other.deleteAllItems()
}
