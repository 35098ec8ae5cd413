import Foundation

/// An amount to move a position by, horizontally and vertically, in points (`UIOffset`):
/// a bar button's title position, a search bar's text offset, a motion effect's range.
public struct UIOffset: Equatable, Hashable, Sendable {
    /// The horizontal offset; positive moves right.
    public var horizontal: CGFloat
    /// The vertical offset; positive moves down.
    public var vertical: CGFloat

    /// Creates an offset.
    public init(horizontal: CGFloat, vertical: CGFloat) { self.horizontal = horizontal; self.vertical = vertical }
    /// Creates the zero offset.
    public init() { self.init(horizontal: 0, vertical: 0) }
    /// No offset.
    public static let zero = UIOffset()
}
