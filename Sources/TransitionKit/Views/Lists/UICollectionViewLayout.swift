import Foundation

/// Where one cell or supplementary view of a collection view goes, and how it looks.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes {
    /// The element's index path.
    public var indexPath: IndexPath
    /// Cell or supplementary view.
    public let representedElementCategory: UICollectionView.ElementCategory
    /// The supplementary kind, nil for cells.
    public let representedElementKind: String?
    /// The frame in the collection view's content coordinates.
    public var frame: CGRect = .zero
    /// The centre (moves the frame).
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The size (keeps the centre).
    public var size: CGSize {
        get { frame.size }
        set { let c = center; frame.size = newValue; center = c }
    }
    /// The bounds (origin zero, the frame's size).
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    /// The transform applied to the element.
    public var transform: CGAffineTransform = .identity
    /// The opacity.
    public var alpha: CGFloat = 1
    /// The stacking order: higher is in front (0).
    public var zIndex = 0
    /// Whether the element is hidden.
    public var isHidden = false
    /// Whether the element's width, and its height, come from its view
    /// (`preferredLayoutAttributesFitting`): set by a layout with estimated sizes.
    var sizesWidthToFit = false, sizesHeightToFit = false

    /// Attributes for the cell at `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// A copy (layouts hand out copies they may change, e.g. for appearing items).
    open func copy() -> UICollectionViewLayoutAttributes {
        let copy = representedElementKind.map { UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: $0, with: indexPath) }
            ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        copy.frame = frame; copy.transform = transform; copy.alpha = alpha; copy.zIndex = zIndex; copy.isHidden = isHidden
        copy.sizesWidthToFit = sizesWidthToFit; copy.sizesHeightToFit = sizesHeightToFit
        return copy
    }
}

/// Computes where a collection view's items and supplementary views go (subclass it, or use
/// `UICollectionViewFlowLayout`).
///
/// The collection view calls `prepare()` after `invalidateLayout()`, then asks for
/// `collectionViewContentSize` and `layoutAttributesForElements(in:)`.
@preconcurrency @MainActor
open class UICollectionViewLayout {
    /// The collection view using this layout.
    public internal(set) weak var collectionView: UICollectionView?
    var needsPrepare = true
    /// The sizes self-sizing cells asked for (`preferredLayoutAttributesFitting`), by index
    /// path; kept until the data or the collection view's size changes.
    var measuredItemSizes: [IndexPath: CGSize] = [:]

    /// Creates a layout.
    public init() {}

    /// Layouts are not archived on Linux; returns nil. It exists so subclasses are written as on
    /// iOS: one that declares `init()` also writes `required init?(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    /// Computes the layout (called before the collection view asks for attributes). The default does nothing.
    open func prepare() {}

    /// Marks the layout as needing `prepare()` and the collection view as needing layout.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// The size of the whole content (zero by default).
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element meeting `rect` (none by default).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath` (nil by default).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath` (nil by default).
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a bounds change needs a new layout (true when the size changed).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != (collectionView?.bounds.size ?? newBounds.size)
    }

    /// Whether a self-sizing cell's `preferredAttributes` need a new layout (false by default;
    /// the flow and compositional layouts answer true when the size differs).
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }

    /// Where an inserted item starts: its final attributes, transparent (it fades in).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy()
        attributes?.alpha = 0
        return attributes
    }

    /// Where a deleted item ends (given its last attributes): in place, transparent (it fades out).
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The index path an item being moved interactively would take at `position` (collection
    /// view coordinates): the item under the position, or `previousIndexPath` when there is none.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        collectionView?.indexPathForItem(at: position) ?? previousIndexPath
    }

    /// The attributes of an item being moved interactively: its own, centred on
    /// `position`, above every other element.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath,
                                                         withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        let attributes = layoutAttributesForItem(at: indexPath)?.copy() ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.center = position
        attributes.zIndex = Int.max
        return attributes
    }

    /// The layout is about to be installed in place of `oldLayout` (a layout change or
    /// transition). Does nothing by default.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// The layout is about to be replaced by `newLayout`. Does nothing by default.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// The layout change is about to animate: a last chance to adjust. Does nothing by default.
    open func finalizeLayoutTransition() {}

    /// The content offset to use after an animated update or layout change, given the one
    /// proposed (the current offset, clamped to the new content). The default returns it.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The sideways-scrolling band of `section` (only compositional sections have one).
    func orthogonalLayout(ofSection section: Int) -> OrthogonalSectionLayout? { nil }

    /// Runs `prepare()` if the layout was invalidated.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }
}

extension CGRect {
    /// Whether this rect and `other` share some area, as Core Graphics' `intersects` decides it:
    /// rects that only touch along an edge do not (Linux Foundation's `intersects` says they
    /// do); a zero-height (or zero-width) rect meets the area it lies strictly inside.
    func meetsInterior(of other: CGRect) -> Bool {
        minX < other.maxX && maxX > other.minX && minY < other.maxY && maxY > other.minY
    }
}
