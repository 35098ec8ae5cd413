import Foundation

/// One dimension of a compositional layout size: a fraction of the container, or points.
public struct NSCollectionLayoutDimension: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    /// The fraction or the points.
    public let dimension: CGFloat

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { .init(kind: .fractionalWidth, dimension: fractionalWidth) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { .init(kind: .fractionalHeight, dimension: fractionalHeight) }
    /// A fixed size in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { .init(kind: .absolute, dimension: absoluteDimension) }
    /// An estimate in points: the size until the cell is shown and measured (heights; an
    /// estimated width is used as it is).
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { .init(kind: .estimated, dimension: estimatedDimension) }

    /// Whether this is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether this is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether this is a fixed size.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether this is an estimate.
    public var isEstimated: Bool { kind == .estimated }

    /// The size in points inside a container of `container` size (non-finite or negative gives 0).
    func resolved(in container: CGSize) -> CGFloat {
        let value: CGFloat
        switch kind {
        case .fractionalWidth: value = container.width * dimension
        case .fractionalHeight: value = container.height * dimension
        case .absolute, .estimated: value = dimension
        }
        return value.isFinite ? max(0, value) : 0
    }
}

/// A width and a height for an item or group.
public struct NSCollectionLayoutSize: Equatable, Sendable {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension
    /// Creates a size.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width; heightDimension = height
    }
    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}

/// The space between the items of a group.
public struct NSCollectionLayoutSpacing: Equatable, Sendable {
    /// The points.
    public let spacing: CGFloat
    /// Whether the spacing may grow to fill the group.
    public let isFlexibleSpacing: Bool
    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(spacing: fixedSpacing, isFlexibleSpacing: false) }
    /// At least `flexibleSpacing` points: the items of a group that do not fill it spread out,
    /// the spare length shared evenly between them.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(spacing: flexibleSpacing, isFlexibleSpacing: true) }
    /// Whether the spacing is fixed.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }
}

/// One item of a compositional layout: a size and insets inside it.
@preconcurrency @MainActor
open class NSCollectionLayoutItem {
    /// The item's size, relative to its group.
    public let layoutSize: NSCollectionLayoutSize
    /// Insets applied inside the item's slot (the cell gets the inset frame).
    open var contentInsets: NSDirectionalEdgeInsets = .zero

    /// Creates an item of `layoutSize`.
    public init(layoutSize: NSCollectionLayoutSize) { self.layoutSize = layoutSize }

    /// The item frames of one pass of this element placed at `slot`, with the leaf item each
    /// frame belongs to.
    func leaves(in slot: CGRect) -> [CompositionalLeaf] {
        [CompositionalLeaf(frame: inset(slot), item: self)]
    }

    /// `slot` inside the content insets.
    func inset(_ slot: CGRect) -> CGRect {
        CGRect(x: slot.minX + contentInsets.leading, y: slot.minY + contentInsets.top,
               width: max(0, slot.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, slot.height - contentInsets.top - contentInsets.bottom))
    }
}

/// One placed leaf item of a compositional group: its cell's frame and the item it came from.
@MainActor
struct CompositionalLeaf {
    var frame: CGRect
    let item: NSCollectionLayoutItem
}

/// A row (horizontal) or column (vertical) of items or nested groups.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    let subitems: [NSCollectionLayoutItem]
    let isHorizontal: Bool
    let repeatCount: Int?
    /// The space between the subitems (none by default).
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], horizontal: Bool, count: Int?) {
        self.subitems = subitems
        isHorizontal = horizontal
        repeatCount = count.map { max(1, $0) }
        super.init(layoutSize: layoutSize)
    }

    /// A row of `subitems`, each sized relative to the group.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, horizontal: true, count: nil)
    }
    /// A row of `count` copies of `repeatingSubitem`, sharing the width equally.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], horizontal: true, count: count)
    }
    /// A column of `subitems`, each sized relative to the group.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, horizontal: false, count: nil)
    }
    /// A column of `count` copies of `repeatingSubitem`, sharing the height equally.
    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], horizontal: false, count: count)
    }

    /// The most items one group places (a guard against zero-sized subitems).
    static let maximumRepeats = 1000

    private static func firstLength(_ items: [NSCollectionLayoutItem], in size: CGSize, horizontal: Bool) -> CGFloat {
        guard let first = items.first?.layoutSize.resolved(in: size) else { return .infinity }
        return horizontal ? first.width : first.height
    }

    /// Places the subitems along the group's axis; one frame per leaf item.
    override func leaves(in slot: CGRect) -> [CompositionalLeaf] {
        let inner = inset(slot)
        let spacing = interItemSpacing?.spacing ?? 0
        var result: [CompositionalLeaf] = []
        var offset: CGFloat = 0
        let entries: [(NSCollectionLayoutItem, CGSize)]
        if let repeatCount, let subitem = subitems.first {
            let share = ((isHorizontal ? inner.width : inner.height) - spacing * CGFloat(repeatCount - 1)) / CGFloat(repeatCount)
            let size = isHorizontal ? CGSize(width: max(0, share), height: subitem.layoutSize.heightDimension.resolved(in: inner.size))
                : CGSize(width: subitem.layoutSize.widthDimension.resolved(in: inner.size), height: max(0, share))
            entries = Array(repeating: (subitem, size), count: repeatCount)
        } else {
            // As in UIKit, the subitems repeat in order while the next one still fits the group.
            let extent = isHorizontal ? inner.width : inner.height
            var filled: [(NSCollectionLayoutItem, CGSize)] = []
            var used: CGFloat = 0, full = false
            repeat {
                for item in subitems {
                    let size = item.layoutSize.resolved(in: inner.size)
                    let length = isHorizontal ? size.width : size.height
                    let next = used + (filled.isEmpty ? 0 : spacing) + length
                    guard filled.isEmpty || next <= extent + 1e-6 else { full = true; break }
                    filled.append((item, size))
                    used = next
                }
            } while !full && filled.count < Self.maximumRepeats && !subitems.isEmpty && used > 0
                && used + spacing + Self.firstLength(subitems, in: inner.size, horizontal: isHorizontal) <= extent + 1e-6
            entries = filled
        }
        var gap = spacing
        if interItemSpacing?.isFlexibleSpacing == true, entries.count > 1 {
            let lengths = entries.map { isHorizontal ? $0.1.width : $0.1.height }.reduce(0, +)
            let spare = (isHorizontal ? inner.width : inner.height) - lengths - spacing * CGFloat(entries.count - 1)
            gap += max(0, spare) / CGFloat(entries.count - 1)
        }
        for (item, size) in entries {
            let origin = isHorizontal ? CGPoint(x: inner.minX + offset, y: inner.minY) : CGPoint(x: inner.minX, y: inner.minY + offset)
            result += item.leaves(in: CGRect(origin: origin, size: size))
            offset += (isHorizontal ? size.width : size.height) + gap
        }
        return result
    }
}

/// A section of a compositional layout: its group repeated until the items run out.
@preconcurrency @MainActor
open class NSCollectionLayoutSection {
    /// How a section scrolls across the main axis: `.none` stacks its groups down the list;
    /// every other value lays them out in one row that scrolls sideways on its own (a nested
    /// horizontal scroll view per section, dragged horizontally), stopping as each case says.
    public enum OrthogonalScrollingBehavior: Int, Sendable {
        /// The section does not scroll on its own.
        case none
        /// Scrolls continuously.
        case continuous
        /// Scrolls and stops at group leading edges.
        case continuousGroupLeadingBoundary
        /// Scrolls by pages of the section's width.
        case paging
        /// Scrolls and stops at each group.
        case groupPaging
        /// Scrolls and stops at each group's centre.
        case groupPagingCentered
    }

    /// The repeated group.
    public let group: NSCollectionLayoutGroup
    /// Insets around the section's groups.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// The space between groups.
    open var interGroupSpacing: CGFloat = 0
    /// Whether, and how, the section scrolls sideways (`.none`).
    open var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
    /// The section's headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Called on every layout pass with the section's visible items, the scroll offset (a
    /// sideways-scrolling section's own, else the collection view's) and the environment,
    /// before they are shown: change their `transform`, `alpha`, `zIndex`, `center` or
    /// `isHidden` to restyle them as they scroll (nil).
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) { self.group = group }
}
