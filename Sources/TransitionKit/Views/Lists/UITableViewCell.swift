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
    /// The built-in layouts for `textLabel` and `detailTextLabel`.
    public enum CellStyle: Int, Sendable {
        /// A text label only.
        case `default`
        /// The text label leading, the detail trailing in the secondary colour.
        case value1
        /// A small detail label leading, the text beside it.
        case value2
        /// The text label above a smaller detail label.
        case subtitle
    }

    /// The standard accessory drawn at the trailing edge.
    public enum AccessoryType: Int, Sendable {
        /// None.
        case none
        /// A chevron.
        case disclosureIndicator
        /// An info button and a chevron (drawn as the chevron).
        case detailDisclosureButton
        /// A checkmark.
        case checkmark
        /// An info button (drawn as "ⓘ").
        case detailButton
    }

    /// How the cell looks when selected or highlighted.
    public enum SelectionStyle: Int, Sendable {
        /// No selected look.
        case none
        /// The default gray (blue no longer exists in UIKit either).
        case blue
        /// Gray.
        case gray
        /// The default gray.
        case `default`
    }

    /// A row's editing control while its table is editing.
    public enum EditingStyle: Int, Sendable {
        /// No control (and no indent).
        case none
        /// A delete control.
        case delete
        /// An insert control.
        case insert
    }

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
    /// The configuration state: selected and highlighted.
    open var configurationState: UICellConfigurationState {
        UICellConfigurationState(isSelected: isSelected, isHighlighted: isHighlighted)
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
    private var highlightedState = false
    private var customSeparatorInset: UIEdgeInsets?
    var tableSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsLayout() } }
    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?
    private let defaultSelectedBackground = UIView(frame: .zero)
    private let accessoryLabel = UILabel(frame: .zero)
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
        editingState = editing
        setNeedsLayout()
        if animated {
            UIView.animate(withDuration: 0.3) { self.layoutIfNeeded() }
        } else {
            UIView.performWithoutAnimation { self.layoutIfNeeded() }
        }
    }

    /// The cell `view` is in (itself, or the nearest cell above it), if any.
    static func enclosing(_ view: UIView) -> UITableViewCell? {
        var current: UIView? = view
        while let candidate = current {
            if let cell = candidate as? UITableViewCell { return cell }
            if candidate is UITableView { return nil }
            current = candidate.superview
        }
        return nil
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
        let background = selectedBackgroundView ?? defaultSelectedBackground
        if animated {
            UIView.animate(withDuration: 0.3) { background.alpha = shown }
        } else {
            UIView.performWithoutAnimation { background.alpha = shown }
        }
        if let contentConfiguration, let contentView = contentView as? UIContentView {
            contentView.configuration = contentConfiguration.updated(for: configurationState)
        }
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

    private func updateAccessory() {
        switch accessoryType {
        case .none: accessoryLabel.text = nil
        case .disclosureIndicator, .detailDisclosureButton: accessoryLabel.text = "›"
        case .checkmark: accessoryLabel.text = "✓"
        case .detailButton: accessoryLabel.text = "ⓘ"
        }
        accessoryLabel.font = .systemFont(ofSize: accessoryType == .disclosureIndicator ? 22 : 17)
        accessoryLabel.textColor = accessoryType == .disclosureIndicator ? .systemGray3 : .tintColor
        setNeedsLayout()
    }

    /// Lays out the backgrounds, the content view (leaving room for an accessory), the labels
    /// of the cell style, the accessory and the separator.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let accessory = accessoryType == .none ? 0 : Self.accessoryWidth
        defaultSelectedBackground.frame = bounds
        selectedBackgroundView?.frame = bounds
        let indent = editingState && tableIndentsWhileEditing ? Self.editingIndent : 0
        let leading = indent + tableContentInsets.left
        contentView.frame = CGRect(x: leading, y: 0,
                                   width: max(0, bounds.width - accessory - leading - tableContentInsets.right), height: bounds.height)
        accessoryLabel.frame = CGRect(x: bounds.width - accessory - tableContentInsets.right, y: 0, width: accessory - 8, height: bounds.height)
        layoutTextLabels(in: contentView.bounds)
        let inset = separatorInset
        separatorView.frame = CGRect(
            x: inset.left, y: bounds.height - Self.hairline,
            width: max(0, bounds.width - inset.left - inset.right), height: Self.hairline)
        bringSubviewToFront(separatorView)
    }

    /// The separator's thickness: one pixel at the renderer's 1x scale.
    static let hairline: CGFloat = 1

    private func layoutTextLabels(in area: CGRect) {
        let margin: CGFloat = 16, width = max(0, area.width - 2 * margin)
        let detailHasText = !(storedDetailTextLabel?.text ?? "").isEmpty
        switch style {
        case .subtitle where detailHasText:
            let top = (area.height - 20.4 - 3 - 18) / 2
            storedTextLabel?.frame = CGRect(x: margin, y: top, width: width, height: 20.4)
            storedDetailTextLabel?.frame = CGRect(x: margin, y: top + 23.4, width: width, height: 18)
        case .value2:
            storedDetailTextLabel?.frame = CGRect(x: margin, y: 0, width: width * 0.3, height: area.height)
            storedTextLabel?.frame = CGRect(x: margin + width * 0.3 + 6, y: 0, width: width * 0.7 - 6, height: area.height)
        default:
            storedTextLabel?.frame = CGRect(x: margin, y: 0, width: width, height: area.height)
            storedDetailTextLabel?.frame = CGRect(x: margin, y: 0, width: width, height: area.height)
        }
    }
}
