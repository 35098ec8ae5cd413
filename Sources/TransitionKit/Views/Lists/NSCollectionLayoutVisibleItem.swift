import Foundation

/// The closure a compositional section calls with its visible items before each layout pass:
/// the items, the scroll offset, and the layout environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// An item a compositional section is about to show, handed to its
/// `visibleItemsInvalidationHandler` to restyle: what it sets here is what the item's view shows.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    /// The opacity.
    var alpha: CGFloat { get set }
    /// The stacking order.
    var zIndex: Int { get set }
    /// Whether the item is hidden.
    var isHidden: Bool { get set }
    /// The centre in the collection view's content coordinates (a sideways section's own).
    var center: CGPoint { get set }
    /// The affine transform.
    var transform: CGAffineTransform { get set }
    /// The 3D transform.
    var transform3D: CATransform3D { get set }
    /// The name of the item's kind (empty for cells).
    var name: String { get }
    /// The item's index path.
    var indexPath: IndexPath { get }
    /// The frame.
    var frame: CGRect { get }
    /// The bounds.
    var bounds: CGRect { get }
    /// Cell, supplementary or decoration view.
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// The supplementary or decoration kind, nil for cells.
    var representedElementKind: String? { get }
}

/// A visible item over a copy of the item's attributes: changes go to the copy the collection
/// view then shows.
@MainActor
final class CompositionalVisibleItem: NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes
    init(_ attributes: UICollectionViewLayoutAttributes) { self.attributes = attributes }
    var alpha: CGFloat { get { attributes.alpha } set { attributes.alpha = newValue } }
    var zIndex: Int { get { attributes.zIndex } set { attributes.zIndex = newValue } }
    var isHidden: Bool { get { attributes.isHidden } set { attributes.isHidden = newValue } }
    var center: CGPoint { get { attributes.center } set { attributes.center = newValue } }
    var transform: CGAffineTransform { get { attributes.transform } set { attributes.transform = newValue } }
    var transform3D: CATransform3D { get { attributes.transform3D } set { attributes.transform3D = newValue } }
    var name: String { attributes.representedElementKind ?? "" }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame }
    var bounds: CGRect { attributes.bounds }
    var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}
