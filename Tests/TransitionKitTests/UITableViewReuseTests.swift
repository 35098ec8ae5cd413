import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

@Suite("UITableView: cell reuse and animated batch updates")
@MainActor
struct UITableViewReuseTests {
    @Test("Scrolling 10,000 rows creates at most 9 cells (300 pt / 44 pt rows), recycles them with prepareForReuse")
    func boundedCellsWhileScrolling() {
        CountingCell.reuseCount = 0
        let model = TableModel(rows: 10_000)
        let (window, _, table) = makeTable(model, cellClass: CountingCell.self)
        #expect(table.window === window, "the window stays alive for the clock")
        var y: CGFloat = 0
        while y < table.contentSize.height - 300 {
            y += 37
            table.contentOffset = CGPoint(x: 0, y: y)
            table.layoutIfNeeded()
            for cell in table.visibleCells {
                #expect(cell.textLabel?.text == String(table.indexPath(for: cell)?.row ?? -1))
            }
        }
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 9_999, section: 0))
        #expect(table.numberOfCreatedCells <= 9, "\(table.numberOfCreatedCells) cells")
        #expect(CountingCell.reuseCount > 9_000)
        #expect(table.subviews.filter { $0 is UITableViewCell }.count == table.visibleCells.count)
    }

    @Test("Deleting row 1 with .fade: the row fades in place, row 2 slides up 44 pt on the clock (half-way at 0.15 s)")
    func deleteFadeMidway() {
        let model = TableModel(rows: 10)
        let (window, clock, table) = makeTable(model)
        #expect(table.window === window, "the window stays alive for the clock")
        let deleted = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        let below = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        var finished: Bool?
        table.performBatchUpdates({
            model.sections[0].remove(at: 1)
            table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        }, completion: { finished = $0 })
        #expect(below.frame.minY == 44, "the model value is the end state at once")
        #expect(table.indexPath(for: below) == IndexPath(row: 1, section: 0))
        clock.advance(by: 0.15)
        // UIView.animate's default curve is ease-in-out, symmetric: half-way in time is half-way.
        #expect(isClose(below.layer.presentation()!.frame.minY, 66, 1e-6))
        #expect(abs(deleted.layer.presentation()!.opacity - 0.5) < 1e-6)
        #expect(finished == nil)
        clock.advance(by: 0.2)
        #expect(finished == true)
        #expect(deleted.superview == nil, "back in the reuse queue")
        #expect(table.visibleCells.map { $0.textLabel?.text ?? "" } == ["0", "2", "3", "4", "5", "6", "7"])
        #expect(table.contentSize.height == 396)
    }

    @Test("Inserting with .left slides the new row in from x = -400; rows below move down 44 pt")
    func insertLeft() {
        let model = TableModel(rows: 10)
        let (window, clock, table) = makeTable(model)
        #expect(table.window === window, "the window stays alive for the clock")
        let below = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        model.sections[0].insert("new", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .left)
        let inserted = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(inserted.textLabel?.text == "new")
        #expect(isClose(inserted.layer.presentation()!.frame.minX, -400, 1e-6))
        clock.advance(by: 0.15)
        #expect(isClose(inserted.layer.presentation()!.frame.minX, -200, 1e-6))
        #expect(isClose(below.layer.presentation()!.frame.minY, 22, 1e-6))
        clock.advance(by: 0.2)
        #expect(inserted.layer.presentation()!.frame == CGRect(x: 0, y: 0, width: 400, height: 44))
        #expect(below.frame.minY == 44)
    }

    @Test("moveRow swaps the cells' places; selection follows the moved row")
    func moveRow() {
        let model = TableModel(rows: 5)
        let (window, clock, table) = makeTable(model)
        #expect(table.window === window, "the window stays alive for the clock")
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        model.sections[0] = ["1", "2", "0", "3", "4"]
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        clock.advance(by: 0.5)
        #expect(first.frame.minY == 88 && table.indexPath(for: first) == IndexPath(row: 2, section: 0))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.visibleCells.map { $0.textLabel?.text ?? "" } == ["1", "2", "0", "3", "4"])
    }

    @Test("reloadRows gives the row a new cell from the data source; reloadData rebuilds the rows")
    func reloads() {
        let model = TableModel(rows: 5)
        let (window, clock, table) = makeTable(model)
        #expect(table.window === window, "the window stays alive for the clock")
        model.sections[0][3] = "three"
        table.reloadRows(at: [IndexPath(row: 3, section: 0)], with: .none)
        clock.advance(by: 0.5)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text == "three")
        model.sections[0] = ["x"]
        table.reloadData()
        #expect(table.visibleCells.map { $0.textLabel?.text ?? "" } == ["x"])
    }

    @Test("An update whose counts do not add up is refused with a Diagnostic; the table reloads")
    func inconsistentUpdate() {
        let model = TableModel(rows: 5)
        let (window, _, table) = makeTable(model)
        #expect(table.window === window, "the window stays alive for the clock")
        var finished: Bool?
        model.sections[0].append("extra")
        table.performBatchUpdates({ table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade) }, completion: { finished = $0 })
        #expect(finished == false)
        #expect(window.diagnostics.last?.code == .listInconsistentUpdate)
        #expect(table.numberOfRows(inSection: 0) == 6 && table.visibleCells.count == 6)
    }
}
