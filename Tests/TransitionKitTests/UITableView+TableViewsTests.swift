import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// The table's own header, footer and background views (Apple: "tableHeaderView",
/// "tableFooterView", "backgroundView": "automatically resized to match the size of the table
/// view ... placed as a subview of the table view behind all cells, header views, and footer views").
@Suite("UITableView+TableViews")
@MainActor
struct UITableViewTableViewsTests {
    @Test("A header view pushes the rows down; the footer follows the last row; both are as wide as the table")
    func headerAndFooter() {
        let model = TableModel(rows: 3)
        let (_, _, table) = makeTable(model)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        table.tableHeaderView = header
        table.tableFooterView = footer
        table.layoutIfNeeded()
        #expect(header.superview === table && header.frame == CGRect(x: 0, y: 0, width: 400, height: 100))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 100)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY == 100)
        #expect(footer.frame == CGRect(x: 0, y: 100 + 3 * 44, width: 400, height: 30))
        #expect(abs(table.contentSize.height - (100 + 3 * 44 + 30)) < 1e-6, "\(table.contentSize.height)")
    }

    @Test("tableFooterView = UIView() adds nothing; replacing a header removes the old one")
    func emptyFooterAndReplacement() {
        let model = TableModel(rows: 2)
        let (_, _, table) = makeTable(model)
        table.tableFooterView = UIView()
        table.layoutIfNeeded()
        #expect(table.contentSize.height == 88)
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 50)), second = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 20))
        table.tableHeaderView = first
        table.tableHeaderView = second
        table.layoutIfNeeded()
        #expect(first.superview == nil && second.superview === table)
        #expect(table.contentSize.height == 108)
        table.tableHeaderView = nil
        table.layoutIfNeeded()
        #expect(second.superview == nil && table.contentSize.height == 88)
    }

    @Test("The background view fills the visible bounds, stays put while scrolling, behind the cells")
    func backgroundView() {
        let model = TableModel(rows: 30)
        let (_, _, table) = makeTable(model)
        let empty = UILabel()
        table.backgroundView = empty
        table.contentOffset = CGPoint(x: 0, y: 200)
        table.layoutIfNeeded()
        #expect(empty.frame == table.bounds && empty.frame.minY == 200)
        #expect(table.subviews.first === empty, "behind every cell")
        table.backgroundView = nil
        #expect(empty.superview == nil)
    }
}
