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

/// Turns a parsed visual format into constraints.
@MainActor
struct VisualFormatBuilder {
    struct Failure: Error { var message: String }
    typealias Attribute = NSLayoutConstraint.Attribute

    let format: VisualFormatParser.Format
    let options: NSLayoutConstraint.FormatOptions
    let views: [String: Any]

    func build() throws(Failure) -> [NSLayoutConstraint] {
        let items = try format.views.map { element throws(Failure) -> UIView in try view(named: element.name) }
        let (leading, trailing, length) = attributes()
        var made: [NSLayoutConstraint] = []
        // Sizes: `[a(>=50)]`, `[a(==b)]`.
        for (element, item) in zip(format.views, items) {
            for predicate in element.predicates {
                switch predicate.object {
                case .constant(let value):
                    made.append(make(item, length, predicate.relation, nil, .notAnAttribute, value, predicate.priority))
                case .view(let name):
                    made.append(make(item, length, predicate.relation, try view(named: name), length, 0, predicate.priority))
                }
            }
        }
        let baselines = format.vertical && options.contains(.spacingBaselineToBaseline)
        // Gaps between adjacent views, earlier edge first.
        for (index, connection) in format.connections.enumerated() {
            let before = items[index], after = items[index + 1]
            made += gap(from: (before, baselines ? .lastBaseline : trailing), to: (after, baselines ? .firstBaseline : leading),
                        connection, standard: NSLayoutConstraint.visualFormatSiblingSpacing)
        }
        if let edge = format.leadingEdge {
            let first = items[0]
            made += gap(from: (try superview(of: first), leading), to: (first, leading), edge,
                        standard: NSLayoutConstraint.visualFormatSuperviewSpacing)
        }
        if let edge = format.trailingEdge, let last = items.last {
            made += gap(from: (last, trailing), to: (try superview(of: last), trailing), edge,
                        standard: NSLayoutConstraint.visualFormatSuperviewSpacing)
        }
        made += try alignments(items)
        return made
    }

    /// The format's (leading, trailing, length) attributes, by axis and direction.
    private func attributes() -> (Attribute, Attribute, Attribute) {
        if format.vertical { return (.top, .bottom, .height) }
        let direction = options.intersection(.directionMask)
        if direction == .directionLeftToRight { return (.left, .right, .width) }
        if direction == .directionRightToLeft { return (.right, .left, .width) }
        return (.leading, .trailing, .width)
    }

    /// Whether the format runs against the coordinates (right to left).
    private var reversed: Bool { !format.vertical && options.intersection(.directionMask) == .directionRightToLeft }

    /// `later − earlier relation value` for each of the connection's predicates, written as
    /// UIKit writes it: the later item first (the earlier one first when running right to left).
    private func gap(from earlier: (AnyObject, Attribute), to later: (AnyObject, Attribute),
                     _ connection: VisualFormatParser.Connection, standard: CGFloat) -> [NSLayoutConstraint] {
        let predicates = connection.predicates ?? [.init(relation: .equal, object: .constant(standard), priority: 1000)]
        return predicates.compactMap { predicate in
            guard case .constant(let value) = predicate.object else { return nil }
            return reversed
                ? make(earlier.0, earlier.1, predicate.relation, later.0, later.1, value, predicate.priority)
                : make(later.0, later.1, predicate.relation, earlier.0, earlier.1, value, predicate.priority)
        }
    }

    /// The alignment options: each view after the first aligns with the one before it.
    private func alignments(_ items: [UIView]) throws(Failure) -> [NSLayoutConstraint] {
        let attributes = options.intersection(.alignmentMask).alignmentAttributes
        guard !attributes.isEmpty, items.count > 1 else { return [] }
        for attribute in attributes {
            let horizontal = attribute.isHorizontal
            if horizontal != format.vertical {
                throw Failure(message: "Options mask required views to be aligned on a \(horizontal ? "horizontal" : "vertical") edge, which is not allowed for layout that is also \(horizontal ? "horizontal" : "vertical").")
            }
        }
        var made: [NSLayoutConstraint] = []
        for (before, after) in zip(items, items.dropFirst()) {
            for attribute in attributes {
                made.append(make(before, attribute, .equal, after, attribute, 0, 1000))
            }
        }
        return made
    }

    private func view(named name: String) throws(Failure) -> UIView {
        guard let value = views[name] else { throw Failure(message: "'\(name)' is not a key in the views dictionary.") }
        guard let view = value as? UIView else { throw Failure(message: "The views dictionary's '\(name)' is not a UIView.") }
        return view
    }

    private func superview(of view: UIView) throws(Failure) -> UIView {
        guard let superview = view.superview else {
            throw Failure(message: "Unable to interpret '|' character, because the related view doesn't have a superview.")
        }
        return superview
    }

    private func make(_ first: AnyObject, _ firstAttribute: Attribute, _ relation: NSLayoutConstraint.Relation,
                      _ second: AnyObject?, _ secondAttribute: Attribute, _ constant: CGFloat, _ priority: Float) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(first: first, firstAttribute, relation, second: second, secondAttribute,
                                            multiplier: 1, constant: constant)
        constraint.priority = UILayoutPriority(priority)
        return constraint
    }
}
