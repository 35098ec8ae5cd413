import Foundation

/// What part of a layout is no longer valid, handed to `UICollectionViewLayout.invalidateLayout(with:)`.
///
/// `invalidateLayout()` makes one with `invalidateEverything`; bounds changes, self-sizing
/// cells and interactive movements make theirs through the layout's `invalidationContext(…)`
/// methods. A layout that recomputes only part of itself subclasses this (naming it in
/// `invalidationContextClass`) and reads it in its `invalidateLayout(with:)` override.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Whether everything is invalid (set by `invalidateLayout()` and `reloadData()`).
    public internal(set) var invalidateEverything = false
    /// Whether the section and item counts changed (set by `reloadData()` and updates).
    public internal(set) var invalidateDataSourceCounts = false
    /// A change to apply to the collection view's content offset (zero).
    open var contentOffsetAdjustment: CGPoint = .zero
    /// A change in the content size (zero).
    open var contentSizeAdjustment: CGSize = .zero
    /// The items named invalid, or nil.
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary views named invalid, by kind, or nil.
    public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration views named invalid, by kind, or nil.
    public private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// Where interactively moving items were, for a movement step.
    public var previousIndexPathsForInteractivelyMovingItems: [IndexPath]? { movingItems?.previous }
    /// Where interactively moving items go, for a movement step.
    public var targetIndexPathsForInteractivelyMovingItems: [IndexPath]? { movingItems?.target }
    /// The position of an interactive movement (zero when none).
    public var interactiveMovementTarget: CGPoint { movingItems?.position ?? .zero }
    var movingItems: (previous: [IndexPath], target: [IndexPath], position: CGPoint)?

    /// Creates an empty context. Required so the collection view can make a layout's
    /// `invalidationContextClass` (Linux only: Swift makes a class known at run time through a
    /// required initializer).
    public required override init() { super.init() }

    /// Adds the items at `indexPaths` to the invalid ones.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Adds the supplementary views of `elementKind` at `indexPaths` to the invalid ones.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedSupplementaryIndexPaths = (invalidatedSupplementaryIndexPaths ?? [:]).merging([elementKind: indexPaths]) { $0 + $1 }
    }

    /// Adds the decoration views of `elementKind` at `indexPaths` to the invalid ones.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedDecorationIndexPaths = (invalidatedDecorationIndexPaths ?? [:]).merging([elementKind: indexPaths]) { $0 + $1 }
    }
}

/// A flow layout's invalidation context: whether to ask the delegate for sizes again and
/// whether to recompute the attributes. The flow layout recomputes everything either way.
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the delegate's sizes and spacings are asked for again (true).
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the items' attributes are recomputed (true).
    open var invalidateFlowLayoutAttributes = true
}
