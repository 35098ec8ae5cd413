import Foundation

/// A view controller whose view is a collection view it is the data source and delegate of, so
/// a subclass just overrides the data source and delegate methods it needs
/// (`override func collectionView(_:...)`; adopt `UICollectionViewDelegateFlowLayout` in the
/// subclass for a flow layout's sizes).
///
/// With `clearsSelectionOnViewWillAppear` (true), `viewWillAppear` deselects the selected
/// items (alongside an animated transition, restored if it is cancelled).
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The layout the collection view is made with.
    let layout: UICollectionViewLayout
    /// Whether `viewWillAppear` clears the selection (true).
    open var clearsSelectionOnViewWillAppear = true
    /// Whether a long press on an item moves it (true): the controller puts a
    /// `UILongPressGestureRecognizer` on its collection view that begins, updates and ends the
    /// collection view's interactive movement (only items the data source lets move, see
    /// `collectionView(_:canMoveItemAt:)`).
    open var installsStandardGestureForInteractiveMovement = true { didSet { updateStandardMovementGesture() } }
    /// Whether pushing this controller onto a navigation controller whose top is another
    /// collection view controller animates that collection view to this controller's layout
    /// instead of sliding (false). Stored only here: the push slides as any other.
    open var useLayoutToLayoutNavigationTransitions = false
    /// The long press that moves items, while installed.
    private let standardMovementGesture = UILongPressGestureRecognizer()

    /// Creates a controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller whose collection view uses a `UICollectionViewFlowLayout` (UIKit
    /// needs a layout from the nib; without one it raises when the view loads).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        layout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Controllers are not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The collection view (the controller's view). A collection view assigned here becomes the
    /// view, with this controller as its data source and delegate unless it already has others
    /// (this package's choice: UIKit documents only the view it loads).
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set {
            view = newValue
            guard let newValue else { return }
            if newValue.dataSource == nil { newValue.dataSource = self }
            if newValue.delegate == nil { newValue.delegate = self }
            updateStandardMovementGesture()
        }
    }

    /// The collection view's layout (the one it was made with until the view exists).
    open var collectionViewLayout: UICollectionViewLayout { collectionView?.collectionViewLayout ?? layout }

    /// Makes the collection view, with this controller as its data source and delegate.
    open override func loadView() {
        let grid = UICollectionView(frame: UIViewController.defaultViewFrame, collectionViewLayout: layout)
        grid.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        grid.dataSource = self
        grid.delegate = self
        view = grid
        updateStandardMovementGesture()
    }

    /// Puts the movement long press on the collection view, or takes it off.
    private func updateStandardMovementGesture() {
        guard let grid = viewIfLoaded as? UICollectionView else { return }
        if installsStandardGestureForInteractiveMovement {
            guard standardMovementGesture.view !== grid else { return }
            if standardMovementGesture.view == nil {
                standardMovementGesture.addTarget { [weak self] press in self?.standardMovementGestureChanged(press) }
            }
            grid.addGestureRecognizer(standardMovementGesture)
        } else {
            standardMovementGesture.view?.removeGestureRecognizer(standardMovementGesture)
        }
    }

    private func standardMovementGestureChanged(_ press: UILongPressGestureRecognizer) {
        guard let grid = collectionView else { return }
        let location = press.location(in: grid)
        switch press.state {
        case .began:
            guard let path = grid.indexPathForItem(at: location), grid.beginInteractiveMovementForItem(at: path) else { return }
        case .changed: grid.updateInteractiveMovementTargetPosition(location)
        case .ended: grid.endInteractiveMovement()
        case .cancelled, .failed: grid.cancelInteractiveMovement()
        default: break
        }
    }

    /// Clears the selection if `clearsSelectionOnViewWillAppear` (alongside the transition).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let grid = collectionView, let selected = grid.indexPathsForSelectedItems else { return }
        clearSelectionAlongsideAppearance(
            selected, animated: animated, deselect: { grid.deselectItem(at: $0, animated: $1) },
            reselect: { grid.selectItem(at: $0, animated: false, scrollPosition: []) })
    }

    /// No items.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// A plain cell (override).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    /// One section.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// A blank view.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView { UICollectionReusableView(frame: .zero) }
    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Whether `collectionView(_:moveItemAt:to:)` is overridden (see `UICollectionViewDataSource`).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        collectionView.dataSourceImplementsMoves(self, probing: indexPath)
    }
    /// Does nothing (override to take moves).
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        collectionView.dataSourceMovesItems = false
    }
    /// No index.
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    /// The first item of section `index`.
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    /// A `UICollectionViewTransitionLayout` between the two layouts.
    open func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                             newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
        UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
    /// The proposed offset.
    open func collectionView(_ collectionView: UICollectionView,
                             targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
    /// The older `targetIndexPathForMoveFromItemAt`'s answer.
    open func collectionView(_ collectionView: UICollectionView,
                             targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                             atCurrentIndexPath currentIndexPath: IndexPath,
                             toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        self.collectionView(collectionView, targetIndexPathForMoveFromItemAt: currentIndexPath, toProposedIndexPath: proposedIndexPath)
    }
    /// The proposed index path.
    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                             toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }
    /// True.
    open func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool { true }
    /// True.
    open func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
