import Foundation
import TransitionKit

// UILabel, its overridable members overridden with UIKit's signatures, and its enums.

/// A label subclass overriding what UIKit lets a subclass override.
private final class TextLabelSubclass: UILabel {
    // census: UILabel.init(frame:)
    override init(frame: CGRect) { super.init(frame: frame) }

    // census: UILabel.init(coder:)
    required init?(coder: NSCoder) { super.init(coder: coder) }

    // census: UILabel.text
    override var text: String? { get { super.text } set { super.text = newValue } }

    // census: UILabel.attributedText
    override var attributedText: NSAttributedString? { get { super.attributedText } set { super.attributedText = newValue } }

    // census: UILabel.font
    override var font: UIFont! { get { super.font } set { super.font = newValue } }

    // census: UILabel.textColor
    override var textColor: UIColor! { get { super.textColor } set { super.textColor = newValue } }

    // census: UILabel.textAlignment
    override var textAlignment: NSTextAlignment { get { super.textAlignment } set { super.textAlignment = newValue } }

    // census: UILabel.lineBreakMode
    override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }

    // census: UILabel.lineBreakStrategy
    override var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy {
        get { super.lineBreakStrategy } set { super.lineBreakStrategy = newValue }
    }

    // census: UILabel.isEnabled
    override var isEnabled: Bool { get { super.isEnabled } set { super.isEnabled = newValue } }

    // census: UILabel.showsExpansionTextWhenTruncated
    override var showsExpansionTextWhenTruncated: Bool {
        get { super.showsExpansionTextWhenTruncated } set { super.showsExpansionTextWhenTruncated = newValue }
    }

    // census: UILabel.adjustsFontSizeToFitWidth
    override var adjustsFontSizeToFitWidth: Bool {
        get { super.adjustsFontSizeToFitWidth } set { super.adjustsFontSizeToFitWidth = newValue }
    }

    // census: UILabel.allowsDefaultTighteningForTruncation
    override var allowsDefaultTighteningForTruncation: Bool {
        get { super.allowsDefaultTighteningForTruncation } set { super.allowsDefaultTighteningForTruncation = newValue }
    }

    // census: UILabel.baselineAdjustment
    override var baselineAdjustment: UIBaselineAdjustment {
        get { super.baselineAdjustment } set { super.baselineAdjustment = newValue }
    }

    // census: UILabel.minimumScaleFactor
    override var minimumScaleFactor: CGFloat { get { super.minimumScaleFactor } set { super.minimumScaleFactor = newValue } }

    // census: UILabel.numberOfLines
    override var numberOfLines: Int { get { super.numberOfLines } set { super.numberOfLines = newValue } }

    // census: UILabel.sizingRule
    override var sizingRule: UILetterformAwareSizingRule { get { super.sizingRule } set { super.sizingRule = newValue } }

    // census: UILabel.highlightedTextColor
    override var highlightedTextColor: UIColor? {
        get { super.highlightedTextColor } set { super.highlightedTextColor = newValue }
    }

    // census: UILabel.isHighlighted
    override var isHighlighted: Bool { get { super.isHighlighted } set { super.isHighlighted = newValue } }

    // census: UILabel.preferredVibrancy
    override var preferredVibrancy: UILabelVibrancy { get { super.preferredVibrancy } set { super.preferredVibrancy = newValue } }

    // census: UILabel.shadowColor
    override var shadowColor: UIColor? { get { super.shadowColor } set { super.shadowColor = newValue } }

    // census: UILabel.shadowOffset
    override var shadowOffset: CGSize { get { super.shadowOffset } set { super.shadowOffset = newValue } }

    // census: UILabel.textRect(forBounds:limitedToNumberOfLines:)
    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        super.textRect(forBounds: bounds.insetBy(dx: 4, dy: 4), limitedToNumberOfLines: numberOfLines).insetBy(dx: -4, dy: -4)
    }

    // census: UILabel.drawText(in:)
    override func drawText(in rect: CGRect) { super.drawText(in: rect.insetBy(dx: 4, dy: 4)) }

    // census: UILabel.preferredMaxLayoutWidth
    override var preferredMaxLayoutWidth: CGFloat {
        get { super.preferredMaxLayoutWidth } set { super.preferredMaxLayoutWidth = newValue }
    }

    // census: UILabel.isUserInteractionEnabled
    override var isUserInteractionEnabled: Bool {
        get { super.isUserInteractionEnabled } set { super.isUserInteractionEnabled = newValue }
    }

    // census: UILabel.clipsToBounds
    override var clipsToBounds: Bool { get { super.clipsToBounds } set { super.clipsToBounds = newValue } }

    // census: UILabel.intrinsicContentSize
    override var intrinsicContentSize: CGSize { super.intrinsicContentSize }

    // census: UILabel.sizeThatFits(_:)
    override func sizeThatFits(_ size: CGSize) -> CGSize { super.sizeThatFits(size) }
}

/// UILabel's enums, each case read with its type.
@MainActor
private func textLabelEnums() {
    // census: UILabel.UILabelVibrancy.none, UILabel.UILabelVibrancy.automatic
    let _: [UILabelVibrancy] = [.none, .automatic]
    // census: UILabel.UILetterformAwareSizingRule.typographic, UILabel.UILetterformAwareSizingRule.oversize
    let _: [UILetterformAwareSizingRule] = [.typographic, .oversize]
    // census: UILabel.UIBaselineAdjustment.alignBaselines, UILabel.UIBaselineAdjustment.alignCenters
    let _: [UIBaselineAdjustment] = [.alignBaselines, .alignCenters]
    // census: UILabel.UIBaselineAdjustment.none
    let _: UIBaselineAdjustment = .none
    // census: UILabel.NSTextAlignment.left, UILabel.NSTextAlignment.center, UILabel.NSTextAlignment.right
    let _: [NSTextAlignment] = [.left, .center, .right]
    // census: UILabel.NSTextAlignment.justified, UILabel.NSTextAlignment.natural
    let _: [NSTextAlignment] = [.justified, .natural]
    // census: UILabel.NSLineBreakMode.byWordWrapping, UILabel.NSLineBreakMode.byCharWrapping, UILabel.NSLineBreakMode.byClipping
    let _: [NSLineBreakMode] = [.byWordWrapping, .byCharWrapping, .byClipping]
    // census: UILabel.NSLineBreakMode.byTruncatingHead, UILabel.NSLineBreakMode.byTruncatingTail
    let _: [NSLineBreakMode] = [.byTruncatingHead, .byTruncatingTail]
    // census: UILabel.NSLineBreakMode.byTruncatingMiddle
    let _: NSLineBreakMode = .byTruncatingMiddle
}
