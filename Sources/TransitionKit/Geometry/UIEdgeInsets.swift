import Foundation

/// Inset distances for the edges of a rectangle, in points.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    /// Distance from the top edge.
    public var top: CGFloat
    /// Distance from the left edge.
    public var left: CGFloat
    /// Distance from the bottom edge.
    public var bottom: CGFloat
    /// Distance from the right edge.
    public var right: CGFloat
    /// Creates insets from the four distances.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// Creates zero insets.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    /// Zero insets.
    public static let zero = UIEdgeInsets()
}

/// Whether two insets are equal (UIKit's C-era comparison; `==` is the Swift form).
@available(*, deprecated, message: "Use == operator instead.")
public func UIEdgeInsetsEqualToEdgeInsets(_ insets1: UIEdgeInsets, _ insets2: UIEdgeInsets) -> Bool { insets1 == insets2 }

extension CGRect {
    /// Returns the rectangle shrunk by `insets` (negative insets grow it).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom)
    }
}

/// The edges of a rectangle, as an option set (`.left`, `.top`, `.right`, `.bottom`, `.all`).
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// The raw bit mask.
    public let rawValue: UInt
    /// Creates an edge set from its bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No edge.
    public static let none: UIRectEdge = []
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
