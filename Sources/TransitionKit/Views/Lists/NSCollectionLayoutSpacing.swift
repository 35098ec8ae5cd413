import Foundation

/// The space between the items of a group, or at an item's edge.
///
/// A value type here (a class in UIKit), with UIKit's factories and properties.
public struct NSCollectionLayoutSpacing: Equatable, Sendable {
    /// The points (the least, for flexible spacing).
    public let spacing: CGFloat
    /// Whether the spacing may grow to fill the group.
    public let isFlexibleSpacing: Bool
    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(spacing: fixedSpacing, isFlexibleSpacing: false) }
    /// At least `flexibleSpacing` points: what a group's items leave of its length is shared
    /// evenly between its flexible spacings (between items and at their edges).
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(spacing: flexibleSpacing, isFlexibleSpacing: true) }
    /// Whether the spacing is fixed.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }
}

/// The space around an item inside its group, on each edge (nil: none).
///
/// Along the group's axis (leading and trailing in a horizontal group, top and bottom in a
/// vertical one) the spacing pushes the item's neighbours away; across it, it moves the item
/// off the group's edge. Flexible edges share the group's spare length: an item with flexible
/// leading and trailing spacing is centred in its group.
///
/// ```swift
/// item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: .flexible(0), bottom: nil)
/// ```
public struct NSCollectionLayoutEdgeSpacing: Equatable, Sendable {
    /// The space before the leading edge.
    public let leading: NSCollectionLayoutSpacing?
    /// The space above the top edge.
    public let top: NSCollectionLayoutSpacing?
    /// The space after the trailing edge.
    public let trailing: NSCollectionLayoutSpacing?
    /// The space below the bottom edge.
    public let bottom: NSCollectionLayoutSpacing?

    /// Spacing for each edge (nil: none).
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading; self.top = top; self.trailing = trailing; self.bottom = bottom
    }
}
