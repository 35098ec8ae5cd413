import Foundation

extension UIListContentConfiguration {
    /// The styles a configuration starts as; the adaptive ones follow the list they are shown in.
    enum Style: Hashable, Sendable {
        case cell, subtitleCell, valueCell, header, footer
        case plainHeader, plainFooter, groupedHeader, groupedFooter
        case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader
        case sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell, sidebarHeader
    }

    /// The content of a list cell: the text, a 15 pt secondary text below it.
    public static func cell() -> UIListContentConfiguration { make(.cell) }
    /// The content of a subtitle cell: the text above a 15 pt secondary text.
    public static func subtitleCell() -> UIListContentConfiguration { make(.subtitleCell) }
    /// The content of a value cell: the secondary text beside the text, trailing, in the
    /// secondary colour.
    public static func valueCell() -> UIListContentConfiguration { make(.valueCell) }
    /// A header that follows its list: a plain list's bold 17 pt text, a grouped list's small
    /// uppercase one, a sidebar's 20 pt bold one.
    public static func header() -> UIListContentConfiguration { make(.header) }
    /// A footer that follows its list: 13 pt secondary text.
    public static func footer() -> UIListContentConfiguration { make(.footer) }
    /// A plain list's header: bold 17 pt text.
    @available(iOS, deprecated: 18.0, renamed: "header")
    public static func plainHeader() -> UIListContentConfiguration { make(.plainHeader) }
    /// A plain list's footer: 13 pt secondary text.
    @available(iOS, deprecated: 18.0, renamed: "footer")
    public static func plainFooter() -> UIListContentConfiguration { make(.plainFooter) }
    /// A grouped list's header: 13 pt uppercase secondary text.
    @available(iOS, deprecated: 18.0, renamed: "header")
    public static func groupedHeader() -> UIListContentConfiguration { make(.groupedHeader) }
    /// A grouped list's footer: 13 pt secondary text.
    @available(iOS, deprecated: 18.0, renamed: "footer")
    public static func groupedFooter() -> UIListContentConfiguration { make(.groupedFooter) }
    /// An inset-grouped list's prominent header: bold 20 pt text.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration { make(.prominentInsetGroupedHeader) }
    /// An inset-grouped list's extra-prominent header: bold 22 pt text.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration { make(.extraProminentInsetGroupedHeader) }
    /// A sidebar's cell: the text and an image in the tint colour.
    @available(iOS, deprecated: 18.0, renamed: "cell")
    public static func sidebarCell() -> UIListContentConfiguration { make(.sidebarCell) }
    /// A sidebar's subtitle cell.
    @available(iOS, deprecated: 18.0, renamed: "subtitleCell")
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { make(.sidebarSubtitleCell) }
    /// A sidebar's cell beside a content list that shows the selection.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { make(.accompaniedSidebarCell) }
    /// A sidebar's subtitle cell beside a content list.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { make(.accompaniedSidebarSubtitleCell) }
    /// A sidebar's header: bold 20 pt text.
    @available(iOS, deprecated: 18.0, renamed: "header")
    public static func sidebarHeader() -> UIListContentConfiguration { make(.sidebarHeader) }

    /// The configuration `style` starts as (fonts, colours and margins chosen to match iOS 17
    /// screenshots: UIKit does not publish them).
    static func make(_ style: Style) -> UIListContentConfiguration {
        let body = TextProperties(font: .systemFont(ofSize: 17), color: .label)
        let secondary = TextProperties(font: .systemFont(ofSize: 15), color: .secondaryLabel)
        let small = TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel)
        let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        switch style {
        case .cell, .subtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell:
            return UIListContentConfiguration(style: style, text: body, secondaryText: secondary, margins: cellMargins)
        case .sidebarCell, .sidebarSubtitleCell:
            var configuration = UIListContentConfiguration(style: style, text: body, secondaryText: secondary, margins: cellMargins)
            configuration.imageProperties.tintColor = .tintColor
            return configuration
        case .valueCell:
            var value = body
            value.color = .secondaryLabel
            var configuration = UIListContentConfiguration(style: style, text: body, secondaryText: value, margins: cellMargins)
            configuration.prefersSideBySideTextAndSecondaryText = true
            return configuration
        case .header, .plainHeader:
            return UIListContentConfiguration(style: style, text: TextProperties(font: .systemFont(ofSize: 17, weight: .bold), color: .label),
                                              secondaryText: secondary, margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
        case .groupedHeader:
            var text = small
            text.transform = .uppercase
            return UIListContentConfiguration(style: style, text: text, secondaryText: small,
                                              margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 7, trailing: 16))
        case .footer, .plainFooter, .groupedFooter:
            return UIListContentConfiguration(style: style, text: small, secondaryText: small,
                                              margins: NSDirectionalEdgeInsets(top: 7, leading: 16, bottom: 7, trailing: 16))
        case .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader, .sidebarHeader:
            let size: CGFloat = style == .extraProminentInsetGroupedHeader ? 22 : 20
            return UIListContentConfiguration(style: style, text: TextProperties(font: .systemFont(ofSize: size, weight: .bold), color: .label),
                                              secondaryText: secondary, margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 8, trailing: 16))
        }
    }

    /// The style an adaptive style takes in a list of `appearance` (itself for the others).
    static func style(_ style: Style, in appearance: UICollectionLayoutListConfiguration.Appearance) -> Style {
        let grouped = appearance == .grouped || appearance == .insetGrouped
        let sidebar = appearance == .sidebar || appearance == .sidebarPlain
        switch style {
        case .cell: return sidebar ? .sidebarCell : .cell
        case .subtitleCell: return sidebar ? .sidebarSubtitleCell : .subtitleCell
        case .header: return sidebar ? .sidebarHeader : grouped ? .groupedHeader : .plainHeader
        case .footer: return grouped ? .groupedFooter : .plainFooter
        default: return style
        }
    }

    /// This configuration as shown in a list of `appearance`: an adaptive style takes that
    /// list's fonts, colours, case and margins where they were left at the style's defaults.
    func adapted(to appearance: UICollectionLayoutListConfiguration.Appearance) -> UIListContentConfiguration {
        let target = Self.style(style, in: appearance)
        guard target != style else { return self }
        let base = Self.make(style), adapted = Self.make(target)
        var result = self
        if textProperties == base.textProperties { result.textProperties = adapted.textProperties }
        if secondaryTextProperties == base.secondaryTextProperties { result.secondaryTextProperties = adapted.secondaryTextProperties }
        if imageProperties == base.imageProperties { result.imageProperties = adapted.imageProperties }
        if directionalLayoutMargins == base.directionalLayoutMargins { result.directionalLayoutMargins = adapted.directionalLayoutMargins }
        return result
    }
}
