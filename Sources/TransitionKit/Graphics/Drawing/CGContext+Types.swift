import Foundation

/// Core Foundation's array type, as Core Graphics calls take it (`[a.cgColor, b.cgColor] as CFArray`):
/// on Linux, `NSArray`. A Linux addition.
public typealias CFArray = NSArray

/// Core Foundation's string type, as colour-space names are (`CGColorSpace.sRGB`): on Linux,
/// `String`. A Linux addition.
public typealias CFString = String

/// How a path is painted (`CGPathDrawingMode`).
public enum CGPathDrawingMode: Int32, Sendable {
    /// Filled by the non-zero winding rule.
    case fill = 0
    /// Filled by the even-odd rule.
    case eoFill = 1
    /// Stroked.
    case stroke = 2
    /// Filled (non-zero), then stroked.
    case fillStroke = 3
    /// Filled (even-odd), then stroked.
    case eoFillStroke = 4
}

/// How painted colour combines with what is beneath (`CGBlendMode`): stored by a context here,
/// which paints every mode as `.normal`.
public enum CGBlendMode: Int32, Sendable {
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
         difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop,
         destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

/// How finely scaled images are sampled (`CGInterpolationQuality`); stored.
public enum CGInterpolationQuality: Int32, Sendable {
    /// The context's default.
    case `default` = 0
    /// Nearest pixel.
    case none = 1
    /// Low quality.
    case low = 2
    /// High quality.
    case high = 3
    /// Medium quality.
    case medium = 4
}

/// How Core Graphics' text calls paint glyphs (`CGTextDrawingMode`); stored.
public enum CGTextDrawingMode: Int32, Sendable {
    case fill = 0, stroke, fillStroke, invisible, fillClip, strokeClip, fillStrokeClip, clip
}

/// Whether a gradient's end colours extend beyond its ends (`CGGradientDrawingOptions`).
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt32
    /// Creates options.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The start colour also fills before the start.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// The end colour also fills after the end.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// Where a bitmap's alpha is (`CGImageAlphaInfo`), as bitmap contexts take it
/// (`CGImageAlphaInfo.premultipliedLast.rawValue`); a recording context accepts every value.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// A bitmap's layout flags (`CGBitmapInfo`); accepted as Core Graphics takes them.
public struct CGBitmapInfo: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt32
    /// Creates flags.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The alpha-info bits.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// Floating-point components.
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The byte-order bits.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The default byte order.
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit little-endian.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit little-endian.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit big-endian.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit big-endian.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}

/// A colour space (`CGColorSpace`): colours here are always sRGB components, so every space
/// is accepted and reports its name.
public final class CGColorSpace: @unchecked Sendable {
    /// The space's name (`CGColorSpace.sRGB`, ...).
    public let name: CFString?

    /// The space named `name`; nil for an empty name.
    public init?(name: CFString) {
        guard !name.isEmpty else { return nil }
        self.name = name
    }

    /// The number of colour components (3 for RGB spaces, 1 for grey ones).
    public var numberOfComponents: Int { name?.lowercased().contains("gray") == true ? 1 : 3 }

    /// sRGB.
    public static let sRGB: CFString = "kCGColorSpaceSRGB"
    /// Display P3.
    public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    /// Extended-range sRGB.
    public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
    /// Linear sRGB.
    public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
    /// Generic grey, gamma 2.2.
    public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
    /// Linear grey.
    public static let linearGray: CFString = "kCGColorSpaceLinearGray"
}

/// The device RGB colour space (sRGB here).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: CGColorSpace.sRGB)! }

/// The device grey colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(name: CGColorSpace.linearGray)! }

/// Colour stops for `drawLinearGradient` and `drawRadialGradient` (`CGGradient`).
public final class CGGradient: @unchecked Sendable {
    /// The stops' colours.
    let colors: [UIColor]
    /// The stops' locations, 0...1 ascending, one per colour.
    let locations: [CGFloat]

    /// A gradient of `colors` (colours: `[a.cgColor, b.cgColor] as CFArray`) at `locations`
    /// (0...1, one per colour; nil spreads them evenly). Nil, as Core Graphics returns, when
    /// `colors` is empty or holds something that is not a colour.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let stops = colors.compactMap { $0 as? UIColor }
        guard !stops.isEmpty, stops.count == colors.count else { return nil }
        self.colors = stops
        self.locations = Self.locations(locations, count: stops.count)
    }

    /// A gradient from `count` stops of components in `space` (RGBA, or grey and alpha for a grey
    /// space) at `locations`; nil for a count below 1.
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let perColor = space.numberOfComponents + 1
        colors = (0..<count).map { index in
            let base = index * perColor
            return perColor == 2 ? UIColor(white: components[base], alpha: components[base + 1])
                : UIColor(red: components[base], green: components[base + 1], blue: components[base + 2], alpha: components[base + 3])
        }
        self.locations = Self.locations(locations, count: count)
    }

    private static func locations(_ pointer: UnsafePointer<CGFloat>?, count: Int) -> [CGFloat] {
        guard let pointer else { return (0..<count).map { count > 1 ? CGFloat($0) / CGFloat(count - 1) : 0 } }
        return (0..<count).map { min(max(pointer[$0], 0), 1) }
    }
}
