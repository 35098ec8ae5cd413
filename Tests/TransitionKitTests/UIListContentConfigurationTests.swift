import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

// UIListContentConfiguration's styles ("a content configuration for a grouped-style header",
// "for a value cell"...), its text properties (`transform`, `resolvedColor()` combining `color`
// and `colorTransformer`), `prefersSideBySideTextAndSecondaryText`, and the content view's
// layout guides ("nil when the configuration has no text") (Apple, UIListContentConfiguration,
// UIListContentConfiguration.TextProperties, UIListContentView). Fonts and margins per style are
// this implementation's choices: UIKit does not publish them.
@Suite("UIListContentConfiguration: styles, adaptation, text properties, the content view's layout and guides")
@MainActor
struct UIListContentConfigurationTests {
    private func labels(_ view: UIView) -> [UILabel] { view.subviews.compactMap { $0 as? UILabel } }

    @Test("Styles: a grouped header is 13 pt uppercase secondary text, a value cell side by side, a prominent header bold 20 pt")
    func styles() {
        let grouped = UIListContentConfiguration.groupedHeader()
        #expect(grouped.textProperties.transform == .uppercase)
        #expect(grouped.textProperties.font.pointSize == 13 && grouped.textProperties.color == .secondaryLabel)
        #expect(UIListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
        #expect(!UIListContentConfiguration.cell().prefersSideBySideTextAndSecondaryText)
        #expect(UIListContentConfiguration.prominentInsetGroupedHeader().textProperties.font == .systemFont(ofSize: 20, weight: .bold))
        #expect(UIListContentConfiguration.extraProminentInsetGroupedHeader().textProperties.font.pointSize == 22)
        #expect(UIListContentConfiguration.cell().directionalLayoutMargins == NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
        #expect(UIListContentConfiguration.cell() != UIListContentConfiguration.subtitleCell())
        #expect(UIListContentConfiguration.cell() == UIListContentConfiguration.cell())
    }

    @Test("Text properties: the colour through its transformer; the transform changes the case shown")
    func textProperties() {
        var content = UIListContentConfiguration.cell()
        content.text = "wi-fi network"
        content.textProperties.colorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.25) }
        #expect(content.textProperties.resolvedColor().alpha == 0.25)
        content.textProperties.transform = .capitalized
        let view = UIListContentView(configuration: content)
        #expect(labels(view)[0].text == "Wi-Fi Network")
        #expect(labels(view)[0].textColor?.alpha == 0.25)
        content.textProperties.transform = .uppercase
        view.configuration = content
        #expect(labels(view)[0].text == "WI-FI NETWORK")
    }

    @Test("A value cell: the text at the leading margin, the value right-aligned at the trailing margin")
    func sideBySide() {
        var content = UIListContentConfiguration.valueCell()
        content.text = "Version"
        content.secondaryText = "17.2"
        let view = UIListContentView(configuration: content)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        view.layoutIfNeeded()
        let text = labels(view)[0], value = labels(view)[1]
        #expect(text.frame.minX == 16)
        #expect(value.frame.maxX == 304)
        #expect(value.textAlignment == .right)
        #expect(text.frame.maxX <= value.frame.minX - 8)
        #expect(abs(text.frame.midY - 22) < 0.001 && abs(value.frame.midY - 22) < 0.001)
    }

    @Test("Layout guides follow the text, secondary text and image, and are nil without them")
    func layoutGuides() {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Title"
        let view = UIListContentView(configuration: content)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        view.layoutIfNeeded()
        #expect(view.secondaryTextLayoutGuide == nil && view.imageLayoutGuide == nil)
        let guide = view.textLayoutGuide
        #expect(guide != nil)
        #expect(guide?.layoutFrame == labels(view)[0].frame)
        content.text = nil
        content.secondaryText = "Detail"
        view.configuration = content
        view.layoutIfNeeded()
        #expect(view.textLayoutGuide == nil)
        #expect(guide?.owningView == nil)
        #expect(view.secondaryTextLayoutGuide?.layoutFrame == labels(view)[1].frame)
    }

    @Test("Attributed text is shown instead of text; alpha fades the whole content")
    func attributedTextAndAlpha() {
        var content = UIListContentConfiguration.cell()
        content.text = "plain"
        content.attributedText = NSAttributedString(string: "attributed")
        content.alpha = 0.5
        let view = UIListContentView(configuration: content)
        #expect(labels(view)[0].text == "attributed")
        #expect(view.alpha == 0.5)
        #expect(view.supports(UIListContentConfiguration.header()))
    }
}
