import Foundation

/// Told ahead of time which rows a table view is about to show, so their data can start
/// loading before the cells are asked for, as in UIKit.
///
/// Set it as the table view's `prefetchDataSource`. With `isPrefetchingEnabled` (true), each
/// layout pass looks one screen beyond the visible rows in the direction the table last scrolled
/// (downwards before any scrolling): rows that come into that band get
/// `tableView(_:prefetchRowsAt:)`, in row order; rows that leave it again without having been
/// shown get `tableView(_:cancelPrefetchingForRowsAt:)`. A row is prefetched once until it is
/// shown, cancelled, or the data reloads.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    /// The rows at `indexPaths` will probably be shown soon: start loading their data.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// The rows at `indexPaths`, prefetched earlier, are no longer expected soon (does nothing
    /// by default).
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    /// Does nothing.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
