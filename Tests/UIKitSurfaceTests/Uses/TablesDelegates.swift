import Foundation
import TransitionKit

// The table view's data source and delegate, its controller, its diffable data source and swipe
// actions, written as iOS code writes them.

/// A to-do list in the shape of Xcode's table view controller template: every data source and
/// delegate method overridden, as subclasses of UITableViewController write them.
private final class TablesTodoController: UITableViewController {
    var items = ["Milk", "Eggs", "Bread"]

    override func viewDidLoad() {
        super.viewDidLoad()
        // census: UITableViewController.tableView, UITableViewController.clearsSelectionOnViewWillAppear
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        clearsSelectionOnViewWillAppear = false
        // census: UITableViewController.refreshControl
        refreshControl = UIRefreshControl()
        navigationItem.rightBarButtonItem = editButtonItem
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }
    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: UITableView, moveRowAt fromIndexPath: IndexPath, to: IndexPath) {
        items.insert(items.remove(at: fromIndexPath.row), at: to.row)
    }
    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completion(true)
        }
        delete.image = UIImage(systemName: "trash")
        return UISwipeActionsConfiguration(actions: [delete])
    }
    override func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, completion in completion(true) }
        flag.backgroundColor = .systemOrange
        let configuration = UISwipeActionsConfiguration(actions: [flag])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }
    override func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Remove" }
    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    override func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { indexPath.row % 2 }
    override func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    override func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    override func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat { 28 }
    override func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat { 0 }
    override func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }
    override func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {}
}

/// Making table view controllers.
@MainActor
private func useTableViewControllerInits() {
    // census: UITableViewController.init(style:), UITableViewController.init(nibName:bundle:)
    let _ = UITableViewController(style: .insetGrouped)
    let _ = UITableViewController(nibName: nil, bundle: nil)
    // census: UITableViewController.init(coder:)
    let _: UITableViewController? = UITableViewController(coder: NSCoder())
    let _ = TablesTodoController(style: .plain)
}

/// Every data source requirement, called through the protocol.
@MainActor
private func useDataSource(_ source: any UITableViewDataSource, _ table: UITableView, _ path: IndexPath) {
    // census: UITableViewDataSource.tableView(_:numberOfRowsInSection:), UITableViewDataSource.numberOfSections(in:)
    let _: Int = source.tableView(table, numberOfRowsInSection: 0) + source.numberOfSections(in: table)
    // census: UITableViewDataSource.tableView(_:cellForRowAt:)
    let _: UITableViewCell = source.tableView(table, cellForRowAt: path)
    // census: UITableViewDataSource.tableView(_:titleForHeaderInSection:), UITableViewDataSource.tableView(_:titleForFooterInSection:)
    let _: String? = source.tableView(table, titleForHeaderInSection: 0) ?? source.tableView(table, titleForFooterInSection: 0)
    // census: UITableViewDataSource.tableView(_:commit:forRowAt:), UITableViewDataSource.tableView(_:canEditRowAt:)
    if source.tableView(table, canEditRowAt: path) { source.tableView(table, commit: .delete, forRowAt: path) }
    // census: UITableViewDataSource.tableView(_:canMoveRowAt:), UITableViewDataSource.tableView(_:moveRowAt:to:)
    if source.tableView(table, canMoveRowAt: path) { source.tableView(table, moveRowAt: path, to: IndexPath(row: 0, section: 0)) }
    // census: UITableViewDataSource.sectionIndexTitles(for:), UITableViewDataSource.tableView(_:sectionForSectionIndexTitle:at:)
    let _: [String]? = source.sectionIndexTitles(for: table)
    let _: Int = source.tableView(table, sectionForSectionIndexTitle: "A", at: 0)
}

/// Every delegate requirement this package declares, called through the protocol.
@MainActor
private func useDelegate(_ delegate: any UITableViewDelegate, _ table: UITableView, _ path: IndexPath, _ cell: UITableViewCell) {
    // census: UITableViewDelegate.tableView(_:willDisplay:forRowAt:), UITableViewDelegate.tableView(_:didEndDisplaying:forRowAt:)
    delegate.tableView(table, willDisplay: cell, forRowAt: path)
    delegate.tableView(table, didEndDisplaying: cell, forRowAt: path)
    // census: UITableViewDelegate.tableView(_:indentationLevelForRowAt:)
    let _: Int = delegate.tableView(table, indentationLevelForRowAt: path)
    // census: UITableViewDelegate.tableView(_:willSelectRowAt:), UITableViewDelegate.tableView(_:didSelectRowAt:)
    if let target = delegate.tableView(table, willSelectRowAt: path) { delegate.tableView(table, didSelectRowAt: target) }
    // census: UITableViewDelegate.tableView(_:willDeselectRowAt:), UITableViewDelegate.tableView(_:didDeselectRowAt:)
    if let target = delegate.tableView(table, willDeselectRowAt: path) { delegate.tableView(table, didDeselectRowAt: target) }
    // census: UITableViewDelegate.tableView(_:viewForHeaderInSection:), UITableViewDelegate.tableView(_:viewForFooterInSection:)
    let header: UIView? = delegate.tableView(table, viewForHeaderInSection: 0), footer: UIView? = delegate.tableView(table, viewForFooterInSection: 0)
    // census: UITableViewDelegate.tableView(_:willDisplayHeaderView:forSection:), UITableViewDelegate.tableView(_:willDisplayFooterView:forSection:)
    if let header { delegate.tableView(table, willDisplayHeaderView: header, forSection: 0) }
    if let footer { delegate.tableView(table, willDisplayFooterView: footer, forSection: 0) }
    // census: UITableViewDelegate.tableView(_:didEndDisplayingHeaderView:forSection:), UITableViewDelegate.tableView(_:didEndDisplayingFooterView:forSection:)
    if let header { delegate.tableView(table, didEndDisplayingHeaderView: header, forSection: 0) }
    if let footer { delegate.tableView(table, didEndDisplayingFooterView: footer, forSection: 0) }
    // census: UITableViewDelegate.tableView(_:heightForRowAt:), UITableViewDelegate.tableView(_:heightForHeaderInSection:), UITableViewDelegate.tableView(_:heightForFooterInSection:)
    let _: CGFloat = delegate.tableView(table, heightForRowAt: path) + delegate.tableView(table, heightForHeaderInSection: 0)
        + delegate.tableView(table, heightForFooterInSection: 0)
    // census: UITableViewDelegate.tableView(_:estimatedHeightForRowAt:), UITableViewDelegate.tableView(_:estimatedHeightForHeaderInSection:)
    let _: CGFloat = delegate.tableView(table, estimatedHeightForRowAt: path) + delegate.tableView(table, estimatedHeightForHeaderInSection: 0)
    // census: UITableViewDelegate.tableView(_:estimatedHeightForFooterInSection:)
    let _: CGFloat = delegate.tableView(table, estimatedHeightForFooterInSection: 0)
    // census: UITableViewDelegate.tableView(_:accessoryButtonTappedForRowWith:)
    delegate.tableView(table, accessoryButtonTappedForRowWith: path)
    // census: UITableViewDelegate.tableView(_:leadingSwipeActionsConfigurationForRowAt:), UITableViewDelegate.tableView(_:trailingSwipeActionsConfigurationForRowAt:)
    let _: UISwipeActionsConfiguration? = delegate.tableView(table, leadingSwipeActionsConfigurationForRowAt: path)
        ?? delegate.tableView(table, trailingSwipeActionsConfigurationForRowAt: path)
    // census: UITableViewDelegate.tableView(_:shouldHighlightRowAt:), UITableViewDelegate.tableView(_:didHighlightRowAt:), UITableViewDelegate.tableView(_:didUnhighlightRowAt:)
    if delegate.tableView(table, shouldHighlightRowAt: path) {
        delegate.tableView(table, didHighlightRowAt: path)
        delegate.tableView(table, didUnhighlightRowAt: path)
    }
    // census: UITableViewDelegate.tableView(_:willBeginEditingRowAt:), UITableViewDelegate.tableView(_:didEndEditingRowAt:)
    delegate.tableView(table, willBeginEditingRowAt: path)
    delegate.tableView(table, didEndEditingRowAt: Optional(path))
    // census: UITableViewDelegate.tableView(_:editingStyleForRowAt:), UITableViewDelegate.tableView(_:titleForDeleteConfirmationButtonForRowAt:)
    let _: UITableViewCell.EditingStyle = delegate.tableView(table, editingStyleForRowAt: path)
    let _: String? = delegate.tableView(table, titleForDeleteConfirmationButtonForRowAt: path)
    // census: UITableViewDelegate.tableView(_:shouldIndentWhileEditingRowAt:)
    let _: Bool = delegate.tableView(table, shouldIndentWhileEditingRowAt: path)
    // census: UITableViewDelegate.tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)
    let _: IndexPath = delegate.tableView(table, targetIndexPathForMoveFromRowAt: path, toProposedIndexPath: path)
    // census: UITableViewDelegate.tableView(_:canPerformPrimaryActionForRowAt:), UITableViewDelegate.tableView(_:performPrimaryActionForRowAt:)
    if delegate.tableView(table, canPerformPrimaryActionForRowAt: path) { delegate.tableView(table, performPrimaryActionForRowAt: path) }
}

/// Swipe actions built as apps build them.
@MainActor
private func useSwipeActions() -> UISwipeActionsConfiguration {
    // census: UIContextualAction.init(style:title:handler:), UIContextualAction.Style.destructive, UIContextualAction.Handler
    let handler: UIContextualAction.Handler = { action, sourceView, completion in completion(true) }
    let archive = UIContextualAction(style: .destructive, title: "Archive", handler: handler)
    // census: UIContextualAction.title, UIContextualAction.backgroundColor, UIContextualAction.image
    archive.title = "Archive"; archive.backgroundColor = .systemPurple; archive.image = UIImage(systemName: "archivebox")
    // census: UIContextualAction.handler, UIContextualAction.style, UIContextualAction.Style.normal
    let _: UIContextualAction.Handler = archive.handler
    let _: Bool = archive.style == .normal
    // census: UISwipeActionsConfiguration.init(actions:), UISwipeActionsConfiguration.actions
    let configuration = UISwipeActionsConfiguration(actions: [archive])
    let _: [UIContextualAction] = configuration.actions
    // census: UISwipeActionsConfiguration.performsFirstActionWithFullSwipe
    configuration.performsFirstActionWithFullSwipe = false
    return configuration
}

/// A diffable data source subclass that lets rows be deleted, as iOS apps write one.
private final class TablesNotesDataSource: UITableViewDiffableDataSource<Int, String> {
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
        var snapshot = snapshot()
        snapshot.deleteItems([item])
        apply(snapshot)
    }
    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
}

/// The diffable data source's members.
@MainActor
private func useDiffableDataSource(_ table: UITableView) {
    // census: UITableViewDiffableDataSource.init(tableView:cellProvider:), UITableViewDiffableDataSource.CellProvider
    let provider: UITableViewDiffableDataSource<Int, String>.CellProvider = { tableView, indexPath, item in
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = item
        return cell
    }
    let dataSource = TablesNotesDataSource(tableView: table, cellProvider: provider)
    // census: UITableViewDiffableDataSource.defaultRowAnimation
    dataSource.defaultRowAnimation = .fade
    // census: UITableViewDiffableDataSource.snapshot()
    var snapshot = dataSource.snapshot()
    snapshot.appendSections([0]); snapshot.appendItems(["a", "b"])
    // census: UITableViewDiffableDataSource.apply(_:animatingDifferences:), UITableViewDiffableDataSource.apply(_:animatingDifferences:completion:)
    dataSource.apply(snapshot, animatingDifferences: false)
    dataSource.apply(snapshot, animatingDifferences: true) {}
    // census: UITableViewDiffableDataSource.applySnapshotUsingReloadData(_:), UITableViewDiffableDataSource.applySnapshotUsingReloadData(_:completion:)
    dataSource.applySnapshotUsingReloadData(snapshot)
    dataSource.applySnapshotUsingReloadData(snapshot) {}
    // census: UITableViewDiffableDataSource.itemIdentifier(for:), UITableViewDiffableDataSource.indexPath(for:)
    let _: String? = dataSource.itemIdentifier(for: IndexPath(row: 0, section: 0))
    let _: IndexPath? = dataSource.indexPath(for: "a")
    // census: UITableViewDiffableDataSource.sectionIdentifier(for:), UITableViewDiffableDataSource.index(for:)
    let _: Int? = dataSource.sectionIdentifier(for: 0)
    let _: Int? = dataSource.index(for: 0)
    // census: UITableViewDiffableDataSource.description
    let _: String = dataSource.description
}
