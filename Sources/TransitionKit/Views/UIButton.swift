import Foundation

/// A control that shows a title and runs its actions when tapped.
///
/// The title is drawn by `titleLabel`, a `UILabel` subview that fills the button and centres
/// the text. Titles and title colours can differ per state (`.normal`, `.highlighted`,
/// `.disabled`, `.selected`), falling back to `.normal`. A system button's title is
/// `.systemBlue` and dims while highlighted; a custom button's is white.
///
/// ```swift
/// let button = UIButton(type: .system)
/// button.setTitle("Present", for: .normal)
/// button.addAction(UIAction { _ in present() }, for: .touchUpInside)
/// ```
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kinds of button.
    public enum ButtonType: Int, Sendable {
        /// No styling: white title.
        case custom = 0
        /// The system style: tinted title that dims while highlighted.
        case system = 1
        /// Accepted for source compatibility (drawn as `.system`).
        case detailDisclosure = 2
        /// Accepted for source compatibility (drawn as `.system`).
        case infoLight = 3
        /// Accepted for source compatibility (drawn as `.system`).
        case infoDark = 4
        /// Accepted for source compatibility (drawn as `.system`).
        case contactAdd = 5
        /// Accepted for source compatibility (drawn as `.system`).
        case close = 7

        /// The same as `.system`.
        public static let roundedRect = ButtonType.system
    }

    /// The button's type.
    public private(set) var buttonType: ButtonType = .custom

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    /// The per-state images, background images, styled titles and title shadow colours (see `UIButton+States.swift`).
    var images: [UInt: UIImage] = [:], backgroundImages: [UInt: UIImage] = [:]
    var attributedTitles: [UInt: NSAttributedString] = [:], titleShadowColors: [UInt: UIColor] = [:]
    /// Whether `updateConfiguration()` and the update handler run before the next layout.
    var needsConfigurationUpdate = false

    /// Whether a state change (highlight, selection, enabling) asks for a configuration update
    /// (`setNeedsUpdateConfiguration()`); true by default, as in UIKit.
    open var automaticallyUpdatesConfiguration = true
    /// Called with the button after `updateConfiguration()` whenever the configuration updates
    /// (a state change, `setNeedsUpdateConfiguration()`), before the next layout; set
    /// `configuration` in it to restyle per state. Setting it asks for an update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Updates the configuration for the current state; called before the next layout after
    /// `setNeedsUpdateConfiguration()`, then `configurationUpdateHandler`. Override to restyle;
    /// the default does nothing (the styles' state looks are applied as the title updates).
    open func updateConfiguration() {}

    /// What the button does in its context (`.normal` by default). Stored: UIKit reads it in alerts
    /// and Mac Catalyst menus, which are not built here.
    open var role: Role = .normal
    /// Whether the primary action toggles `isSelected` (false by default): a tap flips it before
    /// the `.touchUpInside` and `.primaryActionTriggered` actions run.
    open var changesSelectionAsPrimaryAction = false
    /// The menu the button offers. Stored: buttons show no menu here (README, "Differences from UIKit").
    open var menu: UIMenu?
    /// Whether the button's menu is showing: always false, as the menu is not shown here.
    open var isHeld: Bool { false }
    /// The behaviour style asked for (`.automatic` by default).
    open var preferredBehavioralStyle: UIBehavioralStyle = .automatic
    /// The behaviour style in effect: `.pad` (iPhone and iPad behaviour); `.mac` applies only in
    /// Mac Catalyst, which this is not.
    open var behavioralStyle: UIBehavioralStyle { .pad }
    /// The label that draws the title (`titleLabel`).
    let label = UILabel()
    /// The label of the configuration's subtitle (see `subtitleLabel`).
    let subtitleTextLabel = UILabel()
    /// The image view that draws the image beside the title (`imageView`).
    let configurationImageView = UIImageView()

    /// The label that draws the title.
    open var titleLabel: UILabel? { label }

    /// The label that draws the configuration's `subtitle` under the title (nil while there is none).
    open var subtitleLabel: UILabel? { configuration?.subtitle == nil ? nil : subtitleTextLabel }

    /// The view that draws the configuration's image (nil while there is none).
    open var imageView: UIImageView? { configurationImageView.image == nil ? nil : configurationImageView }

    /// The appearance (iOS 15; see `UIButton.Configuration`); nil uses the per-state titles
    /// and colours.
    open var configuration: Configuration? {
        didSet { updateTitle() }
    }

    /// Creates a custom button with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        label.textAlignment = .center
        label.isUserInteractionEnabled = false
        label.font = .systemFont(ofSize: 17)
        label.frame = bounds
        addSubview(label)
        configurationImageView.isHidden = true
        addSubview(configurationImageView)
        subtitleTextLabel.isUserInteractionEnabled = false
        subtitleTextLabel.isHidden = true
        addSubview(subtitleTextLabel)
        updateTitle()
    }

    /// Creates a button of `buttonType` with a zero frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        updateTitle()
    }

    /// Creates a button of `buttonType` whose primary action is `primaryAction` (its title too).
    public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
        self.init(type: buttonType)
        adopt(primaryAction)
    }

    /// Creates a system button with `frame` whose primary action is `primaryAction` (its title too).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        buttonType = .system
        adopt(primaryAction)
    }

    /// Buttons are not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    private func adopt(_ primaryAction: UIAction?) {
        guard let primaryAction else { return }
        addAction(primaryAction, for: .primaryActionTriggered)
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        updateTitle()
    }

    /// Sets the title shown in `state` (nil removes it; other states fall back to `.normal`).
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateTitle()
    }

    /// The title set for `state`, else the normal one.
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    /// Sets the title colour in `state` (nil removes it).
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateTitle()
    }

    /// The title colour for `state`, else the normal one, else the type's default.
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] ?? defaultTitleColor
    }

    /// Sets the image shown beside the title in `state` (nil removes it; other states fall back
    /// to `.normal`). A configuration's `image` takes its place while there is a configuration.
    open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image; updateTitle() }
    /// The image set for `state`, else the normal one.
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }
    /// Sets the image that fills the bounds behind the content in `state` (the layer's
    /// `contents`, stretched; none while there is a configuration).
    open func setBackgroundImage(_ image: UIImage?, for state: State) { backgroundImages[state.rawValue] = image; updateTitle() }
    /// The background image set for `state`, else the normal one.
    open func backgroundImage(for state: State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }
    /// Sets the styled title for `state`; it is shown in place of the plain title (and its colour)
    /// while there is no configuration.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) { attributedTitles[state.rawValue] = title; updateTitle() }
    /// The styled title set for `state`, else the normal one.
    open func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
    }
    /// Sets the colour of the title's shadow in `state` (the title label's `shadowColor`).
    open func setTitleShadowColor(_ color: UIColor?, for state: State) { titleShadowColors[state.rawValue] = color; updateTitle() }
    /// The title shadow colour set for `state`, else the normal one.
    open func titleShadowColor(for state: State) -> UIColor? {
        titleShadowColors[state.rawValue] ?? titleShadowColors[State.normal.rawValue]
    }

    /// Asks for `updateConfiguration()` and then `configurationUpdateHandler` before the next layout.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Sends the primary action, flipping `isSelected` first when `changesSelectionAsPrimaryAction`.
    open override func performPrimaryAction() {
        primaryActionWillSend()
        super.performPrimaryAction()
    }

    override func primaryActionWillSend() {
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
    }

    /// The title shown now.
    open var currentTitle: String? { title(for: state) }

    /// The title colour used now.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }

    private var defaultTitleColor: UIColor { buttonType == .custom ? .white : tintColor }

    /// A system button's title and a configuration's colours follow the tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateTitle()
    }

    /// The title label's natural size plus a little padding.
    open override var intrinsicContentSize: CGSize {
        var size = textBlockSize
        if let (image, placement, padding) = displayedImage {
            let gap = size != .zero ? padding : 0
            if placement.contains(.top) || placement.contains(.bottom) {
                size = CGSize(width: max(size.width, image.size.width), height: size.height + gap + image.size.height)
            } else {
                size = CGSize(width: size.width + gap + image.size.width, height: max(size.height, image.size.height))
            }
        }
        let insets = contentInsets
        return CGSize(width: size.width + insets.left + insets.right, height: max(size.height + insets.top + insets.bottom, 34))
    }

    /// The natural size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Keeps the title label filling the button.
    open override func layoutSubviews() {
        if needsConfigurationUpdate { runConfigurationUpdate() }
        super.layoutSubviews()
        layoutContent()
        if let configuration { applyConfigurationBackground(configuration) }
    }

    /// The title's text alignment follows `effectiveContentHorizontalAlignment`.
    override func contentAlignmentDidChange() {
        switch effectiveContentHorizontalAlignment {
        case .left, .leading: label.textAlignment = .left
        case .right, .trailing: label.textAlignment = .right
        case .center, .fill: label.textAlignment = .center
        }
        layoutContent()
    }

    override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    override func stateDidChange() {
        updateTitle()
        if automaticallyUpdatesConfiguration { setNeedsUpdateConfiguration() }
    }

    func updateTitle() {
        if configuration == nil, let attributed = currentAttributedTitle {
            label.attributedText = attributed
        } else {
            label.text = configuration?.title ?? currentTitle
        }
        label.shadowColor = configuration == nil ? currentTitleShadowColor : nil
        if let configuration {  // without one, the title label's font and line breaks are the app's to set
            label.font = .systemFont(ofSize: configuration.buttonSize.fontSize)
            label.lineBreakMode = configuration.titleLineBreakMode
            if let alignment = configuration.titleAlignment.textAlignment { label.textAlignment = alignment }
        }
        updateSubtitle()
        let background = configuration == nil ? currentBackgroundImage : nil
        if background != nil || layer.contents != nil { layer.contents = background }
        invalidateIntrinsicContentSize()
        var color = configuration?.resolvedForegroundColor(tint: tintColor) ?? currentTitleColor
        if buttonType != .custom, isHighlighted, titleColors[State.highlighted.rawValue] == nil {
            color = color.withAlphaComponent(0.2)
        }
        if !isEnabled, titleColors[State.disabled.rawValue] == nil { color = color.withAlphaComponent(0.35) }
        label.textColor = color
        subtitleTextLabel.textColor = color
        layoutContent()
        if let configuration { applyConfigurationBackground(configuration) }
    }
}
