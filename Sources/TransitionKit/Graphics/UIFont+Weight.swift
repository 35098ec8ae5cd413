import Foundation

extension UIFont {
    /// A font weight, as in UIKit: -1 (thinnest) ... 1 (heaviest), regular at 0.
    ///
    /// Linux draws two weights: regular below semibold, bold from semibold up.
    public struct Weight: Hashable, Sendable, Comparable, RawRepresentable {
        /// The weight value (-1...1).
        public let rawValue: CGFloat
        /// Creates a weight.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Creates a weight.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// Ultralight (-0.8).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin (-0.6).
        public static let thin = Weight(rawValue: -0.6)
        /// Light (-0.4).
        public static let light = Weight(rawValue: -0.4)
        /// Regular (0).
        public static let regular = Weight(rawValue: 0)
        /// Medium (0.23).
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold (0.3).
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold (0.4).
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy (0.56).
        public static let heavy = Weight(rawValue: 0.56)
        /// Black (0.62).
        public static let black = Weight(rawValue: 0.62)

        /// Orders by value.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The named weight nearest this one ("Regular", "Bold"…), as in the system font's names.
        var name: String {
            let named: [(Weight, String)] = [
                (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
                (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black"),
            ]
            return named.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }
    }

    /// A font width, as in UIKit: compressed (-0.3), condensed (-0.2), standard (0), expanded (0.2).
    ///
    /// Linux has one width; fonts of every width draw and measure as the standard width.
    public struct Width: Hashable, Sendable, RawRepresentable {
        /// The width value.
        public let rawValue: CGFloat
        /// Creates a width.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Creates a width.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// Compressed (-0.3).
        public static let compressed = Width(rawValue: -0.3)
        /// Condensed (-0.2).
        public static let condensed = Width(rawValue: -0.2)
        /// Standard (0).
        public static let standard = Width(rawValue: 0)
        /// Expanded (0.2).
        public static let expanded = Width(rawValue: 0.2)
    }
}
