import Foundation

/// Editing mode and the Edit button: `editButtonItem` reads "Edit", and while the controller is
/// editing "Done" in the done style; tapping it calls `setEditing(!isEditing, animated: true)`.
extension UIViewController {
    /// A bar button item that toggles editing mode, made on first access (the same item after).
    public var editButtonItem: UIBarButtonItem {
        if let item = editButtonItemIfMade { return item }
        let item = UIBarButtonItem(title: "Edit", primaryAction: nil)
        item.primaryAction = UIAction(title: "Edit") { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        editButtonItemIfMade = item
        item.editingDidChange(isEditing)
        return item
    }
}

extension UIBarButtonItem {
    /// An edit button follows its controller's editing mode.
    func editingDidChange(_ editing: Bool) {
        title = editing ? "Done" : "Edit"
        style = editing ? .done : .plain
    }
}
