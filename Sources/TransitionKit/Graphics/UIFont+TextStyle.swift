import Foundation

extension UIFont {
    /// A Dynamic Type text style, as in UIKit (its raw value is UIKit's).
    ///
    /// Linux has one content size category, Large (the default on iOS): each style's font is the
    /// size iOS gives it at Large.
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        /// UIKit's identifier, e.g. "UICTFontTextStyleBody".
        public let rawValue: String
        /// Creates a style.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a style.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Large titles: 34 points.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// First-level titles: 28 points.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Second-level titles: 22 points.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Third-level titles: 20 points.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headings: 17 points semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadings: 15 points.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body text: 17 points.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callouts: 16 points.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnotes: 13 points.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Standard captions: 12 points.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Alternate captions: 11 points.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The size and weight at the Large content size category (body's for an unknown style).
        var largeSize: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    /// The system font for `style` at the Large content size category.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let (size, weight) = style.largeSize
        return systemFont(ofSize: size, weight: weight)
    }

    /// The system font for `style`; the traits' content size is always Large here.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }
}
