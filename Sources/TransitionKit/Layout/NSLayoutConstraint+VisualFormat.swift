import Foundation

extension NSLayoutConstraint {
    /// The standard spacing of a visual format's `-` between two views: 8 points, as
    /// `NSLayoutXAxisAnchor.constraint(equalToSystemSpacingAfter:multiplier:)` uses.
    static let visualFormatSiblingSpacing: CGFloat = 8
    /// The standard spacing of a visual format's `-` to the superview's edge: 20 points (the Auto
    /// Layout Guide's figure for a view and its superview).
    static let visualFormatSuperviewSpacing: CGFloat = 20

    /// Creates the constraints a visual format describes, inactive, as UIKit does (activate them
    /// with `activate(_:)`). `metrics` names constants (numbers); `views` names the views.
    ///
    /// A format UIKit would reject with an exception (a syntax error, an unknown view or metric,
    /// an alignment along the format's own axis, `|` for a view without a superview) is refused:
    /// a Diagnostic says what and where, and no constraints are returned.
    public class func constraints(withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        var numbers: [String: CGFloat] = [:]
        for (name, value) in metrics ?? [:] {
            guard let number = visualFormatNumber(value) else {
                reportVisualFormat("Unable to parse constraint format: the metric '\(name)' is not a number.", format: format, views: views)
                return []
            }
            numbers[name] = number
        }
        var parser = VisualFormatParser(format, metrics: numbers)
        let parsed: VisualFormatParser.Format
        do { parsed = try parser.parse() } catch {
            let caret = String(repeating: " ", count: error.offset) + "^"
            reportVisualFormat("Unable to parse constraint format: \(error.message)\n\(format)\n\(caret)", format: format, views: views)
            return []
        }
        do {
            return try VisualFormatBuilder(format: parsed, options: opts, views: views).build()
        } catch {
            reportVisualFormat("Unable to interpret constraint format: \(error.message)\n\(format)", format: format, views: views)
            return []
        }
    }

    /// A metric's value as a number (NSNumber, any Swift integer or floating-point type).
    private static func visualFormatNumber(_ value: Any) -> CGFloat? {
        switch value {
        case let number as CGFloat: number.isFinite ? number : nil
        case let number as Double: number.isFinite ? CGFloat(number) : nil
        case let number as Float: number.isFinite ? CGFloat(number) : nil
        case let number as Int: CGFloat(number)
        case let number as NSNumber: CGFloat(number.doubleValue).isFinite ? CGFloat(number.doubleValue) : nil
        default: nil
        }
    }

    private static func reportVisualFormat(_ message: String, format: String, views: [String: Any]) {
        let diagnostic = Diagnostic(code: .invalidVisualFormat, message: message + " No constraints were made.")
        let window = views.values.lazy.compactMap { ($0 as? UIView)?.window }.first
        if let window { window.report(diagnostic) } else { AnimationContext.report(diagnostic) }
    }
}

extension Diagnostic.Code {
    /// A visual format string could not be read or interpreted; no constraints were made.
    public static let invalidVisualFormat = Diagnostic.Code(rawValue: "layout.invalidVisualFormat", severity: .error)
}
