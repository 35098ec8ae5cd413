import Foundation

/// A scrolling view of items placed by a `UICollectionViewLayout`, on `UIScrollView`, as in UIKit.
///
/// The data source gives the counts and the cells; the layout gives every element's attributes;
/// only the elements meeting the visible area have views, recycled as they scroll off
/// (`dequeueReusableCell(withReuseIdentifier:for:)`). The delegate (`UIScrollView.delegate`, a
/// `UICollectionViewDelegate`) gets highlighting, selection and display calls.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// let grid = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
/// grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
/// grid.dataSource = self
/// ```
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The scrolling axis of a flow layout.
    public enum ScrollDirection: Int, Sendable {
        /// Lines are rows; the content scrolls vertically.
        case vertical
        /// Lines are columns; the content scrolls horizontally.
        case horizontal
    }

    /// Where `scrollToItem` and `selectItem` put the item (one vertical and one horizontal option).
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a position.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Do not scroll.
        public static let none = ScrollPosition([])
        /// The item's top at the top edge.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom edge.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left at the left edge.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right at the right edge.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of flow-layout section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of flow-layout section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout; setting it lays the items out again (no animation).
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }
    /// The object that gives the items and cells (weak).
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { dataSourceMovesItems = true; if hasLoadedData { reloadData() } }
    }
    /// Whether the user can select items (true).
    open var allowsSelection = true
    /// Whether the user can select several items (false); tapping a selected item deselects it.
    open var allowsMultipleSelection = false
    /// Whether the user can select items while editing (false).
    open var allowsSelectionDuringEditing = false
    /// Whether the user can select several items while editing (false).
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the collection view is editing (false, iOS 14): the cells' configuration states
    /// say so, and selection follows the `…DuringEditing` flags.
    open var isEditing = false { didSet { if isEditing != oldValue { editingDidChange() } } }
    /// The object told about items ahead of the visible ones (weak; see
    /// `UICollectionViewDataSourcePrefetching`).
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching? { didSet { prefetchedPaths = []; setNeedsLayout() } }
    /// Whether the prefetch data source is told about items ahead of the visible ones (true).
    open var isPrefetchingEnabled = true { didSet { setNeedsLayout() } }
    /// A view behind every item that fills the visible area and does not scroll (nil).
    open var backgroundView: UIView? {
        didSet { if oldValue !== backgroundView { oldValue?.removeFromSuperview(); setNeedsLayout() } }
    }
    /// When a self-sizing cell is measured again after it was first shown (`.enabled`).
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabled

    var cellRegistrations: [String: UICollectionViewCell.Type] = [:]
    var supplementaryRegistrations: [String: UICollectionReusableView.Type] = [:]
    var cellPool = ReusePool<UICollectionViewCell>()
    var supplementaryPool = ReusePool<UICollectionReusableView>()
    var itemCounts: [Int] = []
    var hasLoadedData = false
    var visibleCellsByPath: [IndexPath: UICollectionViewCell] = [:]
    var visibleSupplementaries: [String: UICollectionReusableView] = [:]
    var visibleDecorations: [String: UICollectionReusableView] = [:]
    var decorationPool = ReusePool<UICollectionReusableView>()
    /// The horizontal scroll views of the sideways-scrolling compositional sections.
    var orthogonalScrollers: [Int: OrthogonalSectionScrollView] = [:]
    var selectedPaths: [IndexPath] = []
    /// Items the prefetch data source was told about that have not been shown or cancelled.
    var prefetchedPaths: Set<IndexPath> = []
    /// The scroll position of the last prefetch pass and its direction (down or right before any scroll).
    var lastPrefetchOffset: CGPoint = .zero
    var prefetchesBackward = false
    /// Whether the data source implements `collectionView(_:moveItemAt:to:)` (the protocol's
    /// default clears it).
    var dataSourceMovesItems = true
    /// The item being moved interactively, if any.
    var interactiveMovement: InteractiveMovement?
    /// The running interactive layout transition, if any.
    var interactiveLayoutTransition: InteractiveLayoutTransition?
    var pressedPath: IndexPath?
    var pendingBatch: ListUpdateBatch?
    var batchDepth = 0
    /// Items to reconfigure once the open batch update is applied.
    var pendingReconfigures: [IndexPath] = []
    /// The item being reconfigured and its cell, which the next dequeue for it returns.
    var reconfiguringCell: (path: IndexPath, cell: UICollectionViewCell)?

    /// Creates a collection view with `frame` and `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = .systemBackground
    }

    /// Not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The bounds; scrolling lays the visible items out, a size change invalidates the layout.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            if newValue.size != old.size, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newValue) {
                boundsSizeWillChange(from: old, to: newValue)
                super.bounds = newValue
                collectionViewLayout.measuredItemSizes = [:]
            } else {
                super.bounds = newValue
            }
            if super.bounds.origin != old.origin { setNeedsLayout() }
        }
    }

    /// The frame; a new size invalidates the layout as a new bounds size does (the frame's setter
    /// does not go through `bounds`).
    open override var frame: CGRect {
        get { super.frame }
        set {
            let newBounds = CGRect(origin: super.bounds.origin, size: newValue.size)
            let invalidates = newBounds.size != super.bounds.size
                && collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newBounds)
            if invalidates { boundsSizeWillChange(from: super.bounds, to: newBounds) }
            super.frame = newValue
            if invalidates { collectionViewLayout.measuredItemSizes = [:] }
        }
    }

    /// Lays the visible items out from the layout, making and recycling their views.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutVisibleItems()
        layoutBackgroundView()
        updatePrefetching()
    }

    /// A touch on an item highlights it.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { handleTouchesBegan(touches) }
    /// A touch that leaves the pressed item unhighlights it.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { handleTouchesMoved(touches) }
    /// A touch lifting on the pressed item selects it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { handleTouchesEnded(touches) }
    /// A cancelled touch (the scroll view started dragging) unhighlights the item.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { handleTouchesCancelled() }

    /// The delegate as a `UICollectionViewDelegate`, if it is one.
    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    // MARK: Registration and reuse

    /// Makes cells of `cellClass` for `identifier` (nil removes the registration).
    open func register(_ cellClass: UICollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        cellRegistrations[identifier] = cellClass
    }

    /// Makes supplementary views of `viewClass` of `elementKind` for `identifier`.
    open func register(_ viewClass: UICollectionReusableView.Type?, forSupplementaryViewOfKind elementKind: String,
                       withReuseIdentifier identifier: String) {
        supplementaryRegistrations[elementKind + "/" + identifier] = viewClass
    }

    /// A recycled cell for `identifier` (after `prepareForReuse()`) or a new one of the
    /// registered class. An unregistered identifier gets a plain cell and a Diagnostic (UIKit raises).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let reconfiguring = reconfiguringCell, reconfiguring.path == indexPath, reconfiguring.cell.reuseIdentifier == identifier {
            reconfiguringCell = nil
            return reconfiguring.cell
        }
        if let cell = cellPool.take(identifier) {
            UIView.performWithoutAnimation { cell.prepareForReuse() }
            return placedInList(cell, itemAt: indexPath)
        }
        if cellRegistrations[identifier] == nil {
            reportListProblem(.listUnregisteredIdentifier, "no cell class registered for \"\(identifier)\"")
        }
        let cell = (cellRegistrations[identifier] ?? UICollectionViewCell.self).init(reuseFrame: .zero)
        cell.reuseIdentifier = identifier
        cellPool.noteCreated()
        return placedInList(cell, itemAt: indexPath)
    }

    /// `view`, told where it stands in a list layout before the data source configures it (so a
    /// list cell's `defaultContentConfiguration()` fits its list, as in UIKit).
    private func placedInList<View: UICollectionReusableView>(_ view: View, itemAt indexPath: IndexPath, kind: String? = nil) -> View {
        guard let list = view as? UICollectionViewListCell,
              let layout = collectionViewLayout as? UICollectionViewCompositionalLayout else { return view }
        list.listPlacement = layout.preparedListPlacement(at: indexPath, kind: kind)
        return view
    }

    /// A recycled or new supplementary view of `elementKind` for `identifier`.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        let key = elementKind + "/" + identifier
        if let view = supplementaryPool.take(key) {
            UIView.performWithoutAnimation { view.prepareForReuse() }
            return placedInList(view, itemAt: indexPath, kind: elementKind)
        }
        if supplementaryRegistrations[key] == nil {
            reportListProblem(.listUnregisteredIdentifier, "no \(elementKind) class registered for \"\(identifier)\"")
        }
        let view = (supplementaryRegistrations[key] ?? UICollectionReusableView.self).init(reuseFrame: .zero)
        view.reuseIdentifier = key
        return placedInList(view, itemAt: indexPath, kind: elementKind)
    }

    /// How many cells this collection view has created (visible plus waiting; a Linux addition
    /// for tests and benchmarks).
    public var numberOfCreatedCells: Int { cellPool.createdCount }

    // MARK: Data

    /// Asks the data source for everything again and lays the items out (no animation).
    open func reloadData() {
        cancelInteractiveMovement()
        hasLoadedData = true
        for path in visibleCellsByPath.keys.sorted() { if let cell = visibleCellsByPath[path] { recycle(cell, at: path) } }
        for key in visibleSupplementaries.keys.sorted() {
            if let view = visibleSupplementaries[key] { recycleSupplementary(view, key: key) }
        }
        readCounts()
        prefetchedPaths = []
        selectedPaths = selectedPaths.filter { itemCounts.indices.contains($0.section) && $0.item < itemCounts[$0.section] }
        collectionViewLayout.measuredItemSizes = [:]
        collectionViewLayout.invalidateForNewData()
    }

    func readCounts() {
        let sections = max(0, dataSource?.numberOfSections(in: self) ?? 0)
        itemCounts = (0..<sections).map { max(0, dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0) }
    }

    /// The number of sections (from the data source, as last loaded).
    open var numberOfSections: Int { loadIfNeeded(); return itemCounts.count }

    /// The number of items in `section` (0 for a section that does not exist).
    open func numberOfItems(inSection section: Int) -> Int {
        loadIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    func loadIfNeeded() { if !hasLoadedData { reloadData() } }
}
