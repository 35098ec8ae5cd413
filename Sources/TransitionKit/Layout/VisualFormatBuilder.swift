import Foundation

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
