import Foundation

/// The axes a `CAScrollLayer` scrolls along (`CAScrollLayerScrollMode`).
public struct CAScrollLayerScrollMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// Creates a mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Not at all.
    public static let none = CAScrollLayerScrollMode(rawValue: "none")
    /// Up and down only.
    public static let vertically = CAScrollLayerScrollMode(rawValue: "vertically")
    /// Left and right only.
    public static let horizontally = CAScrollLayerScrollMode(rawValue: "horizontally")
    /// Both ways (the default).
    public static let both = CAScrollLayerScrollMode(rawValue: "both")
}
