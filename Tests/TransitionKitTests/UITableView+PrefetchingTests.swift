import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// A prefetching data source that logs its calls.
@MainActor
final class PrefetchLog: UITableViewDataSourcePrefetching {
    var prefetched: [[IndexPath]] = []
    var cancelled: [[IndexPath]] = []
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { prefetched.append(indexPaths) }
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) { cancelled.append(indexPaths) }
}

@Suite("UITableView+Prefetching")
@MainActor
struct UITableViewPrefetchingTests {
    private func rows(_ range: ClosedRange<Int>) -> [IndexPath] { range.map { IndexPath(row: $0, section: 0) } }

    @Test("The screen of rows below the visible ones is prefetched once, in order")
    func prefetchBelow() {
        let model = TableModel(rows: 100)
        let (_, _, table) = makeTable(model)
        let log = PrefetchLog()
        table.prefetchDataSource = log
        table.setNeedsLayout()
        table.layoutIfNeeded()
        // 300 pt visible: rows 0...6 shown (6 is partly), 300..<600 holds rows 7...13.
        #expect(log.prefetched == [rows(7...13)])
        table.setNeedsLayout()
        table.layoutIfNeeded()
        #expect(log.prefetched.count == 1, "nothing new to prefetch")
    }

    @Test("Scrolling down prefetches the next rows; scrolling back up cancels rows never shown")
    func scrollAndCancel() {
        let model = TableModel(rows: 100)
        let (_, _, table) = makeTable(model)
        let log = PrefetchLog()
        table.prefetchDataSource = log
        table.layoutIfNeeded()
        table.contentOffset = CGPoint(x: 0, y: 44)
        table.layoutIfNeeded()
        #expect(log.prefetched.last == rows(14...14))
        table.contentOffset = CGPoint(x: 0, y: 0)
        table.layoutIfNeeded()
        // Upwards now: the band above row 0 is empty, and rows 8...14 (never shown) are cancelled.
        #expect(log.cancelled.last == rows(8...14))
    }

    @Test("isPrefetchingEnabled = false stops the calls")
    func disabled() {
        let model = TableModel(rows: 100)
        let (_, _, table) = makeTable(model)
        let log = PrefetchLog()
        table.isPrefetchingEnabled = false
        table.prefetchDataSource = log
        table.contentOffset = CGPoint(x: 0, y: 200)
        table.layoutIfNeeded()
        #expect(log.prefetched.isEmpty)
    }
}

@Suite("UITableView+Options")
@MainActor
struct UITableViewOptionsTests {
    @Test("moveSection moves a section and its rows; the cells go with it")
    func moveSection() {
        let model = TableModel([["a", "b"], ["c"], ["d"]])
        let (_, clock, table) = makeTable(model)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        model.sections = [["c"], ["d"], ["a", "b"]]
        table.moveSection(0, toSection: 2)
        clock.advance(by: 0.5)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 2)) === cell)
        #expect(table.numberOfRows(inSection: 2) == 2)
    }

    @Test("beginUpdates/endUpdates batch like performBatchUpdates; hasUncommittedUpdates is true inside")
    func beginEnd() {
        let model = TableModel(rows: 3)
        let (window, clock, table) = makeTable(model)
        table.beginUpdates()
        #expect(table.hasUncommittedUpdates)
        model.sections[0].append("3")
        table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
        #expect(table.numberOfRows(inSection: 0) == 3, "not applied until endUpdates")
        table.endUpdates()
        #expect(!table.hasUncommittedUpdates && table.numberOfRows(inSection: 0) == 4)
        clock.advance(by: 0.5)
        table.endUpdates()
        #expect(window.diagnostics.last?.code == .listInconsistentUpdate)
    }

    @Test("An empty update measures self-sizing rows again after the cell changed")
    func emptyUpdateRemeasures() {
        let model = BarTableModel([20, 20])
        let (window, clock) = makeTestWindow(width: 400, height: 300)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), style: .plain)
        table.register(BarTableCell.self, forCellReuseIdentifier: "bar")
        table.dataSource = model
        window.addSubview(table)
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 36)
        (table.cellForRow(at: IndexPath(row: 0, section: 0)) as? BarTableCell)?.barHeight.constant = 50
        table.selfSizingInvalidation = .disabled
        table.beginUpdates(); table.endUpdates()
        clock.advance(by: 0.5)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 66)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 66)
    }

    @Test("selfSizingInvalidation: the cell's invalidateIntrinsicContentSize measures its row again unless disabled")
    func selfSizingInvalidation() {
        let model = BarTableModel([20])
        let (window, _) = makeTestWindow(width: 400, height: 300)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), style: .plain)
        table.register(BarTableCell.self, forCellReuseIdentifier: "bar")
        table.dataSource = model
        window.addSubview(table)
        table.layoutIfNeeded()
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as! BarTableCell
        table.selfSizingInvalidation = .disabled
        cell.barHeight.constant = 30
        cell.invalidateIntrinsicContentSize()
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 36)
        table.selfSizingInvalidation = .enabled
        cell.invalidateIntrinsicContentSize()
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 46)
        cell.barHeight.constant = 40
        cell.followsWidth = true
        cell.followsWidth = false
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 46, ".enabled ignores constraint changes")
        table.selfSizingInvalidation = .enabledIncludingConstraints
        cell.followsWidth = true
        cell.followsWidth = false
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 56)
    }

    @Test("scrollToNearestSelectedRow scrolls the selected row nearest the position to it")
    func nearestSelected() {
        let model = TableModel(rows: 100)
        let (_, _, table) = makeTable(model)
        table.selectRow(at: IndexPath(row: 20, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 60, section: 0), animated: false, scrollPosition: .none)
        table.allowsMultipleSelection = true
        table.selectRow(at: IndexPath(row: 20, section: 0), animated: false, scrollPosition: .none)
        table.scrollToNearestSelectedRow(at: .top, animated: false)
        #expect(abs(table.contentOffset.y - 20 * 44) < 1e-6)
        table.contentOffset.y = 55 * 44
        table.scrollToNearestSelectedRow(at: .top, animated: false)
        #expect(abs(table.contentOffset.y - 60 * 44) < 1e-6)
    }

    @Test("selectionDidChangeNotification is posted by selecting and deselecting")
    func selectionNotification() {
        let model = TableModel(rows: 5)
        let (_, _, table) = makeTable(model)
        final class Counter: @unchecked Sendable { var value = 0 }
        let count = Counter()
        let token = NotificationCenter.default.addObserver(forName: UITableView.selectionDidChangeNotification, object: table, queue: nil) { _ in
            count.value += 1
        }
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        NotificationCenter.default.removeObserver(token)
        #expect(count.value == 2)
    }

    @Test("separatorInsetReference .fromAutomaticInsets adds the inset to the automatic 16 pt")
    func separatorReference() {
        let model = TableModel(rows: 3)
        let (_, _, table) = makeTable(model)
        table.separatorInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.separatorInset.left == 10)
        table.separatorInsetReference = .fromAutomaticInsets
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.separatorInset.left == 26)
    }

    @Test("The section index: titles from the data source, the minimum row count, and choosing a title scrolls")
    func sectionIndex() {
        final class IndexModel: UITableViewDataSource {
            func numberOfSections(in tableView: UITableView) -> Int { 5 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
            func sectionIndexTitles(for tableView: UITableView) -> [String]? { [UITableView.indexSearch, "A", "B", "C", "D", "E"] }
            func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index - 1 }
        }
        let model = IndexModel()
        let (window, _) = makeTestWindow(width: 400, height: 300)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = model
        window.addSubview(table)
        table.layoutIfNeeded()
        #expect(table.displayedSectionIndexTitles.count == 6)
        table.selectSectionIndexTitle(at: 3)
        #expect(abs(table.contentOffset.y - 2 * 440) < 1e-6)
        table.selectSectionIndexTitle(at: 0)
        #expect(table.contentOffset.y == 0)
        table.sectionIndexMinimumDisplayRowCount = 51
        #expect(table.displayedSectionIndexTitles.isEmpty)
        table.selectSectionIndexTitle(at: 9)
        #expect(window.diagnostics.last?.code == .listInvalidIndexPath)
    }
}
