import Foundation

/// How a shape layer ends open subpaths (`CAShapeLayerLineCap`).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The constant's string (Core Animation's value).
    public let rawValue: String
    /// Creates a constant from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The stroke stops at the end point (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half-circle beyond the end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// A half-square beyond the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}
