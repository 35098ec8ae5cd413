import Foundation

/// The filter used when a layer's `contents` are drawn smaller or larger than their pixels
/// (`CALayerContentsFilter`, the layer's `minificationFilter` and `magnificationFilter`).
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    /// The filter's name.
    public let rawValue: String
    /// Creates a filter from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Linear interpolation between the nearest pixels (the default).
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// The nearest pixel, unblended (sharp pixel art).
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Linear interpolation between mipmap levels too (minification only).
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}
