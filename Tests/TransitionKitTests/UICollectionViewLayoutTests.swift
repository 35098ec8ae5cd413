import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// Attributes with a tint, as custom attributes subclasses carry.
private final class TintedAttributes: UICollectionViewLayoutAttributes {
    var tint = 0
    nonisolated override func copy(with zone: NSZone? = nil) -> Any {
        nonisolated(unsafe) let copy = super.copy(with: zone)
        MainActor.assumeIsolated { (copy as? TintedAttributes)?.tint = tint }
        return copy
    }
    nonisolated override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? TintedAttributes else { return false }
        return MainActor.assumeIsolated { other.tint == tint } && super.isEqual(object)
    }
}

/// A cell that keeps the tint its attributes carry.
private final class TintedCell: UICollectionViewCell {
    var appliedTint: Int?
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        appliedTint = (layoutAttributes as? TintedAttributes)?.tint
    }
}

private final class TintedContext: UICollectionViewLayoutInvalidationContext {}

/// A flow layout with tinted attributes that records what it is told.
private final class RecordingLayout: UICollectionViewFlowLayout {
    var contexts: [UICollectionViewLayoutInvalidationContext] = []
    var updates: [String] = []
    var log: [String] = []
    override class var layoutAttributesClass: AnyClass { TintedAttributes.self }
    override class var invalidationContextClass: AnyClass { TintedContext.self }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let elements = super.layoutAttributesForElements(in: rect)
        for case let tinted as TintedAttributes in elements ?? [] { tinted.tint = tinted.indexPath.item * 10 }
        return elements
    }
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
    }
    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        updates = updateItems.map { "\($0.updateAction) \($0.indexPathBeforeUpdate.map { "\($0.section).\($0.item)" } ?? "-") \($0.indexPathAfterUpdate.map { "\($0.section).\($0.item)" } ?? "-")" }
    }
    override func finalizeCollectionViewUpdates() { log.append("finalizeCollectionViewUpdates") }
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        attributes?.transform = CGAffineTransform(translationX: 0, y: 200)
        return attributes
    }
    override func prepare(forAnimatedBoundsChange oldBounds: CGRect) { log.append("prepare(forAnimatedBoundsChange: \(Int(oldBounds.width)))") }
    override func finalizeAnimatedBoundsChange() { log.append("finalizeAnimatedBoundsChange") }
}

/// A layout with one decoration view behind each 100 pt row of items.
private final class ShelfLayout: UICollectionViewFlowLayout {
    final class Shelf: UICollectionReusableView {}
    override init() {
        super.init()
        itemSize = CGSize(width: 100, height: 100)
        register(Shelf.self, forDecorationViewOfKind: "shelf")
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let shelves = (0..<3).map { layoutAttributesForDecorationView(ofKind: "shelf", at: IndexPath(item: $0, section: 0))! }
        return (super.layoutAttributesForElements(in: rect) ?? []) + shelves.filter { $0.frame.intersects(rect) }
    }
    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
        attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 110 + 90, width: 400, height: 10)
        attributes.zIndex = -1
        return attributes
    }
}

/// A horizontal carousel that snaps to 300 pt pages.
private final class SnappingLayout: UICollectionViewFlowLayout {
    var velocities: [CGPoint] = []
    override init() {
        super.init()
        scrollDirection = .horizontal
        itemSize = CGSize(width: 290, height: 200)
        minimumLineSpacing = 10
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        velocities.append(velocity)
        return CGPoint(x: (proposedContentOffset.x / 300).rounded() * 300, y: proposedContentOffset.y)
    }
}

@Suite("UICollectionViewLayout: attributes classes, invalidation contexts, updates, decorations, snapping")
@MainActor
struct UICollectionViewLayoutTests {
    private func makeRecordingGrid(items: Int = 6) -> (UIWindow, AnimationClock, UICollectionView, GridModel, RecordingLayout) {
        let layout = RecordingLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let model = GridModel(items: items)
        let (window, clock, grid) = makeGrid(model, layout: layout, cellClass: TintedCell.self)
        return (window, clock, grid, model, layout)
    }

    @Test("The flow layout makes attributes of layoutAttributesClass; copies keep the subclass and its values; equality compares them")
    func attributesClass() throws {
        let (window, _, grid, _, _) = makeRecordingGrid()
        defer { withExtendedLifetime(window) {} }
        let attributes = try #require(grid.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)) as? TintedAttributes)
        #expect((grid.cellForItem(at: IndexPath(item: 2, section: 0)) as? TintedCell)?.appliedTint == 20)
        let copy = try #require(attributes.copy() as? TintedAttributes)
        #expect(copy !== attributes && copy.tint == attributes.tint && copy.frame == attributes.frame && copy.isEqual(attributes))
        copy.tint = 99
        #expect(!copy.isEqual(attributes))
        copy.tint = attributes.tint
        copy.alpha = 0.5
        #expect(!copy.isEqual(attributes), "the base properties count too")
        copy.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(copy.transform3D.m11 == 2 && copy.transform.a == 2)
    }

    @Test("Invalidation goes through invalidateLayout(with:) with contexts of invalidationContextClass")
    func invalidationContexts() {
        let (window, _, grid, _, layout) = makeRecordingGrid()
        defer { withExtendedLifetime(window) {} }
        layout.contexts = []
        layout.invalidateLayout()
        #expect(layout.contexts.count == 1 && layout.contexts[0] is TintedContext && layout.contexts[0].invalidateEverything)
        #expect(!layout.contexts[0].invalidateDataSourceCounts)
        grid.reloadData()
        #expect(layout.contexts.last?.invalidateDataSourceCounts == true)
        grid.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        #expect(layout.contexts.last.map { !$0.invalidateEverything && $0 is TintedContext } == true, "a bounds change's context")
        let adjust = UICollectionViewLayoutInvalidationContext()
        adjust.contentOffsetAdjustment = CGPoint(x: 0, y: 40)
        adjust.invalidateItems(at: [IndexPath(item: 1, section: 0)])
        layout.invalidateLayout(with: adjust)
        #expect(grid.contentOffset.y == 40 && adjust.invalidatedItemIndexPaths == [IndexPath(item: 1, section: 0)])
        #expect(ObjectIdentifier(UICollectionViewFlowLayout.invalidationContextClass) == ObjectIdentifier(UICollectionViewFlowLayoutInvalidationContext.self))
    }

    @Test("A batch update hands the layout its update items, then uses its appearing attributes")
    func updateItems() throws {
        let (window, clock, grid, model, layout) = makeRecordingGrid(items: 3)
        defer { withExtendedLifetime(window) {} }
        model.sections = [["0", "9", "1", "2"]]
        grid.performBatchUpdates({
            grid.insertItems(at: [IndexPath(item: 1, section: 0)])
            grid.reloadItems(at: [IndexPath(item: 0, section: 0)])
        })
        #expect(layout.updates == ["insert - 0.1", "reload 0.0 0.0"])
        #expect(layout.log == ["finalizeCollectionViewUpdates"])
        let inserted = try #require(grid.visibleCells.first { $0.tag == 9 })
        clock.advance(by: 0.15)
        let midway = try #require(inserted.layer.presentation())
        #expect(midway.affineTransform().ty > 0 && midway.affineTransform().ty < 200, "it rises from 200 pt below")
        clock.advance(by: 0.2)
        #expect(inserted.transform == .identity)
    }

    @Test("A size change inside an animation brackets the new layout with prepare/finalize(forAnimatedBoundsChange:)")
    func animatedBoundsChange() {
        let (window, _, grid, _, layout) = makeRecordingGrid()
        defer { withExtendedLifetime(window) {} }
        UIView.animate(withDuration: 0.3) {
            grid.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
            grid.layoutIfNeeded()
        }
        #expect(layout.log == ["prepare(forAnimatedBoundsChange: 400)", "finalizeAnimatedBoundsChange"])
        grid.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        grid.layoutIfNeeded()
        #expect(layout.log.count == 2, "not outside an animation")
    }

    @Test("Decoration views of the registered class show behind the items, and are recycled as they scroll off")
    func decorationViews() throws {
        let model = GridModel(items: 9)
        let (window, _, grid) = makeGrid(model, layout: ShelfLayout())
        defer { withExtendedLifetime(window) {} }
        let shelves = grid.subviews.compactMap { $0 as? ShelfLayout.Shelf }
        #expect(shelves.map(\.frame.minY).sorted() == [90, 200], "the shelf at 310 is below the 300 pt view")
        let firstCell = try #require(grid.cellForItem(at: IndexPath(item: 0, section: 0)))
        let shelf = try #require(shelves.first { $0.frame.minY == 90 })
        #expect(grid.subviews.firstIndex(of: shelf)! < grid.subviews.firstIndex(of: firstCell)!, "behind the items")
        grid.contentOffset = CGPoint(x: 0, y: 120)
        grid.layoutIfNeeded()
        let scrolled = grid.subviews.compactMap { $0 as? ShelfLayout.Shelf }
        #expect(scrolled.count == 2 && scrolled.map(\.frame.minY).sorted() == [200, 310], "the top shelf's view was reused for the next")
    }

    @Test("A flick asks the layout for the resting offset first, with the velocity in points per second")
    func snapping() {
        let layout = SnappingLayout()
        let model = GridModel(items: 10)
        let (window, clock, grid) = makeGrid(model, layout: layout)
        defer { withExtendedLifetime(window) {} }
        window.send(.mouseDown(CGPoint(x: 300, y: 100)))
        for step in 1...5 {
            clock.advance(by: 1.0 / 60)
            window.send(.mouseMove(CGPoint(x: 300 - CGFloat(step) * 20, y: 100)))
        }
        window.send(.mouseUp(CGPoint(x: 200, y: 100)))
        clock.advance(by: 8)
        #expect(layout.velocities.count == 1 && (layout.velocities.first?.x ?? 0) > 100, "\(layout.velocities)")
        let page = (grid.contentOffset.x / 300).rounded()
        #expect(page > 0 && abs(grid.contentOffset.x - page * 300) < 0.5, "rests on a page: \(grid.contentOffset)")
    }

    @Test("Flow headers pin to the visible top while their section passes; insets can be measured from the layout margins")
    func flowPinningAndInsetReference() throws {
        let layout = makeFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.sectionHeadersPinToVisibleBounds = true
        let model = GridModel([["0", "1", "2", "3", "4", "5"], ["6", "7", "8"]])
        let (window, _, grid) = makeGrid(model, layout: layout)
        defer { withExtendedLifetime(window) {} }
        let kind = UICollectionView.elementKindSectionHeader
        // Section 0: header 0-40, rows 40-140, 150-250; section 1 header at 250.
        grid.contentOffset = CGPoint(x: 0, y: 100)
        grid.layoutIfNeeded()
        #expect(grid.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))?.frame.minY == 100)
        grid.contentOffset = CGPoint(x: 0, y: 230)
        grid.layoutIfNeeded()
        #expect(grid.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: 0))?.frame.minY == 210,
                "pushed up by the end of its section")
        #expect(grid.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: 1))?.frame.minY == 250)

        layout.sectionHeadersPinToVisibleBounds = false
        grid.layoutMargins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
        layout.sectionInsetReference = .fromLayoutMargins
        grid.contentOffset = .zero
        grid.layoutIfNeeded()
        let first = try #require(grid.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        let third = try #require(grid.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
        #expect(first.frame.minX == 30 && third.frame.maxX == 370)
    }
}
