import Foundation

/// Where a supplementary item sits on the edge of what it belongs to.
public enum NSRectAlignment: Int, Sendable {
    /// No alignment.
    case none
    /// Along the top edge (a section header).
    case top
    /// At the top leading corner.
    case topLeading
    /// Along the leading edge.
    case leading
    /// At the bottom leading corner.
    case bottomLeading
    /// Along the bottom edge (a section footer).
    case bottom
    /// At the bottom trailing corner.
    case bottomTrailing
    /// Along the trailing edge.
    case trailing
    /// At the top trailing corner.
    case topTrailing
}

/// A header or footer of a compositional section (or of the whole layout in UIKit), as in UIKit.
///
/// In a vertically scrolling layout a `.top` item goes above the section's groups and a
/// `.bottom` one below them (the leading corners and edge count as top, the trailing ones as
/// bottom); a horizontally scrolling layout puts `.leading` items before the groups and
/// `.trailing` ones after them, and its top and bottom items above and below. Sizes are
/// relative to the section's area; the items are as long as the section inside its content
/// insets (`supplementariesFollowContentInsets`), and the trailing corners' items sit at the
/// trailing end. With `extendsBoundary` false an item overlaps the section's content instead of
/// taking room. Items stay put when the section scrolls sideways. A top item with
/// `pinToVisibleBounds` stays at the visible top while its section passes under it and is
/// pushed up by the section's end (a sticky header). Items of the layout's configuration go
/// before the first section and after the last, at index path (0, 0).
///
/// ```swift
/// let header = NSCollectionLayoutBoundarySupplementaryItem(
///     layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
///     elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
/// section.boundarySupplementaryItems = [header]
/// ```
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// The edge it sits on.
    public let alignment: NSRectAlignment
    /// Where it is pinned (`.zero`).
    public let offset: CGPoint
    /// Whether it stays at the visible top while its section scrolls under it (top items).
    open var pinToVisibleBounds = false
    /// Whether it takes room of its own (true), rather than overlapping the section's content.
    open var extendsBoundary = true

    /// A boundary item of `layoutSize` and `elementKind` on the `alignment` edge.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// A boundary item on the `alignment` edge, moved by `absoluteOffset` points.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind,
                   containerAnchor: NSCollectionLayoutAnchor(edges: []), itemAnchor: nil)
    }

    /// Whether the item goes before the section's groups (above them, or for a horizontally
    /// scrolling layout's leading items, to their left), otherwise after them.
    var isAtTop: Bool {
        switch alignment {
        case .top, .topLeading, .topTrailing, .leading, .none: return true
        case .bottom, .bottomLeading, .bottomTrailing, .trailing: return false
        }
    }

    /// Whether it lies along the scrolling axis's start or end rather than across it: leading and
    /// trailing items of a horizontally scrolling layout, every item of a vertical one.
    func isAlongMainAxis(vertical: Bool) -> Bool {
        vertical || alignment == .leading || alignment == .trailing
    }

    /// Whether it sits at the trailing (or, across a horizontal layout, the bottom) end of the line it lies on.
    var isAtCrossEnd: Bool { alignment == .topTrailing || alignment == .bottomTrailing }
}
