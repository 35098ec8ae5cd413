import Foundation

/// The section, row and item changes of one batch update, and where each old index path ends up.
///
/// UIKit's rules: deletions (of sections and rows) and move sources are in the old numbering,
/// insertions and move destinations in the new one; the remaining sections and items keep their
/// order and fill the free places; a reloaded section is deleted and inserted in its place.
/// Counts must add up (old - deleted - moved out + inserted + moved in, per surviving section,
/// and the same for sections), otherwise the batch is inconsistent (UIKit raises; here the list
/// reloads and reports it).
struct ListUpdateBatch {
    var deletes: [IndexPath] = []
    var inserts: [IndexPath] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    var reloads: [IndexPath] = []
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    /// Sections moved: from (old numbering) to (new numbering); their rows go with them.
    var movedSections: [(from: Int, to: Int)] = []

    /// Where each surviving old index path goes, and which new ones are inserted (or reloaded).
    struct Mapping {
        var newPath: [IndexPath: IndexPath] = [:]
        var insertedPaths: Set<IndexPath> = []
        var deletedPaths: Set<IndexPath> = []
        /// The moved items' new paths (they animate like any survivor).
        var movedPaths: Set<IndexPath> = []
        /// Where each surviving old section goes (deleted and reloaded sections have none).
        var newSection: [Int: Int] = [:]
        /// The new sections that are inserted (or reloaded).
        var insertedSections = IndexSet()
    }

    /// The mapping from `oldCounts` to `newCounts`, or a reason it does not add up.
    func mapping(oldCounts: [Int], newCounts: [Int]) -> Result<Mapping, ListUpdateError> {
        var result = Mapping()
        switch sectionMapping(oldCount: oldCounts.count, newCount: newCounts.count, into: &result) {
        case .failure(let error): return .failure(error)
        case .success: break
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
        result.deletedPaths = deleted
        result.insertedPaths = inserted
        let moveTarget = Dictionary(uniqueKeysWithValues: moves.map { ($0.to, $0.from) })
        let oldSectionFor = Dictionary(uniqueKeysWithValues: result.newSection.map { ($0.value, $0.key) })
        for section in newCounts.indices {
            guard let oldSection = oldSectionFor[section] else {
                // An inserted (or reloaded) section: every row is new.
                for row in 0..<newCounts[section] { result.insertedPaths.insert(IndexPath(row: row, section: section)) }
                continue
            }
            let survivors = (0..<oldCounts[oldSection]).map { IndexPath(row: $0, section: oldSection) }
                .filter { !deleted.contains($0) && !movedFrom.contains($0) }
            let incoming = moves.filter { $0.to.section == section }.count
            let expected = survivors.count + incoming + inserts.filter { $0.section == section }.count
            guard expected == newCounts[section] else {
                return .failure(ListUpdateError(message:
                    "section \(section) has \(newCounts[section]) rows after the update, expected \(expected) (\(oldCounts[oldSection]) before)"))
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

    /// Pairs the surviving old sections with the new sections that are not inserted, in order.
    private func sectionMapping(oldCount: Int, newCount: Int, into result: inout Mapping) -> Result<Void, ListUpdateError> {
        guard deletedSections.allSatisfy({ $0 >= 0 && $0 < oldCount }), reloadedSections.allSatisfy({ $0 >= 0 && $0 < oldCount }) else {
            return .failure(ListUpdateError(message: "a deleted or reloaded section is out of range (\(oldCount) sections before)"))
        }
        guard insertedSections.allSatisfy({ $0 >= 0 && $0 < newCount }) else {
            return .failure(ListUpdateError(message: "an inserted section is out of range (\(newCount) sections after)"))
        }
        guard deletedSections.isDisjoint(with: reloadedSections) else {
            return .failure(ListUpdateError(message: "a section is deleted and reloaded in one batch"))
        }
        let movedFrom = Set(movedSections.map(\.from)), movedTo = Set(movedSections.map(\.to))
        guard movedSections.allSatisfy({ $0.from >= 0 && $0.from < oldCount && $0.to >= 0 && $0.to < newCount }),
              movedFrom.count == movedSections.count, movedTo.count == movedSections.count,
              movedFrom.isDisjoint(with: deletedSections), movedFrom.isDisjoint(with: reloadedSections),
              movedTo.isDisjoint(with: insertedSections)
        else { return .failure(ListUpdateError(message: "a moved section is out of range or changed twice in one batch")) }
        let survivors = (0..<oldCount).filter { !deletedSections.contains($0) && !movedFrom.contains($0) }
        let slots = (0..<newCount).filter { !insertedSections.contains($0) && !movedTo.contains($0) }
        guard survivors.count == slots.count else {
            return .failure(ListUpdateError(message:
                "\(newCount) sections after the update, expected \(survivors.count + movedSections.count + insertedSections.count) (\(oldCount) before)"))
        }
        result.insertedSections = insertedSections
        for move in movedSections { result.newSection[move.from] = move.to }
        for (old, new) in zip(survivors, slots) {
            if reloadedSections.contains(old) { result.insertedSections.insert(new) } else { result.newSection[old] = new }
        }
        return .success(())
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
