import Foundation

/// A layout built from items, groups and sections, as in UIKit.
///
/// Each section repeats its group along the scrolling axis (down, or across for a
/// `.horizontal` configuration), `interGroupSpacing` apart, inside the section's
/// `contentInsets`; sections follow each other `interSectionSpacing` apart. A group places its
/// subitems (or `count` equal copies) along its axis with `interItemSpacing` and their
/// `edgeSpacing`; fractional dimensions are fractions of the enclosing group, or of the
/// section's area for groups; an item's `contentInsets` shrink its cell inside its slot. An
/// estimated item height is the estimate until the cell is shown, then the height its
/// constraints fit at the item's width (`uniformAcrossSiblings`: the tallest sibling's); a
/// group with an estimated height takes the height its items need. Estimated widths are used
/// as they are. A section with an `orthogonalScrollingBehavior` (vertical layouts) puts its
/// groups side by side in a band that scrolls horizontally (the items' attributes are at the
/// band's scroll offset zero); boundary supplementary items go before and after the groups,
/// items' supplementary items where their anchors say, decoration items behind the section.
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1/3), heightDimension: .fractionalHeight(1)))
/// let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1),
///     heightDimension: .fractionalWidth(1/3)), subitems: [item])
/// let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
/// ```
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Gives the section at an index, for the environment.
    public typealias SectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let sectionProvider: SectionProvider
    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration
    var itemAttributes: [[UICollectionViewLayoutAttributes]] = []
    /// The sections' visible-items handlers, by section index, and the environment they get.
    private var visibleItemsHandlers: [Int: NSCollectionLayoutSectionVisibleItemsInvalidationHandler] = [:]
    var environment: CompositionalEnvironment?
    var supplementaryAttributes: [UICollectionViewLayoutAttributes] = []
    var decorationAttributes: [UICollectionViewLayoutAttributes] = []
    /// The keys (`UICollectionView.key`) of the item supplementary views that live in a
    /// sideways-scrolling band and scroll with it.
    var bandSupplementaryKeys: Set<String> = []
    /// The headers pinned to the visible top (`pinToVisibleBounds`): their index in
    /// `supplementaryAttributes` and the bottom of their section's groups.
    var pinnedHeaders: [(index: Int, sectionBottom: CGFloat)] = []
    /// The sideways-scrolling sections, by section index.
    var orthogonalSections: [Int: OrthogonalSectionLayout] = [:]
    private var contentSize: CGSize = .zero
    /// The background a `list(using:)` layout gives the collection view it is first laid out
    /// in; nil once given (so a colour the app sets later stays).
    private var listBackgroundColor: UIColor?
    /// The list settings of each list section, by section index, for the collection view's
    /// swipe actions.
    var listConfigurations: [Int: UICollectionLayoutListConfiguration] = [:]

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with `configuration`'s settings.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        storedConfiguration = configuration.copied()
        super.init()
    }

    /// A layout asking `sectionProvider` for each section (nil: an empty section).
    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout asking `sectionProvider` for each section, with `configuration`'s settings.
    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        storedConfiguration = configuration.copied()
        super.init()
    }

    /// A list: every section is `NSCollectionLayoutSection.list(using:layoutEnvironment:)`
    /// with `configuration`. The collection view takes the list's background colour when the
    /// layout is first laid out in it.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        layout.listBackgroundColor = configuration.resolvedBackgroundColor
        return layout
    }

    /// Layouts are not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The layout-wide settings: a copy; assign a changed one to re-lay the items out.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration.copied() }
        set { storedConfiguration = newValue.copied(); invalidateLayout() }
    }

    /// The size computed by `prepare()`.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// Places every section's items, supplementary and decoration items.
    open override func prepare() {
        super.prepare()
        itemAttributes = []; supplementaryAttributes = []; decorationAttributes = []; bandSupplementaryKeys = []
        orthogonalSections = [:]; pinnedHeaders = []; contentSize = .zero; visibleItemsHandlers = [:]
        listConfigurations = [:]
        guard let collectionView else { return }
        if let color = listBackgroundColor {
            collectionView.backgroundColor = color
            listBackgroundColor = nil
        }
        let configuration = storedConfiguration
        let vertical = configuration.scrollDirection == .vertical
        let bounds = collectionView.bounds.size
        let traits = collectionView.window.map { UITraitCollection(windowSize: $0.bounds.size) } ?? UITraitCollection()
        let layoutReference = referenceInsets(configuration.contentInsetsReference, vertical: vertical)
        let environment = CompositionalEnvironment(
            container: CompositionalContainer(contentSize: bounds, contentInsets: layoutReference), traitCollection: traits)
        self.environment = environment
        let placer = CompositionalSectionPlacer(layout: self, vertical: vertical, bounds: bounds, traits: traits, layoutReference: layoutReference)
        var cursor = placer.placeLayoutBoundaryItems(configuration.boundarySupplementaryItems, before: true, at: 0)
        for section in 0..<collectionView.numberOfSections {
            if section > 0 { cursor += configuration.interSectionSpacing }
            guard let layoutSection = sectionProvider(section, environment) else { itemAttributes.append([]); continue }
            if let handler = layoutSection.visibleItemsInvalidationHandler { visibleItemsHandlers[section] = handler }
            if let list = layoutSection.listConfiguration { listConfigurations[section] = list }
            cursor = placer.place(layoutSection, section: section, at: cursor)
        }
        cursor = placer.placeLayoutBoundaryItems(configuration.boundarySupplementaryItems, before: false, at: cursor)
        contentSize = vertical ? CGSize(width: bounds.width, height: cursor) : CGSize(width: cursor, height: bounds.height)
    }

    /// The insets `reference` gives across the scrolling axis (leading and trailing for a
    /// vertical layout, top and bottom for a horizontal one); `.automatic` is the safe area.
    func referenceInsets(_ reference: UIContentInsetsReference, vertical: Bool) -> NSDirectionalEdgeInsets {
        guard let collectionView else { return .zero }
        let insets: UIEdgeInsets
        switch reference {
        case .none: return .zero
        case .automatic, .safeArea: insets = collectionView.safeAreaInsets
        case .layoutMargins: insets = collectionView.layoutMargins
        case .readableContent:
            let readable = collectionView.readableContentGuide.layoutFrame
            let bounds = collectionView.bounds
            insets = UIEdgeInsets(top: max(0, readable.minY - bounds.minY), left: max(0, readable.minX - bounds.minX),
                                  bottom: max(0, bounds.maxY - readable.maxY), right: max(0, bounds.maxX - readable.maxX))
        }
        return vertical ? NSDirectionalEdgeInsets(top: 0, leading: insets.left, bottom: 0, trailing: insets.right)
            : NSDirectionalEdgeInsets(top: insets.top, leading: 0, bottom: insets.bottom, trailing: 0)
    }

    /// True when a self-sizing cell's preferred size differs from the layout's.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        preferredAttributes.size != originalAttributes.size
    }

    /// The items, supplementary and decoration views meeting `rect`; an item of a
    /// sideways-scrolling section counts where its band's current scroll offset shows it.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        prepareIfNeeded()
        var result: [UICollectionViewLayoutAttributes] = []
        for (section, attributes) in itemAttributes.enumerated() {
            var visible: [UICollectionViewLayoutAttributes], scrollOffset: CGPoint
            if let band = orthogonalSections[section] {
                guard band.band.meetsInterior(of: rect) else { continue }
                let offset = collectionView?.orthogonalOffset(ofSection: section) ?? 0
                visible = attributes.filter { $0.frame.offsetBy(dx: -offset, dy: 0).meetsInterior(of: rect) }
                scrollOffset = CGPoint(x: offset, y: 0)
            } else {
                visible = attributes.filter { $0.frame.meetsInterior(of: rect) }
                scrollOffset = collectionView?.contentOffset ?? .zero
            }
            if let handler = visibleItemsHandlers[section], let environment, !visible.isEmpty {
                visible = visible.map { $0.typedCopy() }
                handler(visible.map(CompositionalVisibleItem.init), scrollOffset, environment)
            }
            result += visible
        }
        let supplementaries = placedSupplementaries().filter { attributes in
            let sideways = movesWithOrthogonalBand(attributes) ? collectionView?.orthogonalOffset(ofSection: attributes.indexPath.section) ?? 0 : 0
            return attributes.frame.offsetBy(dx: -sideways, dy: 0).meetsInterior(of: rect)
        }
        return decorationAttributes.filter { $0.frame.meetsInterior(of: rect) } + result + supplementaries
    }

    /// Cells of sideways-scrolling sections, and the supplementary items attached to them.
    override func movesWithOrthogonalBand(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        switch attributes.representedElementCategory {
        case .cell: return orthogonalSections[attributes.indexPath.section] != nil
        case .supplementaryView:
            return bandSupplementaryKeys.contains(UICollectionView.key(attributes.representedElementKind ?? "", attributes.indexPath))
        case .decorationView: return false
        }
    }

    /// The supplementary attributes with pinned headers where the visible top puts them: at
    /// the top edge (inside the content inset) while their section passes under it, pushed up
    /// by the section's end, never above their own place.
    private func placedSupplementaries() -> [UICollectionViewLayoutAttributes] {
        guard !pinnedHeaders.isEmpty, let collectionView else { return supplementaryAttributes }
        var result = supplementaryAttributes
        let top = collectionView.bounds.minY + collectionView.adjustedContentInset.top
        for (index, sectionBottom) in pinnedHeaders {
            let pinned = result[index].typedCopy()
            pinned.frame.origin.y = max(result[index].frame.minY, min(top, sectionBottom - pinned.frame.height))
            pinned.zIndex = 2
            result[index] = pinned
        }
        return result
    }

    /// The item's attributes, or nil if it does not exist.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        guard itemAttributes.indices.contains(indexPath.section),
              itemAttributes[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return itemAttributes[indexPath.section][indexPath.item]
    }

    /// The supplementary item's attributes (boundary items are at item 0 of their section), or nil.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        prepareIfNeeded()
        return placedSupplementaries().first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }

    /// The decoration item's attributes (item 0 of its section), or nil.
    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        prepareIfNeeded()
        return decorationAttributes.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }

    /// The sideways-scrolling band of `section`, if it scrolls sideways.
    override func orthogonalLayout(ofSection section: Int) -> OrthogonalSectionLayout? {
        prepareIfNeeded()
        return orthogonalSections[section]
    }
}
