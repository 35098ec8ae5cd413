import Foundation
import TransitionKit

// Constraints: made by the initializer, the visual format language and anchors; read, changed,
// activated and deactivated, with UIKit's signatures.

@MainActor
private func useConstraints(container: UIView, title: UILabel, button: UIButton) -> [Any] {
    title.translatesAutoresizingMaskIntoConstraints = false
    button.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(title); container.addSubview(button)
    // census: NSLayoutConstraint.init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)
    // census: NSLayoutConstraint.Attribute, NSLayoutConstraint.Relation, NSLayoutConstraint.Attribute.leading, NSLayoutConstraint.Attribute.leadingMargin, NSLayoutConstraint.Relation.equal
    let leading = NSLayoutConstraint(item: title, attribute: .leading, relatedBy: .equal,
                                     toItem: container, attribute: .leadingMargin, multiplier: 1, constant: 0)
    // census: NSLayoutConstraint.Attribute.width, NSLayoutConstraint.Attribute.notAnAttribute, NSLayoutConstraint.Relation.greaterThanOrEqual
    let width = NSLayoutConstraint(item: button, attribute: .width, relatedBy: .greaterThanOrEqual,
                                   toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 44)
    // census: NSLayoutConstraint.Relation.lessThanOrEqual, NSLayoutConstraint.Attribute.trailing, NSLayoutConstraint.Attribute.trailingMargin
    let trailing = NSLayoutConstraint(item: title, attribute: .trailing, relatedBy: .lessThanOrEqual,
                                      toItem: container, attribute: .trailingMargin, multiplier: 1, constant: 0)
    // census: NSLayoutConstraint.Attribute.left, NSLayoutConstraint.Attribute.right, NSLayoutConstraint.Attribute.top, NSLayoutConstraint.Attribute.bottom
    // census: NSLayoutConstraint.Attribute.height, NSLayoutConstraint.Attribute.centerX, NSLayoutConstraint.Attribute.centerY
    // census: NSLayoutConstraint.Attribute.lastBaseline, NSLayoutConstraint.Attribute.firstBaseline
    // census: NSLayoutConstraint.Attribute.leftMargin, NSLayoutConstraint.Attribute.rightMargin, NSLayoutConstraint.Attribute.topMargin, NSLayoutConstraint.Attribute.bottomMargin
    // census: NSLayoutConstraint.Attribute.centerXWithinMargins, NSLayoutConstraint.Attribute.centerYWithinMargins
    let attributes: [NSLayoutConstraint.Attribute] = [.left, .right, .top, .bottom, .height, .centerX, .centerY,
                                                      .lastBaseline, .firstBaseline, .leftMargin, .rightMargin,
                                                      .topMargin, .bottomMargin, .centerXWithinMargins, .centerYWithinMargins]
    // census: NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)
    // census: NSLayoutConstraint.FormatOptions, NSLayoutConstraint.FormatOptions.alignAllCenterY
    let row = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[title]-(spacing)-[button(>=88@750)]-|",
                                             options: .alignAllCenterY, metrics: ["spacing": 12],
                                             views: ["title": title, "button": button])
    let column = NSLayoutConstraint.constraints(withVisualFormat: "V:|-20-[title]", metrics: nil, views: ["title": title])
    // census: NSLayoutConstraint.FormatOptions.alignAllLeft, NSLayoutConstraint.FormatOptions.alignAllRight, NSLayoutConstraint.FormatOptions.alignAllTop, NSLayoutConstraint.FormatOptions.alignAllBottom
    // census: NSLayoutConstraint.FormatOptions.alignAllLeading, NSLayoutConstraint.FormatOptions.alignAllTrailing, NSLayoutConstraint.FormatOptions.alignAllCenterX
    // census: NSLayoutConstraint.FormatOptions.alignAllLastBaseline, NSLayoutConstraint.FormatOptions.alignAllFirstBaseline, NSLayoutConstraint.FormatOptions.alignmentMask
    let alignments: NSLayoutConstraint.FormatOptions = [.alignAllLeft, .alignAllRight, .alignAllTop, .alignAllBottom,
                                                        .alignAllLeading, .alignAllTrailing, .alignAllCenterX,
                                                        .alignAllLastBaseline, .alignAllFirstBaseline]
    let _: Bool = NSLayoutConstraint.FormatOptions.alignmentMask.isSuperset(of: alignments)
    // census: NSLayoutConstraint.FormatOptions.directionLeadingToTrailing, NSLayoutConstraint.FormatOptions.directionLeftToRight, NSLayoutConstraint.FormatOptions.directionRightToLeft, NSLayoutConstraint.FormatOptions.directionMask
    let directions: [NSLayoutConstraint.FormatOptions] = [.directionLeadingToTrailing, .directionLeftToRight, .directionRightToLeft, .directionMask]
    // census: NSLayoutConstraint.FormatOptions.spacingEdgeToEdge, NSLayoutConstraint.FormatOptions.spacingBaselineToBaseline, NSLayoutConstraint.FormatOptions.spacingMask
    let spacings: [NSLayoutConstraint.FormatOptions] = [.spacingEdgeToEdge, .spacingBaselineToBaseline, .spacingMask]

    // census: NSLayoutConstraint.activate(_:)
    NSLayoutConstraint.activate([leading, width, trailing] + row + column)
    // census: NSLayoutConstraint.isActive
    width.isActive = false
    let _: Bool = width.isActive
    // census: NSLayoutConstraint.deactivate(_:)
    NSLayoutConstraint.deactivate(column)
    // census: NSLayoutConstraint.firstItem, NSLayoutConstraint.secondItem
    let _: AnyObject? = leading.firstItem, _: AnyObject? = leading.secondItem
    // census: NSLayoutConstraint.firstAttribute, NSLayoutConstraint.secondAttribute
    let _: NSLayoutConstraint.Attribute = leading.firstAttribute, _: NSLayoutConstraint.Attribute = leading.secondAttribute
    // census: NSLayoutConstraint.relation
    let _: NSLayoutConstraint.Relation = leading.relation
    // census: NSLayoutConstraint.multiplier
    let _: CGFloat = leading.multiplier
    // census: NSLayoutConstraint.constant
    leading.constant = 16
    // census: NSLayoutConstraint.firstAnchor
    let _: NSLayoutAnchor<AnyObject> = leading.firstAnchor
    // census: NSLayoutConstraint.secondAnchor
    let _: NSLayoutAnchor<AnyObject>? = width.secondAnchor
    // census: NSLayoutConstraint.priority
    trailing.priority = .defaultHigh
    let _: UILayoutPriority = trailing.priority
    // census: NSLayoutConstraint.identifier
    trailing.identifier = "title.trailing"
    let _: String? = trailing.identifier
    // census: NSLayoutConstraint.shouldBeArchived
    trailing.shouldBeArchived = true
    // census: NSLayoutConstraint.Axis, NSLayoutConstraint.Axis.horizontal, NSLayoutConstraint.Axis.vertical
    let axes: [NSLayoutConstraint.Axis] = [.horizontal, .vertical]
    return [attributes, directions, spacings, axes]
}

/// A constraint subclass, as some layout helpers write.
private final class LayoutConstraintsNamed: NSLayoutConstraint {
    override var identifier: String? { get { "named" } set { super.identifier = newValue } }
}

// census: UILayoutPriority.init(rawValue:), UILayoutPriority.init(_:), UILayoutPriority.rawValue
private let layoutPriorities: [UILayoutPriority] = [UILayoutPriority(rawValue: 999), UILayoutPriority(751),
                                                    UILayoutPriority(UILayoutPriority.defaultLow.rawValue + 1)]
// census: UILayoutPriority.required, UILayoutPriority.defaultHigh, UILayoutPriority.defaultLow, UILayoutPriority.fittingSizeLevel
// census: UILayoutPriority.dragThatCanResizeScene, UILayoutPriority.sceneSizeStayPut, UILayoutPriority.dragThatCannotResizeScene
private let namedPriorities: [UILayoutPriority] = [.required, .defaultHigh, .defaultLow, .fittingSizeLevel,
                                                   .dragThatCanResizeScene, .sceneSizeStayPut, .dragThatCannotResizeScene,
                                                   .defaultHigh - 1, .defaultLow + 1]
