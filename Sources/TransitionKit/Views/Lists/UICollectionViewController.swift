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
    public let layout: UICollectionViewLayout
    /// Whether `viewWillAppear` clears the selection (true).
    open var clearsSelectionOnViewWillAppear = true
    /// Whether a long press moves items (true by default, as in UIKit). Stored only: moving
    /// items interactively (`beginInteractiveMovementForItem(at:)`) is not built here, so the
    /// standard gesture is not installed.
    open var installsStandardGestureForInteractiveMovement = true

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
