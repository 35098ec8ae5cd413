import Foundation

// UIKit's string forms of its geometry (`NSStringFromCGRect` and friends, which Swift spells as
// `NSCoder.string(for:)`), and the parsers back (`NSCoder.cgRect(for:)`, ...).
//
// Numbers are written as `%.17g` writes them, as on iOS: `{{0, 0}, {390, 844}}`,
// `{0.10000000000000001, 2}`. Parsing reads the numbers in order and ignores the braces and commas
// around them; numbers that are missing read as 0, as UIKit's parsers do for a malformed string.

extension NSCoder {
    /// `{x, y}`.
    public class func string(for point: CGPoint) -> String { format([point.x, point.y]) }
    /// `{dx, dy}`.
    public class func string(for vector: CGVector) -> String { format([vector.dx, vector.dy]) }
    /// `{width, height}`.
    public class func string(for size: CGSize) -> String { format([size.width, size.height]) }
    /// `{{x, y}, {width, height}}`.
    public class func string(for rect: CGRect) -> String {
        "{\(string(for: rect.origin)), \(string(for: rect.size))}"
    }
    /// `[a, b, c, d, tx, ty]`.
    public class func string(for transform: CGAffineTransform) -> String {
        "[" + [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(number).joined(separator: ", ") + "]"
    }
    /// `{top, left, bottom, right}`.
    public class func string(for insets: UIEdgeInsets) -> String { format([insets.top, insets.left, insets.bottom, insets.right]) }
    /// `{top, leading, bottom, trailing}`.
    public class func string(for insets: NSDirectionalEdgeInsets) -> String {
        format([insets.top, insets.leading, insets.bottom, insets.trailing])
    }
    /// `{horizontal, vertical}`.
    public class func string(for offset: UIOffset) -> String { format([offset.horizontal, offset.vertical]) }

    /// The point in a string of the form `{x, y}`.
    public class func cgPoint(for string: String) -> CGPoint {
        let n = numbers(string, count: 2)
        return CGPoint(x: n[0], y: n[1])
    }
    /// The vector in a string of the form `{dx, dy}`.
    public class func cgVector(for string: String) -> CGVector {
        let n = numbers(string, count: 2)
        return CGVector(dx: n[0], dy: n[1])
    }
    /// The size in a string of the form `{width, height}`.
    public class func cgSize(for string: String) -> CGSize {
        let n = numbers(string, count: 2)
        return CGSize(width: n[0], height: n[1])
    }
    /// The rectangle in a string of the form `{{x, y}, {width, height}}`.
    public class func cgRect(for string: String) -> CGRect {
        let n = numbers(string, count: 4)
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }
    /// The transform in a string of the form `[a, b, c, d, tx, ty]`; all zero when malformed.
    public class func cgAffineTransform(for string: String) -> CGAffineTransform {
        let n = numbers(string, count: 6)
        return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }
    /// The insets in a string of the form `{top, left, bottom, right}`.
    public class func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        let n = numbers(string, count: 4)
        return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }
    /// The insets in a string of the form `{top, leading, bottom, trailing}`.
    public class func nsDirectionalEdgeInsets(for string: String) -> NSDirectionalEdgeInsets {
        let n = numbers(string, count: 4)
        return NSDirectionalEdgeInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3])
    }
    /// The offset in a string of the form `{horizontal, vertical}`.
    public class func uiOffset(for string: String) -> UIOffset {
        let n = numbers(string, count: 2)
        return UIOffset(horizontal: n[0], vertical: n[1])
    }

    private static func number(_ value: CGFloat) -> String { String(format: "%.17g", Double(value)) }

    private static func format(_ values: [CGFloat]) -> String { "{" + values.map(number).joined(separator: ", ") + "}" }

    /// The first `count` numbers in `string`, padded with zeros.
    private static func numbers(_ string: String, count: Int) -> [CGFloat] {
        var found: [CGFloat] = []
        var token = ""
        func flush() {
            if let value = Double(token) { found.append(CGFloat(value)) }
            token = ""
        }
        for character in string {
            if character.isNumber || "+-.eE".contains(character) { token.append(character) } else { flush() }
        }
        flush()
        return Array((found + Array(repeating: 0, count: count)).prefix(count))
    }
}
