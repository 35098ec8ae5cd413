import Foundation

/// A collection view cell for lists, whose default content is a `UIListContentConfiguration`
/// (image, text, secondary text), as in UIKit.
///
/// ```swift
/// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
///     var content = cell.defaultContentConfiguration()
///     content.text = name
///     content.image = UIImage(systemName: "star")
///     cell.contentConfiguration = content
/// }
/// ```
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The standard list content for this cell, empty: set its text and image and assign it to
    /// `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}
