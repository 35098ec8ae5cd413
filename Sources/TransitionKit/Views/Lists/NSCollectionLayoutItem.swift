import Foundation

/// One item of a compositional layout: a size, insets inside it, spacing around it, and the
/// supplementary items attached to it.
@preconcurrency @MainActor
open class NSCollectionLayoutItem {
    /// The item's size, relative to its group.
    public let layoutSize: NSCollectionLayoutSize
    /// Insets applied inside the item's slot (the cell gets the inset frame).
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// The space around the item in its group (nil: none).
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// The supplementary items attached to the item.
    open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { attachedItems }
    var attachedItems: [NSCollectionLayoutSupplementaryItem]

    /// An item of `layoutSize`.
    public convenience init(layoutSize: NSCollectionLayoutSize) { self.init(layoutSize: layoutSize, supplementaryItems: []) }

    /// An item of `layoutSize` with `supplementaryItems` attached.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        attachedItems = supplementaryItems
    }

    /// The item frames of one pass of this element placed at `slot`, with the leaf item each
    /// frame belongs to.
    func leaves(in slot: CGRect, traits: UITraitCollection) -> [CompositionalLeaf] {
        [CompositionalLeaf(frame: inset(slot), item: self)]
    }

    /// `slot` inside the content insets.
    func inset(_ slot: CGRect) -> CGRect {
        CGRect(x: slot.minX + contentInsets.leading, y: slot.minY + contentInsets.top,
               width: max(0, slot.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, slot.height - contentInsets.top - contentInsets.bottom))
    }
}

/// One placed leaf item of a compositional group: its cell's frame, the item it came from, and
/// the supplementary items of the groups it opens with their groups' frames.
@MainActor
struct CompositionalLeaf {
    var frame: CGRect
    let item: NSCollectionLayoutItem
    var zIndex = 0
    var groupAttachments: [(item: NSCollectionLayoutSupplementaryItem, container: CGRect)] = []
}
