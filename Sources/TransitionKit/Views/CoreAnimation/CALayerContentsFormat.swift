import Foundation

/// The pixel format of the backing store a layer draws into (`CALayerContentsFormat`, the layer's
/// `contentsFormat`).
public struct CALayerContentsFormat: RawRepresentable, Hashable, Sendable {
    /// The format's name.
    public let rawValue: String
    /// Creates a format from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Four 8-bit channels (the default).
    public static let RGBA8Uint = CALayerContentsFormat(rawValue: "RGBA8")
    /// Four 16-bit floating-point channels (extended range).
    public static let RGBA16Float = CALayerContentsFormat(rawValue: "RGBAh")
    /// One 8-bit grey channel.
    public static let gray8Uint = CALayerContentsFormat(rawValue: "Gray8")
    /// Chosen by the system from what is drawn (iOS 18).
    public static let automatic = CALayerContentsFormat(rawValue: "automatic")
}
