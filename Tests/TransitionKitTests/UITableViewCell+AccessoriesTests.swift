import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// A cell logging its state transitions and configuration updates.
@MainActor
final class TransitionLogCell: UITableViewCell {
    var log: [String] = []
    override func willTransition(to state: UITableViewCell.StateMask) { log.append("will \(state.rawValue)") }
    override func didTransition(to state: UITableViewCell.StateMask) { log.append("did \(state.rawValue)") }
    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        log.append("update \(state.isSelected)")
    }
}

@Suite("UITableViewCell+Accessories")
@MainActor
struct UITableViewCellAccessoriesTests {
    @Test("An accessory view sits at the trailing edge at its own width and narrows the content view")
    func accessoryView() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        let toggle = UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        cell.accessoryView = toggle
        cell.layoutIfNeeded()
        #expect(toggle.superview === cell)
        #expect(toggle.frame == CGRect(x: 320 - 67, y: 6.5, width: 51, height: 31))
        #expect(abs(cell.contentView.frame.width - 253) < 1e-6)
        let done = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        cell.editingAccessoryView = done
        cell.setEditing(true, animated: false)
        #expect(toggle.superview == nil && done.superview === cell, "the editing accessory replaces it while editing")
        cell.setEditing(false, animated: false)
        #expect(toggle.superview === cell && done.superview == nil)
    }

    @Test("indentationLevel steps the content over by indentationWidth")
    func indentation() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.indentationLevel = 2
        cell.indentationWidth = 15
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.minX == 30 && cell.contentView.frame.width == 290)
    }

    @Test("setEditing tells willTransition/didTransition; state changes run updateConfiguration and its handler")
    func transitionsAndConfiguration() {
        let cell = TransitionLogCell(style: .default, reuseIdentifier: nil)
        var handled: [Bool] = []
        cell.configurationUpdateHandler = { _, state in handled.append(state.isSelected) }
        cell.layoutIfNeeded()
        cell.log = []; handled = []
        cell.setEditing(true, animated: false)
        #expect(cell.log.prefix(1) == ["will 1"] && cell.log.contains("did 1"))
        cell.log = []
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        #expect(cell.log == ["update true"] && handled.last == true)
    }

    @Test("The background view fills the cell behind everything; the multiple-selection background is used with multiple selection")
    func backgrounds() {
        let model = TableModel(rows: 3)
        let (_, _, table) = makeTable(model)
        table.allowsMultipleSelection = true
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let background = UIView(), multiple = UIView()
        cell.backgroundView = background
        cell.multipleSelectionBackgroundView = multiple
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        cell.layoutIfNeeded()
        #expect(cell.subviews.first === background && background.frame == cell.bounds)
        #expect(multiple.alpha == 1 && multiple.frame == cell.bounds)
    }

    @Test("The image view shows at the leading edge and the text moves over")
    func imageView() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.textLabel?.text = "Title"
        cell.layoutIfNeeded()
        let plainX = cell.textLabel?.frame.minX ?? 0
        cell.imageView?.image = UIImage(systemName: "plus")
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        #expect(cell.imageView?.frame.minX == 16)
        #expect((cell.textLabel?.frame.minX ?? 0) > plainX)
    }
}
