import Foundation

// Attributed strings as the layout engine's spans.

extension NSAttributedString {
    /// The string's runs of attributes as spans, with `font` and `color` where a run has none,
    /// and the paragraph style at its start (nil when it has none).
    func textSpans(font: UIFont, color: UIColor) -> (spans: [TextSpan], paragraph: NSParagraphStyle?) {
        var spans: [TextSpan] = []
        var paragraph: NSParagraphStyle?
        let whole = NSRange(location: 0, length: length)
        guard whole.length > 0 else { return ([], nil) }
        let text = string as NSString
        enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            if range.location == 0 { paragraph = attributes[.paragraphStyle] as? NSParagraphStyle }
            let runFont = attributes[.font] as? UIFont ?? font
            let runColor = attributes[.foregroundColor] as? UIColor ?? color
            spans.append(TextSpan(string: text.substring(with: range), face: runFont.face, color: runColor,
                                  kern: Self.number(attributes[.kern]) ?? 0))
        }
        return (spans, paragraph)
    }

    /// A number attribute's value as points.
    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }
}

extension TextLayout {
    /// The layout of `attributed` in `width` (UIKit's string-drawing defaults: 12-point
    /// Helvetica, black) where truncating and clipping modes keep each paragraph on one line,
    /// as `NSString` drawing does.
    static func drawing(_ attributed: NSAttributedString, width: CGFloat, wraps: Bool) -> TextLayout {
        let (spans, paragraph) = attributed.textSpans(font: UIFont(name: "Helvetica", size: 12)!, color: .black)
        let style = paragraph.map(TextParagraphStyle.init) ?? TextParagraphStyle()
        let wrapping = wraps && [.byWordWrapping, .byCharWrapping].contains(style.lineBreakMode)
        var layout = TextLayout(spans: spans, style: style, width: wrapping ? width : .greatestFiniteMagnitude,
                                maximumLines: wraps ? 0 : 1)
        if !wrapping, width.isFinite, width < .greatestFiniteMagnitude / 2 {
            layout.size.width = min(layout.size.width, width)
        }
        return layout
    }
}
