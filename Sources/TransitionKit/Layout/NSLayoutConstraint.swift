import Foundation

/// A relationship between two layout attributes that Auto Layout keeps:
/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The part of a view's or guide's frame a constraint uses (Apple: "NSLayoutConstraint.Attribute").
    public enum Attribute: Int, Sendable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge (left: the model is left-to-right).
        case leading
        /// The trailing edge (right).
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The baseline of the last line of text (treated as `bottom`: the model has no font metrics).
        case lastBaseline
        /// The top of the first line of text (treated as `top`: the model has no font metrics).
        case firstBaseline = 12
        /// The left edge inset by the left layout margin.
        case leftMargin
        /// The right edge inset by the right layout margin.
        case rightMargin
        /// The top edge inset by the top layout margin.
        case topMargin
        /// The bottom edge inset by the bottom layout margin.
        case bottomMargin
        /// The leading edge inset by the leading layout margin.
        case leadingMargin
        /// The trailing edge inset by the trailing layout margin.
        case trailingMargin
        /// The centre between the horizontal margins.
        case centerXWithinMargins
        /// The centre between the vertical margins.
        case centerYWithinMargins
        /// No attribute (the second attribute of a constant width or height).
        case notAnAttribute = 0
    }

    /// How the two sides relate (Apple: "NSLayoutConstraint.Relation").
    public enum Relation: Int, Sendable {
        /// The first side is at most the second.
        case lessThanOrEqual = -1
        /// The two sides are equal.
        case equal = 0
        /// The first side is at least the second.
        case greaterThanOrEqual = 1
    }

    /// The first item (a view or layout guide).
    public private(set) weak var firstItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// The relation.
    public let relation: Relation
    /// The second item, nil for a constant width or height.
    public private(set) weak var secondItem: AnyObject?
    /// The second item's attribute.
    public let secondAttribute: Attribute
    /// The factor applied to the second attribute.
    public let multiplier: CGFloat
    /// A name shown in the constraint's description and in unsatisfiable-constraint reports.
    open var identifier: String?

    /// The value added to the second side. Changing it on an active constraint re-solves
    /// incrementally at the next layout pass (animate with `layoutIfNeeded()` in an animation block).
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            guard constant.isFinite else {
                report(Diagnostic(code: .invalidConstraint, message: "\(self): constant \(constant) is not finite; the change was ignored."))
                constant = oldValue
                return
            }
            engine?.constantDidChange(self, from: oldValue)
        }
    }

    /// The priority; 1000 is required. Changing between required and not required on an active
    /// constraint is refused with a Diagnostic, as UIKit refuses it.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            let clamped = UILayoutPriority(priority.rawValue.isFinite ? min(max(priority.rawValue, 1), 1000) : oldValue.rawValue)
            if isActive, (oldValue == .required) != (clamped == .required) {
                report(Diagnostic(code: .invalidConstraint, message: "\(self): an active constraint can't change between required and optional priority; the change was ignored."))
                priority = oldValue
                return
            }
            if clamped != priority { priority = clamped; return }
            engine?.constraintNeedsReinstall(self)
        }
    }

    /// Reports to the window of the constraint's items, else through the ambient clock.
    func report(_ diagnostic: Diagnostic) {
        let window = container?.window ?? Self.view(of: firstItem)?.window ?? Self.view(of: secondItem)?.window
        if let window { window.report(diagnostic) } else { AnimationContext.report(diagnostic) }
    }

    /// The engine the constraint is solved in (set while installed).
    weak var engine: LayoutEngine?
    /// The view the constraint is installed on (the items' nearest common ancestor) while active.
    weak var container: UIView?
    /// Made by a view for its own guides: kept out of the view's `constraints`.
    var isSystemConstraint = false
    /// For a constraint on `anchorWithOffset(to:)` dimensions: the distances its sides stand for.
    var firstSpan: LayoutSpan?
    var secondSpan: LayoutSpan?

    /// Whether a view archiving its constraints keeps this one (false by default, as in UIKit).
    /// Views are not archived on Linux, so the value is only kept.
    open var shouldBeArchived = false

    /// Creates a constraint `view1.attr1 relation multiplier × view2.attr2 + c` (inactive).
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2, multiplier: multiplier, constant: c)
    }

    init(first: AnyObject, _ firstAttribute: Attribute, _ relation: Relation, second: AnyObject?, _ secondAttribute: Attribute,
         multiplier: CGFloat, constant: CGFloat) {
        firstItem = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        secondItem = second
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier.isFinite ? multiplier : 1
        self.constant = constant.isFinite ? constant : 0
        super.init()
        if !multiplier.isFinite || !constant.isFinite {
            AnimationContext.report(Diagnostic(code: .invalidConstraint, message:
                "\(equationDescription): multiplier \(multiplier) and constant \(constant) must be finite; non-finite values were replaced by 1 and 0."))
        }
    }

    /// As UIKit prints constraints: `<NSLayoutConstraint:'id' UIView.width == 100   (active)>`.
    nonisolated open override var description: String {
        MainActor.assumeIsolated {
            let name = identifier.map { ":'\($0)'" } ?? ""
            return "<NSLayoutConstraint\(name) \(equationDescription)   (\(isActive ? "active" : "inactive"))>"
        }
    }

    /// The equation, e.g. `UILabel.leading == UIView.leading + 16`.
    var equationDescription: String {
        let symbol = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        let first = "\(Self.name(of: firstItem)).\(firstAttribute.name)"
        guard let secondItem else { return "\(first) \(symbol) \(Self.number(constant))" }
        var right = "\(Self.name(of: secondItem)).\(secondAttribute.name)"
        if multiplier != 1 { right = "\(Self.number(multiplier))*\(right)" }
        if constant != 0 { right += constant > 0 ? " + \(Self.number(constant))" : " - \(Self.number(-constant))" }
        return "\(first) \(symbol) \(right)"
    }

    private static func name(of item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let guide = item as? UILayoutGuide { return "\(guide.identifier)" }
        return String(describing: type(of: item))
    }

    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }
}

extension NSLayoutConstraint.Attribute {
    /// UIKit's spelling in constraint descriptions.
    var name: String { String(describing: self) }

    /// Whether the attribute is horizontal (x or width).
    var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
             .leadingMargin, .trailingMargin, .centerXWithinMargins: true
        default: false
        }
    }
}

extension Diagnostic.Code {
    /// A constraint was malformed or changed illegally; the call was refused.
    public static let invalidConstraint = Diagnostic.Code(rawValue: "layout.invalidConstraint", severity: .error)
    /// Required constraints conflict; one was broken (not solved) so layout could continue.
    public static let unsatisfiableConstraints = Diagnostic.Code(rawValue: "layout.unsatisfiableConstraints", severity: .warning)
}
