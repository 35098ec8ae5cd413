import Foundation
import Testing
import TransitionKitTesting
@testable import TransitionKit

/// The line-layout engine with fixed-pitch metrics: a 20-point face advances 10 points a
/// character and its lines are 20 points tall (ascender 16), so every break is worked out by hand.
@Suite("TextLayout")
struct TextLayoutTests {
    let measurer = FixedPitchTextMeasurer()

    func layout(
        _ text: String, width: CGFloat, lines: Int = 0, mode: NSLineBreakMode = .byWordWrapping,
        alignment: NSTextAlignment = .natural, lineSpacing: CGFloat = 0
    ) -> TextLayout {
        TextLayout(spans: [TextSpan(string: text, face: FontFace(pointSize: 20), color: .black)],
                   style: TextParagraphStyle(alignment: alignment, lineBreakMode: mode, lineSpacing: lineSpacing),
                   width: width, maximumLines: lines, measurer: measurer)
    }

    func strings(_ layout: TextLayout) -> [String] { layout.lines.map(\.string) }

    @Test("words wrap at the last space that fits; spaces at a line's end hang")
    func wordWrapping() {
        #expect(strings(layout("hello world foo", width: 110)) == ["hello world", "foo"])
        #expect(strings(layout("hello world foo", width: 100)) == ["hello", "world foo"])
        let wrapped = layout("hello world foo", width: 100)
        #expect(wrapped.lines.map(\.width) == [50, 90])
        #expect(wrapped.size == CGSize(width: 90, height: 40))
        #expect(wrapped.lines.map(\.baseline) == [16, 36])
    }

    @Test("a word wider than the line breaks between characters")
    func longWord() {
        #expect(strings(layout("abcdefghij klm", width: 45)) == ["abcd", "efgh", "ij", "klm"])
    }

    @Test("character wrapping breaks at the last character that fits")
    func characterWrapping() {
        #expect(strings(layout("abcdefghij", width: 45, mode: .byCharWrapping)) == ["abcd", "efgh", "ij"])
    }

    @Test("hyphens are break opportunities")
    func hyphen() {
        #expect(strings(layout("well-known", width: 60)) == ["well-", "known"])
    }

    @Test("the last allowed line is shortened by the mode")
    func lastLine() {
        #expect(strings(layout("hello world foo bar", width: 100, lines: 2, mode: .byTruncatingTail)) == ["hello", "world foo…"])
        #expect(strings(layout("hello world foo bar", width: 100, lines: 2, mode: .byWordWrapping)) == ["hello", "world foo"])
        #expect(strings(layout("abcdefghijkl", width: 60, lines: 1, mode: .byTruncatingHead)) == ["…hijkl"])
        #expect(strings(layout("abcdefghijkl", width: 60, lines: 1, mode: .byTruncatingMiddle)) == ["abc…kl"])
        #expect(strings(layout("abcdefghijkl", width: 60, lines: 1, mode: .byTruncatingTail)) == ["abcde…"])
        #expect(strings(layout("abcdefghijkl", width: 60, lines: 1, mode: .byCharWrapping)) == ["abcdef"])
        #expect(strings(layout("hello world", width: 80, lines: 1, mode: .byWordWrapping)) == ["hello"])
        let clipped = layout("abcdefghijkl", width: 60, lines: 1, mode: .byClipping)
        #expect(strings(clipped) == ["abcdefghijkl"])
        #expect(clipped.lines[0].width == 120)
        #expect(layout("hello world foo bar", width: 100, lines: 2, mode: .byTruncatingTail).isTruncated)
        #expect(!layout("hello", width: 100, lines: 2).isTruncated)
    }

    @Test("a tail ellipsis marks paragraphs cut off after a line that fits")
    func cutParagraphs() {
        #expect(strings(layout("abc\ndef", width: 100, lines: 1, mode: .byTruncatingTail)) == ["abc…"])
        #expect(strings(layout("abc\ndef", width: 100, lines: 1, mode: .byTruncatingHead)) == ["abc"])
    }

    @Test("a line with nothing that fits beside the ellipsis is the ellipsis alone, or empty")
    func tinyWidths() {
        #expect(strings(layout("abcdef", width: 15, lines: 1, mode: .byTruncatingTail)) == ["…"])
        #expect(strings(layout("abcdef", width: 5, lines: 1, mode: .byTruncatingTail)) == [""])
    }

    @Test("newlines end paragraphs; an empty paragraph is an empty line")
    func paragraphs() {
        let laid = layout("a\nbb\n\nccc", width: .greatestFiniteMagnitude)
        #expect(strings(laid) == ["a", "bb", "", "ccc"])
        #expect(laid.size == CGSize(width: 30, height: 80))
    }

    @Test("lines align in the width")
    func alignment() {
        #expect(layout("abc", width: 100, alignment: .center).lines[0].x == 35)
        #expect(layout("abc", width: 100, alignment: .right).lines[0].x == 70)
        #expect(layout("abc", width: 100, alignment: .justified).lines[0].x == 0)
        let unlimited = layout("a\nabc", width: .greatestFiniteMagnitude, alignment: .right)
        #expect(unlimited.lines.map(\.x) == [20, 0])
    }

    @Test("line spacing goes between lines")
    func lineSpacing() {
        let laid = layout("hello world", width: 60, lineSpacing: 5)
        #expect(laid.lines.map(\.top) == [0, 25])
        #expect(laid.size.height == 45)
    }

    @Test("kerning adds after every character, which then is its own run")
    func kerning() {
        let laid = TextLayout(spans: [TextSpan(string: "abc", face: FontFace(pointSize: 20), color: .black, kern: 2)],
                              width: 1000, measurer: measurer)
        #expect(laid.lines[0].runs.map(\.x) == [0, 12, 24])
        #expect(laid.lines[0].width == 36)
    }

    @Test("a line is as tall as its tallest face, its runs side by side")
    func mixedFaces() {
        let laid = TextLayout(spans: [TextSpan(string: "ab", face: FontFace(pointSize: 20), color: .black),
                                      TextSpan(string: "cd", face: FontFace(pointSize: 40, weight: .bold), color: .red)],
                              width: 1000, measurer: measurer)
        let line = laid.lines[0]
        #expect(line.height == 40)
        #expect(line.baseline == 32)
        #expect(line.runs.map(\.string) == ["ab", "cd"])
        #expect(line.runs.map(\.x) == [0, 20])
        #expect(line.width == 60)
    }

    @Test("line height limits and multiples stretch or cap each line, the baseline keeping its descent")
    func lineHeights() {
        let spans = [TextSpan(string: "a\nb", face: FontFace(pointSize: 20), color: .black)]
        let tall = TextLayout(spans: spans, style: TextParagraphStyle(minimumLineHeight: 30), width: 100, measurer: measurer)
        #expect(tall.lines.map(\.top) == [0, 30])
        #expect(tall.lines[0].baseline == 26)
        let doubled = TextLayout(spans: spans, style: TextParagraphStyle(lineHeightMultiple: 2), width: 100, measurer: measurer)
        #expect(doubled.size.height == 80)
        let spaced = TextLayout(spans: spans, style: TextParagraphStyle(paragraphSpacing: 7), width: 100, measurer: measurer)
        #expect(spaced.lines[1].top == 27)
    }
}
