import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKitTesting
@testable import TransitionKit

/// UILabel's lines with fixed-pitch metrics (a 20-point font: 10 points a character, 20-point
/// lines): wrapping, truncation, sizes and the lines the display list carries (Apple: "UILabel":
/// "Setting a value of 0 allows the label to use as many lines as necessary to lay out the text
/// within the label's width").
@Suite("UILabel wrapping")
@MainActor
struct UILabelWrappingTests {
    let measurer = FixedPitchTextMeasurer()

    func label(_ text: String, lines: Int = 0, width: CGFloat = 100, height: CGFloat = 60) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: height))
        label.font = .systemFont(ofSize: 20)
        label.numberOfLines = lines
        label.text = text
        return label
    }

    /// The text commands of `window`'s display list, in order.
    func texts(_ window: UIWindow) -> [DisplayList.Command.Text] {
        window.displayList().commands.compactMap { command in
            if case .text(let text) = command.content { return text }
            return nil
        }
    }

    @Test("the intrinsic size is one line, or lines wrapped at preferredMaxLayoutWidth")
    func intrinsicSize() {
        UIFont.withTextMeasurer(measurer) {
            let single = label("hello world foo", lines: 1, width: 0, height: 0)
            #expect(single.intrinsicContentSize == CGSize(width: 150, height: 20))
            let wrapped = label("hello world foo", width: 0, height: 0)
            #expect(wrapped.intrinsicContentSize == CGSize(width: 150, height: 20))
            wrapped.preferredMaxLayoutWidth = 100
            #expect(wrapped.intrinsicContentSize == CGSize(width: 90, height: 40))
            #expect(label("", lines: 1).intrinsicContentSize == .zero)
        }
    }

    @Test("sizeThatFits wraps in the width and keeps to numberOfLines")
    func sizeThatFits() {
        UIFont.withTextMeasurer(measurer) {
            let wrapped = label("hello world foo bar")
            #expect(wrapped.sizeThatFits(CGSize(width: 100, height: 0)) == CGSize(width: 90, height: 60))
            wrapped.numberOfLines = 2
            #expect(wrapped.sizeThatFits(CGSize(width: 100, height: 0)) == CGSize(width: 100, height: 40))
            wrapped.numberOfLines = 1
            #expect(wrapped.sizeThatFits(CGSize(width: 100, height: 0)) == CGSize(width: 190, height: 20))
        }
    }

    @Test("textRect keeps to the bounds' height and the line limit")
    func textRect() {
        UIFont.withTextMeasurer(measurer) {
            let wrapped = label("hello world foo bar")
            #expect(wrapped.textRect(forBounds: CGRect(x: 5, y: 5, width: 100, height: 30), limitedToNumberOfLines: 0)
                == CGRect(x: 5, y: 5, width: 100, height: 20))
            #expect(wrapped.textRect(forBounds: CGRect(x: 0, y: 0, width: 100, height: 500), limitedToNumberOfLines: 2)
                == CGRect(x: 0, y: 0, width: 100, height: 40))
        }
    }

    @Test("the display list carries the wrapped lines, centred vertically in the bounds")
    func displayedLines() throws {
        try UIFont.withTextMeasurer(measurer) { () throws in
            let (window, _) = makeTestWindow()
            let wrapped = label("hello world foo")
            window.addSubview(wrapped)
            let text = try #require(texts(window).first)
            #expect(text.lines.map(\.string) == ["hello", "world foo"])
            #expect(text.lines.map(\.baseline) == [26, 46])
            #expect(text.lines[0].runs[0].face == UIFont.systemFont(ofSize: 20).face)
        }
    }

    @Test("a one-line label truncates its tail by default; a short label keeps the lines that fit")
    func truncation() throws {
        try UIFont.withTextMeasurer(measurer) { () throws in
            let (window, _) = makeTestWindow()
            let single = label("hello world foo", lines: 1)
            window.addSubview(single)
            #expect(try #require(texts(window).first).lines.map(\.string) == ["hello wor…"])
            single.removeFromSuperview()
            let short = label("hello world foo bar", height: 45)
            window.addSubview(short)
            #expect(try #require(texts(window).first).lines.map(\.string) == ["hello", "world foo…"])
        }
    }

    @Test("textAlignment places each line in the bounds")
    func alignment() throws {
        try UIFont.withTextMeasurer(measurer) { () throws in
            let (window, _) = makeTestWindow()
            let centred = label("hello world foo")
            centred.textAlignment = .center
            window.addSubview(centred)
            #expect(try #require(texts(window).first).lines.map(\.x) == [25, 5])
        }
    }

    @Test("a multi-line label in a width-constrained stack grows taller")
    func autoLayout() {
        UIFont.withTextMeasurer(measurer) {
            let (window, _) = makeTestWindow()
            let wrapped = label("hello world foo bar", width: 0, height: 0)
            let stack = UIStackView(arrangedSubviews: [wrapped])
            stack.axis = .vertical
            stack.alignment = .fill
            stack.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                stack.topAnchor.constraint(equalTo: window.topAnchor),
                stack.widthAnchor.constraint(equalToConstant: 100),
            ])
            window.layoutIfNeeded()
            #expect(wrapped.bounds.size == CGSize(width: 100, height: 60))
            wrapped.numberOfLines = 1
            window.layoutIfNeeded()
            #expect(wrapped.bounds.height == 20)
        }
    }

    @Test("adjustsFontSizeToFitWidth shrinks a one-line label down to minimumScaleFactor")
    func shrinking() throws {
        try UIFont.withTextMeasurer(measurer) { () throws in
            let (window, _) = makeTestWindow()
            let shrunk = label("abcdefghijkl", lines: 1)
            shrunk.adjustsFontSizeToFitWidth = true
            shrunk.minimumScaleFactor = 0.5
            window.addSubview(shrunk)
            let line = try #require(texts(window).first?.lines.first)
            #expect(line.string == "abcdefghijkl")
            #expect(line.runs[0].face.pointSize == 16.5)
            shrunk.minimumScaleFactor = 0.9
            let limited = try #require(texts(window).first?.lines.first)
            #expect(limited.runs[0].face.pointSize == 18)
            #expect(limited.string == "abcdefghij…")
        }
    }

    @Test("a shadow draws the lines again under the text, offset, in the shadow colour")
    func shadow() {
        UIFont.withTextMeasurer(measurer) {
            let (window, _) = makeTestWindow()
            let shadowed = label("hi", lines: 1)
            shadowed.shadowColor = .red
            shadowed.shadowOffset = CGSize(width: 2, height: 3)
            window.addSubview(shadowed)
            let drawn = texts(window)
            #expect(drawn.count == 2)
            #expect(drawn[0].lines[0].runs[0].color == .red)
            #expect(drawn[0].lines[0].baseline == drawn[1].lines[0].baseline + 3)
            #expect(drawn[0].lines[0].x == drawn[1].lines[0].x + 2)
        }
    }

    @Test("highlighted labels draw in highlightedTextColor; disabled ones at half opacity")
    func highlightAndDisabled() {
        UIFont.withTextMeasurer(measurer) {
            let (window, _) = makeTestWindow()
            let shown = label("hi", lines: 1)
            shown.textColor = .blue
            shown.highlightedTextColor = .green
            window.addSubview(shown)
            #expect(texts(window)[0].lines[0].runs[0].color == .blue)
            shown.isHighlighted = true
            #expect(texts(window)[0].lines[0].runs[0].color == .green)
            shown.isHighlighted = false
            shown.isEnabled = false
            #expect(texts(window)[0].lines[0].runs[0].color.alpha == 0.5)
        }
    }

    @Test("drawText(in:) is the override point: a subclass draws inset")
    func drawTextOverride() throws {
        final class Inset: UILabel {
            override func drawText(in rect: CGRect) { super.drawText(in: rect.insetBy(dx: 10, dy: 0)) }
            override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
                let inner = super.textRect(forBounds: bounds.insetBy(dx: 10, dy: 0), limitedToNumberOfLines: numberOfLines)
                return inner.insetBy(dx: -10, dy: 0)
            }
        }
        try UIFont.withTextMeasurer(measurer) { () throws in
            let (window, _) = makeTestWindow()
            let inset = Inset(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
            inset.font = .systemFont(ofSize: 20)
            inset.numberOfLines = 0
            inset.text = "hello world"
            window.addSubview(inset)
            let text = try #require(texts(window).first)
            #expect(text.lines.map(\.string) == ["hello", "world"])
            #expect(text.lines.map(\.x) == [10, 10])
            #expect(inset.sizeThatFits(CGSize(width: 100, height: 0)) == CGSize(width: 70, height: 40))
        }
    }
}
