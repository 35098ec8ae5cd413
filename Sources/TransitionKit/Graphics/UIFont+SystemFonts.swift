import Foundation

// The system fonts, and the named fonts Linux stands in for, as in UIKit.

extension UIFont {
    /// The system font at `fontSize` points.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    /// The system font at `fontSize` points and `weight` (named `.SFUI-<Weight>` as on iOS).
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(face: FontFace(pointSize: fontSize, weight: weight), fontName: ".SFUI-\(weight.name)", familyName: systemFamilyName)
    }

    /// The system font at `fontSize` points, `weight` and `width` (Linux has one width: see `Width`).
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight, width: Width) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The bold system font at `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// The italic system font at `fontSize` points (DejaVu Sans Oblique on Linux).
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(face: FontFace(pointSize: fontSize, isItalic: true), fontName: ".SFUI-RegularItalic", familyName: systemFamilyName)
    }

    /// The fixed-width system font at `fontSize` points and `weight` (DejaVu Sans Mono on Linux).
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(face: FontFace(pointSize: fontSize, weight: weight, design: .monospaced),
               fontName: ".AppleSystemUIFontMonospaced-\(weight.name)", familyName: ".AppleSystemUIFontMonospaced")
    }

    /// The system font at `fontSize` points and `weight` with digits of one width (DejaVu Sans's
    /// digits already have one width).
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(face: FontFace(pointSize: fontSize, weight: weight, hasMonospacedDigits: true),
               fontName: ".SFUI-\(weight.name)", familyName: systemFamilyName)
    }

    /// The standard size of labels: 17 points.
    public static var labelFontSize: CGFloat { 17 }
    /// The standard size of buttons: 18 points.
    public static var buttonFontSize: CGFloat { 18 }
    /// The size of the small system font: 12 points.
    public static var smallSystemFontSize: CGFloat { 12 }
    /// The size of the system font: 14 points.
    public static var systemFontSize: CGFloat { 14 }

    /// The families `UIFont(name:size:)` knows, sorted. On Linux they stand for the system faces:
    /// Helvetica and Helvetica Neue draw in DejaVu Sans, Courier and Menlo in DejaVu Sans Mono.
    public static var familyNames: [String] { namedFamilies.keys.sorted() }

    /// The font names in `familyName`, sorted; empty for a family not in `familyNames`.
    public static func fontNames(forFamilyName familyName: String) -> [String] {
        (namedFamilies[familyName] ?? []).sorted()
    }

    static let systemFamilyName = ".AppleSystemUIFont"

    private static let namedFamilies: [String: [String]] = {
        var families: [String: [String]] = [:]
        for (name, named) in namedFaces { families[named.family, default: []].append(name) }
        return families
    }()

    /// The named fonts Linux stands in for, by name: their family and face (size unset).
    static let namedFaces: [String: (family: String, face: FontFace)] = {
        let sans: [(String, Weight, Bool)] = [("", .regular, false), ("-Bold", .bold, false), ("-Oblique", .regular, true),
                                              ("-BoldOblique", .bold, true)]
        let neue: [(String, Weight, Bool)] = [("", .regular, false), ("-Bold", .bold, false), ("-Italic", .regular, true),
                                              ("-BoldItalic", .bold, true), ("-Light", .light, false),
                                              ("-Medium", .medium, false), ("-Thin", .thin, false),
                                              ("-UltraLight", .ultraLight, false)]
        let menlo: [(String, Weight, Bool)] = [("-Regular", .regular, false), ("-Bold", .bold, false),
                                               ("-Italic", .regular, true), ("-BoldItalic", .bold, true)]
        let courier: [(String, Weight, Bool)] = [("", .regular, false), ("-Bold", .bold, false), ("-Oblique", .regular, true),
                                                 ("-BoldOblique", .bold, true)]
        var faces: [String: (family: String, face: FontFace)] = [:]
        func add(_ base: String, _ family: String, _ styles: [(String, Weight, Bool)], _ design: FontFace.Design) {
            for (suffix, weight, italic) in styles {
                faces[base + suffix] = (family, FontFace(pointSize: 0, weight: weight, isItalic: italic, design: design))
            }
        }
        add("Helvetica", "Helvetica", sans, .default)
        add("HelveticaNeue", "Helvetica Neue", neue, .default)
        add("Menlo", "Menlo", menlo, .monospaced)
        add("Courier", "Courier", courier, .monospaced)
        return faces
    }()

    /// The system font's own names (`.SFUI-Bold`, `.AppleSystemUIFontMonospaced-Regular`), as a face.
    static func systemFace(named name: String) -> (family: String, face: FontFace)? {
        let weights: [Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        for weight in weights {
            if name == ".SFUI-\(weight.name)" { return (systemFamilyName, FontFace(pointSize: 0, weight: weight)) }
            if name == ".SFUI-\(weight.name)Italic" {
                return (systemFamilyName, FontFace(pointSize: 0, weight: weight, isItalic: true))
            }
            if name == ".AppleSystemUIFontMonospaced-\(weight.name)" {
                return (".AppleSystemUIFontMonospaced", FontFace(pointSize: 0, weight: weight, design: .monospaced))
            }
        }
        return name == systemFamilyName ? (systemFamilyName, FontFace(pointSize: 0)) : nil
    }
}
