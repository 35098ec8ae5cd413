import Foundation

/// Lines laid out from spans of text in a width, as UIKit's text system sets a label. A Linux addition.
///
/// Newlines end paragraphs. A paragraph wider than `width` wraps: at the last space (or hyphen)
/// that fits (`.byWordWrapping`, and every mode but `.byCharWrapping`; a word wider than the line
/// breaks between characters), or at the last character that fits (`.byCharWrapping`). Spaces at
/// a line's end hang (they take no width). When `maximumLines` (0: no limit) cuts the text, the
/// last line is set by the mode: the wrapped line (`.byWordWrapping`, `.byCharWrapping`), the
/// rest of its paragraph on one line, cut at the edge by the renderer (`.byClipping`), or the
/// rest shortened with "…" at its end, start or middle (`.byTruncatingTail`/`Head`/`Middle`;
/// the tail ellipsis also marks paragraphs cut off after a line that fits).
///
/// Line boxes stack from the top: each is as tall as the tallest face on it (ascender -
/// descender + leading, then the style's multiple and limits), with `lineSpacing` between lines
/// and `paragraphSpacing` after a paragraph. Lines are aligned in `width` (in the widest line
/// when `width` is unlimited).
public struct TextLayout: Equatable, Sendable {
    /// The lines, top to bottom.
    public var lines: [TextLine]
    /// The width of the widest line and the height from the first line's top to the last's bottom, in points.
    public var size: CGSize
    /// Whether `maximumLines` cut text off.
    public var isTruncated: Bool

    /// The ellipsis a shortened line shows.
    public static let ellipsis = "…"

    /// `spans` laid out in `width` points (`.greatestFiniteMagnitude`: no wrapping) in at most
    /// `maximumLines` lines (0: no limit), measured by `measurer`.
    public init(
        spans: [TextSpan], style: TextParagraphStyle = TextParagraphStyle(), width: CGFloat,
        maximumLines: Int = 0, measurer: any TextMeasuring = UIFont.textMeasurer
    ) {
        var setter = LineSetter(spans: spans, style: style, measurer: measurer,
                                width: width.isFinite && width >= 0 ? width : .greatestFiniteMagnitude,
                                maximumLines: max(maximumLines, 0))
        setter.setAll()
        lines = setter.lines
        isTruncated = setter.isTruncated
        let usedWidth = lines.map(\.width).max() ?? 0
        let height = lines.last.map { $0.top + $0.height } ?? 0
        size = CGSize(width: usedWidth, height: height)
        let alignWidth = width.isFinite && width < .greatestFiniteMagnitude / 2 ? width : usedWidth
        for index in lines.indices {
            let slack = alignWidth - lines[index].width
            switch style.alignment {
            case .center: lines[index].x = slack / 2
            case .right: lines[index].x = slack
            case .left, .natural, .justified: lines[index].x = 0
            }
        }
    }

    /// The lines' text, joined by newlines.
    public var string: String { lines.map(\.string).joined(separator: "\n") }
}

/// The engine behind `TextLayout`: paragraphs as characters with their span, set line by line.
private struct LineSetter {
    /// A piece of a line: characters of the paragraph, or an ellipsis in a span's attributes.
    enum Piece { case characters(Range<Int>), ellipsis(span: Int) }

    let spans: [TextSpan]
    let style: TextParagraphStyle
    let measurer: any TextMeasuring
    let width: CGFloat
    let maximumLines: Int
    let metrics: [FontMetrics]
    var lines: [TextLine] = []
    var isTruncated = false
    private var paragraphs: [(characters: [Character], spans: [Int], emptySpan: Int)] = []
    private var top: CGFloat = 0

    init(spans: [TextSpan], style: TextParagraphStyle, measurer: any TextMeasuring, width: CGFloat, maximumLines: Int) {
        let spans = spans.isEmpty ? [TextSpan(string: "", face: FontFace(pointSize: 17), color: .label)] : spans
        self.spans = spans; self.style = style; self.measurer = measurer; self.width = width
        self.maximumLines = maximumLines
        metrics = spans.map { measurer.metrics(of: $0.face) }
        var characters: [Character] = [], owners: [Int] = [], emptySpan = 0
        for (index, span) in spans.enumerated() {
            if characters.isEmpty { emptySpan = index }
            for character in span.string {
                if character.isNewline {
                    paragraphs.append((characters, owners, emptySpan))
                    characters = []; owners = []; emptySpan = index
                } else {
                    characters.append(character); owners.append(index)
                }
            }
        }
        if !characters.isEmpty || !paragraphs.isEmpty { paragraphs.append((characters, owners, emptySpan)) }
    }

    mutating func setAll() {
        for index in paragraphs.indices {
            let isLastParagraph = index == paragraphs.count - 1
            guard setParagraph(index, isLastParagraph: isLastParagraph) else { return }
            if !isLastParagraph { top += style.paragraphSpacing }
        }
    }

    /// Sets paragraph `index`; false when the line limit stopped the text.
    private mutating func setParagraph(_ index: Int, isLastParagraph: Bool) -> Bool {
        let paragraph = paragraphs[index]
        let count = paragraph.characters.count
        if count == 0 {
            if maximumLines > 0, lines.count == maximumLines { isTruncated = true; return false }
            append(pieces: [], paragraph: index, fallbackSpan: paragraph.emptySpan)
            return true
        }
        var start = 0
        while start < count {
            if maximumLines > 0, lines.count == maximumLines { isTruncated = true; return false }
            let isLastLine = maximumLines > 0 && lines.count == maximumLines - 1
            let end = trimmedEnd(index, start..<count)
            let restFits = measure(index, [.characters(start..<end)]).width <= width
            if restFits && (!isLastLine || isLastParagraph) {
                append(pieces: [.characters(start..<end)], paragraph: index, fallbackSpan: paragraph.emptySpan)
                return true
            }
            if isLastLine {
                isTruncated = true
                switch style.lineBreakMode {
                case .byWordWrapping, .byCharWrapping:
                    let next = restFits ? count : breakPoint(index, from: start)
                    append(pieces: [.characters(start..<trimmedEnd(index, start..<next))], paragraph: index,
                           fallbackSpan: paragraph.emptySpan)
                case .byClipping:
                    append(pieces: [.characters(start..<end)], paragraph: index, fallbackSpan: paragraph.emptySpan)
                case .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle:
                    let pieces = restFits && style.lineBreakMode != .byTruncatingTail
                        ? [.characters(start..<end)]
                        : truncated(index, start..<end, mode: style.lineBreakMode, forced: restFits)
                    append(pieces: pieces, paragraph: index, fallbackSpan: paragraph.emptySpan)
                }
                return false
            }
            let next = breakPoint(index, from: start)
            append(pieces: [.characters(start..<trimmedEnd(index, start..<next))], paragraph: index,
                   fallbackSpan: paragraph.emptySpan)
            start = next
        }
        return true
    }

    /// Where the line starting at `start` ends (the next line's start).
    private func breakPoint(_ index: Int, from start: Int) -> Int {
        let characters = paragraphs[index].characters
        let count = characters.count
        func fits(_ end: Int) -> Bool { measure(index, [.characters(start..<trimmedEnd(index, start..<end))]).width <= width }
        func skippingSpaces(_ end: Int) -> Int {
            var end = end
            while end < count, characters[end] == " " { end += 1 }
            return end
        }
        let byCharacter = { () -> Int in
            var low = start + 1, high = count  // the most characters that fit, at least one
            while low < high {
                let middle = (low + high + 1) / 2
                if fits(middle) { low = middle } else { high = middle - 1 }
            }
            return skippingSpaces(low)
        }
        if style.lineBreakMode == .byCharWrapping { return byCharacter() }
        var candidates: [Int] = []
        for end in (start + 1)..<count where characters[end] != " "
            && (characters[end - 1] == " " || (characters[end - 1] == "-" && end - 1 > start)) {
            candidates.append(end)
        }
        var low = -1, high = candidates.count - 1  // the last candidate that fits (-1: none)
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(candidates[middle]) { low = middle } else { high = middle - 1 }
        }
        return low >= 0 ? candidates[low] : byCharacter()
    }

    /// `range` shortened with an ellipsis by `mode` to fit the width (`forced`: even when it fits).
    private func truncated(_ index: Int, _ range: Range<Int>, mode: NSLineBreakMode, forced: Bool) -> [Piece] {
        let owners = paragraphs[index].spans
        let limit = forced ? range.count : range.count - 1
        func pieces(_ kept: Int) -> [Piece] {
            switch mode {
            case .byTruncatingHead:
                let from = trimmedStart(index, (range.upperBound - kept)..<range.upperBound)
                return [.ellipsis(span: owners[min(from, range.upperBound - 1)]), .characters(from..<range.upperBound)]
            case .byTruncatingMiddle:
                let head = (kept + 1) / 2, tail = kept - head
                let headEnd = trimmedEnd(index, range.lowerBound..<(range.lowerBound + head))
                let tailStart = trimmedStart(index, (range.upperBound - tail)..<range.upperBound)
                return [.characters(range.lowerBound..<headEnd), .ellipsis(span: owners[range.lowerBound]),
                        .characters(tailStart..<range.upperBound)]
            default:
                let end = trimmedEnd(index, range.lowerBound..<(range.lowerBound + kept))
                return [.characters(range.lowerBound..<end), .ellipsis(span: owners[max(end - 1, range.lowerBound)])]
            }
        }
        var low = 0, high = limit
        while low < high {
            let middle = (low + high + 1) / 2
            if measure(index, pieces(middle)).width <= width { low = middle } else { high = middle - 1 }
        }
        if low == 0 {
            let bare: [Piece] = [.ellipsis(span: owners[range.lowerBound])]
            return measure(index, bare).width <= width ? bare : []
        }
        return pieces(low)
    }

    private func trimmedEnd(_ index: Int, _ range: Range<Int>) -> Int {
        let characters = paragraphs[index].characters
        var end = range.upperBound
        while end > range.lowerBound, characters[end - 1] == " " { end -= 1 }
        return end
    }

    private func trimmedStart(_ index: Int, _ range: Range<Int>) -> Int {
        let characters = paragraphs[index].characters
        var start = range.lowerBound
        while start < range.upperBound, characters[start] == " " { start += 1 }
        return start
    }

    /// The runs `pieces` make (one per span, one per character where a span has kerning) and their width.
    func measure(_ index: Int, _ pieces: [Piece]) -> (runs: [TextRun], width: CGFloat, spans: Set<Int>) {
        let paragraph = paragraphs[index]
        var groups: [(span: Int, text: String)] = []
        func add(_ character: Character, span: Int) {
            if let last = groups.last, last.span == span, spans[span].kern == 0 {
                groups[groups.count - 1].text.append(character)
            } else {
                groups.append((span, String(character)))
            }
        }
        for piece in pieces {
            switch piece {
            case .characters(let range):
                for offset in range { add(paragraph.characters[offset], span: paragraph.spans[offset]) }
            case .ellipsis(let span):
                add(Character(TextLayout.ellipsis), span: span)
            }
        }
        var runs: [TextRun] = [], x: CGFloat = 0, used = Set<Int>()
        for group in groups {
            let span = spans[group.span]
            let advance = measurer.advance(of: group.text, in: span.face) + span.kern * CGFloat(group.text.count)
            runs.append(TextRun(string: group.text, face: span.face, color: span.color, x: x, width: advance))
            x += advance
            used.insert(group.span)
        }
        return (runs, x, used)
    }

    /// Adds the line `pieces` make below the last one.
    private mutating func append(pieces: [Piece], paragraph index: Int, fallbackSpan: Int) {
        let (runs, width, used) = measure(index, pieces)
        let faces = used.isEmpty ? [fallbackSpan] : used.sorted()
        let ascent = faces.map { metrics[$0].ascender }.max() ?? 0
        let descent = faces.map { -metrics[$0].descender }.max() ?? 0
        let leading = faces.map { metrics[$0].leading }.max() ?? 0
        let natural = ascent + descent + leading
        var height = style.lineHeightMultiple > 0 ? natural * style.lineHeightMultiple : natural
        if style.minimumLineHeight > 0 { height = max(height, style.minimumLineHeight) }
        if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
        if !lines.isEmpty { top += style.lineSpacing }
        lines.append(TextLine(runs: runs, x: 0, top: top, baseline: top + height - descent - leading, height: height, width: width))
        top += height
    }
}
