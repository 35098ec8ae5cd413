import Foundation

/// The layout-wide settings of a compositional layout: its scrolling axis, the space between
/// sections, what section insets are measured from, and headers and footers of the whole layout.
///
/// The layout keeps a copy: change a configuration, then assign it to `layout.configuration`.
///
/// ```swift
/// let configuration = UICollectionViewCompositionalLayoutConfiguration()
/// configuration.scrollDirection = .horizontal
/// configuration.interSectionSpacing = 20
/// let layout = UICollectionViewCompositionalLayout(sectionProvider: provider, configuration: configuration)
/// ```
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration {
    /// The axis the layout scrolls along (`.vertical`).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The space between sections (0).
    open var interSectionSpacing: CGFloat = 0
    /// What the container's insets (and so the sections') are measured from (`.automatic`: the safe area).
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    /// Headers and footers of the whole layout, before the first section and after the last.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// A vertical configuration with no spacing and no boundary items.
    public init() {}

    /// A copy with the same settings (the layout's own).
    func copied() -> UICollectionViewCompositionalLayoutConfiguration {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.contentInsetsReference = contentInsetsReference
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        return copy
    }
}
