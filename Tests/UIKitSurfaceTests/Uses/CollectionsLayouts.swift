import Foundation
import TransitionKit

// Custom collection view layouts, attributes and invalidation contexts, written as iOS code
// writes them.

/// Attributes carrying a corner radius, as custom layouts' attributes subclasses do.
private final class CollectionsCardAttributes: UICollectionViewLayoutAttributes {
    var cornerRadius: CGFloat = 0

    // census: UICollectionViewLayoutAttributes.copy(with:)
    nonisolated override func copy(with zone: NSZone? = nil) -> Any {
        nonisolated(unsafe) let copy = super.copy(with: zone)
        MainActor.assumeIsolated { (copy as? CollectionsCardAttributes)?.cornerRadius = cornerRadius }
        return copy
    }

    // census: UICollectionViewLayoutAttributes.isEqual(_:)
    nonisolated override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CollectionsCardAttributes else { return false }
        let same = MainActor.assumeIsolated { other.cornerRadius == cornerRadius }
        return same && super.isEqual(object)
    }
}

/// An invalidation context that says whether only the offsets changed.
private final class CollectionsCardInvalidationContext: UICollectionViewLayoutInvalidationContext {
    var offsetsOnly = false
}

/// A snapping card carousel, with every layout override real layouts write.
private final class CollectionsCarouselLayout: UICollectionViewLayout {
    var cache: [UICollectionViewLayoutAttributes] = []
    var inserted: [IndexPath] = []

    override init() {
        super.init()
        // census: UICollectionViewLayout.register(_:forDecorationViewOfKind:)
        register(UICollectionReusableView.self, forDecorationViewOfKind: "shelf")
    }
    // census: UICollectionViewLayout.init(coder:)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    // census: UICollectionViewLayout.layoutAttributesClass, UICollectionViewLayout.invalidationContextClass
    override class var layoutAttributesClass: AnyClass { CollectionsCardAttributes.self }
    override class var invalidationContextClass: AnyClass { CollectionsCardInvalidationContext.self }

    // census: UICollectionViewLayout.prepare(), UICollectionViewLayout.collectionView
    override func prepare() {
        super.prepare()
        guard let collectionView, cache.isEmpty else { return }
        cache = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let attributes = CollectionsCardAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: CGFloat(item) * 300, y: 0, width: 280, height: collectionView.bounds.height)
            attributes.cornerRadius = 12
            return attributes
        }
    }
    // census: UICollectionViewLayout.collectionViewContentSize
    override var collectionViewContentSize: CGSize { CGSize(width: CGFloat(cache.count) * 300, height: collectionView?.bounds.height ?? 0) }
    // census: UICollectionViewLayout.layoutAttributesForElements(in:)
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { cache.filter { $0.frame.intersects(rect) } }
    // census: UICollectionViewLayout.layoutAttributesForItem(at:)
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { cache[indexPath.item] }
    // census: UICollectionViewLayout.layoutAttributesForSupplementaryView(ofKind:at:)
    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    // census: UICollectionViewLayout.layoutAttributesForDecorationView(ofKind:at:)
    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
    }
    // census: UICollectionViewLayout.layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)
    override func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        let attributes = super.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
        attributes.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
        return attributes
    }
    // census: UICollectionViewLayout.targetIndexPath(forInteractivelyMovingItem:withPosition:)
    override func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        super.targetIndexPath(forInteractivelyMovingItem: previousIndexPath, withPosition: position)
    }
    // census: UICollectionViewLayout.targetContentOffset(forProposedContentOffset:withScrollingVelocity:)
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        CGPoint(x: (proposedContentOffset.x / 300).rounded() * 300, y: proposedContentOffset.y)
    }
    // census: UICollectionViewLayout.targetContentOffset(forProposedContentOffset:)
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
    // census: UICollectionViewLayout.prepare(forCollectionViewUpdates:)
    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        // census: UICollectionViewUpdateItem.updateAction, UICollectionViewUpdateItem.indexPathAfterUpdate, UICollectionViewUpdateItem.Action.insert
        inserted = updateItems.filter { $0.updateAction == .insert }.compactMap(\.indexPathAfterUpdate)
        // census: UICollectionViewUpdateItem.indexPathBeforeUpdate, UICollectionViewUpdateItem.Action.delete, UICollectionViewUpdateItem.Action.reload
        let _: [IndexPath?] = updateItems.filter { $0.updateAction == .delete || $0.updateAction == .reload }.map(\.indexPathBeforeUpdate)
        // census: UICollectionViewUpdateItem.Action.move, UICollectionViewUpdateItem.Action.none
        let _: [UICollectionViewUpdateItem.Action] = [.move, .none]
    }
    // census: UICollectionViewLayout.finalizeCollectionViewUpdates()
    override func finalizeCollectionViewUpdates() { inserted = [] }
    // census: UICollectionViewLayout.initialLayoutAttributesForAppearingItem(at:)
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        if inserted.contains(itemIndexPath) { attributes?.transform = CGAffineTransform(translationX: 0, y: 100) }
        return attributes
    }
    // census: UICollectionViewLayout.finalLayoutAttributesForDisappearingItem(at:)
    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
        attributes?.alpha = 0
        return attributes
    }
    // census: UICollectionViewLayout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)
    override func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    // census: UICollectionViewLayout.initialLayoutAttributesForAppearingDecorationElement(ofKind:at:)
    override func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    // census: UICollectionViewLayout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)
    override func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    // census: UICollectionViewLayout.finalLayoutAttributesForDisappearingDecorationElement(ofKind:at:)
    override func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    // census: UICollectionViewLayout.indexPathsToInsertForSupplementaryView(ofKind:), UICollectionViewLayout.indexPathsToDeleteForSupplementaryView(ofKind:)
    override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
    override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
    // census: UICollectionViewLayout.indexPathsToInsertForDecorationView(ofKind:), UICollectionViewLayout.indexPathsToDeleteForDecorationView(ofKind:)
    override func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }
    override func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }
    // census: UICollectionViewLayout.invalidateLayout(), UICollectionViewLayout.invalidateLayout(with:)
    override func invalidateLayout() { super.invalidateLayout() }
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        // census: UICollectionViewLayoutInvalidationContext.invalidateEverything, UICollectionViewLayoutInvalidationContext.invalidateDataSourceCounts
        if context.invalidateEverything || context.invalidateDataSourceCounts { cache = [] }
        super.invalidateLayout(with: context)
    }
    // census: UICollectionViewLayout.shouldInvalidateLayout(forBoundsChange:), UICollectionViewLayout.invalidationContext(forBoundsChange:)
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        (context as? CollectionsCardInvalidationContext)?.offsetsOnly = newBounds.size == collectionView?.bounds.size
        return context
    }
    // census: UICollectionViewLayout.shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)
    override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                         withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }
    // census: UICollectionViewLayout.invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)
    override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                      withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }
    // census: UICollectionViewLayout.invalidationContext(forInteractivelyMovingItems:withTargetPosition:previousIndexPaths:previousPosition:)
    override func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
                                      previousIndexPaths: [IndexPath], previousPosition: CGPoint) -> UICollectionViewLayoutInvalidationContext {
        super.invalidationContext(forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
                                  previousIndexPaths: previousIndexPaths, previousPosition: previousPosition)
    }
    // census: UICollectionViewLayout.invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths:previousIndexPaths:movementCancelled:)
    override func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
                                                                         movementCancelled: Bool) -> UICollectionViewLayoutInvalidationContext {
        super.invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths,
                                                                     movementCancelled: movementCancelled)
    }
    // census: UICollectionViewLayout.prepare(forAnimatedBoundsChange:), UICollectionViewLayout.finalizeAnimatedBoundsChange()
    override func prepare(forAnimatedBoundsChange oldBounds: CGRect) { super.prepare(forAnimatedBoundsChange: oldBounds) }
    override func finalizeAnimatedBoundsChange() { super.finalizeAnimatedBoundsChange() }
    // census: UICollectionViewLayout.prepareForTransition(from:), UICollectionViewLayout.prepareForTransition(to:), UICollectionViewLayout.finalizeLayoutTransition()
    override func prepareForTransition(from oldLayout: UICollectionViewLayout) {}
    override func prepareForTransition(to newLayout: UICollectionViewLayout) {}
    override func finalizeLayoutTransition() {}
    // census: UICollectionViewLayout.developmentLayoutDirection, UICollectionViewLayout.flipsHorizontallyInOppositeLayoutDirection
    override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
}

/// The attributes' and contexts' own members.
@MainActor
private func useAttributesAndContexts(_ path: IndexPath) {
    // census: UICollectionViewLayout.init()
    let _ = UICollectionViewLayout()
    // census: UICollectionViewLayoutAttributes.init(forCellWith:), UICollectionViewLayoutAttributes.init(forSupplementaryViewOfKind:with:)
    let cell = UICollectionViewLayoutAttributes(forCellWith: path)
    let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: path)
    // census: UICollectionViewLayoutAttributes.init(forDecorationViewOfKind:with:), UICollectionViewLayoutAttributes.representedElementKind
    let _: String? = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "shelf", with: path).representedElementKind
    // census: UICollectionViewLayoutAttributes.indexPath, UICollectionViewLayoutAttributes.representedElementCategory
    cell.indexPath = path
    let _: UICollectionView.ElementCategory = header.representedElementCategory
    // census: UICollectionViewLayoutAttributes.frame, UICollectionViewLayoutAttributes.bounds, UICollectionViewLayoutAttributes.center, UICollectionViewLayoutAttributes.size
    cell.frame = CGRect(x: 0, y: 0, width: 10, height: 10); cell.bounds = cell.bounds; cell.center = .zero; cell.size = CGSize(width: 5, height: 5)
    // census: UICollectionViewLayoutAttributes.transform3D, UICollectionViewLayoutAttributes.transform
    cell.transform3D = CATransform3DMakeScale(2, 2, 1); cell.transform = .identity
    // census: UICollectionViewLayoutAttributes.alpha, UICollectionViewLayoutAttributes.zIndex, UICollectionViewLayoutAttributes.isHidden
    cell.alpha = 0.5; cell.zIndex = 1; cell.isHidden = false
    let context = UICollectionViewLayoutInvalidationContext()
    // census: UICollectionViewLayoutInvalidationContext.contentOffsetAdjustment, UICollectionViewLayoutInvalidationContext.contentSizeAdjustment
    context.contentOffsetAdjustment = CGPoint(x: 0, y: 10); context.contentSizeAdjustment = CGSize(width: 0, height: 10)
    // census: UICollectionViewLayoutInvalidationContext.invalidateItems(at:), UICollectionViewLayoutInvalidationContext.invalidatedItemIndexPaths
    context.invalidateItems(at: [path])
    let _: [IndexPath]? = context.invalidatedItemIndexPaths
    // census: UICollectionViewLayoutInvalidationContext.invalidateSupplementaryElements(ofKind:at:), UICollectionViewLayoutInvalidationContext.invalidatedSupplementaryIndexPaths
    context.invalidateSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader, at: [path])
    let _: [String: [IndexPath]]? = context.invalidatedSupplementaryIndexPaths
    // census: UICollectionViewLayoutInvalidationContext.invalidateDecorationElements(ofKind:at:), UICollectionViewLayoutInvalidationContext.invalidatedDecorationIndexPaths
    context.invalidateDecorationElements(ofKind: "shelf", at: [path])
    let _: [String: [IndexPath]]? = context.invalidatedDecorationIndexPaths
    // census: UICollectionViewLayoutInvalidationContext.previousIndexPathsForInteractivelyMovingItems, UICollectionViewLayoutInvalidationContext.targetIndexPathsForInteractivelyMovingItems
    let _: [IndexPath]? = context.previousIndexPathsForInteractivelyMovingItems ?? context.targetIndexPathsForInteractivelyMovingItems
    // census: UICollectionViewLayoutInvalidationContext.interactiveMovementTarget
    let _: CGPoint = context.interactiveMovementTarget
    let flowContext = UICollectionViewFlowLayoutInvalidationContext()
    // census: UICollectionViewFlowLayoutInvalidationContext.invalidateFlowLayoutDelegateMetrics, UICollectionViewFlowLayoutInvalidationContext.invalidateFlowLayoutAttributes
    flowContext.invalidateFlowLayoutDelegateMetrics = false; flowContext.invalidateFlowLayoutAttributes = true
}

/// A transition layout subclass that keeps its own animated value, and its members.
private final class CollectionsPinchTransitionLayout: UICollectionViewTransitionLayout {
    // census: UICollectionViewTransitionLayout.init(currentLayout:nextLayout:)
    override init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        super.init(currentLayout: currentLayout, nextLayout: newLayout)
    }
    // census: UICollectionViewTransitionLayout.init(coder:)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    // census: UICollectionViewTransitionLayout.transitionProgress
    override var transitionProgress: CGFloat { didSet { updateValue(transitionProgress * 2, forAnimatedKey: "scale") } }
}

@MainActor
private func useTransitionLayout(_ from: UICollectionViewLayout, _ to: UICollectionViewLayout) {
    let transition = CollectionsPinchTransitionLayout(currentLayout: from, nextLayout: to)
    // census: UICollectionViewTransitionLayout.currentLayout, UICollectionViewTransitionLayout.nextLayout
    let _: UICollectionViewLayout = transition.currentLayout, _: UICollectionViewLayout = transition.nextLayout
    // census: UICollectionViewTransitionLayout.updateValue(_:forAnimatedKey:), UICollectionViewTransitionLayout.value(forAnimatedKey:)
    transition.updateValue(1, forAnimatedKey: "scale")
    let _: CGFloat = transition.value(forAnimatedKey: "scale")
}

/// A flow layout configured and subclassed as apps do.
private final class CollectionsColumnsLayout: UICollectionViewFlowLayout {
    override func prepare() {
        super.prepare()
        // census: UICollectionViewFlowLayout.itemSize, UICollectionViewFlowLayout.estimatedItemSize, UICollectionViewFlowLayout.automaticSize
        itemSize = CGSize(width: 100, height: 100); estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        // census: UICollectionViewFlowLayout.scrollDirection, UICollectionViewFlowLayout.minimumLineSpacing, UICollectionViewFlowLayout.minimumInteritemSpacing
        scrollDirection = .vertical; minimumLineSpacing = 8; minimumInteritemSpacing = 8
        // census: UICollectionViewFlowLayout.sectionInset, UICollectionViewFlowLayout.sectionInsetReference, UICollectionViewFlowLayout.SectionInsetReference.fromSafeArea
        sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8); sectionInsetReference = .fromSafeArea
        // census: UICollectionViewFlowLayout.SectionInsetReference.fromContentInset, UICollectionViewFlowLayout.SectionInsetReference.fromLayoutMargins
        let _: [UICollectionViewFlowLayout.SectionInsetReference] = [.fromContentInset, .fromLayoutMargins]
        // census: UICollectionViewFlowLayout.headerReferenceSize, UICollectionViewFlowLayout.footerReferenceSize
        headerReferenceSize = CGSize(width: 0, height: 44); footerReferenceSize = .zero
        // census: UICollectionViewFlowLayout.sectionHeadersPinToVisibleBounds, UICollectionViewFlowLayout.sectionFootersPinToVisibleBounds
        sectionHeadersPinToVisibleBounds = true; sectionFootersPinToVisibleBounds = false
    }
}

/// A flow layout delegate implementing every requirement.
private final class CollectionsFlowDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    // census: UICollectionViewDelegateFlowLayout.collectionView(_:layout:sizeForItemAt:)
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: collectionView.bounds.width / 3, height: 100)
    }
    // census: UICollectionViewDelegateFlowLayout.collectionView(_:layout:insetForSectionAt:)
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets { .zero }
    // census: UICollectionViewDelegateFlowLayout.collectionView(_:layout:minimumLineSpacingForSectionAt:)
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat { 0 }
    // census: UICollectionViewDelegateFlowLayout.collectionView(_:layout:minimumInteritemSpacingForSectionAt:)
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat { 0 }
    // census: UICollectionViewDelegateFlowLayout.collectionView(_:layout:referenceSizeForHeaderInSection:)
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize { .zero }
    // census: UICollectionViewDelegateFlowLayout.collectionView(_:layout:referenceSizeForFooterInSection:)
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize { .zero }
}
