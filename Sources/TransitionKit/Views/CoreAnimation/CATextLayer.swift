import Foundation

/// A layer that draws a string (Core Animation's `CATextLayer`, basics).
///
/// Defaults are Core Animation's: font size 36, white text, natural alignment, not wrapped, no
/// truncation. `string` may be a `String` or an `NSAttributedString` (drawn with its plain
/// string). Text starts at the top of the bounds, as in Core Animation: an unwrapped string is
/// laid out in a band one line per line of text tall at the top; a wrapped one is laid out in
/// the whole bounds, vertically centred (a difference). Not animatable here.
open class CATextLayer: CALayer {
    /// The text: a `String` or an `NSAttributedString`; nil draws nothing.
    public var string: Any?
    /// The font of a plain `string` (Core Animation's `CFTypeRef`): a font name (`"Helvetica-Bold"`
    /// as a string) or a font object (a `UIFont` here, where iOS takes a `CTFont` or `CGFont`); its
    /// size is ignored, `fontSize` is used. nil, the default, is Helvetica. Drawn in the system
    /// face, bold when the font is bold or its name says "Bold".
    public var font: AnyObject?
    /// Whether glyphs may be placed at subpixel positions (false by default). Stored only.
    public var allowsFontSubpixelQuantization = false
    /// The font size in points (36 by default).
    public var fontSize: CGFloat = 36 {
        didSet { if !fontSize.isFinite || fontSize < 0 { reportBadValue(property: .bounds, value: "fontSize \(fontSize)"); fontSize = oldValue } }
    }
    /// The text colour (opaque white by default).
    public var foregroundColor: CGColor? = .white
    /// The horizontal alignment (`.natural` by default).
    public var alignmentMode: CATextLayerAlignmentMode = .natural
    /// Whether lines wrap at the bounds' width (false by default).
    public var isWrapped = false
    /// How an unwrapped line wider than the bounds is shortened (`.none` by default: clipped).
    public var truncationMode: CATextLayerTruncationMode = .none

    /// Creates a text layer with Core Animation's defaults.
    public override init() { super.init() }

    /// Creates a copy of `layer`'s model values and text attributes (Core Animation's `init(layer:)`).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        string = other.string; fontSize = other.fontSize; foregroundColor = other.foregroundColor
        alignmentMode = other.alignmentMode; isWrapped = other.isWrapped; truncationMode = other.truncationMode
        font = other.font; allowsFontSubpixelQuantization = other.allowsFontSubpixelQuantization
    }

    /// Not archived on Linux; returns nil (written so subclasses compile as on iOS).
    public required init?(coder: NSCoder) { return nil }

    /// The plain text of `string`.
    var plainText: String? {
        if let text = string as? String { return text }
        if let attributed = string as? NSAttributedString { return attributed.string }
        return nil
    }

    /// Whether `font` names or is a bold font.
    var fontIsBold: Bool {
        switch font {
        case let font as UIFont: font.isBold
        case let name as String: name.lowercased().contains("bold")
        default: false
        }
    }

    /// The text as the display list carries it; nil with no string or colour.
    func text() -> DisplayList.Command.Text? {
        guard let plain = plainText, !plain.isEmpty, let color = foregroundColor else { return nil }
        let alignment: NSTextAlignment = alignmentMode == .center ? .center : alignmentMode == .right ? .right : .left
        let lineBreak: NSLineBreakMode = isWrapped ? .byWordWrapping
            : truncationMode == .start ? .byTruncatingHead : truncationMode == .end ? .byTruncatingTail
            : truncationMode == .middle ? .byTruncatingMiddle : .byClipping
        return DisplayList.Command.Text(string: plain, fontSize: fontSize, isBold: fontIsBold, color: color,
                                        alignment: alignment, lineBreakMode: lineBreak)
    }

    @MainActor override func appendLayerContent(base: DisplayList.Command, values: PresentationValues, into commands: inout [DisplayList.Command]) {
        guard let text = text() else {
            super.appendLayerContent(base: base, values: values, into: &commands)
            return
        }
        var parts = Self.layering(base: base, content: .text(text), keepsCorners: false)
        if !isWrapped, let band = parts.above.first?.rect {
            let lines = CGFloat(text.string.split(separator: "\n", omittingEmptySubsequences: false).count)
            parts.above[0].rect.size.height = min(band.height, (fontSize * 1.2 * lines).rounded(.up))
        }
        super.appendLayerContent(base: parts.background, values: values, into: &commands)
        commands += parts.above.map { upright($0, in: values.bounds) }
    }
}
