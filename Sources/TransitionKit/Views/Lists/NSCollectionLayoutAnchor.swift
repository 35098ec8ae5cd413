import Foundation

/// Where a supplementary item attaches to the item (or group) it belongs to.
///
/// The anchor names a point of the container: a corner when `edges` holds two edges, the middle
/// of an edge when it holds one, the centre when empty. The supplementary item's own point
/// named the same way (or by its `itemAnchor`) is put there, then moved by the offset: points
/// for an absolute offset, fractions of the supplementary item's size for a fractional one.
///
/// ```swift
/// let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
/// ```
@preconcurrency @MainActor
open class NSCollectionLayoutAnchor {
    /// The edges the anchor point lies on.
    public let edges: NSDirectionalRectEdge
    /// The offset: points, or fractions of the supplementary item's size.
    public let offset: CGPoint
    /// Whether `offset` is in points.
    public let isAbsoluteOffset: Bool
    /// Whether `offset` is in fractions of the supplementary item's size.
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    /// An anchor on `edges` with no offset.
    public convenience init(edges: NSDirectionalRectEdge) { self.init(edges: edges, offset: .zero, absolute: true) }
    /// An anchor on `edges` moved by `absoluteOffset` points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, absolute: true)
    }
    /// An anchor on `edges` moved by `fractionalOffset` times the supplementary item's size.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, absolute: false)
    }

    init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool) {
        self.edges = edges; self.offset = offset; isAbsoluteOffset = absolute
    }

    /// The anchor's point of `rect` (left-to-right: leading is the left edge).
    func point(in rect: CGRect) -> CGPoint {
        let x = edges.contains(.leading) ? rect.minX : edges.contains(.trailing) ? rect.maxX : rect.midX
        let y = edges.contains(.top) ? rect.minY : edges.contains(.bottom) ? rect.maxY : rect.midY
        return CGPoint(x: x, y: y)
    }

    /// The offset in points for a supplementary item of `size`.
    func offset(for size: CGSize) -> CGPoint {
        isAbsoluteOffset ? offset : CGPoint(x: offset.x * size.width, y: offset.y * size.height)
    }
}
