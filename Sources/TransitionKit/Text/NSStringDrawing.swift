import Foundation

/// How `boundingRect(with:options:attributes:context:)` measures, as in UIKit.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: Int
    /// Creates options.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lays the text out in lines wrapped in the given width, from the top-left (else one line
    /// from the baseline).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Counts the font's leading in line heights (always counted here).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Uses glyph bounds rather than typographic bounds (typographic here).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Shortens the last visible line (stored; measuring is unaffected).
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What string drawing reports back, as in UIKit (text is never shrunk here: the scale is 1).
open class NSStringDrawingContext: NSObject {
    /// The smallest scale the text may shrink to (stored).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was measured at: always 1.
    open private(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle the last measurement returned.
    open private(set) var totalBounds: CGRect = .zero

    /// Creates a context.
    public override init() { super.init() }

    func record(_ bounds: CGRect) { totalBounds = bounds; actualScaleFactor = 1 }
}

extension NSAttributedString {
    /// The rectangle the text takes when laid out in `size.width` (with `.usesLineFragmentOrigin`:
    /// wrapped lines from the top-left; else one line with its baseline at 0), measured by the
    /// bound measurer. The size is not rounded, as in UIKit.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let wraps = options.contains(.usesLineFragmentOrigin)
        let layout = TextLayout.drawing(self, width: size.width > 0 ? size.width : .greatestFiniteMagnitude, wraps: wraps)
        let y = wraps ? 0 : -(layout.lines.first?.baseline ?? 0)
        let rect = CGRect(x: 0, y: y, width: layout.size.width, height: layout.size.height)
        context?.record(rect)
        return rect
    }

    /// The size the text takes on its lines (one per paragraph), not rounded.
    public func size() -> CGSize {
        TextLayout.drawing(self, width: .greatestFiniteMagnitude, wraps: true).size
    }
}

extension NSString {
    /// The rectangle the string takes with `attributes`; see `NSAttributedString.boundingRect(with:options:context:)`.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        NSAttributedString(string: self as String, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }

    /// The size the string takes with `attributes` on its lines (one per paragraph).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self as String, attributes: attrs).size()
    }
}

extension StringProtocol {
    /// The rectangle the string takes with `attributes`; see `NSAttributedString.boundingRect(with:options:context:)`.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        NSAttributedString(string: String(self), attributes: attributes).boundingRect(with: size, options: options, context: context)
    }

    /// The size the string takes with `attributes` on its lines (one per paragraph).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: String(self), attributes: attrs).size()
    }
}
