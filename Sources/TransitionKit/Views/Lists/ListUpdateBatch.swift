import Foundation

/// The row or item changes of one batch update, and where each old index path ends up.
///
/// UIKit's rules: deletions and move sources are in the old numbering, insertions and move
/// destinations in the new one; the remaining items keep their order in their section and fill
/// the free places. Section counts must add up (old - deleted - moved out + inserted + moved in),
/// otherwise the batch is inconsistent (UIKit raises; here the list reloads and reports it).
struct ListUpdateBatch {
    var deletes: [IndexPath] = []
    var inserts: [IndexPath] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    var reloads: [IndexPath] = []

    /// Whether nothing was changed.
    var isEmpty: Bool { deletes.isEmpty && inserts.isEmpty && moves.isEmpty && reloads.isEmpty }

    /// Where each surviving old index path goes, and which new ones are inserted (or reloaded).
    struct Mapping {
        var newPath: [IndexPath: IndexPath] = [:]
        var insertedPaths: Set<IndexPath> = []
        var deletedPaths: Set<IndexPath> = []
        /// The moved items' new paths (they animate like any survivor).
        var movedPaths: Set<IndexPath> = []
    }

    /// The mapping from `oldCounts` to `newCounts`, or a reason it does not add up.
    func mapping(oldCounts: [Int], newCounts: [Int]) -> Result<Mapping, ListUpdateError> {
        guard oldCounts.count == newCounts.count else {
            return .failure(ListUpdateError(message: "section count changed from \(oldCounts.count) to \(newCounts.count) without section updates"))
        }
        func isValid(_ path: IndexPath, _ counts: [Int]) -> Bool {
            path.count == 2 && counts.indices.contains(path.section) && path.row >= 0 && path.row < counts[path.section]
        }
        let deleted = Set(deletes), inserted = Set(inserts)
        let movedFrom = Set(moves.map(\.from)), movedTo = Set(moves.map(\.to))
        for path in deletes + moves.map(\.from) + reloads where !isValid(path, oldCounts) {
            return .failure(ListUpdateError(message: "old index path \(path) is out of range"))
        }
        for path in inserts + moves.map(\.to) where !isValid(path, newCounts) {
            return .failure(ListUpdateError(message: "new index path \(path) is out of range"))
        }
        guard deleted.count == deletes.count, inserted.count == inserts.count, movedFrom.count == moves.count,
              movedTo.count == moves.count, deleted.isDisjoint(with: movedFrom), inserted.isDisjoint(with: movedTo)
        else { return .failure(ListUpdateError(message: "an index path is changed twice in one batch")) }
        var result = Mapping()
        result.deletedPaths = deleted
        result.insertedPaths = inserted
        let moveTarget = Dictionary(uniqueKeysWithValues: moves.map { ($0.to, $0.from) })
        for section in newCounts.indices {
            let survivors = (0..<oldCounts[section]).map { IndexPath(row: $0, section: section) }
                .filter { !deleted.contains($0) && !movedFrom.contains($0) }
            let incoming = moves.filter { $0.to.section == section }.count
            let expected = survivors.count + incoming + inserts.filter { $0.section == section }.count
            guard expected == newCounts[section] else {
                return .failure(ListUpdateError(message:
                    "section \(section) has \(newCounts[section]) rows after the update, expected \(expected) (\(oldCounts[section]) before)"))
            }
            var nextSurvivor = survivors.makeIterator()
            for row in 0..<newCounts[section] {
                let path = IndexPath(row: row, section: section)
                if inserted.contains(path) { continue }
                if let source = moveTarget[path] {
                    result.newPath[source] = path
                    result.movedPaths.insert(path)
                } else if let source = nextSurvivor.next() {
                    result.newPath[source] = path
                }
            }
        }
        for path in reloads {
            guard let target = result.newPath[path] else { continue }
            result.newPath[path] = nil
            result.deletedPaths.insert(path)
            result.insertedPaths.insert(target)
        }
        return .success(result)
    }
}

/// Why a batch update does not match the data source.
struct ListUpdateError: Error {
    let message: String
}

/// Cells or reusable views waiting to be reused, by reuse identifier.
@MainActor
struct ReusePool<View: UIView> {
    private var waiting: [String: [View]] = [:]
    /// How many views were created (for the reuse tests and the benchmark).
    private(set) var createdCount = 0

    /// A waiting view for `identifier`, if any.
    mutating func take(_ identifier: String) -> View? { waiting[identifier]?.popLast() }

    /// Counts a newly created view.
    mutating func noteCreated() { createdCount += 1 }

    /// Puts `view` back for `identifier`: it leaves the hierarchy and waits to be reused.
    mutating func put(_ view: View, identifier: String) {
        view.removeFromSuperview()
        waiting[identifier, default: []].append(view)
    }
}
