import Foundation

/// How a shape layer joins segments (`CAShapeLayerLineJoin`).
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The constant's string (Core Animation's value).
    public let rawValue: String
    /// Creates a constant from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A sharp corner, bevelled beyond the miter limit (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// A rounded corner.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// A cut corner.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
