import Foundation

/// What a label's layout is made from (a layout is kept while these stay the same).
struct LabelLayoutKey: Equatable {
    var spans: [TextSpan]
    var style: TextParagraphStyle
    var width: CGFloat
    var maximumLines: Int
    var measurer: ObjectIdentifier
}

// Sizing and drawing: every size and every drawn line comes from one `TextLayout`.
extension UILabel {
    /// The label's text as spans (its font and colour where the attributed string sets none) and
    /// the paragraph style: the attributed string's, else the label's alignment and line break mode.
    var textSpansAndStyle: (spans: [TextSpan], style: TextParagraphStyle) {
        let labelStyle = TextParagraphStyle(alignment: textAlignment, lineBreakMode: lineBreakMode)
        switch content {
        case .plain(let string):
            return ([TextSpan(string: string, face: font.face, color: textColor)], labelStyle)
        case .attributed(let attributed):
            let (spans, paragraph) = attributed.textSpans(font: font, color: textColor)
            return (spans, paragraph.map(TextParagraphStyle.init) ?? labelStyle)
        case nil:
            return ([], labelStyle)
        }
    }

    /// The text laid out in `width` points in at most `maximumLines` lines (0: no limit).
    func textLayout(width: CGFloat, maximumLines: Int, scale: CGFloat = 1) -> TextLayout {
        var (spans, style) = textSpansAndStyle
        if scale != 1 {
            spans = spans.map { span in
                var span = span
                span.face.pointSize = (span.face.pointSize * scale * 2).rounded(.down) / 2
                return span
            }
        }
        let measurer = UIFont.textMeasurer
        let key = LabelLayoutKey(spans: spans, style: style, width: width, maximumLines: maximumLines,
                                 measurer: ObjectIdentifier(type(of: measurer) as Any.Type))
        if let index = cachedLayouts.firstIndex(where: { $0.key == key }) { return cachedLayouts[index].layout }
        let layout = TextLayout(spans: spans, style: style, width: width, maximumLines: maximumLines, measurer: measurer)
        cachedLayouts.insert((key, layout), at: 0)
        if cachedLayouts.count > 4 { cachedLayouts.removeLast() }
        return layout
    }

    /// The layout for `rect`: at most `numberOfLines` lines, and no more than fit its height
    /// (the last one shortened by the line break mode), as UIKit fits text in a label's bounds.
    func textLayout(fitting rect: CGRect, limitedToNumberOfLines lines: Int, scale: CGFloat = 1) -> TextLayout {
        let width = rect.width
        var layout = textLayout(width: width, maximumLines: lines, scale: scale)
        guard rect.height.isFinite, rect.height < .greatestFiniteMagnitude / 2, layout.size.height > rect.height + 0.001,
              layout.lines.count > 1 else { return layout }
        let fitting = max(layout.lines.prefix { $0.top + $0.height <= rect.height + 0.001 }.count, 1)
        layout = textLayout(width: width, maximumLines: fitting, scale: scale)
        return layout
    }

    /// The rectangle the text takes in `bounds` with at most `numberOfLines` lines (0: no limit),
    /// no larger than `bounds`: at `bounds`' origin, its size the laid-out text's rounded up to
    /// whole points. Override to inset the text (and draw it inset in `drawText(in:)`).
    func labelTextRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard content != nil else { return CGRect(origin: bounds.origin, size: .zero) }
        let layout = textLayout(fitting: bounds, limitedToNumberOfLines: numberOfLines)
        var size = CGSize(width: layout.size.width.rounded(.up), height: layout.size.height.rounded(.up))
        if bounds.width.isFinite, bounds.width < .greatestFiniteMagnitude / 2 { size.width = min(size.width, bounds.width) }
        return CGRect(origin: bounds.origin, size: size)
    }

    /// The first and last lines' baselines from the label's vertical centre, where
    /// `drawText(in:)` puts them: the text laid out at the width the label wraps at, centred.
    var labelBaselinesFromCenter: (first: CGFloat, last: CGFloat)? {
        guard content != nil else { return nil }
        let width = numberOfLines == 1 ? CGFloat.greatestFiniteMagnitude : intrinsicWrapWidth ?? .greatestFiniteMagnitude
        let layout = textLayout(width: width, maximumLines: numberOfLines)
        guard let first = layout.lines.first, let last = layout.lines.last else { return nil }
        let half = layout.size.height / 2
        return (first.baseline - half, last.baseline - half)
    }

    /// The width a multi-line label wraps at for its intrinsic size (nil: no limit).
    var intrinsicWrapWidth: CGFloat? {
        guard numberOfLines != 1 else { return nil }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return bounds.width > 0 ? bounds.width : nil
    }

    /// The size of the whole text: on one line for a one-line label, else wrapped at
    /// `preferredMaxLayoutWidth` (or the label's width once it has one), in at most
    /// `numberOfLines` lines; rounded up to whole points. (0, 0) with no text.
    var labelIntrinsicContentSize: CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let huge = CGFloat.greatestFiniteMagnitude
        return textRect(forBounds: CGRect(x: 0, y: 0, width: intrinsicWrapWidth ?? huge, height: huge),
                        limitedToNumberOfLines: numberOfLines).size
    }

    /// The size the text takes wrapped in `size.width` (no limit when 0) in at most
    /// `numberOfLines` lines, rounded up to whole points; the height is not limited.
    func labelSizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let huge = CGFloat.greatestFiniteMagnitude
        let width = numberOfLines == 1 || size.width <= 0 || !size.width.isFinite ? huge : size.width
        return textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: huge), limitedToNumberOfLines: numberOfLines).size
    }

    /// Draws the text in `rect`: laid out in its width, at most `numberOfLines` lines and no more
    /// than fit its height, centred vertically, shrunk to fit first when
    /// `adjustsFontSizeToFitWidth` allows. Override to draw inset (call super with a smaller
    /// rect); a label whose override does not call super draws no text.
    func drawLabelText(in rect: CGRect) {
        guard content != nil else { return }
        var scale: CGFloat = 1
        var full: TextLayout?
        if adjustsFontSizeToFitWidth, minimumScaleFactor > 0, numberOfLines == 1, rect.width > 0 {
            let natural = textLayout(width: .greatestFiniteMagnitude, maximumLines: 1)
            if natural.size.width > rect.width {
                full = natural
                scale = max(min(minimumScaleFactor, 1), rect.width / natural.size.width)
            }
        }
        let layout = textLayout(fitting: rect, limitedToNumberOfLines: numberOfLines, scale: scale)
        var dy = rect.minY + (rect.height - layout.size.height) / 2
        if let full, let fullLine = full.lines.first, let line = layout.lines.first {
            let fullTop = rect.minY + (rect.height - full.size.height) / 2
            switch baselineAdjustment {
            case .alignBaselines: dy = fullTop + fullLine.baseline - line.baseline
            case .alignCenters: break
            case .none: dy = fullTop
            }
        }
        drawnLines += layout.lines.map { $0.offsetBy(dx: rect.minX, dy: dy) }
    }

    func appendText(base: DisplayList.Command, values: PresentationValues, into commands: inout [DisplayList.Command]) {
        drawnLines = []
        drawText(in: values.bounds)
        let origin = values.bounds.origin
        let lines = drawnLines.map { $0.offsetBy(dx: -origin.x, dy: -origin.y) }
        drawnLines = []
        guard lines.contains(where: { !$0.runs.isEmpty }) else { return }
        let dims = !isEnabled
        let highlight = isHighlighted ? highlightedTextColor : nil
        func recoloured(_ lines: [TextLine], _ color: UIColor?) -> [TextLine] {
            lines.map { line in
                var line = line
                for index in line.runs.indices {
                    var runColor = color ?? line.runs[index].color
                    if dims { runColor = runColor.withAlphaComponent(runColor.alpha * 0.5) }
                    line.runs[index].color = runColor
                }
                return line
            }
        }
        var command = base
        command.fillColor = nil; command.borderWidth = 0; command.shadow = nil
        let shownColor = highlight ?? textColor!
        if let shadowColor {
            var shadow = command
            let shadowLines = recoloured(lines, shadowColor).map { $0.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height) }
            shadow.content = .text(displayText(shadowLines, color: shadowColor))
            commands.append(shadow)
        }
        command.content = .text(displayText(recoloured(lines, highlight), color: shownColor))
        commands.append(command)
    }

    private func displayText(_ lines: [TextLine], color: UIColor) -> DisplayList.Command.Text {
        DisplayList.Command.Text(
            string: lines.map(\.string).joined(separator: "\n"), fontSize: font.pointSize, isBold: font.isBold,
            color: color, alignment: textAlignment, lineBreakMode: lineBreakMode, lines: lines)
    }
}
