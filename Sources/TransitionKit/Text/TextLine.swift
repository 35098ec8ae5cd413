import Foundation

/// One laid-out line of text: its runs at their places, as the model measured them. A Linux
/// addition: `TextLayout` makes lines, and the display list carries them to the renderer, which
/// draws each run at its place with the same font metrics.
public struct TextLine: Equatable, Sendable {
    /// The runs, left to right, each at its offset from the line's start.
    public var runs: [TextRun]
    /// The line's start, in points from the left of the layout (alignment included).
    public var x: CGFloat
    /// The top of the line's box, in points from the top of the layout.
    public var top: CGFloat
    /// The baseline, in points from the top of the layout.
    public var baseline: CGFloat
    /// The height of the line's box, in points.
    public var height: CGFloat
    /// The width of the line's glyphs, in points (trailing spaces not counted).
    public var width: CGFloat

    /// Creates a line.
    public init(runs: [TextRun], x: CGFloat, top: CGFloat, baseline: CGFloat, height: CGFloat, width: CGFloat) {
        self.runs = runs; self.x = x; self.top = top; self.baseline = baseline; self.height = height; self.width = width
    }

    /// The line's characters.
    public var string: String { runs.map(\.string).joined() }

    /// The line moved by `dx`, `dy` points.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> TextLine {
        var line = self
        line.x += dx; line.top += dy; line.baseline += dy
        return line
    }
}

/// Characters of one face and colour set at one place on a line. A Linux addition.
public struct TextRun: Equatable, Sendable {
    /// The characters (no newline).
    public var string: String
    /// The face they are set in.
    public var face: FontFace
    /// Their colour.
    public var color: UIColor
    /// The run's start, in points from the line's start.
    public var x: CGFloat
    /// The run's advance, in points (as the measurer reported it, kerning added).
    public var width: CGFloat

    /// Creates a run.
    public init(string: String, face: FontFace, color: UIColor, x: CGFloat, width: CGFloat) {
        self.string = string; self.face = face; self.color = color; self.x = x; self.width = width
    }
}

/// A span of text with one set of attributes, as the layout engine takes it. A Linux addition.
public struct TextSpan: Equatable, Sendable {
    /// The characters (newlines end paragraphs).
    public var string: String
    /// The face.
    public var face: FontFace
    /// The colour.
    public var color: UIColor
    /// Extra points after each character.
    public var kern: CGFloat

    /// Creates a span.
    public init(string: String, face: FontFace, color: UIColor, kern: CGFloat = 0) {
        self.string = string; self.face = face; self.color = color; self.kern = kern.isFinite ? kern : 0
    }
}

/// How a layout's paragraphs are set, from `NSParagraphStyle` (or a label's properties). A Linux addition.
public struct TextParagraphStyle: Equatable, Sendable {
    /// The horizontal alignment (`.justified` sets as `.left`; `.natural` is left to right).
    public var alignment: NSTextAlignment
    /// How lines break and the last line is shortened.
    public var lineBreakMode: NSLineBreakMode
    /// Extra points between lines.
    public var lineSpacing: CGFloat
    /// Extra points after each paragraph but the last.
    public var paragraphSpacing: CGFloat
    /// The least line height (0: none).
    public var minimumLineHeight: CGFloat
    /// The greatest line height (0: none).
    public var maximumLineHeight: CGFloat
    /// The factor on each line's natural height (0: none).
    public var lineHeightMultiple: CGFloat

    /// Creates a style.
    public init(
        alignment: NSTextAlignment = .natural, lineBreakMode: NSLineBreakMode = .byWordWrapping, lineSpacing: CGFloat = 0,
        paragraphSpacing: CGFloat = 0, minimumLineHeight: CGFloat = 0, maximumLineHeight: CGFloat = 0,
        lineHeightMultiple: CGFloat = 0
    ) {
        self.alignment = alignment; self.lineBreakMode = lineBreakMode; self.lineSpacing = lineSpacing
        self.paragraphSpacing = paragraphSpacing; self.minimumLineHeight = minimumLineHeight
        self.maximumLineHeight = maximumLineHeight; self.lineHeightMultiple = lineHeightMultiple
    }

    /// The style of `paragraph`.
    public init(_ paragraph: NSParagraphStyle) {
        self.init(alignment: paragraph.alignment, lineBreakMode: paragraph.lineBreakMode, lineSpacing: paragraph.lineSpacing,
                  paragraphSpacing: paragraph.paragraphSpacing, minimumLineHeight: paragraph.minimumLineHeight,
                  maximumLineHeight: paragraph.maximumLineHeight, lineHeightMultiple: paragraph.lineHeightMultiple)
    }
}
