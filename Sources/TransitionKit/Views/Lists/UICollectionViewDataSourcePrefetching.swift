import Foundation

/// Told ahead of time which items a collection view will probably show soon, so their data
/// can start loading.
///
/// Set it as the collection view's `prefetchDataSource`. With `isPrefetchingEnabled` (true),
/// each layout pass looks one visible width or height beyond the visible area, in the direction
/// of the last scroll (down or right before any scroll; sideways when the content is wider than
/// it is tall relative to the view): items newly in that band get
/// `collectionView(_:prefetchItemsAt:)`, in index-path order; items that leave it again without
/// having been shown get `collectionView(_:cancelPrefetchingForItemsAt:)`. An item is
/// prefetched once until it is shown or cancelled.
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// The items at `indexPaths` will probably be shown soon: start loading their data.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// The items at `indexPaths`, prefetched earlier, are no longer expected soon (does nothing
    /// by default).
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
