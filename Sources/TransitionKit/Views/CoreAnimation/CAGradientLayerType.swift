import Foundation

/// The geometry of a gradient layer (`CAGradientLayerType`).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The constant's string (Core Animation's value).
    public let rawValue: String
    /// Creates a constant from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Colours change along the line from the start point to the end point (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// An ellipse centred on the start point whose radii reach the end point on each axis.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Colours change with the angle around the start point, starting towards the end point.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
