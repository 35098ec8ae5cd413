import Foundation

/// A section of a compositional layout: its group repeated until the items run out.
///
/// The groups stack along the layout's scrolling axis `interGroupSpacing` apart, inside the
/// section's `contentInsets`, which are measured from `contentInsetsReference` (the safe area
/// by default: a section's leading and trailing insets add to the safe area's there, in a
/// vertically scrolling layout). Fractional group sizes are fractions of the section's area:
/// the width inside the insets and the collection view's height (for a horizontally scrolling
/// layout, the collection view's width and the height inside the insets).
@preconcurrency @MainActor
open class NSCollectionLayoutSection {
    /// The repeated group.
    public let group: NSCollectionLayoutGroup
    /// Insets around the section's groups.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// What `contentInsets` are measured from (`.automatic`: the safe area).
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    /// What the boundary supplementary items' length is measured from when they do not follow
    /// the content insets (`.automatic`: the safe area).
    open var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
    /// The space between groups.
    open var interGroupSpacing: CGFloat = 0
    /// Whether, and how, the section scrolls sideways (`.none`); only in vertically scrolling layouts.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// How a sideways-scrolling section decelerates and bounces (iOS 17).
    public let orthogonalScrollingProperties = UICollectionLayoutSectionOrthogonalScrollingProperties()
    /// The section's headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether the boundary supplementary items are as long as the section inside its content
    /// insets (true) or span the section's whole width inside `supplementaryContentInsetsReference`
    /// (deprecated in iOS 16 for `supplementaryContentInsetsReference`, still honoured).
    open var supplementariesFollowContentInsets = true
    /// Views behind the section (backgrounds).
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Called on every layout pass with the section's visible items, the scroll offset (a
    /// sideways-scrolling section's own, else the collection view's) and the environment,
    /// before they are shown: change their `transform`, `alpha`, `zIndex`, `center` or
    /// `isHidden` to restyle them as they scroll (nil).
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// The list settings of a section made by `list(using:layoutEnvironment:)` (nil otherwise).
    var listConfiguration: UICollectionLayoutListConfiguration?
    /// Space before the section's first element along the scrolling axis, before its headers
    /// (a list's `headerTopPadding`), in points.
    var leadingPadding: CGFloat = 0

    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) { self.group = group }
}

/// How a compositional section scrolls across the layout's axis: `.none` stacks its groups
/// down the list; every other value lays them out in one row that scrolls sideways on its own
/// (a nested horizontal scroll view per section, dragged horizontally), stopping as each case says.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section does not scroll on its own.
    case none
    /// Scrolls continuously.
    case continuous
    /// Scrolls and stops at group leading edges.
    case continuousGroupLeadingBoundary
    /// Scrolls by pages of the section's width.
    case paging
    /// Scrolls and stops at each group.
    case groupPaging
    /// Scrolls and stops at each group's centre.
    case groupPagingCentered
}

/// What content insets are measured from.
public enum UIContentInsetsReference: Int, Sendable {
    /// The default: the safe area for compositional sections and layouts, the layout margins
    /// for inset-grouped lists.
    case automatic
    /// The container's edges.
    case none
    /// The safe area.
    case safeArea
    /// The layout margins.
    case layoutMargins
    /// The readable content guide.
    case readableContent
}
