import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

// Self-sizing rows: `rowHeight = UITableView.automaticDimension` (its default) sizes each row
// from its cell's constraints; `estimatedRowHeight` stands in for rows not yet shown, and "when
// using height estimates, the table view actively manages the contentOffset" (Apple,
// UITableView.estimatedRowHeight). The row height is the content view's
// systemLayoutSizeFitting at the row's width (required) and the smallest height
// (fittingSizeLevel), as Apple's self-sizing cells guide describes.
@Suite("UITableView: self-sizing rows from Auto Layout")
@MainActor
struct UITableViewSelfSizingTests {
    /// A 400 x 300 table of `BarTableCell`s with `estimate` as the estimated row height.
    private func makeBarTable(_ model: BarTableModel, estimate: CGFloat = 50) -> (UIWindow, UITableView) {
        let (window, _) = makeTestWindow(width: 400, height: 300)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), style: .plain)
        table.register(BarTableCell.self, forCellReuseIdentifier: "bar")
        table.estimatedRowHeight = estimate
        table.dataSource = model
        table.delegate = model
        window.addSubview(table)
        table.layoutIfNeeded()
        return (window, table)
    }

    @Test("Visible rows take their cells' heights (bar + 16); rows not shown keep the 50 pt estimate in the content size")
    func visibleRowsMeasured() {
        let model = BarTableModel((0..<100).map { CGFloat(20 + ($0 % 3) * 10) })   // rows 36, 46, 56, ...
        let (window, table) = makeBarTable(model)
        #expect(table.window === window)
        let heights = (0..<8).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        #expect(heights == [36, 46, 56, 36, 46, 56, 36, 50])
        #expect(table.rectForRow(at: IndexPath(row: 7, section: 0)).minY == 312)
        // Rows 0-6 reach 312 > 300, so 7 rows are shown and measured; the other 93 are estimates.
        #expect(table.indexPathsForVisibleRows?.count == 7)
        #expect(table.rectForRow(at: IndexPath(row: 7, section: 0)).height == 50)
        #expect(table.contentSize.height == 4962, "312 + 93 x 50")
        let h = table.contentSize.height
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0)) as! BarTableCell
        #expect(cell.frame == CGRect(x: 0, y: 82, width: 400, height: 56))
    }

    @Test("Scrolling measures the rows coming in; the content size is corrected row by row")
    func scrollingCorrectsContentSize() {
        let model = BarTableModel(Array(repeating: 24, count: 50))   // every row 40 pt
        let (window, table) = makeBarTable(model, estimate: 60)
        #expect(table.window === window)
        #expect(table.contentSize.height == 2840, "8 x 40 + 42 x 60")
        table.contentOffset = CGPoint(x: 0, y: 100)
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 9, section: 0))
        #expect(table.contentSize.height == 2800, "10 x 40 + 40 x 60")
        while table.contentOffset.y < table.contentSize.height - 300 {
            table.contentOffset = CGPoint(x: 0, y: min(table.contentOffset.y + 100, table.contentSize.height - 300))
            table.layoutIfNeeded()
        }
        #expect(table.contentSize.height == 2000, "all 50 rows measured at 40 pt")
    }

    @Test("A row measured above the visible area moves the content offset by its change: the rows on screen stay still")
    func measuringAboveKeepsVisibleRowsStill() {
        let model = BarTableModel(Array(repeating: 24, count: 100))   // 40 pt rows, 60 pt estimates
        let (window, table) = makeBarTable(model, estimate: 60)
        #expect(table.window === window)
        table.contentOffset = CGPoint(x: 0, y: 3000)   // far below the measured rows: estimates above
        table.layoutIfNeeded()
        let anchor = table.indexPathsForVisibleRows!.first!
        let anchorOnScreen = table.rectForRow(at: anchor).minY - table.contentOffset.y
        #expect(table.contentOffset.y == 2980, "the partly visible top row measured 20 pt short of its estimate")
        #expect(anchorOnScreen == -20)
        table.contentOffset.y -= 30   // the row above comes in and is measured 20 pt shorter than its estimate
        table.layoutIfNeeded()
        let after = table.rectForRow(at: anchor).minY - table.contentOffset.y
        #expect(after == 10, "moved down by the 30 pt scroll only, not by the measured row's 20 pt change")
        #expect(table.contentOffset.y == 2930)
        let above = IndexPath(row: anchor.row - 1, section: 0)
        #expect(table.rectForRow(at: above).height == 40)
    }

    @Test("A 60 pt bar makes a 76 pt row (it was a fixed 44 pt before self-sizing); a cell without constraints stays 44")
    func defaultCellStays44() {
        let model = BarTableModel([60])
        let (window, table) = makeBarTable(model)
        #expect(window === table.window)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 76)
        let plain = TableModel(rows: 3)
        let (otherWindow, _, plainTable) = makeTable(plain)
        #expect(otherWindow === plainTable.window)
        #expect(plainTable.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 88, width: 400, height: 44))
    }

    @Test("Rows are measured at the table's width: a new width forgets the heights and measures the rows again")
    func widthChangeRemeasures() {
        let model = BarTableModel([0, 0])
        model.barsFollowWidth = true   // bars 368 pt wide in a 400 pt row: 36.8 pt tall
        let (window, table) = makeBarTable(model)
        #expect(window === table.window)
        #expect(isClose(table.contentSize.height, 2 * 52.8, 1e-6))
        table.frame.size.width = 300   // bars 268 pt wide: 26.8 pt tall
        table.layoutIfNeeded()
        #expect(isClose(table.contentSize.height, 2 * 42.8, 1e-6))
        #expect(isClose(table.cellForRow(at: IndexPath(row: 1, section: 0))!.frame.minY, 42.8, 1e-6))
    }
}
