import Foundation

/// The corners of a rectangle (`UIRectCorner`), for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct UIRectCorner: OptionSet, Sendable, Hashable {
    /// The bit mask.
    public let rawValue: UInt
    /// Creates a set from its bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// How the ends of open lines are drawn (`CGLineCap`).
public enum CGLineCap: Int32, Sendable {
    /// The line stops at its end point.
    case butt = 0
    /// A half-circle of the line's width beyond the end point.
    case round = 1
    /// A half-square of the line's width beyond the end point.
    case square = 2
}

/// How corners between segments are drawn (`CGLineJoin`).
public enum CGLineJoin: Int32, Sendable {
    /// A sharp corner, bevelled when longer than the miter limit allows.
    case miter = 0
    /// A rounded corner.
    case round = 1
    /// A cut corner.
    case bevel = 2
}
