import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKitTesting
@testable import TransitionKit

/// UIFont's metrics from the bound measurer, its system fonts, weights and text styles, and
/// string measuring (Apple: "UIFont", "preferredFont(forTextStyle:)", "boundingRect(with:options:attributes:context:)").
@Suite("UIFont")
struct UIFontTests {
    let measurer = FixedPitchTextMeasurer()

    @Test("metrics come from the bound measurer")
    func boundMetrics() {
        UIFont.withTextMeasurer(measurer) {
            let font = UIFont.systemFont(ofSize: 20)
            #expect(font.ascender == 16)
            #expect(font.descender == -4)
            #expect(font.leading == 0)
            #expect(font.capHeight == 14)
            #expect(font.xHeight == 10)
            #expect(font.lineHeight == 20)
            #expect(font.withSize(40).lineHeight == 40)
        }
        #expect(UIFont.withTextMeasurer(FixedPitchTextMeasurer(leading: 0.5)) { UIFont.systemFont(ofSize: 10).lineHeight } == 15)
    }

    @Test("with no measurer bound, metrics are the documented estimate")
    func estimate() {
        #expect(!UIFont.hasBoundTextMeasurer)
        let font = UIFont.systemFont(ofSize: 100)
        #expect(isClose(font.ascender, 92.8))
        #expect(isClose(font.descender, -23.6))
        #expect(isClose(font.lineHeight, 116.4))
        #expect(isClose(EstimatedTextMeasurer().advance(of: "abc", in: UIFont.boldSystemFont(ofSize: 10).face), 19.2))
    }

    @Test("the nine weights have Apple's raw values, in order")
    func weights() {
        let weights: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        #expect(weights.map(\.rawValue) == [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62])
        #expect(weights == weights.sorted())
        #expect(UIFont.Width.condensed.rawValue == -0.2)
    }

    @Test("system fonts carry their size, weight, slant and design, and iOS's names")
    func systemFonts() {
        let bold = UIFont.boldSystemFont(ofSize: 15)
        #expect(bold.pointSize == 15)
        #expect(bold.weight == .bold)
        #expect(bold.fontName == ".SFUI-Bold")
        #expect(bold.familyName == ".AppleSystemUIFont")
        #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName == ".SFUI-Semibold")
        #expect(UIFont.italicSystemFont(ofSize: 12).face.isItalic)
        #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).face.design == .monospaced)
        #expect(UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .bold).face.hasMonospacedDigits)
        #expect(UIFont.systemFont(ofSize: 0).pointSize == UIFont.systemFontSize)
        #expect(UIFont.systemFont(ofSize: 13) == UIFont.systemFont(ofSize: 13))
        #expect(UIFont.systemFont(ofSize: 13) != UIFont.boldSystemFont(ofSize: 13))
        #expect(UIFont.systemFont(ofSize: 13).withSize(20) == UIFont.systemFont(ofSize: 20))
    }

    @Test("text styles are Apple's sizes at the Large content size")
    func textStyles() {
        let sizes: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.subheadline, 15),
            (.body, 17), (.callout, 16), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in sizes { #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size) }
        #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
        #expect(UIFont.preferredFont(forTextStyle: .body).weight == .regular)
        #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
    }

    @Test("named fonts: the families Linux stands in for, and nil for others")
    func namedFonts() {
        #expect(UIFont.familyNames.contains("Helvetica Neue"))
        #expect(UIFont.fontNames(forFamilyName: "Menlo").contains("Menlo-Bold"))
        let menlo = UIFont(name: "Menlo-Bold", size: 11)
        #expect(menlo?.face.design == .monospaced)
        #expect(menlo?.isBold == true)
        #expect(UIFont(name: "No Such Font", size: 11) == nil)
        #expect(UIFont(name: ".SFUI-Bold", size: 11) == UIFont.boldSystemFont(ofSize: 11))
    }

    @Test("descriptors change size, traits and design")
    func descriptors() {
        let descriptor = UIFont.systemFont(ofSize: 14).fontDescriptor
        #expect(descriptor.pointSize == 14)
        let boldItalic = descriptor.withSymbolicTraits([.traitBold, .traitItalic])
        #expect(boldItalic?.symbolicTraits == [.traitBold, .traitItalic])
        #expect(UIFont(descriptor: descriptor.withSize(30), size: 0).pointSize == 30)
        #expect(UIFont(descriptor: descriptor, size: 9).pointSize == 9)
        #expect(descriptor.withDesign(.monospaced)?.symbolicTraits.contains(.traitMonoSpace) == true)
        #expect(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title1).pointSize == 28)
    }

    @Test("strings measure with their attributes: wrapped with usesLineFragmentOrigin, else on one line")
    func stringDrawing() {
        UIFont.withTextMeasurer(measurer) {
            let font = UIFont.systemFont(ofSize: 20)
            let text = "hello world foo"
            let wrapped = text.boundingRect(with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude),
                                            options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
            #expect(wrapped == CGRect(x: 0, y: 0, width: 90, height: 40))
            let single = (text as NSString).boundingRect(with: CGSize(width: 100, height: 100), options: [],
                                                         attributes: [.font: font], context: nil)
            #expect(single == CGRect(x: 0, y: -16, width: 100, height: 20))
            #expect(text.size(withAttributes: [.font: font]) == CGSize(width: 150, height: 20))
            let helvetica = "abc".size(withAttributes: nil)
            #expect(helvetica.width == 18 && isClose(helvetica.height, 12))
            #expect("abc".size(withAttributes: [.font: font, .kern: 1]) == CGSize(width: 33, height: 20))
            let context = NSStringDrawingContext()
            _ = text.boundingRect(with: CGSize(width: 100, height: 0), options: .usesLineFragmentOrigin,
                                  attributes: [.font: font], context: context)
            #expect(context.totalBounds.size == CGSize(width: 90, height: 40))
            let truncating = NSMutableParagraphStyle()
            truncating.lineBreakMode = .byTruncatingTail
            let oneLine = text.boundingRect(with: CGSize(width: 100, height: 0), options: .usesLineFragmentOrigin,
                                            attributes: [.font: font, .paragraphStyle: truncating], context: nil)
            #expect(oneLine.size == CGSize(width: 100, height: 20))
        }
    }

    @Test("attributed text: runs keep their fonts and colours, the paragraph style sets the lines")
    @MainActor
    func attributedLabel() throws {
        try UIFont.withTextMeasurer(measurer) { () throws in
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            label.font = .systemFont(ofSize: 20)
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = .right
            let attributed = NSMutableAttributedString(string: "ab", attributes: [.paragraphStyle: paragraph])
            attributed.append(NSAttributedString(string: "cd", attributes: [.font: UIFont.boldSystemFont(ofSize: 40),
                                                                             .foregroundColor: UIColor.red]))
            label.attributedText = attributed
            #expect(label.text == "abcd")
            #expect(label.intrinsicContentSize == CGSize(width: 60, height: 40))
            let (window, _) = makeTestWindow()
            window.addSubview(label)
            let command = try #require(window.displayList().commands.first { if case .text = $0.content { true } else { false } })
            guard case .text(let text) = command.content else { return }
            #expect(text.lines[0].x == 140)
            #expect(text.lines[0].runs.map(\.color) == [label.textColor, .red])
            label.textColor = .blue
            let recoloured = try #require(label.attributedText)
            #expect(recoloured.attribute(.foregroundColor, at: 3, effectiveRange: nil) as? UIColor == .blue)
            label.text = "plain"
            #expect(label.attributedText?.string == "plain")
            #expect(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == label.font)
        }
    }
}
