import Foundation

/// The row or item changes that turn one snapshot into another, in the numbering UIKit's batch
/// updates use (a Linux addition, so the diff can be inspected and tested).
public struct SnapshotChanges: Equatable, Sendable {
    /// Removed items, at their old index paths.
    public var deletes: [IndexPath] = []
    /// Added items, at their new index paths.
    public var inserts: [IndexPath] = []
    /// Items that changed place: old index path to new index path.
    public var moves: [Move] = []
    /// Items marked for reloading, at their old index paths.
    public var reloads: [IndexPath] = []

    /// Creates a set of changes.
    public init(deletes: [IndexPath] = [], inserts: [IndexPath] = [], moves: [Move] = [], reloads: [IndexPath] = []) {
        self.deletes = deletes; self.inserts = inserts; self.moves = moves; self.reloads = reloads
    }

    /// One moved item.
    public struct Move: Equatable, Sendable {
        /// The old index path.
        public var from: IndexPath
        /// The new index path.
        public var to: IndexPath
        /// A move from `from` to `to`.
        public init(from: IndexPath, to: IndexPath) { self.from = from; self.to = to }
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { deletes.isEmpty && inserts.isEmpty && moves.isEmpty && reloads.isEmpty }
}

extension NSDiffableDataSourceSnapshot {
    /// The changes from `old` to this snapshot, or nil when the sections differ (the list then
    /// reloads). Deleted and inserted items are those missing from one side; of the items in
    /// both, those that changed section move, and within a section the longest run that kept its
    /// relative order stays (a longest increasing subsequence of old positions, as Heckel/LCS
    /// diffs do) while the others move. Reloaded items that also move become a delete and an insert.
    public func changes(from old: NSDiffableDataSourceSnapshot) -> SnapshotChanges? {
        guard old.sections == sections else { return nil }
        var oldPaths: [ItemIdentifierType: IndexPath] = [:]
        for (section, list) in old.items.enumerated() {
            for (item, identifier) in list.enumerated() { oldPaths[identifier] = IndexPath(item: item, section: section) }
        }
        var changes = SnapshotChanges()
        var present = Set<ItemIdentifierType>()
        for (section, list) in items.enumerated() {
            var common: [(identifier: ItemIdentifierType, old: IndexPath, new: IndexPath)] = []
            for (item, identifier) in list.enumerated() {
                present.insert(identifier)
                let new = IndexPath(item: item, section: section)
                if let oldPath = oldPaths[identifier] {
                    common.append((identifier, oldPath, new))
                } else {
                    changes.inserts.append(new)
                }
            }
            let sameSection = common.indices.filter { common[$0].old.section == section }
            let staying = Set(Self.longestIncreasingRun(sameSection.map { common[$0].old.item }).map { sameSection[$0] })
            for (index, entry) in common.enumerated() {
                let moved = !staying.contains(index)
                let reloaded = reloadedItems.contains(entry.identifier)
                if moved && reloaded {
                    changes.deletes.append(entry.old)
                    changes.inserts.append(entry.new)
                } else if moved {
                    changes.moves.append(SnapshotChanges.Move(from: entry.old, to: entry.new))
                } else if reloaded {
                    changes.reloads.append(entry.old)
                }
            }
        }
        changes.deletes += old.itemIdentifiers.filter { !present.contains($0) }.compactMap { oldPaths[$0] }
        changes.deletes.sort()
        changes.inserts.sort()
        return changes
    }

    /// The positions in `values` of a longest strictly increasing subsequence (patience sorting).
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        var tails: [Int] = []          // index into values of the smallest tail of each length
        var previous = Array(repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var run: [Int] = []
        var cursor = tails.last ?? -1
        while cursor >= 0 { run.append(cursor); cursor = previous[cursor] }
        return run.reversed()
    }
}
