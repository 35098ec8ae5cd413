import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// A table controller of 30 rows that pushes a detail screen when a row is selected.
@MainActor
private final class RowsController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.row)"
        cell.contentConfiguration = content
        return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(NamedViewController("Detail"), animated: true)
    }
}

@Suite("UITableViewController: clearsSelectionOnViewWillAppear with a transition coordinator")
@MainActor
struct UITableViewControllerTests {
    private func edgeDrag(_ harness: TransitionHarness, to x: CGFloat) {
        harness.window.send(.mouseDown(CGPoint(x: 5, y: 300)))
        for step in 1...10 {
            harness.run(0.05)
            harness.window.send(.mouseMove(CGPoint(x: 5 + (x - 5) * CGFloat(step) / 10, y: 300)))
        }
        harness.run(0.2)
    }

    @Test("Tap a row, push; an interactive pop deselects alongside; cancelled it restores the selection, finished it clears")
    func deselectAlongsideCancelledPop() {
        // UITableViewController.clearsSelectionOnViewWillAppear documentation: the controller
        // clears the selection when it receives viewWillAppear; apps (and UIKit since iOS 7) do
        // it alongside the transition coordinator and restore it when the transition is cancelled.
        let list = RowsController(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        let harness = TransitionHarness(root: navigation)
        harness.settle()
        let row = IndexPath(row: 2, section: 0)
        let center = list.tableView.convert(list.tableView.rectForRow(at: row), to: nil)
        harness.window.send(.mouseDown(CGPoint(x: center.midX, y: center.midY)))
        harness.run(0.05)
        harness.window.send(.mouseUp(CGPoint(x: center.midX, y: center.midY)))
        harness.settle()
        #expect(navigation.viewControllers.count == 2)
        #expect(list.tableView.indexPathForSelectedRow == row, "the row stays selected under the detail")

        edgeDrag(harness, to: 400 * 0.45 + 5)
        #expect(list.tableView.indexPathForSelectedRow == nil, "deselected alongside the pop while it is dragged")
        harness.window.send(.mouseUp(CGPoint(x: 185, y: 300)))
        harness.settle()
        #expect(navigation.viewControllers.count == 2)
        #expect(list.tableView.indexPathForSelectedRow == row, "the cancelled pop restores the selection")
        #expect(list.tableView.cellForRow(at: row)?.isSelected == true)

        edgeDrag(harness, to: 400 * 0.6 + 5)
        harness.window.send(.mouseUp(CGPoint(x: 245, y: 300)))
        harness.settle()
        #expect(navigation.topViewController === list)
        #expect(list.tableView.indexPathForSelectedRow == nil)
        #expect(list.tableView.cellForRow(at: row)?.isSelected == false)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Without a transition, viewWillAppear deselects at once; clearsSelectionOnViewWillAppear = false keeps it")
    func deselectWithoutTransition() {
        let list = RowsController(style: .insetGrouped)
        let (window, _) = makeTestWindow(root: list)
        list.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        list.viewWillAppear(false)
        #expect(list.tableView.indexPathForSelectedRow == nil)
        list.clearsSelectionOnViewWillAppear = false
        list.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        list.viewWillAppear(false)
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(list.tableView.style == .insetGrouped && list.view.window === window)
    }

    // Apple, UITableViewController: it "Sets the data source and the delegate of the table view
    // to self", so a subclass's overrides are what the table asks.
    @Test("A subclass's data source and delegate overrides are what its table asks, pushed in a navigation controller")
    func subclassOverridesAnswer() throws {
        final class Sections: UITableViewController {
            var selected: [IndexPath] = []
            var insetChanges = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            }
            override func numberOfSections(in tableView: UITableView) -> Int { 2 }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 3 : 5 }
            override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                cell.tag = indexPath.section * 100 + indexPath.row
                return cell
            }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
            override func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { insetChanges += 1 }
        }
        let list = Sections(style: .plain)
        let navigation = UINavigationController(rootViewController: UIViewController())
        let harness = TransitionHarness(root: navigation)
        harness.settle()
        navigation.pushViewController(list, animated: true)
        harness.settle()
        let table = try #require(list.tableView)
        #expect(table.dataSource === list && table.delegate === list)
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 1) == 5)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 1)) == CGRect(x: 0, y: 200, width: 400, height: 50))
        #expect(list.insetChanges >= 1, "told when the bar came into its adjusted inset")
        let row = table.convert(table.rectForRow(at: IndexPath(row: 1, section: 1)), to: nil)
        harness.window.send(.mouseDown(CGPoint(x: row.midX, y: row.midY)))
        harness.run(0.05)
        harness.window.send(.mouseUp(CGPoint(x: row.midX, y: row.midY)))
        harness.settle()
        #expect(list.selected == [IndexPath(row: 1, section: 1)])
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("A table view assigned to tableView gets the controller as data source and delegate, unless it has its own")
    func assignedTableView() {
        let list = RowsController(style: .plain)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), style: .grouped)
        list.tableView = table
        #expect(list.view === table && table.dataSource === list && table.delegate === list)
        let other = RowsController(style: .plain)
        let second = UITableView(frame: .zero, style: .plain)
        second.dataSource = other
        list.tableView = second
        #expect(second.dataSource === other && second.delegate === list)
    }
}
