import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// A table model whose rows can refuse editing or have their own editing styles.
@MainActor
final class EditingModel: UITableViewDataSource, UITableViewDelegate {
    var rows: Int
    var notEditable: Set<Int> = []
    var styles: [Int: UITableViewCell.EditingStyle] = [:]
    var didSelect: [IndexPath] = []
    init(rows: Int) { self.rows = rows }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { !notEditable.contains(indexPath.row) }
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        styles[indexPath.row] ?? .delete
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { didSelect.append(indexPath) }
}

@Suite("UITableView+Editing")
@MainActor
struct UITableViewEditingTests {
    private func makeEditingTable(_ model: EditingModel) -> (UIWindow, AnimationClock, UITableView) {
        let (window, clock) = makeTestWindow(width: 400, height: 300)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = model
        table.delegate = model
        window.addSubview(table)
        table.layoutIfNeeded()
        return (window, clock, table)
    }

    private func tap(_ window: UIWindow, _ clock: AnimationClock, at point: CGPoint) {
        window.send(.mouseDown(point))
        clock.advance(by: 0.05)
        window.send(.mouseUp(point))
        clock.advance(by: 0.05)
    }

    @Test("Editing gives cells their styles and indents editable rows; animated, the content slides over 0.3 s")
    func editingStyles() {
        let model = EditingModel(rows: 4)
        model.notEditable = [1]
        model.styles = [2: .insert, 3: .none]
        let (_, clock, table) = makeEditingTable(model)
        let cells = (0..<4).map { table.cellForRow(at: IndexPath(row: $0, section: 0))! }
        clock.perform { table.setEditing(true, animated: true) }
        #expect(table.isEditing)
        #expect(cells.map(\.editingStyle) == [.delete, .none, .insert, .none])
        #expect(cells.allSatisfy { $0.isEditing })
        clock.advance(by: 0.15)
        let midway = cells[0].contentView.layer.presentation()?.frame.minX ?? -1
        #expect(midway > 0 && midway < 38, "\(midway)")
        clock.advance(by: 0.3)
        #expect(cells[0].contentView.frame.minX == 38)
        #expect(cells[1].contentView.frame.minX == 0 && cells[3].contentView.frame.minX == 0)
        table.isEditing = false
        #expect(cells[0].contentView.frame.minX == 0 && cells[0].editingStyle == .none && !cells[0].isEditing)
    }

    @Test("While editing, taps select only with allowsSelectionDuringEditing, several with the multiple flag")
    func selectionDuringEditing() {
        let model = EditingModel(rows: 4)
        let (window, clock, table) = makeEditingTable(model)
        table.setEditing(true, animated: false)
        tap(window, clock, at: CGPoint(x: 100, y: 20))
        #expect(table.indexPathsForSelectedRows == nil && model.didSelect.isEmpty)
        table.allowsSelectionDuringEditing = true
        table.allowsMultipleSelectionDuringEditing = true
        tap(window, clock, at: CGPoint(x: 100, y: 20))
        tap(window, clock, at: CGPoint(x: 100, y: 64))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        table.setEditing(false, animated: false)
        tap(window, clock, at: CGPoint(x: 100, y: 108))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)], "single selection again outside editing")
    }

    @Test("Cells shown while editing come in editing; a table view controller's setEditing edits its table")
    func newCellsAndController() {
        let model = EditingModel(rows: 30)
        let (_, _, table) = makeEditingTable(model)
        table.setEditing(true, animated: false)
        table.contentOffset = CGPoint(x: 0, y: 600)
        table.layoutIfNeeded()
        #expect(table.visibleCells.allSatisfy { $0.isEditing && $0.contentView.frame.minX == 38 })
        let controller = UITableViewController(style: .plain)
        controller.setEditing(true, animated: false)
        #expect(controller.isEditing && controller.tableView.isEditing)
    }
}
