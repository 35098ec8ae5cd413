import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

@Suite("Diffable data sources: snapshots, their changes, animated apply")
@MainActor
struct DiffableDataSourceTests {
    private typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

    private func snapshot(_ sections: [(String, [String])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    private func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    @Test("Building a snapshot: append, insert before/after, move, delete; the queries agree")
    func building() {
        var s = snapshot([("A", ["a", "b", "c"]), ("B", ["d"])])
        s.insertItems(["x"], beforeItem: "b")
        s.insertItems(["y"], afterItem: "d")
        s.moveItem("a", afterItem: "d")
        s.deleteItems(["c"])
        #expect(s.sectionIdentifiers == ["A", "B"])
        #expect(s.itemIdentifiers == ["x", "b", "d", "a", "y"])
        #expect(s.numberOfItems == 5 && s.numberOfSections == 2 && s.numberOfItems(inSection: "B") == 3)
        #expect(s.sectionIdentifier(containingItem: "a") == "B" && s.indexOfItem("a") == 3 && s.indexOfSection("B") == 1)
        s.appendItems(["b"])
        s.deleteItems(["nothing"])
        #expect(s.itemIdentifiers == ["x", "b", "d", "a", "y"], "a duplicate and an unknown identifier are refused")
    }

    @Test("Sections move with their items before or after another; reloadSections marks the section and its items")
    func sectionMovesAndReloads() {
        var s = snapshot([("A", ["a"]), ("B", ["b", "c"]), ("C", ["d"])])
        s.moveSection("A", afterSection: "C")
        #expect(s.sectionIdentifiers == ["B", "C", "A"] && s.itemIdentifiers == ["b", "c", "d", "a"])
        s.moveSection("C", beforeSection: "B")
        #expect(s.sectionIdentifiers == ["C", "B", "A"] && s.sectionIdentifier(containingItem: "d") == "C")
        s.moveSection("C", beforeSection: "C")
        s.moveSection("Z", afterSection: "A")
        #expect(s.sectionIdentifiers == ["C", "B", "A"], "a move onto itself or of an unknown section is refused")
        s.reloadSections(["A", "B", "Z"])
        #expect(s.reloadedSectionIdentifiers == ["B", "A"], "in snapshot order; the unknown section is refused")
        #expect(s.reloadedItemIdentifiers == ["b", "c", "a"])
    }

    @Test("Changes for known snapshots: deletes at old paths, inserts at new paths, LIS-minimal moves, reloads")
    func knownChanges() {
        let old = snapshot([("S", ["a", "b", "c", "d", "e"])])
        var new = snapshot([("S", ["e", "a", "c", "x", "d"])])
        #expect(new.changes(from: old) == SnapshotChanges(
            deletes: [path(1)], inserts: [path(3)], moves: [SnapshotChanges.Move(from: path(4), to: path(0))], reloads: []))
        new.reloadItems(["c", "e"])
        let changes = new.changes(from: old)
        #expect(changes?.reloads == [path(2)], "c stays and reloads")
        #expect(changes?.deletes == [path(1), path(4)] && changes?.inserts == [path(0), path(3)], "e moved and reloaded: delete + insert")
        let reversed = snapshot([("S", ["e", "d", "c", "b", "a"])])
        #expect(reversed.changes(from: old)?.moves.count == 4, "one item stays, four move")
        let across = snapshot([("S", ["a"]), ("T", ["b"])])
        let before = snapshot([("S", ["a", "b"]), ("T", [])])
        #expect(across.changes(from: before)?.moves == [SnapshotChanges.Move(from: path(1), to: path(0, 1))])
        #expect(snapshot([("X", ["a"])]).changes(from: old) == SnapshotChanges(
            inserts: [], deletedSections: [0], insertedSections: [0]), "a new section for an old one: their items go with them")
        #expect(snapshot([("T", ["b"]), ("S", ["a"])]).changes(from: before) == nil, "sections in both changed order: reload")
    }

    @Test("Collection view: apply animates the diff on the clock; itemIdentifier and indexPath(for:) follow the snapshot")
    func collectionApply() {
        let (window, clock) = makeTestWindow(width: 400, height: 300)
        let grid = UICollectionView(frame: window.bounds, collectionViewLayout: makeFlowLayout())
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        window.addSubview(grid)
        let source = UICollectionViewDiffableDataSource<String, String>(collectionView: grid) { grid, indexPath, item in
            let cell = grid.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.tag = Int(item) ?? -1
            return cell
        }
        source.apply(snapshot([("S", ["1", "2", "3", "4"])]), animatingDifferences: false)
        grid.layoutIfNeeded()
        let four = grid.cellForItem(at: path(3))!
        #expect(four.frame.origin == CGPoint(x: 0, y: 110))
        var done = false
        source.apply(snapshot([("S", ["4", "1", "3"])]), animatingDifferences: true) { done = true }
        #expect(source.itemIdentifier(for: path(0)) == "4" && source.indexPath(for: "3") == path(2))
        #expect(source.snapshot().itemIdentifiers == ["4", "1", "3"])
        clock.advance(by: 0.15)
        #expect(isClose(four.layer.presentation()!.frame.minY, 55, 1e-6), "item 4 moves up to the first place")
        #expect(!done)
        clock.advance(by: 0.2)
        #expect(done && four.frame.origin == .zero)
        #expect(grid.visibleCells.map(\.tag) == [4, 1, 3])
    }

    @Test("Table view: apply with the default row animation; refusals are reported when applied")
    func tableApply() {
        let (window, clock) = makeTestWindow(width: 400, height: 300)
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        window.addSubview(table)
        let source = UITableViewDiffableDataSource<String, String>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        source.apply(snapshot([("S", ["a", "b", "c"])]), animatingDifferences: false)
        table.layoutIfNeeded()
        var next = snapshot([("S", ["c", "a", "d"])])
        next.appendItems(["a"])
        source.apply(next)
        #expect(window.diagnostics.last?.code == .snapshotInvalidIdentifier)
        clock.advance(by: 0.4)
        #expect(table.visibleCells.map { $0.textLabel?.text ?? "" } == ["c", "a", "d"])
        #expect(source.indexPath(for: "d") == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY == 0)
    }
}
