import Foundation

/// One edge, centre or dimension of a view or layout guide, for making constraints
/// (`a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 16)`). The returned
/// constraints are inactive until activated, as in UIKit.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or guide.
    weak var item: AnyObject?
    /// The attribute the anchor stands for.
    let attribute: NSLayoutConstraint.Attribute
    /// For a dimension made by `anchorWithOffset(to:)`: the distance it stands for.
    var span: LayoutSpan?

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    /// Anchors are not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    func makeConstraint(_ relation: NSLayoutConstraint.Relation, to anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1, constant: CGFloat = 0) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(first: item ?? NSNull(), attribute, relation, second: anchor?.item, anchor?.attribute ?? .notAnAttribute,
                                            multiplier: multiplier, constant: constant)
        constraint.firstSpan = span
        constraint.secondSpan = anchor?.span
        return constraint
    }

    /// The dimension from this anchor to `other` (`other` minus this), for `anchorWithOffset(to:)`.
    func offsetDimension(to other: NSLayoutAnchor<AnchorType>, horizontal: Bool) -> NSLayoutDimension {
        let dimension = NSLayoutDimension(item: item ?? NSNull(), attribute: horizontal ? .width : .height)
        dimension.span = LayoutSpan(from: item, fromAttribute: attribute, to: other.item, toAttribute: other.attribute)
        return dimension
    }

    /// `self == anchor`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { makeConstraint(.equal, to: anchor) }
    /// `self >= anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { makeConstraint(.greaterThanOrEqual, to: anchor) }
    /// `self <= anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { makeConstraint(.lessThanOrEqual, to: anchor) }
    /// `self == anchor + c`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, to: anchor, constant: c)
    }
    /// `self >= anchor + c`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, constant: c)
    }
    /// `self <= anchor + c`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, constant: c)
    }
}

/// A horizontal edge or centre anchor.
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// The system spacing: 8 points. Apple documents that the value "depends on the anchors'
    /// views" and font sizes but not the number; 8 points is the standard spacing between
    /// sibling views on iPhone (and UIKit's default layout margin).
    static let systemSpacing: CGFloat = 8

    /// A dimension standing for the distance from this anchor to `otherAnchor` (positive when
    /// `otherAnchor` is further right), to constrain like a width: equal gaps, a gap half
    /// another's.
    public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        offsetDimension(to: otherAnchor, horizontal: true)
    }

    /// `self == anchor + 8 × multiplier`.
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, to: anchor, constant: Self.systemSpacing * multiplier)
    }
    /// `self >= anchor + 8 × multiplier`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, constant: Self.systemSpacing * multiplier)
    }
    /// `self <= anchor + 8 × multiplier`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, constant: Self.systemSpacing * multiplier)
    }
}

/// A vertical edge or centre anchor.
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// A dimension standing for the distance from this anchor to `otherAnchor` (positive when
    /// `otherAnchor` is lower), to constrain like a height.
    public func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        offsetDimension(to: otherAnchor, horizontal: false)
    }

    /// `self == anchor + 8 × multiplier`.
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, to: anchor, constant: NSLayoutXAxisAnchor.systemSpacing * multiplier)
    }
    /// `self >= anchor + 8 × multiplier`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, constant: NSLayoutXAxisAnchor.systemSpacing * multiplier)
    }
    /// `self <= anchor + 8 × multiplier`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, constant: NSLayoutXAxisAnchor.systemSpacing * multiplier)
    }
}

/// A width or height anchor.
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c`.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { makeConstraint(.equal, to: nil, constant: c) }
    /// `self >= c`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { makeConstraint(.greaterThanOrEqual, to: nil, constant: c) }
    /// `self <= c`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { makeConstraint(.lessThanOrEqual, to: nil, constant: c) }
    /// `self == m × anchor`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, to: anchor, multiplier: m)
    }
    /// `self >= m × anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, multiplier: m)
    }
    /// `self <= m × anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, multiplier: m)
    }
    /// `self == m × anchor + c`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, to: anchor, multiplier: m, constant: c)
    }
    /// `self >= m × anchor + c`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, multiplier: m, constant: c)
    }
    /// `self <= m × anchor + c`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, multiplier: m, constant: c)
    }
}

/// The distance between two anchors of one axis, which an `anchorWithOffset(to:)` dimension
/// stands for: `to` minus `from`. The items are held weakly, as anchors hold theirs.
@MainActor
final class LayoutSpan {
    weak var from: AnyObject?
    let fromAttribute: NSLayoutConstraint.Attribute
    weak var to: AnyObject?
    let toAttribute: NSLayoutConstraint.Attribute

    init(from: AnyObject?, fromAttribute: NSLayoutConstraint.Attribute, to: AnyObject?, toAttribute: NSLayoutConstraint.Attribute) {
        self.from = from; self.fromAttribute = fromAttribute
        self.to = to; self.toAttribute = toAttribute
    }
}
