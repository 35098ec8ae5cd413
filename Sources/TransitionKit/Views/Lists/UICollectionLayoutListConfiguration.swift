import Foundation

/// The settings of a list made with a compositional layout: its appearance, separators,
/// headers and footers, background and swipe actions, as in UIKit.
///
/// ```swift
/// var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
/// configuration.headerMode = .supplementary
/// configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
///     UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }])
/// }
/// collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)
/// ```
///
/// Rows are full width (inset by 16 pt, 20 pt in regular width, for `.insetGrouped`; 10 pt for
/// `.sidebar`) with an estimated height of 44 pt that self-sizing cells replace. See
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` for the spacing of each appearance.
public struct UICollectionLayoutListConfiguration: @unchecked Sendable {
    /// The look of a list.
    public enum Appearance: Int, Sendable {
        /// Full-width rows on the system background, headers pinned to the top while their
        /// section scrolls under them.
        case plain
        /// Full-width rows in sections on the grouped background.
        case grouped
        /// Sections as rounded cards inset from the edges, on the grouped background.
        case insetGrouped
        /// An iPad sidebar: rounded selection inset from the edges, on the grouped background.
        case sidebar
        /// A sidebar on the plain background.
        case sidebarPlain
    }

    /// Where a section's header comes from.
    public enum HeaderMode: Int, Sendable {
        /// No header.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`, from the
        /// data source.
        case supplementary
        /// The section's first item, styled as a header (an outline's parent row).
        case firstItemInSection
    }

    /// Where a section's footer comes from.
    public enum FooterMode: Int, Sendable {
        /// No footer.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`, from the
        /// data source.
        case supplementary
    }

    /// The elements whose size hugs their content instead of spanning the list's width.
    public struct ContentHuggingElements: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Elements from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Supplementary headers take their content's width.
        public static let supplementaryHeader = ContentHuggingElements(rawValue: 1 << 0)
    }

    /// Gives the separator settings of the item at an index path, from the list's.
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration
    /// Gives the swipe actions of the item at an index path (nil: none).
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    /// The list's look.
    public private(set) var appearance: Appearance
    /// Whether the items have separators (true).
    public var showsSeparators = true
    /// The separators' settings for the list's appearance.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Changes the separator settings per item (nil).
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The list's background colour (nil: the appearance's, the system background for plain
    /// lists, the grouped background otherwise).
    public var backgroundColor: UIColor?
    /// Where sections' headers come from (`.none`).
    public var headerMode: HeaderMode = .none
    /// Where sections' footers come from (`.none`).
    public var footerMode: FooterMode = .none
    /// The space above each section's header, in points (nil: the appearance's, 0 for plain
    /// lists and 17 pt for grouped ones, as UIKit's iOS 15 lists).
    public var headerTopPadding: CGFloat?
    /// The elements sized to their content rather than the list's width (none).
    public var contentHuggingElements: ContentHuggingElements = []
    /// Gives the actions a rightward swipe uncovers at an item's leading edge (nil: none).
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Gives the actions a leftward swipe uncovers at an item's trailing edge (nil: none).
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A list configuration with `appearance`'s defaults.
    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The background colour the list shows: `backgroundColor`, or the appearance's.
    var resolvedBackgroundColor: UIColor {
        backgroundColor ?? (appearance == .plain || appearance == .sidebarPlain ? .systemBackground : .systemGroupedBackground)
    }

    /// Whether sections are separate groups on the grouped background (headers above them,
    /// no separator under the last row).
    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped }
}
