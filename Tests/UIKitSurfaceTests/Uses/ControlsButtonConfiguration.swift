import Foundation
import TransitionKit

// UIButton.Configuration: the styles, layout and colours a screen sets on its buttons.

@MainActor
private func useButtonConfigurations(for button: UIButton) -> [Any] {
    // census: UIButton+Configuration.plain(), UIButton+Configuration.gray(), UIButton+Configuration.tinted(), UIButton+Configuration.filled()
    let styles: [UIButton.Configuration] = [.plain(), .gray(), .tinted(), .filled()]
    // census: UIButton+Configuration.borderless(), UIButton+Configuration.bordered(), UIButton+Configuration.borderedTinted(), UIButton+Configuration.borderedProminent()
    let bordered: [UIButton.Configuration] = [.borderless(), .bordered(), .borderedTinted(), .borderedProminent()]
    var configuration = UIButton.Configuration.filled()
    // census: UIButton+Configuration.title, UIButton+Configuration.titleLineBreakMode
    configuration.title = "Add to Cart"; configuration.titleLineBreakMode = .byTruncatingMiddle
    // census: UIButton+Configuration.subtitle, UIButton+Configuration.subtitleLineBreakMode, UIButton+Configuration.titlePadding
    configuration.subtitle = "Free delivery"; configuration.subtitleLineBreakMode = .byTruncatingTail; configuration.titlePadding = 2
    // census: UIButton+Configuration.titleAlignment, UIButton+Configuration.UIButton.Configuration.TitleAlignment.leading
    configuration.titleAlignment = .leading
    // census: UIButton+Configuration.UIButton.Configuration.TitleAlignment.automatic, UIButton+Configuration.UIButton.Configuration.TitleAlignment.center, UIButton+Configuration.UIButton.Configuration.TitleAlignment.trailing
    let alignments: [UIButton.Configuration.TitleAlignment] = [.automatic, .center, .trailing]
    // census: UIButton+Configuration.image, UIButton+Configuration.imagePadding, UIButton+Configuration.imagePlacement
    configuration.image = UIImage(systemName: "plus"); configuration.imagePadding = 6; configuration.imagePlacement = .trailing
    // census: UIButton+Configuration.buttonSize, UIButton+Configuration.UIButton.Configuration.Size.large
    configuration.buttonSize = .large
    // census: UIButton+Configuration.contentInsets
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 20)
    // census: UIButton+Configuration.setDefaultContentInsets()
    if button.traitCollectionIsCompact { configuration.setDefaultContentInsets() }
    // census: UIButton+Configuration.baseBackgroundColor, UIButton+Configuration.baseForegroundColor
    configuration.baseBackgroundColor = .systemGreen; configuration.baseForegroundColor = .white
    // census: UIButton+Configuration.cornerStyle, UIButton+Configuration.UIButton.Configuration.CornerStyle.capsule
    configuration.cornerStyle = .capsule
    // census: UIButton+Configuration.automaticallyUpdateForSelection, UIButton+Configuration.macIdiomStyle, UIButton+Configuration.UIButton.Configuration.MacIdiomStyle.borderless
    configuration.automaticallyUpdateForSelection = false; configuration.macIdiomStyle = .borderless
    button.configuration = configuration
    // census: UIButton+Configuration.updated(for:)
    let resolved: UIButton.Configuration = configuration.updated(for: button)
    // census: UIButton+Configuration.UIButton.Configuration.Size.mini, UIButton+Configuration.UIButton.Configuration.Size.small, UIButton+Configuration.UIButton.Configuration.Size.medium
    let sizes: [UIButton.Configuration.Size] = [.mini, .small, .medium]
    // census: UIButton+Configuration.UIButton.Configuration.CornerStyle.fixed, UIButton+Configuration.UIButton.Configuration.CornerStyle.dynamic, UIButton+Configuration.UIButton.Configuration.CornerStyle.small
    let corners: [UIButton.Configuration.CornerStyle] = [.fixed, .dynamic, .small]
    // census: UIButton+Configuration.UIButton.Configuration.CornerStyle.medium, UIButton+Configuration.UIButton.Configuration.CornerStyle.large
    let moreCorners: [UIButton.Configuration.CornerStyle] = [.medium, .large]
    // census: UIButton+Configuration.UIButton.Configuration.MacIdiomStyle.automatic, UIButton+Configuration.UIButton.Configuration.MacIdiomStyle.bordered, UIButton+Configuration.UIButton.Configuration.MacIdiomStyle.borderlessTinted
    let macStyles: [UIButton.Configuration.MacIdiomStyle] = [.automatic, .bordered, .borderlessTinted]
    return [styles, bordered, resolved, sizes, corners, moreCorners, macStyles, alignments]
}

private extension UIButton {
    /// A stand-in for a size-class check (views carry no trait collection here).
    var traitCollectionIsCompact: Bool { bounds.width < 100 }
}
