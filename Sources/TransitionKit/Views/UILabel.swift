import Foundation

/// A view that draws one or more lines of text, as in UIKit: laid out in the model by
/// `TextLayout` (wrapped by word or character, truncated with "…"), measured by the bound
/// `TextMeasuring` service, and vertically centred in its bounds.
///
/// `text` and `attributedText` are one content: setting either replaces the other, and setting
/// `font`, `textColor`, `textAlignment` or `lineBreakMode` while the label shows an attributed
/// string applies that value to the whole string, as UIKit does.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The content: a plain string or an attributed one.
    enum Content { case plain(String), attributed(NSAttributedString) }

    var content: Content? {
        didSet { textDidChange() }
    }

    /// The text; nil or empty draws nothing.
    open var text: String? {
        get {
            switch content {
            case .plain(let string): string
            case .attributed(let attributed): attributed.string
            case nil: nil
            }
        }
        set { content = newValue.map(Content.plain) }
    }

    /// The styled text: runs with their own `.font`, `.foregroundColor`, `.kern` and (from the
    /// start of the string) `.paragraphStyle`. Reading a plain `text` gives it with the label's
    /// font, colour and paragraph style.
    open var attributedText: NSAttributedString? {
        get {
            switch content {
            case .attributed(let attributed): attributed
            case .plain(let string): NSAttributedString(string: string, attributes: labelAttributes)
            case nil: nil
            }
        }
        set { content = newValue.map { Content.attributed($0.copy() as? NSAttributedString ?? $0) } }
    }

    /// The font (the 17-point system font by default; nil resets it).
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            if font == nil { font = .systemFont(ofSize: 17) }
            applyToAttributedText(.font, font as Any)
        }
    }
    /// The text colour (`.label` by default; nil resets it).
    open var textColor: UIColor! = .label {
        didSet {
            if textColor == nil { textColor = .label }
            applyToAttributedText(.foregroundColor, textColor as Any)
        }
    }
    /// The horizontal alignment (`.justified` sets as `.left`).
    open var textAlignment: NSTextAlignment = .natural {
        didSet { applyParagraphToAttributedText() }
    }
    /// The most lines (0: as many as the text needs); lines wrap by `lineBreakMode`.
    open var numberOfLines: Int = 1 {
        didSet { textDidChange() }
    }
    /// How lines wrap and how the last line is shortened: by default it ends in "…", as in UIKit.
    /// Multi-line labels wrap at words in every mode but `.byCharWrapping`.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { applyParagraphToAttributedText() }
    }
    /// How lines break (stored; lines break greedily here).
    open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = .standard
    /// Whether the label draws enabled; a disabled label draws its text at half opacity.
    open var isEnabled: Bool = true {
        didSet { setNeedsDisplayList() }
    }
    /// Whether the full text shows when the pointer hovers a truncated label (stored: no pointer here).
    open var showsExpansionTextWhenTruncated: Bool = false

    /// Whether a one-line label shrinks its font (down to `minimumScaleFactor`) to fit its width.
    open var adjustsFontSizeToFitWidth: Bool = false {
        didSet { setNeedsDisplayList() }
    }
    /// Whether the label tightens letters before truncating (stored: letters are not tightened here).
    open var allowsDefaultTighteningForTruncation: Bool = false
    /// Where shrunk text's baseline sits: where the full-size text's would, centred, or at the top.
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines {
        didSet { setNeedsDisplayList() }
    }
    /// The smallest fraction of the font size `adjustsFontSizeToFitWidth` shrinks to (0: no shrinking).
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { setNeedsDisplayList() }
    }
    /// How the label's height follows fonts with tall letterforms (stored: one sizing here).
    open var sizingRule: UILetterformAwareSizingRule = .typographic

    /// The text colour while highlighted (nil: `textColor`).
    open var highlightedTextColor: UIColor? {
        didSet { setNeedsDisplayList() }
    }
    /// Whether the label draws with `highlightedTextColor`.
    open var isHighlighted: Bool = false {
        didSet { setNeedsDisplayList() }
    }
    /// The vibrancy the label prefers over a visual effect (stored: no vibrancy here).
    open var preferredVibrancy: UILabelVibrancy = .none

    /// The colour of a shadow drawn under the text (nil: none).
    open var shadowColor: UIColor? {
        didSet { setNeedsDisplayList() }
    }
    /// The shadow's offset in points (0, -1 by default, as in UIKit).
    open var shadowOffset: CGSize = CGSize(width: 0, height: -1) {
        didSet { setNeedsDisplayList() }
    }

    /// The width a multi-line label wraps at for its intrinsic size; 0 (the default): its
    /// current width once Auto Layout gave it one, as UIKit's automatic width.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The lines `drawText(in:)` laid out for the display list being built.
    var drawnLines: [TextLine] = []
    /// The last layouts made (newest first, at most 4: the drawn one and the sizing ones), and
    /// what each was made from.
    var cachedLayouts: [(key: LabelLayoutKey, layout: TextLayout)] = []

    /// Creates a label with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false   // as in UIKit: touches go to the view behind
    }

    /// Labels are not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// A multi-line label's intrinsic height follows its width (see `preferredMaxLayoutWidth`).
    open override var bounds: CGRect {
        didSet { if bounds.width != oldValue.width { widthDidChange() } }
    }

    /// A multi-line label's intrinsic height follows its width (see `preferredMaxLayoutWidth`).
    open override var frame: CGRect {
        didSet { if frame.width != oldValue.width { widthDidChange() } }
    }

    /// The rectangle the text takes in `bounds` with at most `numberOfLines` lines (0: no limit),
    /// no larger than `bounds`: at `bounds`' origin, its size the laid-out text's rounded up to
    /// whole points. Override to inset the text (and draw it inset in `drawText(in:)`): the
    /// intrinsic size and `sizeThatFits(_:)` come from this method.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        labelTextRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
    }

    /// Draws the text in `rect`: laid out in its width, at most `numberOfLines` lines and no more
    /// than fit its height, centred vertically, shrunk first when `adjustsFontSizeToFitWidth`
    /// allows. The label calls it with its bounds when it draws; override to draw inset (call
    /// super with a smaller rect). An override that does not call super draws no text.
    open func drawText(in rect: CGRect) { drawLabelText(in: rect) }

    /// The size of the whole text: on one line for a one-line label, else wrapped at
    /// `preferredMaxLayoutWidth` (or the label's width once it has one), in at most
    /// `numberOfLines` lines; rounded up to whole points. (0, 0) with no text.
    open override var intrinsicContentSize: CGSize { labelIntrinsicContentSize }

    /// The size the text takes wrapped in `size.width` (no limit when 0) in at most
    /// `numberOfLines` lines, rounded up to whole points; the height is not limited.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { labelSizeThatFits(size) }

    override var layoutBaselinesFromCenter: (first: CGFloat, last: CGFloat)? { labelBaselinesFromCenter }

    override func appendContent(
        base: DisplayList.Command, values: PresentationValues, into commands: inout [DisplayList.Command]
    ) {
        super.appendContent(base: base, values: values, into: &commands)
        appendText(base: base, values: values, into: &commands)
    }

    private func widthDidChange() {
        if numberOfLines != 1, preferredMaxLayoutWidth == 0, content != nil { invalidateIntrinsicContentSize() }
    }

    private func textDidChange() {
        cachedLayouts = []
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// Asks for a new display list (the text's look changed, not its size).
    func setNeedsDisplayList() { setNeedsLayout() }

    /// The attributes plain text is drawn with.
    private var labelAttributes: [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        paragraph.lineBreakMode = lineBreakMode
        return [.font: font as Any, .foregroundColor: textColor as Any, .paragraphStyle: paragraph]
    }

    private func applyToAttributedText(_ key: NSAttributedString.Key, _ value: Any) {
        if case .attributed(let attributed) = content {
            let changed = NSMutableAttributedString(attributedString: attributed)
            changed.addAttribute(key, value: value, range: NSRange(location: 0, length: changed.length))
            content = .attributed(changed)
        } else {
            textDidChange()
        }
    }

    private func applyParagraphToAttributedText() {
        guard case .attributed(let attributed) = content else { return textDidChange() }
        let old = attributed.length > 0 ? attributed.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle : nil
        let paragraph = (old?.mutableCopy() as? NSMutableParagraphStyle) ?? NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        paragraph.lineBreakMode = lineBreakMode
        applyToAttributedText(.paragraphStyle, paragraph)
    }
}

/// Where a shrunk label's text sits vertically, as in UIKit.
public enum UIBaselineAdjustment: Int, Sendable {
    /// The baseline stays where the full-size text's would be.
    case alignBaselines = 0
    /// The text's centre stays where the full-size text's would be.
    case alignCenters = 1
    /// The text's top stays where the full-size text's would be.
    case none = 2
}

/// How a label's vibrancy shows over a visual effect, as in UIKit.
public enum UILabelVibrancy: Int, Sendable {
    /// No vibrancy.
    case none = 0
    /// The system's vibrancy.
    case automatic = 1
}

/// How a text view sizes for fonts with tall letterforms, as in UIKit.
public enum UILetterformAwareSizingRule: Int, Sendable {
    /// The font's typographic line height.
    case typographic = 0
    /// Room for oversize letterforms.
    case oversize = 1
}
