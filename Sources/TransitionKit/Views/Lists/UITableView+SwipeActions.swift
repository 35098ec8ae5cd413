import Foundation

/// A table's rows swipe through its `RowSwipeController`: the actions come from the delegate's
/// `leading`/`trailingSwipeActionsConfigurationForRowAt`, or, for the trailing edge of a
/// deletable row of a data source that commits edits, the default Delete.
extension UITableView: RowSwipeHost {
    var rowSwipesAllowed: Bool { !isEditing && hasLoadedData }

    func swipeRow(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }

    func swipeRowRect(at path: IndexPath) -> CGRect? { rectForRowIfValid(path) }

    func swipeCell(at path: IndexPath) -> UIView? { visibleCellsByPath[path] }

    /// The actions for `edge` of the row: the delegate's configuration, or for the trailing
    /// edge of a deletable row the default Delete; nil when there are none.
    func swipeActions(at path: IndexPath, edge: RowSwipe.Edge) -> (UISwipeActionsConfiguration, isDefault: Bool)? {
        let asked = edge == .trailing ? tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: path)
            : tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path)
        if let asked { return asked.actions.isEmpty ? nil : (asked, false) }
        guard edge == .trailing, dataSourceCommitsEdits, dataSource?.tableView(self, canEditRowAt: path) ?? false,
              (tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete) == .delete else { return nil }
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: path) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
            guard let self, let dataSource = self.dataSource else { return done(false) }
            dataSource.tableView(self, commit: .delete, forRowAt: path)
            done(self.dataSourceCommitsEdits)
        }
        return (UISwipeActionsConfiguration(actions: [delete]), true)
    }

    /// Tells the delegate `willBeginEditingRowAt`; the default Delete puts the cell in its
    /// delete-confirmation state.
    func rowSwipeWillBegin(at path: IndexPath, isDefault: Bool) {
        tableDelegate?.tableView(self, willBeginEditingRowAt: path)
        visibleCellsByPath[path]?.isSwipedInList = true
        guard isDefault, let cell = visibleCellsByPath[path] else { return }
        cell.willTransition(to: .showingDeleteConfirmation)
        cell.tableShowsDeleteConfirmation = true
        cell.didTransition(to: .showingDeleteConfirmation)
    }

    /// Takes the cell out of its delete-confirmation state, then tells the delegate
    /// `didEndEditingRowAt`.
    func rowSwipeDidEnd(at path: IndexPath?, cell: UIView?, isDefault: Bool) {
        (cell as? UITableViewCell)?.isSwipedInList = false
        if isDefault, let cell = cell as? UITableViewCell {
            cell.willTransition(to: [])
            cell.tableShowsDeleteConfirmation = false
            cell.didTransition(to: [])
        }
        tableDelegate?.tableView(self, didEndEditingRowAt: path)
    }
}
