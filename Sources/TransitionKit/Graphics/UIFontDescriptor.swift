import Foundation

/// A description of a font: its name, size and traits, as in UIKit (the basics: descriptors are
/// made from fonts and text styles and changed by size, traits and design).
public final class UIFontDescriptor: Hashable, Sendable {
    /// Stylistic traits of a font, as in UIKit (their raw values are UIKit's).
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt32
        /// Creates traits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Italic.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Fixed-width glyphs.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    }

    /// A system font design, as in UIKit. Linux draws `.default`, `.rounded` and `.serif` in the
    /// system face and `.monospaced` in the fixed-width face.
    public struct SystemDesign: Hashable, Sendable, RawRepresentable {
        /// UIKit's identifier.
        public let rawValue: String
        /// Creates a design.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The system design.
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        /// Rounded.
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        /// Serif.
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        /// Monospaced.
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    let font: UIFont

    init(font: UIFont) { self.font = font }

    /// A descriptor of the font named `fontName` at `size` points (the system font for an unknown name).
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(font: UIFont(name: fontName, size: size) ?? .systemFont(ofSize: size))
    }

    /// The descriptor of the system font for `style`.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The size in points.
    public var pointSize: CGFloat { font.pointSize }
    /// The font's name.
    public var postscriptName: String { font.fontName }
    /// The traits: bold, italic, fixed-width.
    public var symbolicTraits: SymbolicTraits {
        var traits: SymbolicTraits = []
        if font.isBold { traits.insert(.traitBold) }
        if font.face.isItalic { traits.insert(.traitItalic) }
        if font.face.design == .monospaced { traits.insert(.traitMonoSpace) }
        return traits
    }

    /// The same descriptor at `newPointSize` points.
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { UIFontDescriptor(font: font.withSize(newPointSize)) }

    /// The descriptor with exactly `symbolicTraits` (bold, italic and fixed-width set or cleared).
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var face = font.face
        face.weight = symbolicTraits.contains(.traitBold) ? max(face.weight, .bold) : min(face.weight, .regular)
        face.isItalic = symbolicTraits.contains(.traitItalic)
        face.design = symbolicTraits.contains(.traitMonoSpace) ? .monospaced : .default
        return UIFontDescriptor(font: Self.systemFont(face))
    }

    /// The descriptor in the system `design`; nil for an unknown design.
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        guard [.default, .rounded, .serif, .monospaced].contains(design) else { return nil }
        var face = font.face
        face.design = design == .monospaced ? .monospaced : .default
        return UIFontDescriptor(font: Self.systemFont(face))
    }

    /// The system font with `face`.
    private static func systemFont(_ face: FontFace) -> UIFont {
        let base: UIFont = face.design == .monospaced
            ? .monospacedSystemFont(ofSize: face.pointSize, weight: face.weight)
            : face.isItalic ? .italicSystemFont(ofSize: face.pointSize) : .systemFont(ofSize: face.pointSize, weight: face.weight)
        let name = face.isItalic && face.design == .default ? ".SFUI-\(face.weight.name)Italic" : base.fontName
        return UIFont(face: face, fontName: name, familyName: base.familyName)
    }

    /// Descriptors are equal when their fonts are.
    public static func == (lhs: UIFontDescriptor, rhs: UIFontDescriptor) -> Bool { lhs.font == rhs.font }
    /// Hashes the font.
    public func hash(into hasher: inout Hasher) { hasher.combine(font) }
}
