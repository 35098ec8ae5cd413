import Foundation
import TransitionKit

// UIFont: its factories as typed function references, its metrics as typed reads, and its
// weights, widths and text styles.

/// UIFont's class members, each with its exact type.
private func textFontFactories() {
    // census: UIFont.preferredFont(forTextStyle:)
    let _: (UIFont.TextStyle) -> UIFont = UIFont.preferredFont(forTextStyle:)
    // census: UIFont.preferredFont(forTextStyle:compatibleWith:)
    let _: (UIFont.TextStyle, UITraitCollection?) -> UIFont = UIFont.preferredFont(forTextStyle:compatibleWith:)
    // census: UIFont.init(name:size:)
    let _: (String, CGFloat) -> UIFont? = UIFont.init(name:size:)
    // census: UIFont.init(descriptor:size:)
    let _: (UIFontDescriptor, CGFloat) -> UIFont = UIFont.init(descriptor:size:)
    // census: UIFont.systemFont(ofSize:)
    let _: (CGFloat) -> UIFont = UIFont.systemFont(ofSize:)
    // census: UIFont.systemFont(ofSize:weight:)
    let _: (CGFloat, UIFont.Weight) -> UIFont = UIFont.systemFont(ofSize:weight:)
    // census: UIFont.systemFont(ofSize:weight:width:)
    let _: (CGFloat, UIFont.Weight, UIFont.Width) -> UIFont = UIFont.systemFont(ofSize:weight:width:)
    // census: UIFont.boldSystemFont(ofSize:)
    let _: (CGFloat) -> UIFont = UIFont.boldSystemFont(ofSize:)
    // census: UIFont.italicSystemFont(ofSize:)
    let _: (CGFloat) -> UIFont = UIFont.italicSystemFont(ofSize:)
    // census: UIFont.monospacedSystemFont(ofSize:weight:)
    let _: (CGFloat, UIFont.Weight) -> UIFont = UIFont.monospacedSystemFont(ofSize:weight:)
    // census: UIFont.monospacedDigitSystemFont(ofSize:weight:)
    let _: (CGFloat, UIFont.Weight) -> UIFont = UIFont.monospacedDigitSystemFont(ofSize:weight:)
    // census: UIFont.familyNames
    let _: [String] = UIFont.familyNames
    // census: UIFont.fontNames(forFamilyName:)
    let _: (String) -> [String] = UIFont.fontNames(forFamilyName:)
    // census: UIFont.labelFontSize, UIFont.buttonFontSize
    let _: [CGFloat] = [UIFont.labelFontSize, UIFont.buttonFontSize]
    // census: UIFont.smallSystemFontSize, UIFont.systemFontSize
    let _: [CGFloat] = [UIFont.smallSystemFontSize, UIFont.systemFontSize]
}

/// A font's instance members, each read with its type.
private func textFontMetrics(_ font: UIFont) {
    // census: UIFont.withSize(_:)
    let _: (CGFloat) -> UIFont = font.withSize
    // census: UIFont.familyName, UIFont.fontName
    let _: [String] = [font.familyName, font.fontName]
    // census: UIFont.pointSize, UIFont.ascender, UIFont.descender, UIFont.leading
    let _: [CGFloat] = [font.pointSize, font.ascender, font.descender, font.leading]
    // census: UIFont.capHeight, UIFont.xHeight, UIFont.lineHeight
    let _: [CGFloat] = [font.capHeight, font.xHeight, font.lineHeight]
    // census: UIFont.fontDescriptor
    let _: UIFontDescriptor = font.fontDescriptor
}

/// UIFont's weights, widths and text styles.
private func textFontValues() {
    // census: UIFont.Weight.init(rawValue:), UIFont.Weight.init(_:), UIFont.Weight.rawValue
    let _: CGFloat = UIFont.Weight(rawValue: 0.1).rawValue + UIFont.Weight(0.2).rawValue
    // census: UIFont.Weight.ultraLight, UIFont.Weight.thin, UIFont.Weight.light, UIFont.Weight.regular, UIFont.Weight.medium
    let _: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium]
    // census: UIFont.Weight.semibold, UIFont.Weight.bold, UIFont.Weight.heavy, UIFont.Weight.black
    let _: [UIFont.Weight] = [.semibold, .bold, .heavy, .black]
    // census: UIFont.Width.init(rawValue:), UIFont.Width.init(_:), UIFont.Width.rawValue
    let _: CGFloat = UIFont.Width(rawValue: 0.1).rawValue + UIFont.Width(0.2).rawValue
    // census: UIFont.Width.compressed, UIFont.Width.condensed, UIFont.Width.standard, UIFont.Width.expanded
    let _: [UIFont.Width] = [.compressed, .condensed, .standard, .expanded]
    // census: UIFont.TextStyle.init(rawValue:), UIFont.TextStyle.init(_:), UIFont.TextStyle.rawValue
    let _: String = UIFont.TextStyle(rawValue: "a").rawValue + UIFont.TextStyle("b").rawValue
    // census: UIFont.TextStyle.largeTitle, UIFont.TextStyle.title1, UIFont.TextStyle.title2, UIFont.TextStyle.title3
    let _: [UIFont.TextStyle] = [.largeTitle, .title1, .title2, .title3]
    // census: UIFont.TextStyle.headline, UIFont.TextStyle.subheadline, UIFont.TextStyle.body, UIFont.TextStyle.callout
    let _: [UIFont.TextStyle] = [.headline, .subheadline, .body, .callout]
    // census: UIFont.TextStyle.footnote, UIFont.TextStyle.caption1, UIFont.TextStyle.caption2
    let _: [UIFont.TextStyle] = [.footnote, .caption1, .caption2]
}
