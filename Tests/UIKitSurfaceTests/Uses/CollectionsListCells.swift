import Foundation
import TransitionKit

// List cells and their content, written as iOS list code writes them.

/// A settings-style row: list content styled per state, a separator aligned with the text.
private final class CollectionsSettingsCell: UICollectionViewListCell {
    override init(frame: CGRect) {
        super.init(frame: frame)
        // census: UICollectionViewListCell.indentationLevel, UICollectionViewListCell.indentationWidth, UICollectionViewListCell.indentsAccessories
        indentationLevel = 1; indentationWidth = 12; indentsAccessories = false
        // census: UICollectionViewListCell.separatorLayoutGuide
        let guide: UILayoutGuide = separatorLayoutGuide
        guide.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20).isActive = true
        // census: UICollectionViewCell.backgroundConfiguration, UICollectionViewCell.automaticallyUpdatesBackgroundConfiguration
        backgroundConfiguration = .listGroupedCell()
        automaticallyUpdatesBackgroundConfiguration = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    // census: UICollectionViewListCell.defaultContentConfiguration()
    override func defaultContentConfiguration() -> UIListContentConfiguration { super.defaultContentConfiguration() }

    // census: UICollectionViewCell.defaultBackgroundConfiguration()
    override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }

    override func updateConfiguration(using state: UICellConfigurationState) {
        var content = defaultContentConfiguration().updated(for: state)
        content.text = "Wi-Fi"
        content.secondaryText = state.isSelected ? "Connected" : nil
        contentConfiguration = content
    }
}

/// Every style, property and text or image setting of list content.
@MainActor
private func listContentStyles() -> [UIListContentConfiguration] {
    // census: UIListContentConfiguration.cell(), UIListContentConfiguration.subtitleCell(), UIListContentConfiguration.valueCell(), UIListContentConfiguration.header(), UIListContentConfiguration.footer()
    var styles: [UIListContentConfiguration] = [.cell(), .subtitleCell(), .valueCell(), .header(), .footer()]
    // census: UIListContentConfiguration.plainHeader(), UIListContentConfiguration.plainFooter(), UIListContentConfiguration.groupedHeader(), UIListContentConfiguration.groupedFooter()
    styles += [.plainHeader(), .plainFooter(), .groupedHeader(), .groupedFooter()]
    // census: UIListContentConfiguration.prominentInsetGroupedHeader(), UIListContentConfiguration.extraProminentInsetGroupedHeader(), UIListContentConfiguration.sidebarHeader()
    styles += [.prominentInsetGroupedHeader(), .extraProminentInsetGroupedHeader(), .sidebarHeader()]
    // census: UIListContentConfiguration.sidebarCell(), UIListContentConfiguration.sidebarSubtitleCell(), UIListContentConfiguration.accompaniedSidebarCell(), UIListContentConfiguration.accompaniedSidebarSubtitleCell()
    styles += [.sidebarCell(), .sidebarSubtitleCell(), .accompaniedSidebarCell(), .accompaniedSidebarSubtitleCell()]
    var content = UIListContentConfiguration.valueCell()
    // census: UIListContentConfiguration.image, UIListContentConfiguration.text, UIListContentConfiguration.attributedText
    content.image = UIImage(systemName: "star.fill"); content.text = "Version"; content.attributedText = NSAttributedString(string: "Version")
    // census: UIListContentConfiguration.secondaryText, UIListContentConfiguration.secondaryAttributedText
    content.secondaryText = "17.2"; content.secondaryAttributedText = nil
    // census: UIListContentConfiguration.axesPreservingSuperviewLayoutMargins, UIListContentConfiguration.directionalLayoutMargins
    content.axesPreservingSuperviewLayoutMargins = [.horizontal]; content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)
    // census: UIListContentConfiguration.prefersSideBySideTextAndSecondaryText, UIListContentConfiguration.imageToTextPadding
    content.prefersSideBySideTextAndSecondaryText = true; content.imageToTextPadding = 12
    // census: UIListContentConfiguration.textToSecondaryTextHorizontalPadding, UIListContentConfiguration.textToSecondaryTextVerticalPadding, UIListContentConfiguration.alpha
    content.textToSecondaryTextHorizontalPadding = 8; content.textToSecondaryTextVerticalPadding = 4; content.alpha = 0.9
    // census: UIListContentConfiguration.textProperties, UIListContentConfiguration.secondaryTextProperties
    var text: UIListContentConfiguration.TextProperties = content.textProperties; let _: UIListContentConfiguration.TextProperties = content.secondaryTextProperties
    // census: UIListContentConfiguration.TextProperties.font, UIListContentConfiguration.TextProperties.color, UIListContentConfiguration.TextProperties.colorTransformer
    text.font = .preferredFont(forTextStyle: .headline); text.color = .label; text.colorTransformer = .grayscale
    // census: UIListContentConfiguration.TextProperties.resolvedColor(), UIListContentConfiguration.TextProperties.alignment, UIListContentConfiguration.TextProperties.lineBreakMode
    let _: UIColor = text.resolvedColor(); text.alignment = .center; text.lineBreakMode = .byTruncatingMiddle
    // census: UIListContentConfiguration.TextProperties.numberOfLines, UIListContentConfiguration.TextProperties.adjustsFontSizeToFitWidth, UIListContentConfiguration.TextProperties.minimumScaleFactor
    text.numberOfLines = 2; text.adjustsFontSizeToFitWidth = true; text.minimumScaleFactor = 0.8
    // census: UIListContentConfiguration.TextProperties.allowsDefaultTighteningForTruncation, UIListContentConfiguration.TextProperties.adjustsFontForContentSizeCategory
    text.allowsDefaultTighteningForTruncation = true; text.adjustsFontForContentSizeCategory = true
    // census: UIListContentConfiguration.TextProperties.showsExpansionTextWhenTruncated, UIListContentConfiguration.TextProperties.transform
    text.showsExpansionTextWhenTruncated = false; text.transform = .uppercase
    // census: UIListContentConfiguration.TextProperties.TextAlignment.natural, UIListContentConfiguration.TextProperties.TextAlignment.center, UIListContentConfiguration.TextProperties.TextAlignment.justified
    let _: [UIListContentConfiguration.TextProperties.TextAlignment] = [.natural, .center, .justified]
    // census: UIListContentConfiguration.TextProperties.TextTransform.none, UIListContentConfiguration.TextProperties.TextTransform.uppercase, UIListContentConfiguration.TextProperties.TextTransform.lowercase, UIListContentConfiguration.TextProperties.TextTransform.capitalized
    let _: [UIListContentConfiguration.TextProperties.TextTransform] = [.none, .uppercase, .lowercase, .capitalized]
    content.textProperties = text
    // census: UIListContentConfiguration.imageProperties
    var image: UIListContentConfiguration.ImageProperties = content.imageProperties
    // census: UIListContentConfiguration.ImageProperties.tintColor, UIListContentConfiguration.ImageProperties.tintColorTransformer, UIListContentConfiguration.ImageProperties.resolvedTintColor(for:)
    image.tintColor = .systemBlue; image.tintColorTransformer = .monochromeTint; let _: UIColor = image.resolvedTintColor(for: .systemRed)
    // census: UIListContentConfiguration.ImageProperties.cornerRadius, UIListContentConfiguration.ImageProperties.maximumSize, UIListContentConfiguration.ImageProperties.reservedLayoutSize
    image.cornerRadius = 6; image.maximumSize = CGSize(width: 28, height: 28); image.reservedLayoutSize = CGSize(width: 28, height: 0)
    // census: UIListContentConfiguration.ImageProperties.standardDimension
    image.reservedLayoutSize.height = UIListContentConfiguration.ImageProperties.standardDimension
    // census: UIListContentConfiguration.ImageProperties.strokeColor, UIListContentConfiguration.ImageProperties.strokeColorTransformer, UIListContentConfiguration.ImageProperties.strokeWidth
    image.strokeColor = .separator; image.strokeColorTransformer = nil; image.strokeWidth = 1
    // census: UIListContentConfiguration.ImageProperties.resolvedStrokeColor(for:), UIListContentConfiguration.ImageProperties.accessibilityIgnoresInvertColors
    let _: UIColor = image.resolvedStrokeColor(for: .systemRed); image.accessibilityIgnoresInvertColors = true
    content.imageProperties = image
    // census: UIListContentConfiguration.updated(for:), UIListContentConfiguration.makeContentView()
    let updated: UIListContentConfiguration = content.updated(for: UICellConfigurationState(traitCollection: UITraitCollection()))
    let view: UIView & UIContentView = updated.makeContentView()
    // census: UIListContentView.init(configuration:), UIListContentView.configuration, UIListContentView.supports(_:)
    let listView = UIListContentView(configuration: updated); listView.configuration = content; let _: Bool = listView.supports(view.configuration)
    // census: UIListContentView.textLayoutGuide, UIListContentView.secondaryTextLayoutGuide, UIListContentView.imageLayoutGuide
    let _: [UILayoutGuide?] = [listView.textLayoutGuide, listView.secondaryTextLayoutGuide, listView.imageLayoutGuide]
    styles.append(content)
    return styles
}
