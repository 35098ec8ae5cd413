import Foundation

/// Computes where a collection view's items, supplementary and decoration views go (subclass
/// it, or use `UICollectionViewFlowLayout` or `UICollectionViewCompositionalLayout`).
///
/// The collection view calls `prepare()` after the layout is invalidated, then asks for
/// `collectionViewContentSize` and `layoutAttributesForElements(in:)`. Every member a custom
/// layout overrides on iOS is open here with UIKit's signature; the class members
/// (`layoutAttributesClass`, `invalidationContextClass`) name the subclasses of attributes and
/// invalidation contexts the collection view and the built-in layouts make.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout.
    public internal(set) weak var collectionView: UICollectionView?
    var needsPrepare = true
    /// The sizes self-sizing cells asked for (`preferredLayoutAttributesFitting`), by index
    /// path; kept until the data or the collection view's size changes.
    var measuredItemSizes: [IndexPath: CGSize] = [:]
    /// The decoration view classes, by kind.
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]
    /// Whether an animated bounds change waits for `finalizeAnimatedBoundsChange()`.
    var finalizesAnimatedBoundsChange = false

    /// Creates a layout.
    public override init() { super.init() }

    /// Layouts are not archived on Linux; returns nil. It exists so subclasses are written as on
    /// iOS: one that declares `init()` also writes `required init?(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    // MARK: Classes

    /// The class of the attributes the built-in layouts make (`UICollectionViewLayoutAttributes`;
    /// override to return a subclass).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The class of the invalidation contexts the collection view makes for this layout
    /// (`UICollectionViewLayoutInvalidationContext`; override to return a subclass).
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    // MARK: Layout

    /// Computes the layout (called before the collection view asks for attributes). The default does nothing.
    open func prepare() {}

    /// The size of the whole content (zero by default).
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element meeting `rect` (none by default).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath` (nil by default).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath` (nil by default).
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath` (nil by default).
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }

    /// The content offset to use after an animated update or layout change, given the one
    /// proposed (the current offset, clamped to the new content). The default returns it.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where a scroll the user flicks should stop, given where it would (`proposedContentOffset`)
    /// and the velocity at release in points per second: asked before the scroll view's
    /// delegate, so a layout can snap to its items. The default returns the proposal.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Registers `viewClass` (a `UICollectionReusableView` subclass) for the decoration views of
    /// `elementKind` (nil removes it); an unregistered kind shows plain reusable views.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass as? UICollectionReusableView.Type
    }

    /// The language direction the layout was written for (left to right; this package lays out
    /// left to right only).
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Whether the layout is mirrored in right-to-left languages (false here by default, where
    /// UIKit's is true: everything is laid out left to right on Linux).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    // MARK: Invalidation

    /// Marks the whole layout as needing `prepare()` (an invalidation context with
    /// `invalidateEverything`, through `invalidateLayout(with:)`).
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Marks what `context` names as invalid; the default needs a new `prepare()`, applies the
    /// context's content offset adjustment and lays the collection view out again. Overrides
    /// call super.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        guard let collectionView else { return }
        if context.contentOffsetAdjustment != .zero {
            let offset = collectionView.contentOffset
            collectionView.contentOffset = CGPoint(x: offset.x + context.contentOffsetAdjustment.x,
                                                   y: offset.y + context.contentOffsetAdjustment.y)
        }
        collectionView.setNeedsLayout()
    }

    /// Whether a bounds change needs a new layout (true when the size changed).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != (collectionView?.bounds.size ?? newBounds.size)
    }

    /// The context a bounds change invalidates the layout with (a new one of
    /// `invalidationContextClass`).
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Whether a self-sizing cell's `preferredAttributes` need a new layout (false by default;
    /// the flow and compositional layouts answer true when the size differs).
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }

    /// The context a self-sizing element invalidates the layout with: the element invalidated,
    /// and the content size adjusted by its change in size.
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        switch originalAttributes.representedElementCategory {
        case .cell: context.invalidateItems(at: [originalAttributes.indexPath])
        case .supplementaryView:
            context.invalidateSupplementaryElements(ofKind: originalAttributes.representedElementKind ?? "", at: [originalAttributes.indexPath])
        case .decorationView:
            context.invalidateDecorationElements(ofKind: originalAttributes.representedElementKind ?? "", at: [originalAttributes.indexPath])
        }
        context.contentSizeAdjustment = CGSize(width: preferredAttributes.size.width - originalAttributes.size.width,
                                               height: preferredAttributes.size.height - originalAttributes.size.height)
        return context
    }

    /// The context an interactive movement step invalidates the layout with: where the items
    /// go, where they were, and the position.
    open func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
                                  previousIndexPaths: [IndexPath], previousPosition: CGPoint) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.movingItems = (previous: previousIndexPaths, target: targetIndexPaths, position: targetPosition)
        return context
    }

    /// The context the end of an interactive movement invalidates the layout with.
    open func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [IndexPath],
                                                                     previousIndexPaths: [IndexPath],
                                                                     movementCancelled: Bool) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.movingItems = (previous: previousIndexPaths, target: indexPaths, position: .zero)
        return context
    }

    // MARK: Updates

    /// The collection view is about to apply `updateItems` (inserts, deletes, reloads, moves;
    /// sections have `NSNotFound` as their item), after `prepare()` and before it asks for the
    /// appearing and disappearing attributes. Does nothing by default.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// The update's animations are set up. Does nothing by default.
    open func finalizeCollectionViewUpdates() {}

    /// Supplementary views of `elementKind` the update adds, beyond those of inserted sections (none by default).
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Decoration views of `elementKind` the update adds (none by default).
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Supplementary views of `elementKind` the update removes, beyond those of deleted sections (none by default).
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Decoration views of `elementKind` the update removes (none by default).
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Where an inserted item starts: its final attributes, transparent (it fades in).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        faded(layoutAttributesForItem(at: itemIndexPath))
    }

    /// Where an appearing supplementary view starts: its final attributes, transparent.
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        faded(layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath))
    }

    /// Where an appearing decoration view starts: its final attributes, transparent.
    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        faded(layoutAttributesForDecorationView(ofKind: elementKind, at: decorationIndexPath))
    }

    /// Where a deleted item ends (nil: in place, transparent, fading out).
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a disappearing supplementary view ends (nil: in place, fading out).
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }

    /// Where a disappearing decoration view ends (nil: in place, fading out).
    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }

    /// The collection view's size is changing inside an animation, from `oldBounds`; called
    /// before the new layout is computed. Does nothing by default.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// The animated bounds change is laid out. Does nothing by default.
    open func finalizeAnimatedBoundsChange() {}

    // MARK: Interactive movement

    /// The index path an item being moved interactively would take at `position` (collection
    /// view coordinates): the item under the position, or `previousIndexPath` when there is none.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        collectionView?.indexPathForItem(at: position) ?? previousIndexPath
    }

    /// The attributes of an item being moved interactively: its own, centred on
    /// `position`, above every other element.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath,
                                                         withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        let attributes = layoutAttributesForItem(at: indexPath)?.typedCopy() ?? makeAttributes(forCellWith: indexPath)
        attributes.center = position
        attributes.zIndex = Int.max
        return attributes
    }

    // MARK: Layout changes

    /// The layout is about to be installed in place of `oldLayout` (a layout change or
    /// transition). Does nothing by default.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// The layout is about to be replaced by `newLayout`. Does nothing by default.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// The layout change is about to animate: a last chance to adjust. Does nothing by default.
    open func finalizeLayoutTransition() {}

    // MARK: Helpers

    /// Invalidates everything, counts included (a reload or an update).
    func invalidateForNewData() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        invalidateLayout(with: context)
    }

    /// A new invalidation context of `invalidationContextClass`.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let type = (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type) ?? UICollectionViewLayoutInvalidationContext.self
        return type.init()
    }

    /// New attributes of `layoutAttributesClass` for the cell at `indexPath`.
    func makeAttributes(forCellWith indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = attributesType.init()
        attributes.indexPath = indexPath
        return attributes
    }

    /// New attributes of `layoutAttributesClass` for a supplementary view.
    func makeAttributes(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes(forCellWith: indexPath)
        attributes.representedElementCategory = .supplementaryView
        attributes.representedElementKind = kind
        return attributes
    }

    /// New attributes of `layoutAttributesClass` for a decoration view.
    func makeAttributes(forDecorationViewOfKind kind: String, with indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes(forCellWith: indexPath)
        attributes.representedElementCategory = .decorationView
        attributes.representedElementKind = kind
        return attributes
    }

    private var attributesType: UICollectionViewLayoutAttributes.Type {
        (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
    }

    private func faded(_ attributes: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        let copy = attributes?.typedCopy()
        copy?.alpha = 0
        return copy
    }

    /// The sideways-scrolling band of `section` (only compositional sections have one).
    func orthogonalLayout(ofSection section: Int) -> OrthogonalSectionLayout? { nil }

    /// Whether the element lives in its section's sideways-scrolling band and scrolls with it.
    func movesWithOrthogonalBand(_ attributes: UICollectionViewLayoutAttributes) -> Bool { false }

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
