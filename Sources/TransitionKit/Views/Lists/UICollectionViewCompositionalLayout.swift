import Foundation

/// The space a compositional section is laid out in.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
    /// The container's size (the collection view's bounds size).
    var contentSize: CGSize { get }
    /// The size inside the content insets.
    var effectiveContentSize: CGSize { get }
    /// The container's insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider is told about where the section goes.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
    /// The container.
    var container: NSCollectionLayoutContainer { get }
}

/// The container and environment a compositional layout hands its section provider.
@MainActor
struct CompositionalContainer: NSCollectionLayoutContainer, NSCollectionLayoutEnvironment {
    let contentSize: CGSize
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var container: NSCollectionLayoutContainer { self }
}

/// A layout built from items, groups and sections, as in UIKit (vertical scrolling).
///
/// Each section repeats its group down the collection view, `interGroupSpacing` apart, inside
/// the section's `contentInsets`; a group places its subitems (or `count` equal copies) along
/// its axis with `interItemSpacing`; fractional dimensions are fractions of the enclosing
/// group, or of the section's area (the width inside its insets and the collection view's
/// height) for groups; an item's `contentInsets` shrink its cell inside its slot. An estimated
/// item height is the estimate until the cell is shown, then the height its constraints fit
/// at the item's width; a group with an estimated height takes the height its items need.
/// Estimated widths are used as they are. A section with an `orthogonalScrollingBehavior`
/// puts its groups side by side in a band that scrolls horizontally (the items' attributes are
/// at the band's scroll offset zero); boundary supplementary items go above and below the groups.
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1/3), heightDimension: .fractionalHeight(1)))
/// let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1),
///     heightDimension: .fractionalWidth(1/3)), subitems: [item])
/// let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
/// ```
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Gives the section at an index, for the environment.
    public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let sectionProvider: SectionProvider
    var itemAttributes: [[UICollectionViewLayoutAttributes]] = []
    /// The sections' visible-items handlers, by section index, and the environment they get.
    private var visibleItemsHandlers: [Int: NSCollectionLayoutSectionVisibleItemsInvalidationHandler] = [:]
    private var environment: CompositionalContainer?
    var supplementaryAttributes: [UICollectionViewLayoutAttributes] = []
    /// The headers pinned to the visible top (`pinToVisibleBounds`): their index in
    /// `supplementaryAttributes` and the bottom of their section's groups.
    var pinnedHeaders: [(index: Int, sectionBottom: CGFloat)] = []
    /// The sideways-scrolling sections, by section index.
    var orthogonalSections: [Int: OrthogonalSectionLayout] = [:]
    private var contentSize: CGSize = .zero

    /// A layout whose every section is `section`.
    public init(section: NSCollectionLayoutSection) {
        sectionProvider = { _, _ in section }
        super.init()
    }

    /// A layout asking `sectionProvider` for each section (nil: an empty section).
    public init(sectionProvider: @escaping SectionProvider) {
        self.sectionProvider = sectionProvider
        super.init()
    }

    /// Layouts are not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The size computed by `prepare()`.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// Places every item and boundary supplementary item of every section.
    open override func prepare() {
        super.prepare()
        itemAttributes = []; supplementaryAttributes = []; orthogonalSections = [:]; pinnedHeaders = []; contentSize = .zero
        visibleItemsHandlers = [:]
        guard let collectionView else { return }
        let bounds = collectionView.bounds.size
        let environment = CompositionalContainer(contentSize: bounds)
        self.environment = environment
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            guard let layoutSection = sectionProvider(section, environment) else { itemAttributes.append([]); continue }
            if let handler = layoutSection.visibleItemsInvalidationHandler { visibleItemsHandlers[section] = handler }
            let insets = layoutSection.contentInsets
            let area = CGSize(width: max(0, bounds.width - insets.leading - insets.trailing), height: bounds.height)
            y = placeBoundaryItems(of: layoutSection, top: true, section: section, at: y, area: area)
            y += insets.top
            let count = collectionView.numberOfItems(inSection: section)
            let placed = layoutSection.orthogonalScrollingBehavior == .none
                ? placeGroupsDown(layoutSection, section: section, count: count, top: y, area: area)
                : placeGroupsAcross(layoutSection, section: section, count: count, top: y, area: area, width: bounds.width)
            itemAttributes.append(placed.attributes)
            y = placed.bottom + insets.bottom
            for (index, attributes) in supplementaryAttributes.enumerated() where attributes.indexPath.section == section
                && layoutSection.boundarySupplementaryItems.contains(where: { $0.pinToVisibleBounds && $0.isAtTop && $0.elementKind == attributes.representedElementKind }) {
                pinnedHeaders.append((index, y))
            }
            y = placeBoundaryItems(of: layoutSection, top: false, section: section, at: y, area: area)
        }
        contentSize = CGSize(width: bounds.width, height: y)
    }

    /// Stacks the section's groups down from `top`; returns the items and the last group's bottom.
    private func placeGroupsDown(_ layoutSection: NSCollectionLayoutSection, section: Int, count: Int, top: CGFloat, area: CGSize)
        -> (attributes: [UICollectionViewLayoutAttributes], bottom: CGFloat)
    {
        let groupSize = layoutSection.group.layoutSize.resolved(in: area)
        var attributes: [UICollectionViewLayoutAttributes] = []
        var y = top, placed = 0
        while placed < count, groupSize.height > 0 || groupSize.width > 0 {
            let slot = CGRect(origin: CGPoint(x: layoutSection.contentInsets.leading, y: y), size: groupSize)
            let pass = placeGroup(layoutSection.group, in: slot, section: section, firstItem: placed, count: count)
            guard !pass.attributes.isEmpty else { break }
            attributes += pass.attributes
            placed += pass.attributes.count
            y += pass.height + (placed < count ? layoutSection.interGroupSpacing : 0)
        }
        return (attributes, y)
    }

    /// Lines the section's groups up from its leading inset in one sideways-scrolling band.
    private func placeGroupsAcross(_ layoutSection: NSCollectionLayoutSection, section: Int, count: Int, top: CGFloat,
                                   area: CGSize, width: CGFloat) -> (attributes: [UICollectionViewLayoutAttributes], bottom: CGFloat) {
        let groupSize = layoutSection.group.layoutSize.resolved(in: area)
        var attributes: [UICollectionViewLayoutAttributes] = []
        var x = layoutSection.contentInsets.leading, placed = 0, height: CGFloat = 0
        while placed < count, groupSize.width > 0 {
            let slot = CGRect(origin: CGPoint(x: x, y: top), size: groupSize)
            let pass = placeGroup(layoutSection.group, in: slot, section: section, firstItem: placed, count: count)
            guard !pass.attributes.isEmpty else { break }
            attributes += pass.attributes
            placed += pass.attributes.count
            height = max(height, pass.height)
            x += groupSize.width + (placed < count ? layoutSection.interGroupSpacing : 0)
        }
        let insets = layoutSection.contentInsets
        orthogonalSections[section] = OrthogonalSectionLayout(
            band: CGRect(x: 0, y: top - insets.top, width: width, height: height + insets.top + insets.bottom),
            contentWidth: x + insets.trailing, behavior: layoutSection.orthogonalScrollingBehavior,
            leadingInset: insets.leading, groupWidth: groupSize.width, groupStride: groupSize.width + layoutSection.interGroupSpacing)
        return (attributes, top + height)
    }

    /// One pass of `group` at `slot`: the attributes of the items it places (from `firstItem`,
    /// at most up to `count`) and the group's height.
    private func placeGroup(_ group: NSCollectionLayoutGroup, in slot: CGRect, section: Int, firstItem: Int, count: Int)
        -> (attributes: [UICollectionViewLayoutAttributes], height: CGFloat)
    {
        var leaves = Array(group.leaves(in: slot).prefix(count - firstItem))
        let height = applyMeasuredHeights(to: &leaves, firstItem: IndexPath(item: firstItem, section: section), group: group, slot: slot)
        let attributes = leaves.enumerated().map { index, leaf in
            let item = makeAttributes(forCellWith: IndexPath(item: firstItem + index, section: section))
            item.frame = leaf.frame
            item.sizesHeightToFit = leaf.item.layoutSize.heightDimension.isEstimated
            return item
        }
        return (attributes, height)
    }

    /// Places the section's top (or bottom) boundary items from `y` down; returns the y after them.
    private func placeBoundaryItems(of layoutSection: NSCollectionLayoutSection, top: Bool, section: Int, at y: CGFloat, area: CGSize) -> CGFloat {
        var y = y
        for item in layoutSection.boundarySupplementaryItems where item.isAtTop == top {
            let size = item.layoutSize.resolved(in: area)
            let attributes = makeAttributes(
                    forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: section))
            attributes.frame = item.inset(CGRect(x: layoutSection.contentInsets.leading + item.offset.x, y: y + item.offset.y,
                                                 width: size.width, height: size.height))
            attributes.zIndex = 1
            supplementaryAttributes.append(attributes)
            y += size.height
        }
        return y
    }

    /// Gives the leaves with estimated heights their cells' measured heights (in a vertical
    /// group the leaves below move by the change) and returns the group's height: its own, or
    /// for an estimated group height the height its items need.
    private func applyMeasuredHeights(to leaves: inout [CompositionalLeaf], firstItem: IndexPath,
                                      group: NSCollectionLayoutGroup, slot: CGRect) -> CGFloat {
        var shift: CGFloat = 0
        for index in leaves.indices {
            leaves[index].frame.origin.y += shift
            guard leaves[index].item.layoutSize.heightDimension.isEstimated,
                  let measured = measuredItemSizes[IndexPath(item: firstItem.item + index, section: firstItem.section)] else { continue }
            let change = measured.height - leaves[index].frame.height
            leaves[index].frame.size.height = measured.height
            if !group.isHorizontal { shift += change }
        }
        guard group.layoutSize.heightDimension.isEstimated else { return slot.height }
        let bottom = leaves.map { $0.frame.maxY + $0.item.contentInsets.bottom }.max() ?? slot.maxY
        return max(0, bottom + group.contentInsets.bottom - slot.minY)
    }

    /// True when a self-sizing cell's preferred size differs from the layout's.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        preferredAttributes.size != originalAttributes.size
    }

    /// The items and supplementary views meeting `rect`; an item of a sideways-scrolling section
    /// counts where its band's current scroll offset shows it.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        prepareIfNeeded()
        var result: [UICollectionViewLayoutAttributes] = []
        for (section, attributes) in itemAttributes.enumerated() {
            var visible: [UICollectionViewLayoutAttributes], scrollOffset: CGPoint
            if let band = orthogonalSections[section] {
                guard band.band.meetsInterior(of: rect) else { continue }
                let offset = collectionView?.orthogonalOffset(ofSection: section) ?? 0
                visible = attributes.filter { $0.frame.offsetBy(dx: -offset, dy: 0).meetsInterior(of: rect) }
                scrollOffset = CGPoint(x: offset, y: 0)
            } else {
                visible = attributes.filter { $0.frame.meetsInterior(of: rect) }
                scrollOffset = collectionView?.contentOffset ?? .zero
            }
            if let handler = visibleItemsHandlers[section], let environment, !visible.isEmpty {
                visible = visible.map { $0.typedCopy() }
                handler(visible.map(CompositionalVisibleItem.init), scrollOffset, environment)
            }
            result += visible
        }
        return result + placedSupplementaries().filter { $0.frame.meetsInterior(of: rect) }
    }

    /// The supplementary attributes with pinned headers where the visible top puts them: at
    /// the top edge (inside the content inset) while their section passes under it, pushed up
    /// by the section's end, never above their own place.
    private func placedSupplementaries() -> [UICollectionViewLayoutAttributes] {
        guard !pinnedHeaders.isEmpty, let collectionView else { return supplementaryAttributes }
        var result = supplementaryAttributes
        let top = collectionView.bounds.minY + collectionView.adjustedContentInset.top
        for (index, sectionBottom) in pinnedHeaders {
            let pinned = result[index].typedCopy()
            pinned.frame.origin.y = max(result[index].frame.minY, min(top, sectionBottom - pinned.frame.height))
            pinned.zIndex = 2
            result[index] = pinned
        }
        return result
    }

    /// The item's attributes, or nil if it does not exist.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        guard itemAttributes.indices.contains(indexPath.section),
              itemAttributes[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return itemAttributes[indexPath.section][indexPath.item]
    }

    /// The boundary supplementary item's attributes, or nil.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        prepareIfNeeded()
        return placedSupplementaries().first { $0.representedElementKind == elementKind && $0.indexPath.section == indexPath.section }
    }

    /// The sideways-scrolling band of `section`, if it scrolls sideways.
    override func orthogonalLayout(ofSection section: Int) -> OrthogonalSectionLayout? {
        prepareIfNeeded()
        return orthogonalSections[section]
    }
}

/// Where a sideways-scrolling compositional section's band is and how it comes to rest.
struct OrthogonalSectionLayout {
    /// The band in the collection view's content coordinates (the section's groups and insets).
    var band: CGRect
    /// The width of the band's content (groups and leading and trailing insets).
    var contentWidth: CGFloat
    var behavior: NSCollectionLayoutSection.OrthogonalScrollingBehavior
    var leadingInset: CGFloat
    var groupWidth: CGFloat
    /// A group's width and the space after it.
    var groupStride: CGFloat
}
