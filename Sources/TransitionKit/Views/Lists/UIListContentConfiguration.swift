import Foundation

/// The standard list content: an image at the leading edge, a primary text and a secondary
/// text after it, as in UIKit's cells, headers and footers.
///
/// There is no public initializer: start from a style (`cell()`, `valueCell()`, `header()`,
/// `groupedFooter()`, ...) or the cell's `defaultContentConfiguration()`, which knows the list
/// it is in.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = "Wi-Fi"
/// content.secondaryText = "Home"
/// content.image = UIImage(systemName: "star.fill")
/// cell.contentConfiguration = content
/// ```
///
/// `cell()`, `subtitleCell()`, `valueCell()`, `header()` and `footer()` adapt to the list they
/// are shown in (a grouped list's header is small uppercase text, a sidebar's cell tints its
/// image), changing only the settings left at their defaults, as iOS 18 does.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, @unchecked Sendable {
    /// The image at the leading edge (nil: none, the texts start at the margin).
    public var image: UIImage?
    /// How the image is drawn.
    public var imageProperties = ImageProperties()
    /// The primary text.
    public var text: String?
    /// The primary text with attributes; when set it is shown instead of `text` (drawn with its
    /// plain characters in `textProperties`' font and colour here).
    public var attributedText: NSAttributedString?
    /// How the primary text is drawn.
    public var textProperties: TextProperties
    /// The secondary text (below the text, or beside it in a value cell).
    public var secondaryText: String?
    /// The secondary text with attributes; when set it is shown instead of `secondaryText`.
    public var secondaryAttributedText: NSAttributedString?
    /// How the secondary text is drawn.
    public var secondaryTextProperties: TextProperties
    /// The axes on which the view's margins are at least its superview's (`.both`; the margins
    /// below are then minimums).
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    /// The margins around the content (a cell's: 11 pt top and bottom, 16 pt sides).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether the texts sit side by side when there is room (a value cell), rather than stacked.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The space between the image area and the texts, in points (16).
    public var imageToTextPadding: CGFloat = 16
    /// The least space between the texts when side by side, in points (8).
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// The space between the texts when stacked, in points (3, as UIKit's subtitle cell).
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// The opacity of the whole content (1).
    public var alpha: CGFloat = 1

    /// Which style this started as: decides how it adapts to the list it is shown in.
    var style: Style

    init(style: Style, text: TextProperties, secondaryText: TextProperties, margins: NSDirectionalEdgeInsets) {
        self.style = style
        textProperties = text
        secondaryTextProperties = secondaryText
        directionalLayoutMargins = margins
    }

    /// The primary text shown: the attributed text's characters, or `text`.
    var shownText: String? { attributedText?.string ?? text }
    /// The secondary text shown: the attributed text's characters, or `secondaryText`.
    var shownSecondaryText: String? { secondaryAttributedText?.string ?? secondaryText }

    /// A `UIListContentView` showing this configuration.
    @MainActor public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

    /// This configuration unchanged (list content looks the same selected or not; a list cell
    /// adapts it to its list's appearance as it shows it).
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { self }

    /// Equal when every setting is (images by identity).
    public static func == (lhs: UIListContentConfiguration, rhs: UIListContentConfiguration) -> Bool {
        lhs.image === rhs.image && lhs.imageProperties == rhs.imageProperties && lhs.text == rhs.text
            && lhs.attributedText == rhs.attributedText && lhs.textProperties == rhs.textProperties
            && lhs.secondaryText == rhs.secondaryText && lhs.secondaryAttributedText == rhs.secondaryAttributedText
            && lhs.secondaryTextProperties == rhs.secondaryTextProperties
            && lhs.axesPreservingSuperviewLayoutMargins == rhs.axesPreservingSuperviewLayoutMargins
            && lhs.directionalLayoutMargins == rhs.directionalLayoutMargins
            && lhs.prefersSideBySideTextAndSecondaryText == rhs.prefersSideBySideTextAndSecondaryText
            && lhs.imageToTextPadding == rhs.imageToTextPadding
            && lhs.textToSecondaryTextHorizontalPadding == rhs.textToSecondaryTextHorizontalPadding
            && lhs.textToSecondaryTextVerticalPadding == rhs.textToSecondaryTextVerticalPadding
            && lhs.alpha == rhs.alpha && lhs.style == rhs.style
    }

    /// A hash of the texts and their properties.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(secondaryText)
        hasher.combine(textProperties)
        hasher.combine(secondaryTextProperties)
        hasher.combine(style)
    }
}
