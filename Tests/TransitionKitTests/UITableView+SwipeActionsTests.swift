import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// A table model that deletes rows the iOS way (`commit` then `deleteRows`) and can give its
/// own swipe configurations.
@MainActor
private final class SwipeModel: UITableViewDataSource, UITableViewDelegate {
    var rows = ["a", "b", "c", "d"]
    var log: [String] = []
    var commits = true
    var trailing: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var leading: ((IndexPath) -> UISwipeActionsConfiguration?)?

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        log.append("commit \(editingStyle == .delete ? "delete" : "other") \(indexPath.row)")
        rows.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        trailing?(indexPath)
    }
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        leading?(indexPath)
    }
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Remove" }
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) { log.append("willBeginEditing \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        log.append("didEndEditing \(indexPath.map { String($0.row) } ?? "nil")")
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) { log.append("primary \(indexPath.row)") }
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) { log.append("accessory \(indexPath.row)") }
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { indexPath.row == 2 ? 3 : 0 }
}

/// A model whose data source keeps the protocol's default `commit`, which commits nothing.
@MainActor
private final class ReadOnlyModel: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
}

@MainActor
struct UITableViewSwipeActionsTests {
    private func makeSwipeTable(_ source: UITableViewDataSource & UITableViewDelegate) -> (UIWindow, AnimationClock, UITableView) {
        let (window, clock) = makeTestWindow(width: 400, height: 300)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        table.layoutIfNeeded()
        return (window, clock, table)
    }

    /// Drags from `start` by `dx` in 20-point steps, 16 ms apart, and lets go.
    private func drag(_ window: UIWindow, _ clock: AnimationClock, from start: CGPoint, by dx: CGFloat) {
        window.send(.mouseDown(start))
        let steps = Int((abs(dx) / 20).rounded(.up))
        for step in 1...steps {
            clock.advance(by: 0.016)
            window.send(.mouseMove(CGPoint(x: start.x + dx * CGFloat(step) / CGFloat(steps), y: start.y)))
        }
        clock.advance(by: 0.1)   // stop before letting go: no flick
        window.send(.mouseMove(CGPoint(x: start.x + dx, y: start.y)))
        clock.advance(by: 0.1)
        window.send(.mouseUp(CGPoint(x: start.x + dx, y: start.y)))
        clock.advance(by: 0.5)   // the slide ends
    }

    private func tap(_ window: UIWindow, _ clock: AnimationClock, at point: CGPoint) {
        window.send(.mouseDown(point))
        clock.advance(by: 0.05)
        window.send(.mouseUp(point))
        clock.advance(by: 0.5)
    }

    /// The swipe action buttons showing in `table`, in action order.
    private func actionButtons(_ table: UITableView) -> [UIButton] {
        table.subviews.flatMap { $0.subviews.compactMap { $0 as? UIButton } }
    }

    @Test("Swipe to delete: a sideways drag uncovers the default Delete (its delegate title); tapping it commits the deletion and the row goes")
    func swipeToDelete() {
        let model = SwipeModel()
        let (window, clock, table) = makeSwipeTable(model)
        drag(window, clock, from: CGPoint(x: 300, y: 66), by: -120)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        let buttons = actionButtons(table)
        #expect(buttons.map { $0.currentTitle } == ["Remove"])
        #expect(buttons.first?.backgroundColor == .systemRed)
        let width = buttons.first?.frame.width ?? 0
        #expect(width >= 74 && cell?.frame.minX == -width, "the row rests open by the button's width")
        #expect(cell?.showingDeleteConfirmation == true)
        #expect(model.log == ["willBeginEditing 1"])
        let button = buttons[0]
        tap(window, clock, at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window))
        #expect(model.log.prefix(2) == ["willBeginEditing 1", "commit delete 1"])
        #expect(model.log.last?.hasPrefix("didEndEditing") == true)
        #expect(model.rows == ["a", "c", "d"] && table.numberOfRows(inSection: 0) == 3)
        #expect(actionButtons(table).isEmpty)
        #expect(table.visibleCells.allSatisfy { $0.frame.minX == 0 && !$0.showingDeleteConfirmation })
    }

    @Test("A tap elsewhere while actions show closes them and selects nothing; a short drag slides back")
    func tapElsewhereCloses() {
        let model = SwipeModel()
        let (window, clock, table) = makeSwipeTable(model)
        drag(window, clock, from: CGPoint(x: 300, y: 22), by: -120)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minX ?? 0 < 0)
        tap(window, clock, at: CGPoint(x: 100, y: 150))
        #expect(model.log == ["willBeginEditing 0", "didEndEditing 0"], "no selection")
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minX == 0 && actionButtons(table).isEmpty)
        drag(window, clock, from: CGPoint(x: 300, y: 22), by: -30)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minX == 0 && actionButtons(table).isEmpty)
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test("A full swipe performs the first action; actions show first nearest the edge; completion closes them")
    func fullSwipeAndOrder() {
        let model = SwipeModel()
        var performed: [String] = []
        model.trailing = { _ in
            let archive = UIContextualAction(style: .normal, title: "Archive") { _, _, done in performed.append("archive"); done(true) }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in performed.append("flag"); done(false) }
            flag.backgroundColor = .systemOrange
            return UISwipeActionsConfiguration(actions: [archive, flag])
        }
        let (window, clock, table) = makeSwipeTable(model)
        drag(window, clock, from: CGPoint(x: 390, y: 22), by: -200)
        let buttons = actionButtons(table)
        #expect(buttons.map { $0.currentTitle } == ["Archive", "Flag"])
        #expect(buttons[0].frame.maxX == 400 && buttons[1].frame.maxX == buttons[0].frame.minX, "the first action is at the trailing edge")
        #expect(buttons[0].backgroundColor == .systemGray && buttons[1].backgroundColor == .systemOrange)
        tap(window, clock, at: buttons[1].convert(CGPoint(x: 10, y: 10), to: window))
        #expect(performed == ["flag"] && actionButtons(table).isEmpty)
        drag(window, clock, from: CGPoint(x: 390, y: 22), by: -300)
        #expect(performed == ["flag", "archive"], "past 60% of the width, the first action runs")
        #expect(actionButtons(table).isEmpty && table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minX == 0)
    }

    @Test("Leading actions come from a rightward drag (not one from the screen edge); without full swipe the row resists past them")
    func leadingActions() {
        let model = SwipeModel()
        model.leading = { _ in
            let pin = UIContextualAction(style: .normal, title: "Pin") { _, _, done in done(true) }
            let configuration = UISwipeActionsConfiguration(actions: [pin])
            configuration.performsFirstActionWithFullSwipe = false
            return configuration
        }
        let (window, clock, table) = makeSwipeTable(model)
        drag(window, clock, from: CGPoint(x: 5, y: 22), by: 200)
        #expect(actionButtons(table).isEmpty, "a drag from the screen's left edge is the back swipe")
        window.send(.mouseDown(CGPoint(x: 30, y: 22)))
        for step in 1...15 {
            clock.advance(by: 0.016)
            window.send(.mouseMove(CGPoint(x: 30 + 20 * CGFloat(step), y: 22)))
        }
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        let offset = cell?.frame.minX ?? 0
        #expect(offset > 74 && offset < 150, "resisting: a quarter of the drag past the 74-point button")
        #expect(actionButtons(table).first?.frame == CGRect(x: 0, y: 0, width: offset, height: 44), "the button fills the uncovered width")
        clock.advance(by: 0.1)
        window.send(.mouseUp(CGPoint(x: 330, y: 22)))
        clock.advance(by: 0.5)
        #expect(cell?.frame.minX == 74, "let go, it rests open by the button's natural width")
    }

    @Test("No swipe: an empty configuration, editing mode, or a data source whose commit is the default (after its first try)")
    func noSwipe() {
        let model = SwipeModel()
        model.trailing = { $0.row == 0 ? UISwipeActionsConfiguration(actions: []) : nil }
        let (window, clock, table) = makeSwipeTable(model)
        drag(window, clock, from: CGPoint(x: 300, y: 22), by: -120)
        #expect(actionButtons(table).isEmpty && !model.log.contains { $0.hasPrefix("willBeginEditing") })
        table.setEditing(true, animated: false)
        drag(window, clock, from: CGPoint(x: 300, y: 66), by: -120)
        #expect(actionButtons(table).isEmpty && !model.log.contains { $0.hasPrefix("willBeginEditing") })

        let readOnly = ReadOnlyModel()
        let (window2, clock2, table2) = makeSwipeTable(readOnly)
        drag(window2, clock2, from: CGPoint(x: 300, y: 22), by: -120)
        let delete = actionButtons(table2)
        #expect(delete.map { $0.currentTitle } == ["Delete"], "Swift cannot tell the default commit apart before calling it")
        tap(window2, clock2, at: delete[0].convert(CGPoint(x: 10, y: 10), to: window2))
        #expect(actionButtons(table2).isEmpty && table2.numberOfRows(inSection: 0) == 3)
        drag(window2, clock2, from: CGPoint(x: 300, y: 22), by: -120)
        #expect(actionButtons(table2).isEmpty, "no Delete once the default commit has answered")
    }

    @Test("A diffable data source offers no Delete unless a subclass says rows can be edited, as on iOS")
    func diffableCanEditDefault() {
        let (window, clock) = makeTestWindow(width: 400, height: 300)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        window.addSubview(table)
        let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: table) { tableView, indexPath, _ in
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0]); snapshot.appendItems(["a", "b"])
        dataSource.apply(snapshot, animatingDifferences: false)
        table.layoutIfNeeded()
        drag(window, clock, from: CGPoint(x: 300, y: 22), by: -120)
        #expect(actionButtons(table).isEmpty)
        #expect(dataSource.description == "UITableViewDiffableDataSource<Int, String>")
    }

    @Test("A tap selects, then performs the row's primary action; a tap on the detail button tells the delegate and selects nothing")
    func primaryActionAndAccessory() {
        let model = SwipeModel()
        let (window, clock, table) = makeSwipeTable(model)
        tap(window, clock, at: CGPoint(x: 100, y: 22))
        #expect(model.log == ["didSelect 0", "primary 0"])
        model.log = []
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        cell?.accessoryType = .detailButton
        cell?.layoutIfNeeded()
        tap(window, clock, at: CGPoint(x: 400 - 18, y: 66))
        #expect(model.log == ["accessory 1"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.indentationLevel == 3, "the delegate's indentation level")
    }
}
