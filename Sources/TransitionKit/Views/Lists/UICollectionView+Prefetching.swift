import Foundation

extension UICollectionView {
    /// Whether the content scrolls sideways rather than up and down.
    private var prefetchesSideways: Bool {
        contentSize.width - bounds.width > max(0, contentSize.height - bounds.height)
    }

    /// The items in the prefetch band: one visible extent beyond the visible area in the
    /// direction of the last scroll, not counting the visible items.
    func prefetchBand() -> [IndexPath] {
        guard bounds.width > 0, bounds.height > 0 else { return [] }
        let band: CGRect
        if prefetchesSideways {
            band = bounds.offsetBy(dx: prefetchesBackward ? -bounds.width : bounds.width, dy: 0)
        } else {
            band = bounds.offsetBy(dx: 0, dy: prefetchesBackward ? -bounds.height : bounds.height)
        }
        let paths = (collectionViewLayout.layoutAttributesForElements(in: band) ?? [])
            .filter { $0.representedElementCategory == .cell && isValidItem($0.indexPath) && $0.frame.meetsInterior(of: band) }
            .map(\.indexPath)
        return Set(paths).filter { visibleCellsByPath[$0] == nil }.sorted()
    }

    /// After a layout pass: tells the prefetch data source about items newly in the band and
    /// cancels the ones that left it without being shown (see `UICollectionViewDataSourcePrefetching`).
    func updatePrefetching() {
        let offset = bounds.origin
        if offset != lastPrefetchOffset {
            prefetchesBackward = prefetchesSideways ? offset.x < lastPrefetchOffset.x : offset.y < lastPrefetchOffset.y
            lastPrefetchOffset = offset
        }
        prefetchedPaths.subtract(visibleCellsByPath.keys)
        guard isPrefetchingEnabled, let prefetchDataSource else {
            prefetchedPaths = []
            return
        }
        let (cancelled, fresh) = prefetchedPaths.advancePrefetch(to: prefetchBand())
        if !cancelled.isEmpty { prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancelled) }
        if !fresh.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: fresh) }
    }
}
