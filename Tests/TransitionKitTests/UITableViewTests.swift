import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

@Suite("UITableView: layout, queries, scrolling to rows, selection")
@MainActor
struct UITableViewTests {
    @Test("Plain: rowHeight defaults to automaticDimension = 44 pt rows; titled headers 28 pt; content height adds up")
    func plainLayout() {
        // UITableView.rowHeight documentation: the default is automaticDimension (the standard
        // 44 pt row for cells without Auto Layout content).
        let model = TableModel([["a", "b", "c"], ["d", "e"]])
        model.headerTitles = ["First", "Second"]
        let (window, _, table) = makeTable(model)
        #expect(table.window === window, "the window stays alive for the clock")
        #expect(table.rowHeight == UITableView.automaticDimension)
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 0) == 3 && table.numberOfRows(inSection: 1) == 2)
        #expect(table.numberOfRows(inSection: 7) == 0)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 28, width: 400, height: 44))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 116, width: 400, height: 44))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 188, width: 400, height: 44))
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 160, width: 400, height: 116))
        #expect(table.contentSize.height == 276)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1))?.textLabel?.text == "e")
    }

    @Test("Plain headers float: pinned to the top while their rows scroll under, pushed up by the section's end")
    func floatingHeaders() {
        let model = TableModel([(0..<10).map(String.init), (0..<10).map(String.init)])
        model.headerTitles = ["First", "Second"]
        let (window, _, table) = makeTable(model)
        #expect(table.window === window)
        func header(_ text: String) -> UIView? {
            table.subviews.first { view in (view as? UITableViewHeaderFooterView)?.textLabel?.text == text }
        }
        table.contentOffset = CGPoint(x: 0, y: 100)
        table.layoutIfNeeded()
        #expect(header("First")?.frame.minY == 100, "pinned at the top edge")
        #expect(table.subviews.last === header("First"), "in front of the rows")
        table.contentOffset = CGPoint(x: 0, y: 450)
        table.layoutIfNeeded()
        // Section 0 ends at 28 + 440 = 468: its header is pushed up to 440; the next waits at 468.
        #expect(header("First")?.frame.minY == 440)
        #expect(header("Second")?.frame.minY == 468)
    }

    @Test("Inset grouped: rows inset 20 pt; untitled headers and footers 18 pt; heightForRowAt wins over rowHeight")
    func insetGroupedLayout() {
        let model = TableModel([["a", "b"], ["c"]])
        model.heights[IndexPath(row: 1, section: 0)] = 60
        let (window, _, table) = makeTable(model, style: .insetGrouped)
        #expect(table.window === window, "the window stays alive for the clock")
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 20, y: 18, width: 360, height: 44))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 20, y: 62, width: 360, height: 60))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 20, y: 158, width: 360, height: 44))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 30)) == nil, "the inset margin is not a row")
        #expect(table.indexPathForRow(at: CGPoint(x: 200, y: 100)) == IndexPath(row: 1, section: 0))
    }

    @Test("Grouped sections sit on rounded white blocks behind the rows, also for rows that scroll in")
    func groupedBackgrounds() {
        let model = TableModel([(0..<30).map(String.init)])
        let (window, _, table) = makeTable(model, style: .insetGrouped)
        #expect(table.window === window)
        table.contentOffset = CGPoint(x: 0, y: 500)
        table.layoutIfNeeded()
        let block = table.subviews.first
        #expect(!(block is UITableViewCell) && block?.layer.cornerRadius == 10)
        #expect(block?.frame == CGRect(x: 20, y: 18, width: 360, height: 30 * 44))
        #expect(table.visibleCells.allSatisfy { $0.backgroundColor == nil }, "the block shows through the cells")
    }

    @Test("Only the visible rows have cells; scrolling moves the window of index paths")
    func visibleRows() {
        let model = TableModel(rows: 100)
        let (window, _, table) = makeTable(model)
        #expect(table.window === window, "the window stays alive for the clock")
        #expect(table.indexPathsForVisibleRows == (0...6).map { IndexPath(row: $0, section: 0) })
        #expect(table.visibleCells.map { $0.textLabel?.text ?? "" } == (0...6).map(String.init))
        table.contentOffset = CGPoint(x: 0, y: 440)
        #expect(table.indexPathsForVisibleRows == (10...16).map { IndexPath(row: $0, section: 0) })
        let cell = table.cellForRow(at: IndexPath(row: 12, section: 0))
        #expect(cell?.frame == CGRect(x: 0, y: 528, width: 400, height: 44))
        #expect(cell.flatMap { table.indexPath(for: $0) } == IndexPath(row: 12, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 445)) == IndexPath(row: 10, section: 0))
    }

    @Test("scrollToRow: top 2200, middle 2072, bottom 1944, none 1944 (the least scrolling) for row 50 of 300 pt")
    func scrollToRowPositions() {
        let model = TableModel(rows: 100)  // the table view holds its data source weakly
        let (window, _, table) = makeTable(model)
        #expect(table.window === window, "the window stays alive for the clock")
        let row = IndexPath(row: 50, section: 0)
        for (position, expected): (UITableView.ScrollPosition, CGFloat) in [(.top, 2200), (.middle, 2072), (.bottom, 1944)] {
            table.contentOffset = .zero
            table.scrollToRow(at: row, at: position, animated: false)
            #expect(table.contentOffset.y == expected, "\(position)")
        }
        table.contentOffset = .zero
        table.scrollToRow(at: row, at: .none, animated: false)
        #expect(table.contentOffset.y == 1944)
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(isClose(table.contentOffset.y, 4100, 1e-9), "clamped to the content (4400 - 300)")
    }

    @Test("Taps select in UIKit's order: highlight, unhighlight, willSelect, the old row's willDeselect/didDeselect, didSelect")
    func tapSelectionOrder() {
        let model = TableModel(rows: 20)
        let (window, clock, table) = makeTable(model)
        #expect(table.window === window, "the window stays alive for the clock")
        tap(window, clock, at: CGPoint(x: 100, y: 60))
        #expect(model.log == ["shouldHighlight 0-1", "didHighlight 0-1", "didUnhighlight 0-1", "willSelect 0-1", "didSelect 0-1"])
        model.log = []
        tap(window, clock, at: CGPoint(x: 100, y: 100))
        #expect(model.log == ["shouldHighlight 0-2", "didHighlight 0-2", "didUnhighlight 0-2", "willSelect 0-2",
                              "willDeselect 0-1", "didDeselect 0-1", "didSelect 0-2"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
    }

    @Test("A press highlights the cell until the finger lifts; willSelect returning nil refuses the selection")
    func highlightAndRefusal() {
        let model = TableModel(rows: 20)
        model.refuseSelection = [IndexPath(row: 0, section: 0)]
        let (window, clock, table) = makeTable(model)
        #expect(table.window === window, "the window stays alive for the clock")
        window.send(.mouseDown(CGPoint(x: 100, y: 20)))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isHighlighted == true)
        clock.advance(by: 0.05)
        window.send(.mouseUp(CGPoint(x: 100, y: 20)))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isHighlighted == false)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(model.log.last == "willSelect 0-0")
    }

    @Test("A drag that scrolls cancels the press: unhighlighted, nothing selected")
    func dragCancelsPress() {
        let model = TableModel(rows: 50)
        let (window, clock, table) = makeTable(model)
        #expect(table.window === window, "the window stays alive for the clock")
        window.send(.mouseDown(CGPoint(x: 100, y: 200)))
        for step in 1...5 {
            clock.advance(by: 0.016)
            window.send(.mouseMove(CGPoint(x: 100, y: 200 - 20 * CGFloat(step))))
        }
        window.send(.mouseUp(CGPoint(x: 100, y: 100)))
        #expect(table.isDragging == false && table.contentOffset.y > 0)
        #expect(model.log == ["shouldHighlight 0-4", "didHighlight 0-4", "didUnhighlight 0-4"])
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test("Multiple selection: taps toggle rows; selectRow/deselectRow do not tell the delegate")
    func multipleSelection() {
        let model = TableModel(rows: 20)
        let (window, clock, table) = makeTable(model)
        #expect(table.window === window, "the window stays alive for the clock")
        table.allowsMultipleSelection = true
        tap(window, clock, at: CGPoint(x: 100, y: 20))
        tap(window, clock, at: CGPoint(x: 100, y: 100))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
        tap(window, clock, at: CGPoint(x: 100, y: 20))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        #expect(model.log.suffix(2) == ["willDeselect 0-0", "didDeselect 0-0"])
        model.log = []
        table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
        table.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)
        #expect(model.log.isEmpty)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 5, section: 0)])
    }

    @Test("Bad index paths are refused with a Diagnostic, never a crash")
    func badIndexPaths() {
        let model = TableModel(rows: 3)
        let (window, _, table) = makeTable(model)
        #expect(table.window === window, "the window stays alive for the clock")
        #expect(table.rectForRow(at: IndexPath(row: 9, section: 0)) == .zero)
        table.scrollToRow(at: IndexPath(row: 0, section: 4), at: .top, animated: false)
        table.selectRow(at: IndexPath(row: -1, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == nil && table.contentOffset == .zero)
        #expect(window.diagnostics.filter { $0.code == .listInvalidIndexPath }.count == 3)
        _ = table.dequeueReusableCell(withIdentifier: "nothing", for: IndexPath(row: 0, section: 0))
        #expect(window.diagnostics.last?.code == .listUnregisteredIdentifier)
    }

    private func tap(_ window: UIWindow, _ clock: AnimationClock, at point: CGPoint) {
        window.send(.mouseDown(point))
        clock.advance(by: 0.05)
        window.send(.mouseUp(point))
        clock.advance(by: 0.05)
    }
}
