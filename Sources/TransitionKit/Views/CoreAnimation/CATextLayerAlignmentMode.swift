import Foundation

/// How a text layer aligns its lines (`CATextLayerAlignmentMode`).
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The constant's string (Core Animation's value).
    public let rawValue: String
    /// Creates a constant from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Natural alignment (left here; the default).
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Left-aligned.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Right-aligned.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Justified (drawn left-aligned here).
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}
