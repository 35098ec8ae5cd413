import Foundation

/// Gives a collection view its sections, items, cells and supplementary views, and takes the
/// moves the user makes.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item (dequeue it with `dequeueReusableCell(withReuseIdentifier:for:)`).
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections (1 by default).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// A header, footer or other supplementary view (a blank one by default; implement it when
    /// the layout has headers or footers).
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
    /// Whether the user may move the item (`beginInteractiveMovementForItem(at:)`); by default,
    /// whether the data source implements `collectionView(_:moveItemAt:to:)`.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// The user moved an item: update your data to match (called when an interactive movement
    /// ends, before the collection view shows the new order).
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// The titles of an index for the collection view (nil: none).
    func indexTitles(for collectionView: UICollectionView) -> [String]?
    /// The item an index title at `index` jumps to.
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath
}

extension UICollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// A blank view.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
    /// Whether `collectionView(_:moveItemAt:to:)` is implemented, as UIKit assumes when this
    /// method is not: Swift cannot ask, so this moves the item onto itself (which leaves any
    /// data unchanged) and sees whether the protocol's default ran.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        collectionView.dataSourceImplementsMoves(self, probing: indexPath)
    }
    /// Does nothing, and notes that the data source does not take moves.
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        collectionView.dataSourceMovesItems = false
    }
    /// No index.
    public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    /// The first item of section `index`.
    public func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }
}
