import Foundation

/// One item's frame in a custom compositional group, relative to the group's origin.
@preconcurrency @MainActor
open class NSCollectionLayoutGroupCustomItem {
    /// The item's frame in the group.
    public let frame: CGRect
    /// Its stacking order (0).
    public let zIndex: Int
    /// An item at `frame`.
    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }
    /// An item at `frame` stacked at `zIndex`.
    public init(frame: CGRect, zIndex: Int) { self.frame = frame; self.zIndex = zIndex }
}
