import Foundation

/// A colour: red, green, blue and alpha components in 0...1 (sRGB).
///
/// As in UIKit, named colours are class properties (`UIColor.red`, `.systemBlue`). Unlike UIKit,
/// Core Graphics colours are the same type: `CGColor` is an alias of `UIColor`, so
/// `layer.borderColor = UIColor.red.cgColor` compiles unchanged.
public final class UIColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Red component, 0...1.
    public let red: CGFloat
    /// Green component, 0...1.
    public let green: CGFloat
    /// Blue component, 0...1.
    public let blue: CGFloat
    /// Alpha component (opacity), 0...1.
    public let alpha: CGFloat

    /// For a dynamic colour (`init(dynamicProvider:)`): what it is made from, given the traits.
    let provider: (@Sendable (UITraitCollection) -> UIColor)?
    /// The prominence `withProminence(_:)` gave it.
    let storedProminence: Prominence

    /// Creates a colour from components in 0...1; out-of-range and NaN values are clamped (NaN becomes 0).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = UIColor.clamp(red); self.green = UIColor.clamp(green)
        self.blue = UIColor.clamp(blue); self.alpha = UIColor.clamp(alpha)
        provider = nil
        storedProminence = .primary
    }

    /// A colour whose components are `base`'s, made by `provider` when resolved, with `prominence`.
    init(components base: UIColor, provider: (@Sendable (UITraitCollection) -> UIColor)?, prominence: Prominence) {
        red = base.red; green = base.green; blue = base.blue; alpha = base.alpha
        self.provider = provider
        storedProminence = prominence
    }

    /// Creates a grey: `white` 0 is black, 1 is white.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from hue, saturation and brightness in 0...1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (Double(UIColor.clamp(hue)) * 6).truncatingRemainder(dividingBy: 6)
        let s = Double(UIColor.clamp(saturation)), v = Double(UIColor.clamp(brightness))
        let c = v * s, x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = v - c
        let (r, g, b): (Double, Double, Double)
        switch Int(h) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
    }

    /// Creates a colour from a Core Graphics colour (the same type here).
    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }

    /// Creates an opaque colour from a 0xRRGGBB value (a Linux convenience used by the palette).
    public convenience init(rgb: UInt32, alpha: CGFloat = 1) {
        self.init(
            red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
            blue: CGFloat(rgb & 0xFF) / 255, alpha: alpha)
    }

    /// This colour with its alpha replaced by `alpha`.
    /// A dynamic colour stays dynamic: each resolution gets `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let flat = UIColor(red: red, green: green, blue: blue, alpha: alpha)
        guard provider != nil || storedProminence != .primary else { return flat }
        let dynamic = provider.map { provider in { @Sendable (traits: UITraitCollection) in provider(traits).withAlphaComponent(alpha) } }
        return UIColor(components: flat, provider: dynamic, prominence: storedProminence)
    }

    /// The Core Graphics colour: the same object here.
    public var cgColor: CGColor { self }

    /// Reads the components into the given pointers, as UIKit does; returns `true`.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red; green?.pointee = self.green
        blue?.pointee = self.blue; alpha?.pointee = self.alpha
        return true
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha)
    }

    /// A readable form: `UIColor(r g b a)` with components in 0...1.
    public var description: String {
        String(format: "UIColor(%.3f %.3f %.3f %.3f)", Double(red), Double(green), Double(blue), Double(alpha))
    }

    static func clamp(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}

/// Core Graphics colours are `UIColor`s on Linux (see `UIColor`).
public typealias CGColor = UIColor

extension UIColor {
    private static func rgb255(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> UIColor {
        UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }
    /// Black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// One-third white.
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// Two-thirds white.
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Half white.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Pure red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Pure blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Fully transparent.
    public static let clear = UIColor(white: 0, alpha: 0)

    /// iOS system red (light appearance).
    public static let systemRed = rgb255(255, 59, 48)
    /// iOS system orange.
    public static let systemOrange = rgb255(255, 149, 0)
    /// iOS system yellow.
    public static let systemYellow = rgb255(255, 204, 0)
    /// iOS system green.
    public static let systemGreen = rgb255(52, 199, 89)
    /// iOS system mint.
    public static let systemMint = rgb255(0, 199, 190)
    /// iOS system teal.
    public static let systemTeal = rgb255(48, 176, 199)
    /// iOS system cyan.
    public static let systemCyan = rgb255(50, 173, 230)
    /// iOS system blue.
    public static let systemBlue = rgb255(0, 122, 255)
    /// iOS system indigo.
    public static let systemIndigo = rgb255(88, 86, 214)
    /// iOS system purple.
    public static let systemPurple = rgb255(175, 82, 222)
    /// iOS system pink.
    public static let systemPink = rgb255(255, 45, 85)
    /// iOS system brown.
    public static let systemBrown = rgb255(162, 132, 94)
    /// iOS system gray.
    public static let systemGray = rgb255(142, 142, 147)
    /// iOS system gray 2.
    public static let systemGray2 = rgb255(174, 174, 178)
    /// iOS system gray 3.
    public static let systemGray3 = rgb255(199, 199, 204)
    /// iOS system gray 4.
    public static let systemGray4 = rgb255(209, 209, 214)
    /// iOS system gray 5.
    public static let systemGray5 = rgb255(229, 229, 234)
    /// iOS system gray 6.
    public static let systemGray6 = rgb255(242, 242, 247)
    /// The background of a screen (white, light appearance).
    public static let systemBackground = UIColor.white
    /// The background of grouped content.
    public static let secondarySystemBackground = rgb255(242, 242, 247)
    /// Primary text.
    public static let label = UIColor.black
    /// Secondary text.
    public static let secondaryLabel = rgb255(60, 60, 67, 0.6)
    /// Hairline separators.
    public static let separator = rgb255(60, 60, 67, 0.29)
    /// The tint of buttons and links.
    public static let tintColor = systemBlue
}
