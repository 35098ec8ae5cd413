import Foundation

/// The horizontal and vertical axes, as a set (`.both`), as in UIKit.
public struct UIAxis: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// An axis set from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No axis.
    public static let neither = UIAxis([])
    /// The x axis.
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    /// The y axis.
    public static let vertical = UIAxis(rawValue: 1 << 1)
    /// Both axes.
    public static let both: UIAxis = [.horizontal, .vertical]
}
