import Foundation

/// One row of a table view: a `contentView` with optional text labels, an accessory, a
/// highlight on press and a selected look, as in UIKit.
///
/// Cells are made by the table view from the class registered for a reuse identifier and come
/// back through `dequeueReusableCell(withIdentifier:for:)`; `prepareForReuse()` runs before a
/// recycled cell is handed out again. A subclass overriding `init(style:reuseIdentifier:)`
/// marks it `required` (the table view makes cells from their class; Swift needs that).
///
/// ```swift
/// let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
/// var content = cell.defaultContentConfiguration()
/// content.text = "General"
/// cell.contentConfiguration = content
/// cell.accessoryType = .disclosureIndicator
/// ```
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The identifier the cell is reused under.
    public let reuseIdentifier: String?
    /// The style the cell was made with.
    public let style: CellStyle
    /// The view holding the cell's content; add custom subviews here.
    public private(set) var contentView: UIView
    /// The background shown while selected or highlighted (gray by default).
    open var selectedBackgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); installSelectedBackground() }
    }
    /// The standard accessory.
    open var accessoryType: AccessoryType = .none {
        didSet { updateAccessory() }
    }
    /// A view behind everything in the cell, filling it (nil).
    open var backgroundView: UIView? {
        didSet {
            if let oldValue, oldValue !== backgroundView { oldValue.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// The background shown while selected when the table allows multiple selection (nil:
    /// `selectedBackgroundView` is used).
    open var multipleSelectionBackgroundView: UIView? {
        didSet {
            if let oldValue, oldValue !== multipleSelectionBackgroundView { oldValue.removeFromSuperview() }
            if let multipleSelectionBackgroundView { insertSubview(multipleSelectionBackgroundView, aboveSubview: defaultSelectedBackground) }
            updateSelectedLook(animated: false)
            setNeedsLayout()
        }
    }
    /// A view at the trailing edge in place of the standard accessory (nil), kept at its own
    /// width and centred vertically.
    open var accessoryView: UIView? { didSet { accessoryViewDidChange(from: oldValue) } }
    /// The standard accessory while the table is editing (`.none`).
    open var editingAccessoryType: AccessoryType = .none { didSet { updateAccessory() } }
    /// The accessory view while the table is editing (nil).
    open var editingAccessoryView: UIView? { didSet { accessoryViewDidChange(from: oldValue) } }
    /// Whether the cell shows a reorder control while editing (false). Kept: rows are not
    /// reordered by dragging here.
    open var showsReorderControl = false
    /// Whether the cell shows its delete confirmation button: the default Delete swipe action
    /// of a data source that commits edits is showing.
    open var showingDeleteConfirmation: Bool { tableShowsDeleteConfirmation }
    /// Set by the table while its default Delete swipe action shows.
    var tableShowsDeleteConfirmation = false
    /// Whether the row is swiped, its actions showing (the configuration state's `isSwiped`).
    var isSwipedInList = false { didSet { if isSwipedInList != oldValue { setNeedsUpdateConfiguration() } } }
    /// How many steps the content is indented (0); each is `indentationWidth`.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// The width of one indentation step (10 pt).
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// Whether the content moves over for the editing control while editing (true).
    open var shouldIndentWhileEditing = true { didSet { setNeedsLayout() } }
    /// Whether state changes (selected, highlighted) update `contentConfiguration` (true).
    open var automaticallyUpdatesContentConfiguration = true
    /// Runs in `updateConfiguration(using:)` with the cell and its state (nil).
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    /// How the cell looks when selected or highlighted (`.default`).
    open var selectionStyle: SelectionStyle = .default {
        didSet { updateSelectedLook(animated: false) }
    }
    /// The separator's insets (the table view's `separatorInset` unless set).
    open var separatorInset: UIEdgeInsets {
        get { customSeparatorInset ?? tableSeparatorInset }
        set { customSeparatorInset = newValue; setNeedsLayout() }
    }
    /// The content configuration (replaces `textLabel`/`detailTextLabel` content).
    open var contentConfiguration: UIContentConfiguration? {
        didSet { applyContentConfiguration(); tableView?.cellInvalidatedSize(self, constraintsChanged: false) }
    }
    /// The configuration state: selected, highlighted, editing and swiped, with the window's traits.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: configurationTraits)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        state.isSwiped = isSwipedInList
        return state
    }

    /// Whether the cell is selected (`setSelected(_:animated: false)`).
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the cell is highlighted by a touch (`setHighlighted(_:animated: false)`).
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Whether the cell is in editing mode (its table's `setEditing(_:animated:)` sets it).
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    /// The row's editing control while editing (`.none` outside editing mode), as the table's
    /// data source and delegate give it.
    open var editingStyle: EditingStyle { editingState ? tableEditingStyle : .none }

    private var editingState = false
    /// The editing style and indent the table gives the row while editing.
    var tableEditingStyle: EditingStyle = .none
    var tableIndentsWhileEditing = false
    /// The content view's insets from the row's sides for the table's safe area.
    var tableContentInsets: (left: CGFloat, right: CGFloat) = (0, 0) {
        didSet { if tableContentInsets != oldValue { setNeedsLayout() } }
    }
    /// The room an editing control takes at the leading edge.
    static let editingIndent: CGFloat = 38
    /// The table view showing the cell, if any.
    var tableView: UITableView? { superview as? UITableView }
    private var selectedState = false
    private var needsConfigurationUpdate = true
    var storedImageView: UIImageView?
    private var highlightedState = false
    private var customSeparatorInset: UIEdgeInsets?
    var tableSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsLayout() } }
    var storedTextLabel: UILabel?
    var storedDetailTextLabel: UILabel?
    private let defaultSelectedBackground = UIView(frame: .zero)
    let accessoryLabel = UILabel(frame: .zero)
    /// The hairline at the bottom edge (hidden for the section's last row and when the table has none).
    let separatorView = UIView(frame: .zero)
    /// The width reserved for an accessory.
    static let accessoryWidth: CGFloat = 36

    /// Creates a cell with `style`, reused under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: .zero)
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        defaultSelectedBackground.backgroundColor = .systemGray4
        defaultSelectedBackground.alpha = 0
        addSubview(defaultSelectedBackground)
        addSubview(contentView)
        accessoryLabel.textAlignment = .center
        addSubview(accessoryLabel)
        separatorView.backgroundColor = .separator
        addSubview(separatorView)
    }

    /// Makes a cell of this class for the reuse queue: `init(style: .default, reuseIdentifier:)`
    /// on the subclass, as UIKit makes registered classes (Linux only: Swift makes an instance
    /// of a class known at run time through a required initializer; subclasses that override
    /// `init(style:reuseIdentifier:)` and `init?(coder:)`, or declare no initializers, inherit it).
    public required convenience init(dequeuedWithReuseIdentifier reuseIdentifier: String?) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// A cell of the default style with no reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Cells are not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The label for the main text, made on first use (in `contentView`).
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel(frame: .zero)
        storedTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The label for the detail text (nil for `.default` cells), made on first use.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: style == .subtitle ? 15 : 17)
        label.textColor = .secondaryLabel
        if style == .value1 { label.textAlignment = .right }
        storedDetailTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// A list content configuration styled for this cell's style (text and secondary text empty).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        style == .value1 ? .valueCell() : style == .subtitle ? .subtitleCell() : .cell()
    }

    /// Called before a recycled cell is handed out by `dequeueReusableCell`: resets the selected
    /// and highlighted look. Override to clear your content (call super).
    open func prepareForReuse() {
        setHighlighted(false, animated: false)
        setSelected(false, animated: false)
        alpha = 1
        isHidden = false
    }

    /// Selects or deselects the cell; `animated` fades the selected background (over 0.3 s,
    /// or on the enclosing animation's timing, e.g. a transition coordinator's).
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedState = selected
        updateSelectedLook(animated: animated)
    }

    /// Enters or leaves editing mode: with an editing style (not `.none`) the content view
    /// moves over to make room for the editing control; `animated` moves it over 0.3 s (or on
    /// the enclosing animation's timing).
    open func setEditing(_ editing: Bool, animated: Bool) {
        let changed = editing != editingState
        let state: StateMask = editing ? .showingEditControl : []
        if changed { willTransition(to: state) }
        editingState = editing
        updateAccessory()
        setNeedsUpdateConfiguration()
        defer { if changed { didTransition(to: state) } }
        setNeedsLayout()
        if animated {
            UIView.animate(withDuration: 0.3) { self.layoutIfNeeded() }
        } else {
            UIView.performWithoutAnimation { self.layoutIfNeeded() }
        }
    }

    /// The cell is about to enter `state` (`.showingEditControl` when editing starts, none
    /// when it ends); called by `setEditing(_:animated:)` before the change. Does nothing.
    open func willTransition(to state: StateMask) {}

    /// The cell entered `state`; called by `setEditing(_:animated:)` after the change. Does nothing.
    open func didTransition(to state: StateMask) {}

    /// Asks for `updateConfiguration(using:)` before the next layout (state changes ask for it
    /// on their own, and a new cell gets one before it is first laid out).
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the cell's configurations for `state`; runs `configurationUpdateHandler`.
    /// Override to set configurations from the state (call super to keep the handler).
    open func updateConfiguration(using state: UICellConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    /// The image view at the leading edge of the content (made on first use); the text moves
    /// over when it has an image.
    open var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let view = UIImageView(frame: .zero)
        storedImageView = view
        contentView.addSubview(view)
        setNeedsLayout()
        return view
    }

    /// The cell or its content asked to be measured again (see `UITableView.selfSizingInvalidation`).
    func sizeInvalidated(constraintsChanged: Bool) {
        tableView?.cellInvalidatedSize(self, constraintsChanged: constraintsChanged)
    }

    /// Highlights or unhighlights the cell (a finger is down on it).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedState = highlighted
        updateSelectedLook(animated: animated)
    }

    private func updateSelectedLook(animated: Bool) {
        let shown: CGFloat = selectionStyle != .none && (selectedState || highlightedState) ? 1 : 0
        let multiple = tableView?.multipleSelectionAllowedNow == true ? multipleSelectionBackgroundView : nil
        let background = multiple ?? selectedBackgroundView ?? defaultSelectedBackground
        for other in [defaultSelectedBackground, selectedBackgroundView, multipleSelectionBackgroundView].compactMap({ $0 })
        where other !== background && other.alpha != 0 {
            UIView.performWithoutAnimation { other.alpha = 0 }
        }
        if animated {
            UIView.animate(withDuration: 0.3) { background.alpha = shown }
        } else {
            UIView.performWithoutAnimation { background.alpha = shown }
        }
        if automaticallyUpdatesContentConfiguration, let contentConfiguration, let contentView = contentView as? UIContentView {
            contentView.configuration = contentConfiguration.updated(for: configurationState)
        }
        setNeedsUpdateConfiguration()
    }

    private func installSelectedBackground() {
        defaultSelectedBackground.isHidden = selectedBackgroundView != nil
        if let selectedBackgroundView { insertSubview(selectedBackgroundView, aboveSubview: defaultSelectedBackground) }
        updateSelectedLook(animated: false)
        setNeedsLayout()
    }

    private func applyContentConfiguration() {
        guard let configuration = contentConfiguration?.updated(for: configurationState) else { return }
        if let current = contentView as? UIContentView, current.supports(configuration) {
            current.configuration = configuration
            return
        }
        let newContentView = configuration.makeContentView()
        insertSubview(newContentView, aboveSubview: contentView)
        contentView.removeFromSuperview()
        contentView = newContentView
        setNeedsLayout()
    }

    /// Shows the accessory for the current state: the accessory view (or the editing one)
    /// in the cell, or the standard accessory's glyph.
    func updateAccessory() {
        for view in [accessoryView, editingAccessoryView].compactMap({ $0 }) {
            if view === shownAccessoryView { if view.superview !== self { addSubview(view) } } else if view.superview === self { view.removeFromSuperview() }
        }
        switch shownAccessoryView == nil ? shownAccessoryType : .none {
        case .none: accessoryLabel.text = nil
        case .disclosureIndicator, .detailDisclosureButton: accessoryLabel.text = "›"
        case .checkmark: accessoryLabel.text = "✓"
        case .detailButton: accessoryLabel.text = "ⓘ"
        }
        accessoryLabel.font = .systemFont(ofSize: shownAccessoryType == .disclosureIndicator ? 22 : 17)
        accessoryLabel.textColor = shownAccessoryType == .disclosureIndicator ? .systemGray3 : .tintColor
        setNeedsLayout()
    }

    /// Lays out the backgrounds, the content view (leaving room for an accessory), the labels
    /// of the cell style, the accessory and the separator.
    open override func layoutSubviews() {
        if needsConfigurationUpdate {
            needsConfigurationUpdate = false
            updateConfiguration(using: configurationState)
        }
        super.layoutSubviews()
        let accessory = accessoryRoom
        for background in [backgroundView, defaultSelectedBackground, selectedBackgroundView, multipleSelectionBackgroundView] {
            background?.frame = bounds
        }
        let leading = contentLeading + tableContentInsets.left
        contentView.frame = CGRect(x: leading, y: 0,
                                   width: max(0, bounds.width - accessory - leading - tableContentInsets.right), height: bounds.height)
        let trailing = bounds.width - accessory - tableContentInsets.right
        if let view = shownAccessoryView {
            view.frame = CGRect(x: trailing, y: (bounds.height - view.frame.height) / 2, width: view.frame.width, height: view.frame.height)
            accessoryLabel.frame = .zero
        } else {
            accessoryLabel.frame = CGRect(x: trailing, y: 0, width: max(0, accessory - 8), height: bounds.height)
        }
        layoutTextLabels(in: contentView.bounds)
        let inset = separatorInset
        separatorView.frame = CGRect(
            x: inset.left, y: bounds.height - Self.hairline,
            width: max(0, bounds.width - inset.left - inset.right), height: Self.hairline)
        bringSubviewToFront(separatorView)
    }

    /// The separator's thickness: one pixel at the renderer's 1x scale.
    static let hairline: CGFloat = 1
}
