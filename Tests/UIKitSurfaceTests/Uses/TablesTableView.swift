import Foundation
import TransitionKit

// The table view, each member read, written or called with UIKit's signature.

/// A data source and delegate to set on the table.
private final class TablesTableViewSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
}

/// A prefetching data source adopting the protocol.
private final class TablesPrefetcher: NSObject, UITableViewDataSourcePrefetching {
    // census: UITableViewDataSourcePrefetching.tableView(_:prefetchRowsAt:)
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {}
    // census: UITableViewDataSourcePrefetching.tableView(_:cancelPrefetchingForRowsAt:)
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

/// Creating, feeding and configuring a table.
@MainActor
private func useTableSetup(source: TablesTableViewSource, prefetcher: TablesPrefetcher) -> UITableView {
    // census: UITableView.init(frame:style:), UITableView.Style.plain, UITableView.Style.grouped, UITableView.Style.insetGrouped
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    let _: [UITableView.Style] = [.plain, .grouped, .insetGrouped]
    // census: UITableView.init(coder:)
    let _: UITableView? = UITableView(coder: NSCoder())
    // census: UITableView.style
    let _: UITableView.Style = tableView.style
    // census: UITableView.dataSource
    tableView.dataSource = source
    let _: (any UITableViewDataSource)? = tableView.dataSource
    // census: UITableView.delegate
    // (UIKit's type is `(any UITableViewDelegate)?`; here it is the scroll view's, see the README.)
    tableView.delegate = source
    let _: (any UIScrollViewDelegate)? = tableView.delegate
    // census: UITableView.prefetchDataSource
    tableView.prefetchDataSource = prefetcher
    let _: (any UITableViewDataSourcePrefetching)? = tableView.prefetchDataSource
    // census: UITableView.isPrefetchingEnabled
    tableView.isPrefetchingEnabled = true
    let _: Bool = tableView.isPrefetchingEnabled
    // census: UITableView.register(_:forCellReuseIdentifier:)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    // census: UITableView.register(_:forHeaderFooterViewReuseIdentifier:)
    tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
    // census: UITableView.dequeueReusableCell(withIdentifier:for:)
    let _: UITableViewCell = tableView.dequeueReusableCell(withIdentifier: "cell", for: IndexPath(row: 0, section: 0))
    // census: UITableView.dequeueReusableCell(withIdentifier:)
    let _: UITableViewCell? = tableView.dequeueReusableCell(withIdentifier: "cell")
    // census: UITableView.dequeueReusableHeaderFooterView(withIdentifier:)
    let _: UITableViewHeaderFooterView? = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
    // census: UITableView.tableHeaderView, UITableView.tableFooterView, UITableView.backgroundView
    tableView.tableHeaderView = UIView()
    tableView.tableFooterView = UIView()
    tableView.backgroundView = nil
    let _: [UIView?] = [tableView.tableHeaderView, tableView.tableFooterView, tableView.backgroundView]
    return tableView
}

/// Heights, separators and the section index.
@MainActor
private func useTableAppearance(_ tableView: UITableView) {
    // census: UITableView.rowHeight, UITableView.automaticDimension
    tableView.rowHeight = UITableView.automaticDimension
    let _: CGFloat = tableView.rowHeight
    // census: UITableView.estimatedRowHeight
    tableView.estimatedRowHeight = 60
    let _: CGFloat = tableView.estimatedRowHeight
    // census: UITableView.fillerRowHeight
    tableView.fillerRowHeight = 0
    let _: CGFloat = tableView.fillerRowHeight
    // census: UITableView.cellLayoutMarginsFollowReadableWidth
    tableView.cellLayoutMarginsFollowReadableWidth = false
    let _: Bool = tableView.cellLayoutMarginsFollowReadableWidth
    // census: UITableView.insetsContentViewsToSafeArea
    tableView.insetsContentViewsToSafeArea = true
    let _: Bool = tableView.insetsContentViewsToSafeArea
    // census: UITableView.sectionHeaderHeight, UITableView.sectionFooterHeight
    tableView.sectionHeaderHeight = 30
    tableView.sectionFooterHeight = 10
    let _: [CGFloat] = [tableView.sectionHeaderHeight, tableView.sectionFooterHeight]
    // census: UITableView.estimatedSectionHeaderHeight, UITableView.estimatedSectionFooterHeight
    tableView.estimatedSectionHeaderHeight = 30
    tableView.estimatedSectionFooterHeight = 0
    let _: [CGFloat] = [tableView.estimatedSectionHeaderHeight, tableView.estimatedSectionFooterHeight]
    // census: UITableView.sectionHeaderTopPadding
    tableView.sectionHeaderTopPadding = 0
    let _: CGFloat = tableView.sectionHeaderTopPadding
    // census: UITableView.separatorStyle
    tableView.separatorStyle = .singleLine
    let _: UITableViewCell.SeparatorStyle = tableView.separatorStyle
    // census: UITableView.separatorColor
    tableView.separatorColor = .separator
    let _: UIColor? = tableView.separatorColor
    // census: UITableView.separatorEffect
    tableView.separatorEffect = UIBlurEffect(style: .regular)
    let _: UIVisualEffect? = tableView.separatorEffect
    // census: UITableView.separatorInset
    tableView.separatorInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
    let _: UIEdgeInsets = tableView.separatorInset
    // census: UITableView.separatorInsetReference, UITableView.SeparatorInsetReference.fromCellEdges, UITableView.SeparatorInsetReference.fromAutomaticInsets
    tableView.separatorInsetReference = .fromAutomaticInsets
    let _: [UITableView.SeparatorInsetReference] = [tableView.separatorInsetReference, .fromCellEdges]
    // census: UITableView.selfSizingInvalidation, UITableView.SelfSizingInvalidation.disabled, UITableView.SelfSizingInvalidation.enabled
    tableView.selfSizingInvalidation = .enabled
    let _: [UITableView.SelfSizingInvalidation] = [tableView.selfSizingInvalidation, .disabled]
    // census: UITableView.SelfSizingInvalidation.enabledIncludingConstraints
    let _: UITableView.SelfSizingInvalidation = .enabledIncludingConstraints
    // census: UITableView.contentHuggingElements, UITableViewContentHuggingElements.sectionHeaders
    tableView.contentHuggingElements = .sectionHeaders
    let _: UITableViewContentHuggingElements = tableView.contentHuggingElements
    // census: UITableViewContentHuggingElements.init(rawValue:)
    let _ = UITableViewContentHuggingElements(rawValue: 0)
    // census: UITableView.sectionIndexMinimumDisplayRowCount
    tableView.sectionIndexMinimumDisplayRowCount = 20
    let _: Int = tableView.sectionIndexMinimumDisplayRowCount
    // census: UITableView.sectionIndexColor, UITableView.sectionIndexBackgroundColor, UITableView.sectionIndexTrackingBackgroundColor
    tableView.sectionIndexColor = .systemBlue
    tableView.sectionIndexBackgroundColor = nil
    tableView.sectionIndexTrackingBackgroundColor = nil
    let _: [UIColor?] = [tableView.sectionIndexColor, tableView.sectionIndexBackgroundColor, tableView.sectionIndexTrackingBackgroundColor]
    // census: UITableView.indexSearch
    let _: String = UITableView.indexSearch
    // census: UITableView.reloadSectionIndexTitles()
    tableView.reloadSectionIndexTitles()
}

/// Asking about rows, sections and their views.
@MainActor
private func useTableQueries(_ tableView: UITableView) {
    let path = IndexPath(row: 0, section: 0)
    // census: UITableView.numberOfSections, UITableView.numberOfRows(inSection:)
    let _: Int = tableView.numberOfSections
    let _: Int = tableView.numberOfRows(inSection: 0)
    // census: UITableView.cellForRow(at:)
    let cell: UITableViewCell? = tableView.cellForRow(at: path)
    // census: UITableView.headerView(forSection:), UITableView.footerView(forSection:)
    let _: UITableViewHeaderFooterView? = tableView.headerView(forSection: 0)
    let _: UITableViewHeaderFooterView? = tableView.footerView(forSection: 0)
    // census: UITableView.indexPath(for:)
    if let cell { let _: IndexPath? = tableView.indexPath(for: cell) }
    // census: UITableView.indexPathForRow(at:)
    let _: IndexPath? = tableView.indexPathForRow(at: .zero)
    // census: UITableView.indexPathsForRows(in:)
    let _: [IndexPath]? = tableView.indexPathsForRows(in: .zero)
    // census: UITableView.visibleCells, UITableView.indexPathsForVisibleRows
    let _: [UITableViewCell] = tableView.visibleCells
    let _: [IndexPath]? = tableView.indexPathsForVisibleRows
    // census: UITableView.rect(forSection:), UITableView.rectForRow(at:)
    let _: CGRect = tableView.rect(forSection: 0)
    let _: CGRect = tableView.rectForRow(at: path)
    // census: UITableView.rectForHeader(inSection:), UITableView.rectForFooter(inSection:)
    let _: CGRect = tableView.rectForHeader(inSection: 0)
    let _: CGRect = tableView.rectForFooter(inSection: 0)
}

/// Selection, editing and scrolling.
@MainActor
private func useTableSelection(_ tableView: UITableView) {
    let path = IndexPath(row: 0, section: 0)
    // census: UITableView.selectRow(at:animated:scrollPosition:), UITableView.ScrollPosition.none
    tableView.selectRow(at: path, animated: true, scrollPosition: .none)
    // census: UITableView.deselectRow(at:animated:)
    tableView.deselectRow(at: path, animated: true)
    // census: UITableView.indexPathForSelectedRow, UITableView.indexPathsForSelectedRows
    let _: IndexPath? = tableView.indexPathForSelectedRow
    let _: [IndexPath]? = tableView.indexPathsForSelectedRows
    // census: UITableView.allowsSelection, UITableView.allowsMultipleSelection
    tableView.allowsSelection = true
    tableView.allowsMultipleSelection = false
    let _: [Bool] = [tableView.allowsSelection, tableView.allowsMultipleSelection]
    // census: UITableView.allowsSelectionDuringEditing, UITableView.allowsMultipleSelectionDuringEditing
    tableView.allowsSelectionDuringEditing = true
    tableView.allowsMultipleSelectionDuringEditing = true
    let _: [Bool] = [tableView.allowsSelectionDuringEditing, tableView.allowsMultipleSelectionDuringEditing]
    // census: UITableView.selectionDidChangeNotification
    let _: NSNotification.Name = UITableView.selectionDidChangeNotification
    // census: UITableView.setEditing(_:animated:), UITableView.isEditing
    tableView.setEditing(true, animated: true)
    tableView.isEditing = false
    let _: Bool = tableView.isEditing
    // census: UITableView.scrollToRow(at:at:animated:), UITableView.ScrollPosition.top, UITableView.ScrollPosition.middle, UITableView.ScrollPosition.bottom
    tableView.scrollToRow(at: path, at: .top, animated: false)
    let _: [UITableView.ScrollPosition] = [.middle, .bottom]
    // census: UITableView.scrollToNearestSelectedRow(at:animated:)
    tableView.scrollToNearestSelectedRow(at: .middle, animated: true)
}

/// Updates: rows, sections and batches.
@MainActor
private func useTableUpdates(_ tableView: UITableView) {
    let path = IndexPath(row: 0, section: 0)
    // census: UITableView.insertRows(at:with:), UITableView.RowAnimation.fade
    tableView.insertRows(at: [path], with: .fade)
    // census: UITableView.deleteRows(at:with:), UITableView.RowAnimation.right, UITableView.RowAnimation.left
    tableView.deleteRows(at: [path], with: .right)
    let _: UITableView.RowAnimation = .left
    // census: UITableView.insertSections(_:with:), UITableView.RowAnimation.top
    tableView.insertSections(IndexSet(integer: 0), with: .top)
    // census: UITableView.deleteSections(_:with:), UITableView.RowAnimation.bottom
    tableView.deleteSections(IndexSet(integer: 0), with: .bottom)
    // census: UITableView.moveRow(at:to:)
    tableView.moveRow(at: path, to: IndexPath(row: 1, section: 0))
    // census: UITableView.moveSection(_:toSection:)
    tableView.moveSection(0, toSection: 1)
    // census: UITableView.performBatchUpdates(_:completion:), UITableView.RowAnimation.none
    tableView.performBatchUpdates({ tableView.reloadRows(at: [path], with: .none) }, completion: { (_: Bool) in })
    // census: UITableView.beginUpdates(), UITableView.endUpdates(), UITableView.hasUncommittedUpdates
    tableView.beginUpdates()
    let _: Bool = tableView.hasUncommittedUpdates
    tableView.endUpdates()
    // census: UITableView.reconfigureRows(at:)
    tableView.reconfigureRows(at: [path])
    // census: UITableView.reloadData()
    tableView.reloadData()
    // census: UITableView.reloadRows(at:with:), UITableView.RowAnimation.middle
    tableView.reloadRows(at: [path], with: .middle)
    // census: UITableView.reloadSections(_:with:), UITableView.RowAnimation.automatic
    tableView.reloadSections(IndexSet(integer: 0), with: .automatic)
}
