import Foundation

/// A vertically scrolling list of rows in sections, on `UIScrollView`, as in UIKit.
///
/// The data source gives the counts and the cells; cells are recycled as they scroll off
/// (`dequeueReusableCell(withIdentifier:for:)`), so only the visible rows have cells. The
/// delegate (`UIScrollView.delegate`, a `UITableViewDelegate`) gets selection and display calls
/// and may give heights: exact (`rowHeight` or `heightForRowAt`), or `UITableView.automaticDimension`
/// (the default): the row is sized from its cell's Auto Layout constraints when it is first
/// shown, and has its estimate (`estimatedRowHeight`, 44 by default) until then.
///
/// ```swift
/// let tableView = UITableView(frame: view.bounds, style: .insetGrouped)
/// tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
/// tableView.dataSource = self
/// tableView.delegate = self
/// view.addSubview(tableView)
/// ```
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The table's look: plain rows, or sections as grouped (inset) blocks.
    public enum Style: Int, Sendable {
        /// Edge-to-edge rows.
        case plain
        /// Sections separated by gaps, rows edge to edge.
        case grouped
        /// Sections as blocks inset from the sides (20 pt).
        case insetGrouped
    }

    /// How inserted, deleted and reloaded rows animate.
    public enum RowAnimation: Int, Sendable {
        /// Fade in or out in place.
        case fade
        /// Slide in from, or out to, the right.
        case right
        /// Slide in from, or out to, the left.
        case left
        /// Slide in from, or out to, the top (behind the row above).
        case top
        /// Slide in from, or out to, the bottom (behind the row below).
        case bottom
        /// No animation of the row itself (the other rows still move).
        case none
        /// Fade in place, like `.fade`.
        case middle
        /// The table's choice: `.fade`.
        case automatic = 100
    }

    /// Where `scrollToRow` and `selectRow` put the row.
    public enum ScrollPosition: Int, Sendable {
        /// The least scrolling that makes the row fully visible.
        case none
        /// The row at the top edge.
        case top
        /// The row in the middle.
        case middle
        /// The row at the bottom edge.
        case bottom
    }

    /// "Use the automatic size": a self-sizing row, a header's standard height, the default estimate.
    public static let automaticDimension: CGFloat = -1

    /// The style, fixed at creation.
    public let style: Style
    /// The object that gives the sections, rows and cells (weak).
    open weak var dataSource: UITableViewDataSource? { didSet { dataSourceCommitsEdits = true; setNeedsReload() } }
    /// The default row height: `automaticDimension`, as in UIKit (UITableView.rowHeight
    /// documentation): rows size themselves from their cells' constraints (44 pt without any).
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// The height of a self-sizing row until its cell is measured (`automaticDimension`: 44 pt).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// The default header height (`automaticDimension`: 28 with a title or view in a plain
    /// table, 38 grouped; without one 0 plain, 18 grouped).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// The default footer height (`automaticDimension`, as for headers).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// The separators' insets (16 pt from the leading edge).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsLayout() } }
    /// The separators' colour.
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    /// Whether separators are drawn (`.singleLine`) or not (`.none`).
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    /// A view above the first section that scrolls with the rows (nil by default). The table
    /// makes it as wide as itself and keeps its height as it was when set: after changing the
    /// height, set the view again, as in UIKit. `tableFooterView = UIView()` (an empty footer)
    /// is the usual way to end a plain list after its last row.
    open var tableHeaderView: UIView? { didSet { tableAccessoryDidChange(from: oldValue, to: tableHeaderView) } }
    /// A view below the last section that scrolls with the rows (nil by default); sized as the
    /// header view is.
    open var tableFooterView: UIView? { didSet { tableAccessoryDidChange(from: oldValue, to: tableFooterView) } }
    /// A view behind everything else, filling the table's visible bounds (it does not scroll);
    /// nil by default. An empty state ("No results") is usually shown here.
    open var backgroundView: UIView? { didSet { backgroundViewDidChange(from: oldValue) } }
    /// Whether the user can select rows (true).
    open var allowsSelection = true
    /// Whether the user can select several rows (false); tapping a selected row deselects it.
    open var allowsMultipleSelection = false
    /// Whether the user can select rows while the table is editing (false).
    open var allowsSelectionDuringEditing = false
    /// Whether the user can select several rows while the table is editing (false).
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the table is in editing mode (false); setting it calls `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { storedIsEditing }
        set { setEditing(newValue, animated: false) }
    }
    /// The object told which rows are about to come on screen (weak; see
    /// `UITableViewDataSourcePrefetching`).
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching? { didSet { prefetchedPaths = []; setNeedsLayout() } }
    /// Whether the prefetch data source is told about rows ahead of the visible ones (true).
    open var isPrefetchingEnabled = true
    /// The height of the empty rows a plain table shows below its last row (`automaticDimension`:
    /// the last row's height; 0 for none). Kept for the drawing, which shows no filler rows here.
    open var fillerRowHeight: CGFloat = UITableView.automaticDimension
    /// Whether the cells' layout margins follow the readable content guide (false). Kept: the
    /// standard cell layouts here use fixed 16 pt margins.
    open var cellLayoutMarginsFollowReadableWidth = false
    /// Whether cells' content views stay inside the safe area at the sides (true): a row under
    /// a side inset (landscape) has its content view inset by the part of the safe area inset
    /// it meets; the cell's background still spans the row.
    open var insetsContentViewsToSafeArea = true { didSet { setNeedsLayout() } }
    /// The estimated header height (`automaticDimension`). Headers are measured when the table
    /// loads, so the estimate is not used as a height here; 0 turns self-sizing headers off, as
    /// in UIKit (a header view with constraints then gets the standard height).
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// The estimated footer height (`automaticDimension`), as `estimatedSectionHeaderHeight`.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// Extra space above each section header that has a height (`automaticDimension`: none
    /// here, the package's choice; a positive value adds that much above every header).
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// The visual effect the separators are drawn with (nil). Kept for the drawing.
    open var separatorEffect: UIVisualEffect?
    /// What `separatorInset` is measured from (`.fromCellEdges`).
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges { didSet { setNeedsLayout() } }
    /// When rows with self-sizing cells are measured again (`.enabled`).
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabled
    /// Which elements size to their content instead of the table's width (none).
    open var contentHuggingElements: UITableViewContentHuggingElements = [] { didSet { setNeedsReload() } }
    /// The section index is shown only when the table has at least this many rows (0).
    open var sectionIndexMinimumDisplayRowCount = 0
    /// The section index's text colour (nil: the tint colour). Kept for the drawing.
    open var sectionIndexColor: UIColor?
    /// The section index's background colour while not touched (nil). Kept for the drawing.
    open var sectionIndexBackgroundColor: UIColor?
    /// The section index's background colour while touched (nil). Kept for the drawing.
    open var sectionIndexTrackingBackgroundColor: UIColor?

    var registrations: [String: UITableViewCell.Type] = [:]
    var cellPool = ReusePool<UITableViewCell>()
    var geometry = TableGeometry()
    var rowCounts: [Int] = []
    /// The heights of self-sizing rows measured from their cells (cleared by new data or width).
    var measuredRowHeights: [IndexPath: CGFloat] = [:]
    var hasLoadedData = false
    var visibleCellsByPath: [IndexPath: UITableViewCell] = [:]
    var headerViews: [Int: UIView] = [:]
    var footerViews: [Int: UIView] = [:]
    /// The white (rounded when inset) blocks behind each grouped section's rows.
    var sectionBackgrounds: [Int: UIView] = [:]
    var selectedPaths: [IndexPath] = []
    var pressedPath: IndexPath?
    var pendingBatch: ListUpdateBatch?
    var pendingAnimations: [IndexPath: RowAnimation] = [:]
    var pendingDeleteAnimations: [IndexPath: RowAnimation] = [:]
    var pendingSectionAnimations: [Int: RowAnimation] = [:]
    var pendingSectionDeleteAnimations: [Int: RowAnimation] = [:]
    var batchDepth = 0
    /// Rows to reconfigure once the open batch update is applied.
    var pendingReconfigures: [IndexPath] = []
    /// The row being reconfigured and its cell, which the next dequeue for it returns.
    var reconfiguringCell: (path: IndexPath, cell: UITableViewCell)?
    var storedIsEditing = false
    var headerFooterRegistrations: [String: UITableViewHeaderFooterView.Type] = [:]
    var headerFooterPool = ReusePool<UITableViewHeaderFooterView>()
    /// Rows the prefetch data source was told about and that have not been shown or cancelled.
    var prefetchedPaths: Set<IndexPath> = []
    var lastPrefetchOffset: CGFloat = 0
    var prefetchesUpward = false
    /// The section index titles as last read from the data source.
    var sectionIndexTitles: [String] = []
    /// Drags rows sideways to show their swipe actions (see `UITableView+SwipeActions.swift`).
    lazy var rowSwipes = RowSwipeController(host: self)
    /// False once the data source's `tableView(_:commit:forRowAt:)` turned out to be the
    /// default, which commits nothing: the default Delete swipe action is no longer offered.
    var dataSourceCommitsEdits = true

    /// Creates a table view with `frame` and `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGray6
        alwaysBounceVertical = true
        _ = rowSwipes
    }

    /// Creates a plain table view.
    public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// Table views are not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The bounds; scrolling (an origin change) or resizing lays the rows out again.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            if super.bounds.origin != old.origin { setNeedsLayout() }
            if super.bounds.width != old.width { measuredRowHeights = [:]; setNeedsReload() }
        }
    }

    /// The frame; a new width measures the rows again as a new bounds width does (the frame's
    /// setter does not go through `bounds`).
    open override var frame: CGRect {
        get { super.frame }
        set {
            let oldWidth = super.bounds.width
            super.frame = newValue
            if super.bounds.width != oldWidth { measuredRowHeights = [:]; setNeedsReload() }
        }
    }

    /// Gives the visible rows cells (new or recycled) and recycles the ones that scrolled off;
    /// places the section headers and footers.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutVisibleRows()
    }

    /// A touch on a row highlights it (`shouldHighlightRowAt`, `didHighlightRowAt`).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { handleTouchesBegan(touches) }
    /// A touch that leaves the pressed row unhighlights it.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { handleTouchesMoved(touches) }
    /// A touch lifting on the pressed row selects it (see `UITableViewDelegate` for the order).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { handleTouchesEnded(touches) }
    /// A cancelled touch (the scroll view started dragging) unhighlights the row.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { handleTouchesCancelled(touches) }

    /// The delegate as a `UITableViewDelegate`, if it is one.
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    /// Turns editing mode on or off. Each visible cell (and each cell shown later) gets
    /// `setEditing(_:animated:)` with the row's editing style: the data source's
    /// `canEditRowAt` (true by default) and the delegate's `editingStyleForRowAt` (`.delete`
    /// by default); an editable row whose style is not `.none` makes room for its editing
    /// control at the leading edge unless the delegate's `shouldIndentWhileEditingRowAt` says
    /// no. `animated` moves the content over 0.3 s (or on the enclosing animation's timing).
    /// While editing, selection follows `allowsSelectionDuringEditing` and
    /// `allowsMultipleSelectionDuringEditing` instead of `allowsSelection` and
    /// `allowsMultipleSelection`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != storedIsEditing else { return }
        rowSwipes.close(animated: animated)
        storedIsEditing = editing
        loadIfNeeded()
        for path in visibleCellsByPath.keys.sorted() {
            guard let cell = visibleCellsByPath[path] else { continue }
            applyEditingState(to: cell, at: path, animated: animated)
        }
    }

    // MARK: Registration and reuse

    /// Makes cells of `cellClass` for `identifier` (nil removes the registration).
    /// A class that is not a `UITableViewCell` is refused with a Diagnostic (UIKit raises).
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { registrations[identifier] = nil; return }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            reportListProblem(.listUnregisteredIdentifier,
                              "register(_:forCellReuseIdentifier: \"\(identifier)\"): \(cellClass) is not a UITableViewCell")
            return
        }
        registrations[identifier] = cellType
    }

    /// A recycled cell for `identifier` (after `prepareForReuse()`), or a new one of the
    /// registered class, sized for the row at `indexPath`. An unregistered identifier gets a
    /// plain cell and a Diagnostic (UIKit raises).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let reconfiguring = reconfiguringCell, reconfiguring.path == indexPath, reconfiguring.cell.reuseIdentifier == identifier {
            reconfiguringCell = nil
            return reconfiguring.cell
        }
        let cell = dequeueReusableCell(withIdentifier: identifier) ?? {
            reportListProblem(.listUnregisteredIdentifier, "no cell class registered for \"\(identifier)\"")
            cellPool.noteCreated()
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }()
        if let rect = geometry.rect(forRowAt: indexPath, width: bounds.width, style: style) {
            UIView.performWithoutAnimation { cell.frame = rect }
        }
        return cell
    }

    /// A recycled cell for `identifier` (after `prepareForReuse()`), a new one of the
    /// registered class, or nil if nothing is registered for it.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = cellPool.take(identifier) {
            UIView.performWithoutAnimation { cell.prepareForReuse() }
            return cell
        }
        guard let cellClass = registrations[identifier] else { return nil }
        cellPool.noteCreated()
        return cellClass.init(dequeuedWithReuseIdentifier: identifier)
    }

    /// How many cells this table view has created (visible plus waiting for reuse).
    public var numberOfCreatedCells: Int { cellPool.createdCount }

    // MARK: Data

    /// Asks the data source for everything again and rebuilds the visible rows (no animation).
    /// Selection is kept for index paths that still exist.
    open func reloadData() {
        hasLoadedData = true
        rowSwipes.finish()
        for path in visibleCellsByPath.keys.sorted() { if let cell = visibleCellsByPath[path] { recycle(cell, at: path) } }
        for section in headerViews.keys.sorted() { if let view = headerViews[section] { retireSectionView(view, section: section, header: true) } }
        for section in footerViews.keys.sorted() { if let view = footerViews[section] { retireSectionView(view, section: section, header: false) } }
        for section in sectionBackgrounds.keys.sorted() { sectionBackgrounds[section]?.removeFromSuperview() }
        headerViews = [:]; footerViews = [:]; sectionBackgrounds = [:]
        measuredRowHeights = [:]
        prefetchedPaths = []
        sectionIndexTitles = dataSource?.sectionIndexTitles(for: self) ?? []
        rebuildGeometry()
        selectedPaths = selectedPaths.filter { geometry.contains($0) }
        setNeedsLayout()
    }

    /// The number of sections (from the data source, as last loaded).
    open var numberOfSections: Int { loadIfNeeded(); return rowCounts.count }

    /// The number of rows in `section` (0 for a section that does not exist).
    open func numberOfRows(inSection section: Int) -> Int {
        loadIfNeeded()
        return rowCounts.indices.contains(section) ? rowCounts[section] : 0
    }

    func loadIfNeeded() { if !hasLoadedData { reloadData() } }

    func setNeedsReload() {
        guard hasLoadedData else { return }
        rebuildGeometry()
        setNeedsLayout()
    }

    /// Reads the counts and heights from the data source and delegate.
    func rebuildGeometry() {
        let sections = max(0, dataSource?.numberOfSections(in: self) ?? 0)
        rowCounts = (0..<sections).map { max(0, dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0) }
        geometry = TableGeometry(table: self, rowCounts: rowCounts)
        contentSize = CGSize(width: bounds.width, height: geometry.height)
    }
}

extension UITableViewCell {
    /// Whether a table draws separators between rows.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none
        /// One hairline between rows.
        case singleLine
    }
}
