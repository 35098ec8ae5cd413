import Foundation
import TransitionKit

// The collection view itself, written as iOS code uses it.

/// A data source and delegate to set on the grid.
private final class CollectionsGridSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate,
    UICollectionViewDataSourcePrefetching {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    // census: UICollectionViewDataSourcePrefetching.collectionView(_:prefetchItemsAt:)
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {}
    // census: UICollectionViewDataSourcePrefetching.collectionView(_:cancelPrefetchingForItemsAt:)
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

/// Making, configuring and asking a collection view.
@MainActor
private func useCollectionView(_ layout: UICollectionViewLayout, _ other: UICollectionViewLayout) {
    // census: UICollectionView.init(frame:collectionViewLayout:)
    let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    // census: UICollectionView.init(coder:)
    let _: UICollectionView? = UICollectionView(coder: NSCoder())
    let source = CollectionsGridSource()
    // census: UICollectionView.dataSource, UICollectionView.delegate
    grid.dataSource = source
    grid.delegate = source
    let _: (any UICollectionViewDataSource)? = grid.dataSource
    let _: (any UIScrollViewDelegate)? = grid.delegate
    // census: UICollectionView.prefetchDataSource, UICollectionView.isPrefetchingEnabled
    grid.prefetchDataSource = source
    let _: (any UICollectionViewDataSourcePrefetching)? = grid.prefetchDataSource
    grid.isPrefetchingEnabled = false
    // census: UICollectionView.register(_:forCellWithReuseIdentifier:), UICollectionView.dequeueReusableCell(withReuseIdentifier:for:)
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let _: UICollectionViewCell = grid.dequeueReusableCell(withReuseIdentifier: "cell", for: IndexPath(item: 0, section: 0))
    // census: UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:), UICollectionView.elementKindSectionHeader
    grid.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
    // census: UICollectionView.dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:), UICollectionView.elementKindSectionFooter
    let _: UICollectionReusableView = grid.dequeueReusableSupplementaryView(
        ofKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "footer", for: IndexPath(item: 0, section: 0))
    // census: UICollectionView.backgroundView, UICollectionView.collectionViewLayout
    grid.backgroundView = UIView()
    let _: UIView? = grid.backgroundView
    let _: UICollectionViewLayout = grid.collectionViewLayout
    grid.collectionViewLayout = layout
    // census: UICollectionView.setCollectionViewLayout(_:animated:), UICollectionView.setCollectionViewLayout(_:animated:completion:)
    grid.setCollectionViewLayout(other, animated: true)
    grid.setCollectionViewLayout(layout, animated: false) { (finished: Bool) in _ = finished }
    // census: UICollectionView.startInteractiveTransition(to:completion:), UICollectionView.LayoutInteractiveTransitionCompletion
    let done: UICollectionView.LayoutInteractiveTransitionCompletion = { completed, finished in _ = completed && finished }
    let transition: UICollectionViewTransitionLayout = grid.startInteractiveTransition(to: other, completion: done)
    transition.transitionProgress = 0.5
    // census: UICollectionView.finishInteractiveTransition(), UICollectionView.cancelInteractiveTransition()
    grid.finishInteractiveTransition()
    grid.cancelInteractiveTransition()
    // census: UICollectionView.numberOfSections, UICollectionView.numberOfItems(inSection:), UICollectionView.visibleCells
    let _: Int = grid.numberOfSections + grid.numberOfItems(inSection: 0)
    let _: [UICollectionViewCell] = grid.visibleCells
    let first = IndexPath(item: 0, section: 0), second = IndexPath(item: 1, section: 0)
    // census: UICollectionView.insertItems(at:), UICollectionView.moveItem(at:to:), UICollectionView.deleteItems(at:)
    grid.insertItems(at: [first]); grid.moveItem(at: first, to: second); grid.deleteItems(at: [second])
    // census: UICollectionView.insertSections(_:), UICollectionView.moveSection(_:toSection:), UICollectionView.deleteSections(_:)
    grid.insertSections(IndexSet(integer: 1)); grid.moveSection(1, toSection: 0); grid.deleteSections(IndexSet(integer: 0))
    // census: UICollectionView.beginInteractiveMovementForItem(at:), UICollectionView.updateInteractiveMovementTargetPosition(_:)
    let _: Bool = grid.beginInteractiveMovementForItem(at: first)
    grid.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 10))
    // census: UICollectionView.endInteractiveMovement(), UICollectionView.cancelInteractiveMovement()
    grid.endInteractiveMovement(); grid.cancelInteractiveMovement()
    // census: UICollectionView.indexPathsForSelectedItems, UICollectionView.selectItem(at:animated:scrollPosition:)
    let _: [IndexPath]? = grid.indexPathsForSelectedItems
    grid.selectItem(at: first, animated: true, scrollPosition: .centeredVertically)
    // census: UICollectionView.deselectItem(at:animated:), UICollectionView.allowsSelection, UICollectionView.allowsMultipleSelection
    grid.deselectItem(at: first, animated: true)
    grid.allowsSelection = true; grid.allowsMultipleSelection = false
    // census: UICollectionView.allowsSelectionDuringEditing, UICollectionView.allowsMultipleSelectionDuringEditing, UICollectionView.isEditing
    grid.allowsSelectionDuringEditing = true; grid.allowsMultipleSelectionDuringEditing = true; grid.isEditing = true
    let _: Bool = grid.allowsSelectionDuringEditing && grid.allowsMultipleSelectionDuringEditing && grid.isEditing
    // census: UICollectionView.indexPathForItem(at:), UICollectionView.indexPathsForVisibleItems, UICollectionView.indexPath(for:), UICollectionView.cellForItem(at:)
    let _: IndexPath? = grid.indexPathForItem(at: .zero)
    let _: [IndexPath] = grid.indexPathsForVisibleItems
    if let cell: UICollectionViewCell = grid.cellForItem(at: first) { let _: IndexPath? = grid.indexPath(for: cell) }
    // census: UICollectionView.indexPathsForVisibleSupplementaryElements(ofKind:), UICollectionView.supplementaryView(forElementKind:at:)
    let _: [IndexPath] = grid.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader)
    let header: UICollectionReusableView? = grid.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: first)
    // census: UICollectionView.visibleSupplementaryViews(ofKind:), UICollectionView.indexPath(forSupplementaryView:)
    let _: [UICollectionReusableView] = grid.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
    if let header { let _: IndexPath? = grid.indexPath(forSupplementaryView: header) }
    // census: UICollectionView.layoutAttributesForItem(at:), UICollectionView.layoutAttributesForSupplementaryElement(ofKind:at:)
    let _: UICollectionViewLayoutAttributes? = grid.layoutAttributesForItem(at: first)
    let _: UICollectionViewLayoutAttributes? = grid.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: first)
    // census: UICollectionView.scrollToItem(at:at:animated:), UICollectionView.ScrollPosition.top, UICollectionView.ScrollPosition.left
    grid.scrollToItem(at: first, at: [.top, .left], animated: true)
    // census: UICollectionView.ScrollPosition.centeredVertically, UICollectionView.ScrollPosition.bottom, UICollectionView.ScrollPosition.centeredHorizontally
    let _: UICollectionView.ScrollPosition = [.centeredVertically, .bottom, .centeredHorizontally]
    // census: UICollectionView.ScrollPosition.right, UICollectionView.ScrollPosition.init(rawValue:)
    let _: UICollectionView.ScrollPosition = [.right, UICollectionView.ScrollPosition(rawValue: 0)]
    // census: UICollectionView.ScrollDirection.vertical, UICollectionView.ScrollDirection.horizontal
    let _: [UICollectionView.ScrollDirection] = [.vertical, .horizontal]
    // census: UICollectionView.performBatchUpdates(_:completion:), UICollectionView.hasUncommittedUpdates
    grid.performBatchUpdates({ grid.reloadItems(at: [first]) }, completion: { (finished: Bool) in _ = finished })
    let _: Bool = grid.hasUncommittedUpdates
    // census: UICollectionView.reconfigureItems(at:), UICollectionView.reloadData(), UICollectionView.reloadSections(_:), UICollectionView.reloadItems(at:)
    grid.reconfigureItems(at: [first]); grid.reloadData(); grid.reloadSections(IndexSet(integer: 0)); grid.reloadItems(at: [first])
    // census: UICollectionView.ElementCategory.cell, UICollectionView.ElementCategory.supplementaryView, UICollectionView.ElementCategory.decorationView
    let _: [UICollectionView.ElementCategory] = [.cell, .supplementaryView, .decorationView]
    // census: UICollectionView.selfSizingInvalidation, UICollectionView.SelfSizingInvalidation.disabled
    grid.selfSizingInvalidation = .disabled
    // census: UICollectionView.SelfSizingInvalidation.enabled, UICollectionView.SelfSizingInvalidation.enabledIncludingConstraints
    let _: [UICollectionView.SelfSizingInvalidation] = [.enabled, .enabledIncludingConstraints]
}

/// Registrations, as cells are configured since iOS 14.
@MainActor
private func useRegistrations(_ grid: UICollectionView) {
    // census: UICollectionView.CellRegistration.init(handler:), UICollectionView.CellRegistration.Handler
    let handler: UICollectionView.CellRegistration<UICollectionViewListCell, String>.Handler = { cell, indexPath, name in
        var content = cell.defaultContentConfiguration()
        content.text = name
        cell.contentConfiguration = content
    }
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String>(handler: handler)
    // census: UICollectionView.dequeueConfiguredReusableCell(using:for:item:)
    let _: UICollectionViewListCell = grid.dequeueConfiguredReusableCell(using: registration, for: IndexPath(item: 0, section: 0), item: "a")
    // census: UICollectionView.SupplementaryRegistration.init(elementKind:handler:), UICollectionView.SupplementaryRegistration.Handler
    let supplementaryHandler: UICollectionView.SupplementaryRegistration<UICollectionReusableView>.Handler = { view, kind, indexPath in }
    let header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
        elementKind: UICollectionView.elementKindSectionHeader, handler: supplementaryHandler)
    // census: UICollectionView.SupplementaryRegistration.elementKind, UICollectionView.dequeueConfiguredReusableSupplementary(using:for:)
    let _: String = header.elementKind
    let _: UICollectionReusableView = grid.dequeueConfiguredReusableSupplementary(using: header, for: IndexPath(item: 0, section: 0))
}
