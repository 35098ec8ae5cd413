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
/// height) for groups; an item's `contentInsets` shrink its cell inside its slot. Estimated
/// dimensions are used as they are until Auto Layout can size cells; boundary supplementary
/// items and orthogonal scrolling are not laid out yet.
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
                let frames = layoutSection.group.frames(in: CGRect(origin: CGPoint(x: insets.leading, y: y), size: groupSize))
                guard !frames.isEmpty else { break }
                for frame in frames where placed < count {
                    let item = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: placed, section: section))
                    item.frame = frame
                    attributes.append(item)
                    placed += 1
                }
                y += groupSize.height + (placed < count ? layoutSection.interGroupSpacing : 0)
            }
            y += insets.bottom
            itemAttributes.append(attributes)
        }
        contentSize = CGSize(width: bounds.width, height: y)
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
