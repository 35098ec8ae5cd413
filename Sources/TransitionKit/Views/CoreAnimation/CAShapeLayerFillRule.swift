import Foundation

/// How a shape layer decides the inside of its path (`CAShapeLayerFillRule`).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The constant's string (Core Animation's value).
    public let rawValue: String
    /// Creates a constant from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Non-zero winding (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Even-odd.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
