import Foundation
import TransitionKit

// Table cells and header-footer views, each member read, written or called with UIKit's signature.

/// A cell subclass overriding what subclasses override.
private final class TablesCell: UITableViewCell {
    // census: UITableViewCell.init(style:reuseIdentifier:)
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    // census: UITableViewCell.init(coder:)
    required init?(coder: NSCoder) { return nil }
    // census: UITableViewCell.prepareForReuse()
    override func prepareForReuse() { super.prepareForReuse() }
    // census: UITableViewCell.setSelected(_:animated:)
    override func setSelected(_ selected: Bool, animated: Bool) { super.setSelected(selected, animated: animated) }
    // census: UITableViewCell.setHighlighted(_:animated:)
    override func setHighlighted(_ highlighted: Bool, animated: Bool) { super.setHighlighted(highlighted, animated: animated) }
    // census: UITableViewCell.setEditing(_:animated:)
    override func setEditing(_ editing: Bool, animated: Bool) { super.setEditing(editing, animated: animated) }
    // census: UITableViewCell.willTransition(to:)
    override func willTransition(to state: UITableViewCell.StateMask) { super.willTransition(to: state) }
    // census: UITableViewCell.didTransition(to:)
    override func didTransition(to state: UITableViewCell.StateMask) { super.didTransition(to: state) }
    // census: UITableViewCell.updateConfiguration(using:)
    override func updateConfiguration(using state: UICellConfigurationState) { super.updateConfiguration(using: state) }
}

/// A header-footer view subclass.
private final class TablesHeader: UITableViewHeaderFooterView {
    // census: UITableViewHeaderFooterView.init(reuseIdentifier:)
    override init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }
    // census: UITableViewHeaderFooterView.init(coder:)
    required init?(coder: NSCoder) { return nil }
    // census: UITableViewHeaderFooterView.prepareForReuse()
    override func prepareForReuse() { super.prepareForReuse() }
}

/// Every member of a cell.
@MainActor
private func useCell() {
    // census: UITableViewCell.CellStyle.default, UITableViewCell.CellStyle.value1, UITableViewCell.CellStyle.value2, UITableViewCell.CellStyle.subtitle
    let styles: [UITableViewCell.CellStyle] = [.default, .value1, .value2, .subtitle]
    let cell = UITableViewCell(style: styles[3], reuseIdentifier: "cell")
    // census: UITableViewCell.reuseIdentifier
    let _: String? = cell.reuseIdentifier
    // census: UITableViewCell.backgroundView, UITableViewCell.selectedBackgroundView, UITableViewCell.multipleSelectionBackgroundView
    cell.backgroundView = UIView()
    cell.selectedBackgroundView = UIView()
    cell.multipleSelectionBackgroundView = UIView()
    let _: [UIView?] = [cell.backgroundView, cell.selectedBackgroundView, cell.multipleSelectionBackgroundView]
    // census: UITableViewCell.defaultContentConfiguration()
    var content: UIListContentConfiguration = cell.defaultContentConfiguration()
    content.text = "Title"
    // census: UITableViewCell.contentConfiguration
    cell.contentConfiguration = content
    let _: (any UIContentConfiguration)? = cell.contentConfiguration
    // census: UITableViewCell.automaticallyUpdatesContentConfiguration
    cell.automaticallyUpdatesContentConfiguration = false
    let _: Bool = cell.automaticallyUpdatesContentConfiguration
    // census: UITableViewCell.contentView
    let _: UIView = cell.contentView
    // census: UITableViewCell.configurationState
    let _: UICellConfigurationState = cell.configurationState
    // census: UITableViewCell.setNeedsUpdateConfiguration()
    cell.setNeedsUpdateConfiguration()
    // census: UITableViewCell.configurationUpdateHandler, UITableViewCell.ConfigurationUpdateHandler
    let handler: UITableViewCell.ConfigurationUpdateHandler = { (cell: UITableViewCell, state: UICellConfigurationState) in
        cell.backgroundView?.alpha = state.isSelected ? 1 : 0.5
    }
    cell.configurationUpdateHandler = handler
    let _: UITableViewCell.ConfigurationUpdateHandler? = cell.configurationUpdateHandler
    // census: UITableViewCell.accessoryType, UITableViewCell.AccessoryType.none, UITableViewCell.AccessoryType.disclosureIndicator
    cell.accessoryType = .disclosureIndicator
    let _: [UITableViewCell.AccessoryType] = [cell.accessoryType, .none]
    // census: UITableViewCell.AccessoryType.detailDisclosureButton, UITableViewCell.AccessoryType.checkmark, UITableViewCell.AccessoryType.detailButton
    let _: [UITableViewCell.AccessoryType] = [.detailDisclosureButton, .checkmark, .detailButton]
    // census: UITableViewCell.accessoryView
    cell.accessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
    let _: UIView? = cell.accessoryView
    // census: UITableViewCell.editingAccessoryType
    cell.editingAccessoryType = .checkmark
    let _: UITableViewCell.AccessoryType = cell.editingAccessoryType
    // census: UITableViewCell.editingAccessoryView
    cell.editingAccessoryView = nil
    let _: UIView? = cell.editingAccessoryView
    // census: UITableViewCell.selectionStyle, UITableViewCell.SelectionStyle.none, UITableViewCell.SelectionStyle.blue
    cell.selectionStyle = .none
    let _: [UITableViewCell.SelectionStyle] = [cell.selectionStyle, .blue]
    // census: UITableViewCell.SelectionStyle.gray, UITableViewCell.SelectionStyle.default
    let _: [UITableViewCell.SelectionStyle] = [.gray, .default]
    // census: UITableViewCell.isSelected, UITableViewCell.isHighlighted
    cell.isSelected = true
    cell.isHighlighted = false
    let _: [Bool] = [cell.isSelected, cell.isHighlighted]
    // census: UITableViewCell.isEditing
    cell.isEditing = true
    let _: Bool = cell.isEditing
    // census: UITableViewCell.editingStyle, UITableViewCell.EditingStyle.none, UITableViewCell.EditingStyle.delete, UITableViewCell.EditingStyle.insert
    let _: [UITableViewCell.EditingStyle] = [cell.editingStyle, .none, .delete, .insert]
    // census: UITableViewCell.showingDeleteConfirmation
    let _: Bool = cell.showingDeleteConfirmation
    // census: UITableViewCell.showsReorderControl
    cell.showsReorderControl = true
    let _: Bool = cell.showsReorderControl
    // census: UITableViewCell.StateMask.showingEditControl, UITableViewCell.StateMask.showingDeleteConfirmation
    let _: UITableViewCell.StateMask = [.showingEditControl, .showingDeleteConfirmation]
    // census: UITableViewCell.indentationLevel, UITableViewCell.indentationWidth
    cell.indentationLevel = 2
    cell.indentationWidth = 12
    let _: (Int, CGFloat) = (cell.indentationLevel, cell.indentationWidth)
    // census: UITableViewCell.shouldIndentWhileEditing
    cell.shouldIndentWhileEditing = false
    let _: Bool = cell.shouldIndentWhileEditing
    // census: UITableViewCell.separatorInset
    cell.separatorInset = .zero
    let _: UIEdgeInsets = cell.separatorInset
    // census: UITableViewCell.SeparatorStyle.none, UITableViewCell.SeparatorStyle.singleLine
    let _: [UITableViewCell.SeparatorStyle] = [.none, .singleLine]
    // census: UITableViewCell.textLabel, UITableViewCell.detailTextLabel, UITableViewCell.imageView
    let _: UILabel? = cell.textLabel
    let _: UILabel? = cell.detailTextLabel
    let _: UIImageView? = cell.imageView
}

/// Every member of a header-footer view.
@MainActor
private func useHeaderFooterView() {
    let view = UITableViewHeaderFooterView(reuseIdentifier: "header")
    // census: UITableViewHeaderFooterView.reuseIdentifier
    let _: String? = view.reuseIdentifier
    // census: UITableViewHeaderFooterView.backgroundView
    view.backgroundView = UIView()
    let _: UIView? = view.backgroundView
    // census: UITableViewHeaderFooterView.defaultContentConfiguration()
    var content: UIListContentConfiguration = view.defaultContentConfiguration()
    content.text = "Section"
    // census: UITableViewHeaderFooterView.contentConfiguration
    view.contentConfiguration = content
    let _: (any UIContentConfiguration)? = view.contentConfiguration
    // census: UITableViewHeaderFooterView.contentView
    let _: UIView = view.contentView
    // census: UITableViewHeaderFooterView.textLabel, UITableViewHeaderFooterView.detailTextLabel
    let _: UILabel? = view.textLabel
    let _: UILabel? = view.detailTextLabel
}
