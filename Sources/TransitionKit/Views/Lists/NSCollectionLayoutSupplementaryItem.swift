import Foundation

/// A supplementary view attached to an item or a group of a compositional layout: a badge, a
/// frame, a label over the corner.
///
/// Its size is relative to the item it belongs to; `containerAnchor` says where on that item it
/// goes and `itemAnchor` which of its own points goes there (the same edges as the container
/// anchor when not given, so it sits inside the item's corner or edge). The collection view
/// asks the data source for a view of `elementKind` at the item's index path; a group's
/// supplementary items take the index path of the group's first item.
///
/// ```swift
/// let badge = NSCollectionLayoutSupplementaryItem(
///     layoutSize: .init(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: "badge",
///     containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
/// let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
/// ```
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind the data source is asked a view of (`viewForSupplementaryElementOfKind`).
    public let elementKind: String
    /// Where on the item it belongs to it attaches (nil for boundary items).
    public let containerAnchor: NSCollectionLayoutAnchor
    /// Which of its own points goes to the container anchor (nil: the same edges).
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// Its stacking order against the cells (1: above them).
    open var zIndex = 1

    /// A supplementary item of `layoutSize` and `elementKind` attached at `containerAnchor`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// A supplementary item whose `itemAnchor` point is put on the container's `containerAnchor` point.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                itemAnchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Its frame on an item whose frame is `container`.
    func frame(attachedTo container: CGRect) -> CGRect {
        let size = layoutSize.resolved(in: container.size)
        let target = containerAnchor.point(in: container)
        let shift = containerAnchor.offset(for: size)
        let own = (itemAnchor ?? NSCollectionLayoutAnchor(edges: containerAnchor.edges)).point(in: CGRect(origin: .zero, size: size))
        let ownShift = itemAnchor?.offset(for: size) ?? .zero
        return inset(CGRect(x: target.x + shift.x - own.x - ownShift.x, y: target.y + shift.y - own.y - ownShift.y,
                            width: size.width, height: size.height))
    }
}
