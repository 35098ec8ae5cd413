import Foundation

extension UITableView {
    /// The rows in the prefetch band: one visible height beyond the visible area in the
    /// direction of the last scroll (below before any scroll), not counting the visible rows.
    func prefetchBand() -> [IndexPath] {
        let height = bounds.height
        guard height > 0 else { return [] }
        let band = prefetchesUpward
            ? CGRect(x: bounds.minX, y: bounds.minY - height, width: bounds.width, height: height)
            : CGRect(x: bounds.minX, y: bounds.maxY, width: bounds.width, height: height)
        return geometry.indexPaths(in: band).filter { visibleCellsByPath[$0] == nil }
    }

    /// After a layout pass: tells the prefetch data source about rows newly in the band and
    /// cancels the ones that left it without being shown (see `UITableViewDataSourcePrefetching`).
    func updatePrefetching() {
        if bounds.minY != lastPrefetchOffset {
            prefetchesUpward = bounds.minY < lastPrefetchOffset
            lastPrefetchOffset = bounds.minY
        }
        // Rows shown since they were prefetched are done with.
        prefetchedPaths.subtract(visibleCellsByPath.keys)
        guard isPrefetchingEnabled, let prefetchDataSource else {
            prefetchedPaths = []
            return
        }
        let (cancelled, fresh) = prefetchedPaths.advancePrefetch(to: prefetchBand())
        if !cancelled.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancelled) }
        if !fresh.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: fresh) }
    }
}
