import Foundation

/// How a text layer truncates a line that does not fit (`CATextLayerTruncationMode`).
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// The constant's string (Core Animation's value).
    public let rawValue: String
    /// Creates a constant from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// No truncation: the line is clipped (the default).
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// An ellipsis at the start.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// An ellipsis at the end.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// An ellipsis in the middle.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
