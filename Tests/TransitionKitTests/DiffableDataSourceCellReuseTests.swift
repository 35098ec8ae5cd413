import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// A collection view cell that counts `prepareForReuse()`.
@MainActor
private final class ReuseCountingCell: UICollectionViewCell {
    var reuses = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// The cell provider's calls: (item, cell) each.
@MainActor
private final class ProviderCalls {
    var calls: [(String, UICollectionViewCell)] = []
}

/// A grid (400 x 300, 100-point items, three a line) fed by a diffable data source of strings,
/// recording every cell provider call.
@MainActor
private final class DiffableGrid {
    let window: UIWindow
    let grid: UICollectionView
    let source: UICollectionViewDiffableDataSource<String, String>
    private let recorder = ProviderCalls()

    init() {
        (window, _) = makeTestWindow(width: 400, height: 300)
        grid = UICollectionView(frame: window.bounds, collectionViewLayout: makeFlowLayout())
        grid.register(ReuseCountingCell.self, forCellWithReuseIdentifier: "cell")
        window.addSubview(grid)
        let recorder = recorder
        source = UICollectionViewDiffableDataSource<String, String>(collectionView: grid) { grid, indexPath, item in
            let cell = grid.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            recorder.calls.append((item, cell))
            return cell
        }
    }

    /// The provider calls since the last `resetCalls()`.
    var calls: [(String, UICollectionViewCell)] { recorder.calls }
    func resetCalls() { recorder.calls = [] }

    /// The visible cell of `item`, if any.
    func cell(of item: String) -> UICollectionViewCell? {
        grid.layoutIfNeeded()
        return source.indexPath(for: item).flatMap { grid.cellForItem(at: $0) }
    }
}

/// A snapshot of `sections`, each (identifier, items).
private func snapshot(_ sections: [(String, [String])]) -> NSDiffableDataSourceSnapshot<String, String> {
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    for (section, items) in sections {
        snapshot.appendSections([section])
        snapshot.appendItems(items, toSection: section)
    }
    return snapshot
}

/// Fifty different sets of nine item identifiers: Swift seeds its hashing per process, so one
/// process sees one order for one set; different sets give different orders, so behaviour that
/// follows a set's or dictionary's order cannot hide in one run.
private let identifierSets: [[String]] = (0..<50).map { set in (0..<9).map { "item-\(set)-\(($0 * 7919 + set * 104_729) % 10_007)" } }

@Suite("Diffable data sources keep cells: apply diffs with and without animation, reconfigure, reload")
@MainActor
struct DiffableDataSourceCellReuseTests {
    // Since iOS 15 `apply(_:animatingDifferences: false)` diffs and applies the changes without
    // animation (WWDC21 "Make blazing fast lists and collection views"); only
    // `applySnapshotUsingReloadData` "Resets the UI to reflect the state of the data in the
    // snapshot without computing a diff or animating the changes" (Apple).
    @Test("Applied without animation, every item in both snapshots keeps its cell, for 50 identifier sets", arguments: [false, true])
    func unchangedItemsKeepTheirCells(animated: Bool) {
        var kept = 0, lost: [String] = []
        for ids in identifierSets {
            let world = DiffableGrid()
            world.source.apply(snapshot([("S", ids)]), animatingDifferences: false)
            let before = Dictionary(uniqueKeysWithValues: ids.map { ($0, world.cell(of: $0)) })
            // The first item moves to the end, the fifth goes, a new one comes second.
            var next = Array(ids.dropFirst()) + [ids[0]]
            next.removeAll { $0 == ids[4] }
            next.insert("new-\(ids[0])", at: 1)
            world.resetCalls()
            world.source.apply(snapshot([("S", next)]), animatingDifferences: animated)
            if animated { world.window.clock.advance(by: 0.5) }
            for id in next where id != "new-\(ids[0])" {
                guard let old = before[id] ?? nil, let new = world.cell(of: id) else { continue }
                if old === new { kept += 1 } else { lost.append(id) }
            }
            #expect(world.calls.map(\.0) == ["new-\(ids[0])"], "only the new item asks the cell provider")
        }
        #expect(lost.isEmpty, "\(lost.count) items lost their cells, \(kept) kept them: \(lost.prefix(5))")
        #expect(kept == 50 * 8, "the eight items in both stay on screen in every set")
    }

    @Test("Sections inserted and deleted around a section keep its items' cells")
    func sectionsAroundKeepCells() {
        for ids in identifierSets.prefix(10) {
            let world = DiffableGrid()
            world.source.apply(snapshot([("A", Array(ids[0..<3])), ("B", Array(ids[3..<6]))]), animatingDifferences: false)
            let cells = ids[3..<6].map { world.cell(of: $0) }
            world.source.apply(snapshot([("new", ["x-\(ids[0])"]), ("B", Array(ids[3..<6]))]), animatingDifferences: false)
            #expect(world.source.snapshot().sectionIdentifiers == ["new", "B"])
            #expect(ids[3..<6].map { world.cell(of: $0) }.elementsEqual(cells, by: { $0 === $1 && $0 != nil }))
            #expect(world.source.indexPath(for: ids[3]) == IndexPath(item: 0, section: 1))
        }
    }

    // Apple, `reconfigureItems(_:)`: "To update the contents of existing (including prefetched)
    // cells without replacing them with new cells, use this method instead of reloadItems(_:)";
    // the cell provider "must return the same existing cell for a given index path".
    @Test("reconfigureItems calls the cell provider with the cell already shown; reloadItems replaces it")
    func reconfigureKeepsReloadReplaces() throws {
        let ids = identifierSets[0]
        let world = DiffableGrid()
        world.source.apply(snapshot([("S", ids)]), animatingDifferences: false)
        let shown = try #require(world.cell(of: ids[2]) as? ReuseCountingCell)
        var next = world.source.snapshot()
        next.reconfigureItems([ids[2]])
        #expect(next.reconfiguredItemIdentifiers == [ids[2]] && next.reloadedItemIdentifiers.isEmpty)
        world.resetCalls()
        world.source.apply(next, animatingDifferences: true)
        #expect(world.calls.count == 1 && world.calls[0].0 == ids[2] && world.calls[0].1 === shown, "the provider gets the shown cell")
        #expect(shown.reuses == 0, "a reconfigured cell is not prepared for reuse")
        world.window.clock.advance(by: 0.5)
        #expect(world.cell(of: ids[2]) === shown)

        var reload = world.source.snapshot()
        reload.reloadItems([ids[2]])
        world.resetCalls()
        world.source.apply(reload, animatingDifferences: false)
        #expect(world.calls.map(\.0) == [ids[2]])
        #expect(world.cell(of: ids[2]) !== shown, "a reloaded item gets another cell")
    }

    @Test("applySnapshotUsingReloadData asks for every visible cell again and hands the cells out in index path order, for 50 layouts")
    func reloadDataIsDeterministic() {
        var wrong = 0
        for (set, ids) in identifierSets.enumerated() {
            // Sections of sizes that differ from set to set, so the visible index paths (the keys
            // of the list's own bookkeeping) differ too.
            let first = 1 + set % 4, second = 1 + set % 3
            let sections = [("A", Array(ids[0..<first])), ("B", Array(ids[first..<(first + second)])), ("C", Array(ids[(first + second)...]))]
            let world = DiffableGrid()
            world.source.apply(snapshot(sections), animatingDifferences: false)
            let oldPaths = world.grid.indexPathsForVisibleItems
            let oldCells = oldPaths.map { world.grid.cellForItem(at: $0) }
            world.resetCalls()
            world.source.applySnapshotUsingReloadData(snapshot(sections.map { ($0.0, $0.1.reversed()) }))
            world.grid.layoutIfNeeded()
            let newPaths = world.grid.indexPathsForVisibleItems
            #expect(world.calls.count == newPaths.count)
            // The cells wait for reuse in index path order and the last one in is the first out.
            for (index, path) in newPaths.enumerated() where index < oldCells.count {
                if world.grid.cellForItem(at: path) !== oldCells[oldCells.count - 1 - index] { wrong += 1 }
            }
        }
        #expect(wrong == 0, "\(wrong) cells went to another place than the index path order gives")
    }

    @Test("Table: applied without animation, unchanged rows keep their cells for 50 identifier sets")
    func tableKeepsCells() {
        var lost = 0
        for ids in identifierSets {
            let (window, _) = makeTestWindow(width: 400, height: 300)
            let table = UITableView(frame: window.bounds, style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            window.addSubview(table)
            let source = UITableViewDiffableDataSource<String, String>(tableView: table) { table, indexPath, _ in
                table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
            source.apply(snapshot([("S", ids)]), animatingDifferences: false)
            table.layoutIfNeeded()
            let before = ids.map { source.indexPath(for: $0).flatMap { table.cellForRow(at: $0) } }
            source.apply(snapshot([("S", ids.reversed())]), animatingDifferences: false)
            for (index, id) in ids.enumerated() {
                guard let old = before[index], let new = source.indexPath(for: id).flatMap({ table.cellForRow(at: $0) }) else { continue }
                if new !== old { lost += 1 }
            }
        }
        #expect(lost == 0, "\(lost) rows lost their cells")
    }
}
