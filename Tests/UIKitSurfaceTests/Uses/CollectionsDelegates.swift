import Foundation
import TransitionKit

// The collection view's data source and delegate and its controller, written as iOS code
// writes them.

/// A photo grid in the shape of Xcode's collection view controller template, with reordering.
private final class CollectionsPhotosController: UICollectionViewController {
    var photos = ["a", "b", "c"]

    override func viewDidLoad() {
        super.viewDidLoad()
        // census: UICollectionViewController.collectionView, UICollectionViewController.clearsSelectionOnViewWillAppear
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        clearsSelectionOnViewWillAppear = false
        // census: UICollectionViewController.installsStandardGestureForInteractiveMovement, UICollectionViewController.collectionViewLayout
        installsStandardGestureForInteractiveMovement = true
        let _: UICollectionViewLayout = collectionViewLayout
        // census: UICollectionViewController.useLayoutToLayoutNavigationTransitions
        useLayoutToLayoutNavigationTransitions = false
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { photos.count }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }
    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        photos.insert(photos.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    override func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                                 forElementKind elementKind: String, at indexPath: IndexPath) {}
    override func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                                 newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
        UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
    override func collectionView(_ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }
    override func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                                 atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        proposedIndexPath.section == originalIndexPath.section ? proposedIndexPath : currentIndexPath
    }
    override func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
}

/// Making collection view controllers.
@MainActor
private func useCollectionViewControllerInits() {
    // census: UICollectionViewController.init(collectionViewLayout:), UICollectionViewController.init(nibName:bundle:)
    let _ = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
    let _ = UICollectionViewController(nibName: nil, bundle: nil)
    // census: UICollectionViewController.init(coder:)
    let _: UICollectionViewController? = UICollectionViewController(coder: NSCoder())
    let _ = CollectionsPhotosController(collectionViewLayout: UICollectionViewFlowLayout())
}

/// Every data source requirement, called through the protocol.
@MainActor
private func useDataSource(_ source: any UICollectionViewDataSource, _ grid: UICollectionView, _ path: IndexPath) {
    // census: UICollectionViewDataSource.collectionView(_:numberOfItemsInSection:), UICollectionViewDataSource.numberOfSections(in:)
    let _: Int = source.collectionView(grid, numberOfItemsInSection: 0) + source.numberOfSections(in: grid)
    // census: UICollectionViewDataSource.collectionView(_:cellForItemAt:)
    let _: UICollectionViewCell = source.collectionView(grid, cellForItemAt: path)
    // census: UICollectionViewDataSource.collectionView(_:viewForSupplementaryElementOfKind:at:)
    let _: UICollectionReusableView = source.collectionView(grid, viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionHeader, at: path)
    // census: UICollectionViewDataSource.collectionView(_:canMoveItemAt:), UICollectionViewDataSource.collectionView(_:moveItemAt:to:)
    if source.collectionView(grid, canMoveItemAt: path) { source.collectionView(grid, moveItemAt: path, to: IndexPath(item: 0, section: 0)) }
    // census: UICollectionViewDataSource.indexTitles(for:), UICollectionViewDataSource.collectionView(_:indexPathForIndexTitle:at:)
    let _: [String]? = source.indexTitles(for: grid)
    let _: IndexPath = source.collectionView(grid, indexPathForIndexTitle: "A", at: 0)
}

/// Every delegate requirement this package declares, called through the protocol.
@MainActor
private func useDelegate(_ delegate: any UICollectionViewDelegate, _ grid: UICollectionView, _ path: IndexPath,
                         _ cell: UICollectionViewCell, _ view: UICollectionReusableView) {
    // census: UICollectionViewDelegate.collectionView(_:shouldSelectItemAt:), UICollectionViewDelegate.collectionView(_:didSelectItemAt:)
    if delegate.collectionView(grid, shouldSelectItemAt: path) { delegate.collectionView(grid, didSelectItemAt: path) }
    // census: UICollectionViewDelegate.collectionView(_:shouldDeselectItemAt:), UICollectionViewDelegate.collectionView(_:didDeselectItemAt:)
    if delegate.collectionView(grid, shouldDeselectItemAt: path) { delegate.collectionView(grid, didDeselectItemAt: path) }
    // census: UICollectionViewDelegate.collectionView(_:shouldHighlightItemAt:), UICollectionViewDelegate.collectionView(_:didHighlightItemAt:), UICollectionViewDelegate.collectionView(_:didUnhighlightItemAt:)
    if delegate.collectionView(grid, shouldHighlightItemAt: path) {
        delegate.collectionView(grid, didHighlightItemAt: path)
        delegate.collectionView(grid, didUnhighlightItemAt: path)
    }
    // census: UICollectionViewDelegate.collectionView(_:willDisplay:forItemAt:), UICollectionViewDelegate.collectionView(_:didEndDisplaying:forItemAt:)
    delegate.collectionView(grid, willDisplay: cell, forItemAt: path)
    delegate.collectionView(grid, didEndDisplaying: cell, forItemAt: path)
    // census: UICollectionViewDelegate.collectionView(_:willDisplaySupplementaryView:forElementKind:at:)
    delegate.collectionView(grid, willDisplaySupplementaryView: view, forElementKind: UICollectionView.elementKindSectionHeader, at: path)
    // census: UICollectionViewDelegate.collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)
    delegate.collectionView(grid, didEndDisplayingSupplementaryView: view, forElementOfKind: UICollectionView.elementKindSectionHeader, at: path)
    // census: UICollectionViewDelegate.collectionView(_:transitionLayoutForOldLayout:newLayout:)
    let _: UICollectionViewTransitionLayout = delegate.collectionView(grid, transitionLayoutForOldLayout: grid.collectionViewLayout,
                                                                       newLayout: UICollectionViewFlowLayout())
    // census: UICollectionViewDelegate.collectionView(_:targetContentOffsetForProposedContentOffset:)
    let _: CGPoint = delegate.collectionView(grid, targetContentOffsetForProposedContentOffset: .zero)
    // census: UICollectionViewDelegate.collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)
    let _: IndexPath = delegate.collectionView(grid, targetIndexPathForMoveOfItemFromOriginalIndexPath: path, atCurrentIndexPath: path,
                                               toProposedIndexPath: path)
    // census: UICollectionViewDelegate.collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)
    let _: IndexPath = delegate.collectionView(grid, targetIndexPathForMoveFromItemAt: path, toProposedIndexPath: path)
    // census: UICollectionViewDelegate.collectionView(_:canEditItemAt:)
    let _: Bool = delegate.collectionView(grid, canEditItemAt: path)
    // census: UICollectionViewDelegate.collectionView(_:canPerformPrimaryActionForItemAt:), UICollectionViewDelegate.collectionView(_:performPrimaryActionForItemAt:)
    if delegate.collectionView(grid, canPerformPrimaryActionForItemAt: path) { delegate.collectionView(grid, performPrimaryActionForItemAt: path) }
}
