import Foundation

/// One change of a collection view update, as a layout sees it in
/// `prepare(forCollectionViewUpdates:)`: an insert, delete, reload or move of an item, or of a
/// section (whose index path has `NSNotFound` as its item).
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// The kind of change.
    public enum Action: Int, Sendable {
        /// An insert.
        case insert
        /// A delete.
        case delete
        /// A reload.
        case reload
        /// A move.
        case move
        /// No change.
        case none
    }

    /// Where the element was before the update (nil for an insert).
    public let indexPathBeforeUpdate: IndexPath?
    /// Where the element is after the update (nil for a delete).
    public let indexPathAfterUpdate: IndexPath?
    /// The kind of change.
    public let updateAction: Action

    init(before: IndexPath?, after: IndexPath?, action: Action) {
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        updateAction = action
        super.init()
    }
}

extension ListUpdateBatch {
    /// The batch as a layout's update items: section deletes, section inserts, item deletes,
    /// item inserts, reloads, then moves.
    @MainActor
    var collectionUpdateItems: [UICollectionViewUpdateItem] {
        func section(_ index: Int) -> IndexPath { IndexPath(item: NSNotFound, section: index) }
        var items = deletedSections.map { UICollectionViewUpdateItem(before: section($0), after: nil, action: .delete) }
        items += insertedSections.map { UICollectionViewUpdateItem(before: nil, after: section($0), action: .insert) }
        items += deletes.sorted().map { UICollectionViewUpdateItem(before: $0, after: nil, action: .delete) }
        items += inserts.sorted().map { UICollectionViewUpdateItem(before: nil, after: $0, action: .insert) }
        items += reloadedSections.map { UICollectionViewUpdateItem(before: section($0), after: section($0), action: .reload) }
        items += reloads.sorted().map { UICollectionViewUpdateItem(before: $0, after: $0, action: .reload) }
        items += movedSections.map { UICollectionViewUpdateItem(before: section($0.from), after: section($0.to), action: .move) }
        items += moves.map { UICollectionViewUpdateItem(before: $0.from, after: $0.to, action: .move) }
        return items
    }
}
