import Foundation

extension UIListContentConfiguration {
    /// How a text of the content is drawn: font, colour, alignment, lines, as in UIKit.
    public struct TextProperties: Hashable, @unchecked Sendable {
        /// How lines of the text are aligned.
        public enum TextAlignment: Hashable, Sendable {
            /// Leading (the app's writing direction).
            case natural
            /// Centred.
            case center
            /// Justified: leading here (text is not justified).
            case justified
        }

        /// A change of case the text is shown with.
        public enum TextTransform: Hashable, Sendable {
            /// As written.
            case none
            /// ALL CAPITALS.
            case uppercase
            /// all lower case.
            case lowercase
            /// Each Word Capitalised.
            case capitalized
        }

        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// A function applied to `color` when it is resolved (nil).
        public var colorTransformer: UIConfigurationColorTransformer?
        /// How lines are aligned (`.natural`).
        public var alignment: TextAlignment = .natural
        /// How a line too long for the width ends (`.byTruncatingTail`).
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The most lines (0: as many as the text needs).
        public var numberOfLines = 0
        /// Whether a one-line text shrinks its font to fit its width (false).
        public var adjustsFontSizeToFitWidth = false
        /// The smallest fraction of the font size the text shrinks to (0).
        public var minimumScaleFactor: CGFloat = 0
        /// Whether the text tightens its letter spacing before truncating (false).
        public var allowsDefaultTighteningForTruncation = false
        /// Whether the font follows the content size category (true; there is one size here).
        public var adjustsFontForContentSizeCategory = true
        /// Whether truncated text shows in full under the pointer (false; a Mac Catalyst feature).
        public var showsExpansionTextWhenTruncated = false
        /// The change of case the text is shown with (`.none`).
        public var transform: TextTransform = .none

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// The colour the text is drawn in: `color` through `colorTransformer`.
        public func resolvedColor() -> UIColor { colorTransformer?(color) ?? color }

        /// `text` with `transform` applied.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: text
            case .uppercase: text.uppercased()
            case .lowercase: text.lowercased()
            case .capitalized: text.capitalized
            }
        }

        /// Equal when every setting is (transformers by which transformer they are).
        public static func == (lhs: TextProperties, rhs: TextProperties) -> Bool {
            lhs.font == rhs.font && lhs.color == rhs.color && lhs.colorTransformer?.identity == rhs.colorTransformer?.identity
                && lhs.alignment == rhs.alignment && lhs.lineBreakMode == rhs.lineBreakMode && lhs.numberOfLines == rhs.numberOfLines
                && lhs.adjustsFontSizeToFitWidth == rhs.adjustsFontSizeToFitWidth && lhs.minimumScaleFactor == rhs.minimumScaleFactor
                && lhs.allowsDefaultTighteningForTruncation == rhs.allowsDefaultTighteningForTruncation
                && lhs.adjustsFontForContentSizeCategory == rhs.adjustsFontForContentSizeCategory
                && lhs.showsExpansionTextWhenTruncated == rhs.showsExpansionTextWhenTruncated && lhs.transform == rhs.transform
        }

        /// A hash of the font, colour and layout settings.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(font)
            hasher.combine(color)
            hasher.combine(numberOfLines)
            hasher.combine(transform)
        }
    }

    /// How the content's image is drawn: tint, size limits, reserved space, corners and
    /// stroke, as in UIKit.
    public struct ImageProperties: Hashable, @unchecked Sendable {
        /// The size a `reservedLayoutSize` component set to this takes: the standard symbol box
        /// (here 24 pt, the size system images are drawn at).
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

        /// The colour a template or symbol image is drawn in (nil: the view's tint colour).
        public var tintColor: UIColor?
        /// A function applied to the tint colour when it is resolved (nil).
        public var tintColorTransformer: UIConfigurationColorTransformer?
        /// The largest size the image is drawn at, keeping its aspect ratio (zero on an axis: no
        /// limit beyond the row's height inside the margins).
        public var maximumSize: CGSize = .zero
        /// The space the image area takes at least, so texts line up across rows with images of
        /// different widths (zero: the image's own size; `standardDimension`: 24 pt).
        public var reservedLayoutSize: CGSize = .zero
        /// The image's corner radius, in points (0).
        public var cornerRadius: CGFloat = 0
        /// The colour of a stroke around the image (nil: none unless `strokeWidth`, then the tint).
        public var strokeColor: UIColor?
        /// A function applied to the stroke colour when it is resolved (nil).
        public var strokeColorTransformer: UIConfigurationColorTransformer?
        /// The stroke's width, in points (0: no stroke).
        public var strokeWidth: CGFloat = 0
        /// Whether the image keeps its colours under Smart Invert (false; no effect here).
        public var accessibilityIgnoresInvertColors = false

        /// Properties with the defaults: no tint, no size limit, nothing reserved, square corners.
        public init() {}

        /// The tint the image is drawn in, for a view tinted `tintColor`: this `tintColor` (or
        /// the view's) through `tintColorTransformer`.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let color = self.tintColor ?? tintColor
            return tintColorTransformer?(color) ?? color
        }

        /// The stroke colour for a view tinted `tintColor`: `strokeColor` (or the tint) through
        /// `strokeColorTransformer`.
        public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
            let color = strokeColor ?? tintColor
            return strokeColorTransformer?(color) ?? color
        }

        /// `reservedLayoutSize` with `standardDimension` components made concrete.
        var resolvedReservedSize: CGSize {
            func resolve(_ value: CGFloat) -> CGFloat { value == Self.standardDimension ? SystemSymbol.pointSize : max(0, value) }
            return CGSize(width: resolve(reservedLayoutSize.width), height: resolve(reservedLayoutSize.height))
        }

        /// Equal when every setting is (transformers by which transformer they are).
        public static func == (lhs: ImageProperties, rhs: ImageProperties) -> Bool {
            lhs.tintColor == rhs.tintColor && lhs.tintColorTransformer?.identity == rhs.tintColorTransformer?.identity
                && lhs.maximumSize == rhs.maximumSize && lhs.reservedLayoutSize == rhs.reservedLayoutSize
                && lhs.cornerRadius == rhs.cornerRadius && lhs.strokeColor == rhs.strokeColor
                && lhs.strokeColorTransformer?.identity == rhs.strokeColorTransformer?.identity
                && lhs.strokeWidth == rhs.strokeWidth && lhs.accessibilityIgnoresInvertColors == rhs.accessibilityIgnoresInvertColors
        }

        /// A hash of the tint and sizes.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(tintColor)
            hasher.combine(cornerRadius)
            hasher.combine(strokeWidth)
        }
    }
}
