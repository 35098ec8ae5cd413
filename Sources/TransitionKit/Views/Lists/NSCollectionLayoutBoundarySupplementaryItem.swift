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

/// A supplementary view of a compositional layout: an item with an element kind.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind the data source is asked a view of (`viewForSupplementaryElementOfKind`).
    public let elementKind: String

    /// A supplementary item of `layoutSize` and `elementKind`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize)
    }
}

/// A header or footer of a compositional section (or of the whole layout in UIKit), as in UIKit.
///
/// A `.top` item goes above the section's groups and a `.bottom` one below them (the leading
/// corners' and edges' alignments count as top, the trailing ones as bottom here); they are as
/// wide as the section inside its leading and trailing insets (UIKit's default
/// `supplementariesFollowContentInsets`), and stay put when the section scrolls sideways.
/// A top item with `pinToVisibleBounds` stays at the visible top while its section passes
/// under it and is pushed up by the section's end (a sticky header).
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
    /// Whether it makes the section taller (true; the only layout here).
    open var extendsBoundary = true

    /// A boundary item of `layoutSize` and `elementKind` on the `alignment` edge.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint = .zero) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }

    /// Whether the item goes above the section's groups (otherwise below them).
    var isAtTop: Bool {
        switch alignment {
        case .top, .topLeading, .topTrailing, .leading, .none: return true
        case .bottom, .bottomLeading, .bottomTrailing, .trailing: return false
        }
    }
}
