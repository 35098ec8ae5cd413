import Foundation

/// How a list item's separators are drawn: whether the top and bottom ones show, their insets,
/// colour and effect, as in UIKit.
///
/// ```swift
/// var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
/// configuration.itemSeparatorHandler = { indexPath, separators in
///     var separators = separators
///     separators.bottomSeparatorVisibility = indexPath.item == 0 ? .hidden : .automatic
///     return separators
/// }
/// ```
public struct UIListSeparatorConfiguration: Hashable, @unchecked Sendable {
    /// Whether a separator shows.
    public enum Visibility: Int, Sendable {
        /// As the list decides: a bottom separator under every item but the last of a section;
        /// no top separator.
        case automatic
        /// Always shown.
        case visible
        /// Never shown.
        case hidden
    }

    /// Insets that mean "as the list decides" (per edge): leading where the item's text starts
    /// (its `separatorLayoutGuide`), trailing 0.
    public static let automaticInsets = NSDirectionalEdgeInsets(
        top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude,
        bottom: .greatestFiniteMagnitude, trailing: .greatestFiniteMagnitude)

    /// Whether the separator above the item shows (`.automatic`).
    public var topSeparatorVisibility: Visibility = .automatic
    /// Whether the separator below the item shows (`.automatic`).
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// The top separator's leading and trailing insets (`automaticInsets`).
    public var topSeparatorInsets: NSDirectionalEdgeInsets = Self.automaticInsets
    /// The bottom separator's leading and trailing insets (`automaticInsets`).
    public var bottomSeparatorInsets: NSDirectionalEdgeInsets = Self.automaticInsets
    /// The separators' colour (`.separator`).
    public var color: UIColor = .separator
    /// The separators' colour while several items are selected (`.separator`).
    public var multipleSelectionColor: UIColor = .separator
    /// A vibrancy effect the separators are drawn with (nil).
    public var visualEffect: UIVisualEffect?

    /// The separators of a list of `listAppearance`.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}

    /// Equal when every setting is (the effect by identity).
    public static func == (lhs: UIListSeparatorConfiguration, rhs: UIListSeparatorConfiguration) -> Bool {
        lhs.topSeparatorVisibility == rhs.topSeparatorVisibility && lhs.bottomSeparatorVisibility == rhs.bottomSeparatorVisibility
            && lhs.topSeparatorInsets == rhs.topSeparatorInsets && lhs.bottomSeparatorInsets == rhs.bottomSeparatorInsets
            && lhs.color == rhs.color && lhs.multipleSelectionColor == rhs.multipleSelectionColor
            && lhs.visualEffect === rhs.visualEffect
    }

    /// A hash of the settings compared by value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(topSeparatorVisibility)
        hasher.combine(bottomSeparatorVisibility)
        hasher.combine(color)
    }
}
