import Foundation

/// A reusable view for a table section's header or footer, as in UIKit: a `contentView` for
/// your subviews, an optional `backgroundView` behind it, and the standard `textLabel` and
/// `detailTextLabel` (made on first use).
///
/// Register a class with `register(_:forHeaderFooterViewReuseIdentifier:)` and dequeue it in
/// the delegate's `tableView(_:viewForHeaderInSection:)` with
/// `dequeueReusableHeaderFooterView(withIdentifier:)`; the table view takes it back for reuse
/// when its section scrolls off or the data reloads, and calls `prepareForReuse()` before
/// handing it out again. Section titles from the data source are shown in views of this class
/// too, so `headerView(forSection:)?.textLabel` reaches them.
///
/// ```swift
/// tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
/// let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
/// header?.textLabel?.text = "Recent"
/// ```
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view is reused under.
    public let reuseIdentifier: String?
    /// The view holding the content; add custom subviews here. It fills the view.
    public private(set) var contentView: UIView
    /// A view behind the content view, filling the header (nil by default).
    open var backgroundView: UIView? {
        didSet {
            if let oldValue, oldValue !== backgroundView { oldValue.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// The content configuration (replaces the content view with the configuration's view).
    open var contentConfiguration: UIContentConfiguration? {
        didSet { applyContentConfiguration() }
    }

    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?

    /// Creates a header or footer view reused under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Makes a view of this class for the reuse queue: `init(reuseIdentifier:)` on the
    /// subclass, as UIKit makes registered classes (Linux only, as for cells: Swift makes an
    /// instance of a class known at run time through a required initializer).
    public required convenience init(dequeuedWithReuseIdentifier reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// A view with no reuse identifier at `frame`.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Header views are not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The label for the main text (in `contentView`), made on first use.
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        storedTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The label for secondary text, below the main text (in `contentView`), made on first use.
    open var detailTextLabel: UILabel? {
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        storedDetailTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// A list content configuration styled for a header (13 pt text in the secondary colour;
    /// text empty).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration.cell()
        configuration.textProperties.font = .systemFont(ofSize: 13)
        configuration.textProperties.color = .secondaryLabel
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
        return configuration
    }

    /// Called before a recycled view is handed out by `dequeueReusableHeaderFooterView`: shows
    /// it again at full opacity. Override to clear your content (call super).
    open func prepareForReuse() {
        alpha = 1
        isHidden = false
    }

    /// Lays out the background and content views over the bounds and the standard labels in
    /// the content view (16 pt margins, the main text above the detail text, at the bottom).
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        contentView.frame = bounds
        layoutStandardLabels(in: contentView.bounds)
    }

    /// The standard labels' places: the text 20 pt high 6 pt above the bottom edge, the
    /// detail text (when it has text) below it taking the last 18 pt.
    func layoutStandardLabels(in area: CGRect) {
        let margin: CGFloat = 16, width = max(0, area.width - 2 * margin)
        let hasDetail = !(storedDetailTextLabel?.text ?? "").isEmpty
        let detailHeight: CGFloat = hasDetail ? 18 : 0
        storedTextLabel?.frame = CGRect(x: margin, y: area.height - 6 - detailHeight - 20, width: width, height: 20)
        storedDetailTextLabel?.frame = CGRect(x: margin, y: area.height - 6 - detailHeight, width: width, height: detailHeight)
    }

    private func applyContentConfiguration() {
        guard let configuration = contentConfiguration else { return }
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
}
