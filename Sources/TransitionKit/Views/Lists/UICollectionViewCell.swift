import Foundation

/// One item of a collection view: a `contentView` over optional background views, with
/// selected and highlighted states, as in UIKit.
///
/// State changes (selected, highlighted, the collection view's editing) update
/// `contentConfiguration` when `automaticallyUpdatesContentConfiguration`, and ask for
/// `updateConfiguration(using:)` before the next layout, which runs `configurationUpdateHandler`.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view holding the cell's content; add custom subviews here.
    public let contentView: UIView
    /// A view behind the content (nil); setting one drops `backgroundConfiguration`.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if backgroundView != nil { backgroundConfiguration = nil }
            installBackgrounds()
        }
    }
    /// A view behind the content shown while selected or highlighted (nil); setting one drops
    /// `backgroundConfiguration`.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if selectedBackgroundView != nil { backgroundConfiguration = nil }
            installBackgrounds()
        }
    }
    /// The background drawn behind the content, updated for the cell's state while
    /// `automaticallyUpdatesBackgroundConfiguration` (nil: none, or the background views).
    /// Setting one drops `backgroundView` and `selectedBackgroundView`.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            if backgroundConfiguration != nil {
                if backgroundView != nil { backgroundView = nil }
                if selectedBackgroundView != nil { selectedBackgroundView = nil }
            }
            applyBackgroundConfiguration()
        }
    }
    /// Whether state changes update `backgroundConfiguration` for the new state (true).
    open var automaticallyUpdatesBackgroundConfiguration = true {
        didSet { applyBackgroundConfiguration() }
    }
    /// The view drawing `backgroundConfiguration`.
    var backgroundConfigurationView: BackgroundConfigurationView?
    /// Whether the cell is selected; shows `selectedBackgroundView`.
    open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }
    /// Whether a finger is down on the cell; shows `selectedBackgroundView`.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    /// The content configuration: its view fills the content view (nil: none).
    open var contentConfiguration: UIContentConfiguration? {
        didSet { applyContentConfiguration(); sizeInvalidated(constraintsChanged: false) }
    }
    /// Whether state changes update `contentConfiguration` for the new state (true).
    open var automaticallyUpdatesContentConfiguration = true
    /// Runs in `updateConfiguration(using:)` with the cell and its state (nil).
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    /// The configuration state: selected, highlighted and editing.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: configurationTraits)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditingInList
        return state
    }
    /// Whether the collection view showing the cell is editing.
    var isEditingInList = false { didSet { if isEditingInList != oldValue { stateDidChange() } } }
    /// The view showing `contentConfiguration`, inside the content view.
    private var configuredView: (UIView & UIContentView)?
    private var needsConfigurationUpdate = true

    /// Creates a cell with `frame`.
    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    override var sizingView: UIView { contentView }

    /// Resets the selected and highlighted states (and alpha, hidden).
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    /// The background configuration for the cell's style: clear (a list cell's follows its list).
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .clear() }

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

    /// Runs a pending configuration update, then lays the cell out.
    open override func layoutSubviews() {
        if needsConfigurationUpdate {
            needsConfigurationUpdate = false
            updateConfiguration(using: configurationState)
        }
        super.layoutSubviews()
    }

    /// The cell or its content asked to be measured again (see `UICollectionView.selfSizingInvalidation`).
    func sizeInvalidated(constraintsChanged: Bool) {
        (superview as? UICollectionView ?? superview?.superview as? UICollectionView)?
            .cellInvalidatedSize(self, constraintsChanged: constraintsChanged)
    }

    private func installBackgrounds() {
        for view in [selectedBackgroundView, backgroundView].compactMap({ $0 }) {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(view, at: 0)
        }
        updateSelectedBackground()
    }

    private func stateDidChange() {
        updateSelectedBackground()
        if automaticallyUpdatesBackgroundConfiguration { applyBackgroundConfiguration() }
        if automaticallyUpdatesContentConfiguration, let contentConfiguration, let configuredView {
            configuredView.configuration = resolvedContent(contentConfiguration.updated(for: configurationState))
        }
        setNeedsUpdateConfiguration()
    }

    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }

    /// Shows `backgroundConfiguration` (for the current state when it updates automatically)
    /// behind everything else.
    func applyBackgroundConfiguration() {
        guard let configuration = backgroundConfiguration.map(resolvedBackground) else {
            backgroundConfigurationView?.removeFromSuperview()
            backgroundConfigurationView = nil
            return
        }
        let shown = automaticallyUpdatesBackgroundConfiguration ? configuration.updated(for: configurationState) : configuration
        if let backgroundConfigurationView { backgroundConfigurationView.show(shown); return }
        let view = BackgroundConfigurationView(configuration: shown)
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(view, at: 0)
        backgroundConfigurationView = view
    }

    /// `configuration` made concrete for where the cell is shown (a list cell resolves the
    /// iOS 18 `listCell()` configurations to its list's appearance).
    func resolvedBackground(_ configuration: UIBackgroundConfiguration) -> UIBackgroundConfiguration { configuration }

    /// `configuration` made concrete for where the cell is shown (a list cell adapts list content
    /// to its list's appearance).
    func resolvedContent(_ configuration: UIContentConfiguration) -> UIContentConfiguration { configuration }

    /// The content view showing `contentConfiguration`, if any.
    var contentConfigurationView: UIView? { configuredView }

    /// Shows `contentConfiguration` for the current state, in a view that supports it.
    func applyContentConfiguration() {
        guard let configuration = contentConfiguration.map({ resolvedContent($0.updated(for: configurationState)) }) else {
            configuredView?.removeFromSuperview()
            configuredView = nil
            return
        }
        if let configuredView, configuredView.supports(configuration) {
            configuredView.configuration = configuration
            return
        }
        configuredView?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.frame = contentView.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(view)
        configuredView = view
    }
}

extension UICollectionViewCell {
    /// Runs in `updateConfiguration(using:)`: the cell and its current state.
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void
}
