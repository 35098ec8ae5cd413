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
/// Estimated widths are used as they are; boundary supplementary items and orthogonal
/// scrolling are not laid out yet.
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
    private var itemAttributes: [[UICollectionViewLayoutAttributes]] = []
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

    /// The size computed by `prepare()`.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// Places every item of every section.
    open override func prepare() {
        super.prepare()
        itemAttributes = []; contentSize = .zero
        guard let collectionView else { return }
        let bounds = collectionView.bounds.size
        let environment = CompositionalContainer(contentSize: bounds)
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            var attributes: [UICollectionViewLayoutAttributes] = []
            guard let layoutSection = sectionProvider(section, environment) else { itemAttributes.append([]); continue }
            let insets = layoutSection.contentInsets
            let area = CGSize(width: max(0, bounds.width - insets.leading - insets.trailing), height: bounds.height)
            let groupSize = layoutSection.group.layoutSize.resolved(in: area)
            y += insets.top
            var placed = 0
            while placed < count, groupSize.height > 0 || groupSize.width > 0 {
                let slot = CGRect(origin: CGPoint(x: insets.leading, y: y), size: groupSize)
                var leaves = Array(layoutSection.group.leaves(in: slot).prefix(count - placed))
                guard !leaves.isEmpty else { break }
                let height = applyMeasuredHeights(to: &leaves, firstItem: IndexPath(item: placed, section: section),
                                                  group: layoutSection.group, slot: slot)
                for leaf in leaves {
                    let item = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: placed, section: section))
                    item.frame = leaf.frame
                    item.sizesHeightToFit = leaf.item.layoutSize.heightDimension.isEstimated
                    attributes.append(item)
                    placed += 1
                }
                y += height + (placed < count ? layoutSection.interGroupSpacing : 0)
            }
            y += insets.bottom
            itemAttributes.append(attributes)
        }
        contentSize = CGSize(width: bounds.width, height: y)
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

    /// The items meeting `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        prepareIfNeeded()
        return itemAttributes.flatMap { section in section.filter { $0.frame.intersects(rect) } }
    }

    /// The item's attributes, or nil if it does not exist.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        guard itemAttributes.indices.contains(indexPath.section),
              itemAttributes[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return itemAttributes[indexPath.section][indexPath.item]
    }
}
