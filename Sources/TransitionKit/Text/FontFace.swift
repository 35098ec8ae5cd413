import Foundation

/// What a text measurer and a renderer need to know of a font: its size, weight, slant and
/// design. A Linux addition: every `UIFont` has one (`UIFont.face`), and the display list's text
/// runs carry one, so the renderer draws with the face the model measured.
public struct FontFace: Hashable, Sendable {
    /// The design of the typeface.
    public enum Design: Hashable, Sendable {
        /// The system's proportional face (DejaVu Sans on Linux).
        case `default`
        /// A fixed-width face (DejaVu Sans Mono on Linux).
        case monospaced
    }

    /// The size in points (the em height).
    public var pointSize: CGFloat
    /// The weight, UIKit's -1...1 scale.
    public var weight: UIFont.Weight
    /// Whether the face is italic (oblique).
    public var isItalic: Bool
    /// The design.
    public var design: Design
    /// Whether digits have one width (`monospacedDigitSystemFont(ofSize:weight:)`).
    public var hasMonospacedDigits: Bool

    /// Creates a face.
    public init(
        pointSize: CGFloat, weight: UIFont.Weight = .regular, isItalic: Bool = false,
        design: Design = .default, hasMonospacedDigits: Bool = false
    ) {
        self.pointSize = pointSize; self.weight = weight; self.isItalic = isItalic
        self.design = design; self.hasMonospacedDigits = hasMonospacedDigits
    }

    /// Whether the face is drawn bold (semibold and heavier: the Linux fonts have one bold face).
    public var isBold: Bool { weight >= .semibold }

    /// The same face at `pointSize` points.
    public func withPointSize(_ pointSize: CGFloat) -> FontFace {
        var face = self
        face.pointSize = pointSize
        return face
    }
}

/// A font's vertical metrics, in points, as `UIFont` reports them. A Linux addition.
public struct FontMetrics: Equatable, Sendable {
    /// The distance from the baseline up to the top of the tallest glyphs (positive).
    public var ascender: CGFloat
    /// The distance from the baseline down to the bottom of the lowest glyphs (negative, as in UIKit).
    public var descender: CGFloat
    /// The extra space between lines (the font's line gap).
    public var leading: CGFloat
    /// The height of capital letters above the baseline.
    public var capHeight: CGFloat
    /// The height of lowercase "x" above the baseline.
    public var xHeight: CGFloat

    /// Creates metrics.
    public init(ascender: CGFloat, descender: CGFloat, leading: CGFloat, capHeight: CGFloat, xHeight: CGFloat) {
        self.ascender = ascender; self.descender = descender; self.leading = leading
        self.capHeight = capHeight; self.xHeight = xHeight
    }

    /// The height of one line: ascender - descender + leading.
    public var lineHeight: CGFloat { ascender - descender + leading }
}
