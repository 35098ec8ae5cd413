import Foundation

/// The section, row and item changes that turn one snapshot into another, in the numbering
/// UIKit's batch updates use (a Linux addition, so the diff can be inspected and tested).
public struct SnapshotChanges: Equatable, Sendable {
    /// Removed items, at their old index paths (not those of deleted sections).
    public var deletes: [IndexPath] = []
    /// Added items, at their new index paths (not those of inserted sections).
    public var inserts: [IndexPath] = []
    /// Items that changed place: old index path to new index path.
    public var moves: [Move] = []
    /// Items marked for reloading, at their old index paths.
    public var reloads: [IndexPath] = []
    /// Items marked for reconfiguring, at their new index paths (applied after the batch).
    public var reconfigures: [IndexPath] = []
    /// Removed sections, at their old indexes.
    public var deletedSections = IndexSet()
    /// Added sections, at their new indexes.
    public var insertedSections = IndexSet()

    /// Creates a set of changes.
    public init(deletes: [IndexPath] = [], inserts: [IndexPath] = [], moves: [Move] = [], reloads: [IndexPath] = [],
                reconfigures: [IndexPath] = [], deletedSections: IndexSet = [], insertedSections: IndexSet = []) {
        self.deletes = deletes; self.inserts = inserts; self.moves = moves; self.reloads = reloads
        self.reconfigures = reconfigures; self.deletedSections = deletedSections; self.insertedSections = insertedSections
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
    public var isEmpty: Bool {
        deletes.isEmpty && inserts.isEmpty && moves.isEmpty && reloads.isEmpty && reconfigures.isEmpty
            && deletedSections.isEmpty && insertedSections.isEmpty
    }
}

extension NSDiffableDataSourceSnapshot {
    /// The changes from `old` to this snapshot, or nil when sections present in both changed
    /// their order (the list then reloads). Sections missing from one side are deleted or
    /// inserted with their items; items missing from one side are deleted or inserted; of the
    /// items in both, those that changed section move (one whose old or new section is deleted
    /// or inserted is deleted and inserted instead), and within a section the longest run that
    /// kept its relative order stays (a longest increasing subsequence of old positions, as
    /// Heckel/LCS diffs do) while the others move. Reloaded items that also move become a
    /// delete and an insert; reconfigured items that keep their cell are listed at their new
    /// index paths. Everything is worked out in snapshot order, never in a set's or
    /// dictionary's, so the same snapshots give the same changes in every run.
    public func changes(from old: NSDiffableDataSourceSnapshot) -> SnapshotChanges? {
        var oldSectionIndex: [SectionIdentifierType: Int] = [:]
        for (index, section) in old.sections.enumerated() { oldSectionIndex[section] = index }
        var newSectionIndex: [SectionIdentifierType: Int] = [:]
        for (index, section) in sections.enumerated() { newSectionIndex[section] = index }
        let surviving = sections.compactMap { oldSectionIndex[$0] }
        guard surviving == surviving.sorted() else { return nil }
        var changes = SnapshotChanges()
        for (index, section) in old.sections.enumerated() where newSectionIndex[section] == nil { changes.deletedSections.insert(index) }
        for (index, section) in sections.enumerated() where oldSectionIndex[section] == nil { changes.insertedSections.insert(index) }
        var oldPaths: [ItemIdentifierType: IndexPath] = [:]
        for (section, list) in old.items.enumerated() {
            for (item, identifier) in list.enumerated() { oldPaths[identifier] = IndexPath(item: item, section: section) }
        }
        var present = Set<ItemIdentifierType>()
        for (section, list) in items.enumerated() {
            let sectionIsNew = changes.insertedSections.contains(section)
            // The old index of this section, when it survives.
            let oldSection = sectionIsNew ? nil : oldSectionIndex[sections[section]]
            var common: [(identifier: ItemIdentifierType, old: IndexPath, new: IndexPath)] = []
            for (item, identifier) in list.enumerated() {
                present.insert(identifier)
                let new = IndexPath(item: item, section: section)
                guard let oldPath = oldPaths[identifier], !changes.deletedSections.contains(oldPath.section) else {
                    if !sectionIsNew { changes.inserts.append(new) }
                    continue
                }
                if sectionIsNew {
                    changes.deletes.append(oldPath)   // it leaves for a section that is inserted whole
                } else {
                    common.append((identifier, oldPath, new))
                }
            }
            let sameSection = common.indices.filter { common[$0].old.section == oldSection }
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
                if !reloaded, reconfiguredItems.contains(entry.identifier) { changes.reconfigures.append(entry.new) }
            }
        }
        changes.deletes += old.itemIdentifiers.filter { !present.contains($0) }.compactMap { oldPaths[$0] }
            .filter { !changes.deletedSections.contains($0.section) }
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
