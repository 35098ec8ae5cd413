import Foundation

/// A font: the system font (DejaVu Sans on Linux) at a size, weight and slant, its metrics
/// measured by the bound `TextMeasuring` service, as in UIKit.
///
/// Fonts are values: two fonts with the same face and name are equal. Metrics (`lineHeight`,
/// `ascender`…) are asked of the measurer bound with `UIFont.withTextMeasurer(_:_:)` now, so the
/// model measures with the metrics the renderer draws with; with none bound they come from
/// `EstimatedTextMeasurer`.
public final class UIFont: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The face the measurer and the renderer use. A Linux addition.
    public let face: FontFace
    /// The font face name (`.SFUI-Regular` for the system font, as iOS reports it).
    public let fontName: String
    /// The font family name (`.AppleSystemUIFont` for the system font, as iOS reports it).
    public let familyName: String

    init(face: FontFace, fontName: String, familyName: String) {
        var face = face
        if !(face.pointSize.isFinite && face.pointSize > 0) { face.pointSize = UIFont.systemFontSize }
        self.face = face; self.fontName = fontName; self.familyName = familyName
    }

    /// The font named `fontName` at `fontSize` points, or nil when no font has that name (see
    /// `familyNames`; the system font's own names work too). A size of 0 or less means 17 points.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let named = UIFont.namedFaces[fontName] ?? UIFont.systemFace(named: fontName) else { return nil }
        var face = named.face
        face.pointSize = fontSize
        self.init(face: face, fontName: fontName, familyName: named.family)
    }

    /// The font `descriptor` describes at `pointSize` points (the descriptor's size when
    /// `pointSize` is 0).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let font = descriptor.font
        var face = font.face
        if pointSize > 0 { face.pointSize = pointSize }
        self.init(face: face, fontName: font.fontName, familyName: font.familyName)
    }

    /// The size in points.
    public var pointSize: CGFloat { face.pointSize }
    /// The weight. A Linux addition (UIKit keeps it in the font descriptor's traits).
    public var weight: Weight { face.weight }
    /// Whether the renderer draws this font bold (semibold and heavier).
    public var isBold: Bool { face.isBold }

    /// The same font at `fontSize` points.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(face: face.withPointSize(fontSize), fontName: fontName, familyName: familyName)
    }

    /// The metrics the bound measurer reports for this font.
    public var metrics: FontMetrics { UIFont.textMeasurer.metrics(of: face) }
    /// The top of the tallest glyphs above the baseline, in points (positive).
    public var ascender: CGFloat { metrics.ascender }
    /// The bottom of the lowest glyphs below the baseline, in points (negative).
    public var descender: CGFloat { metrics.descender }
    /// The font's line gap, in points.
    public var leading: CGFloat { metrics.leading }
    /// The height of capital letters, in points.
    public var capHeight: CGFloat { metrics.capHeight }
    /// The height of lowercase "x", in points.
    public var xHeight: CGFloat { metrics.xHeight }
    /// The height of a line of text, in points: ascender - descender + leading.
    public var lineHeight: CGFloat { metrics.lineHeight }

    /// The descriptor of this font.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

    /// Fonts are equal when their faces and names are.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.face == rhs.face && lhs.fontName == rhs.fontName
    }
    /// Hashes the face and the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(face); hasher.combine(fontName) }

    /// `font-family: …; font-weight: …; font-size: 17.00pt`, as UIKit describes fonts.
    public var description: String {
        "<UIFont> font-family: \"\(familyName)\"; font-weight: \(isBold ? "bold" : "normal"); "
            + "font-style: \(face.isItalic ? "italic" : "normal"); font-size: \(String(format: "%.2f", Double(pointSize)))pt"
    }
}
