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
    private let label = UILabel()
    private let configurationImageView = UIImageView()

    /// The label that draws the title.
    open var titleLabel: UILabel? { label }

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

    /// The title shown now.
    open var currentTitle: String? { title(for: state) }

    /// The title colour used now.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }

    private var defaultTitleColor: UIColor { buttonType == .custom ? .white : .systemBlue }

    /// The title label's natural size plus a little padding.
    open override var intrinsicContentSize: CGSize {
        var size = label.intrinsicContentSize
        if let configuration, let image = configuration.image {
            let gap = label.text?.isEmpty == false ? configuration.imagePadding : 0
            if configuration.imagePlacement.contains(.top) || configuration.imagePlacement.contains(.bottom) {
                size = CGSize(width: max(size.width, image.size.width), height: size.height + gap + image.size.height)
            } else {
                size = CGSize(width: size.width + gap + image.size.width, height: max(size.height, image.size.height))
            }
        }
        return CGSize(width: size.width + 16, height: max(size.height + 12, 34))
    }

    /// The natural size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Keeps the title label filling the button.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutContent()
        if let configuration { applyConfigurationBackground(configuration) }
    }

    /// Places the title, and the configuration's image beside or above it, centred as a group.
    private func layoutContent() {
        guard let configuration, let image = configuration.image else {
            configurationImageView.isHidden = true
            configurationImageView.image = nil
            label.frame = alignedTitleFrame()
            return
        }
        configurationImageView.image = image
        configurationImageView.isHidden = false
        configurationImageView.tintColor = label.textColor
        let title = label.text?.isEmpty == false ? label.intrinsicContentSize : .zero
        let gap = title == .zero ? 0 : configuration.imagePadding
        let imageSize = image.size, placement = configuration.imagePlacement
        if placement.contains(.top) || placement.contains(.bottom) {
            let top = ((bounds.height - imageSize.height - gap - title.height) / 2).rounded()
            let imageFirst = placement.contains(.top)
            let imageY = imageFirst ? top : top + title.height + gap
            let titleY = imageFirst ? top + imageSize.height + gap : top
            configurationImageView.frame = CGRect(x: ((bounds.width - imageSize.width) / 2).rounded(), y: imageY,
                                                  width: imageSize.width, height: imageSize.height)
            label.frame = CGRect(x: 0, y: titleY, width: bounds.width, height: title.height)
        } else {
            let left = ((bounds.width - imageSize.width - gap - title.width) / 2).rounded()
            let imageFirst = !placement.contains(.trailing)
            let imageX = imageFirst ? left : left + title.width + gap
            let titleX = imageFirst ? left + imageSize.width + gap : left
            configurationImageView.frame = CGRect(x: imageX, y: ((bounds.height - imageSize.height) / 2).rounded(),
                                                  width: imageSize.width, height: imageSize.height)
            label.frame = CGRect(x: titleX, y: 0, width: title.width, height: bounds.height)
        }
    }

    /// The title label's frame for the content alignments: the full width (the label's text
    /// alignment places the text across it), and down the bounds at the top, the bottom or
    /// filling them (centred text) as `contentVerticalAlignment` says.
    private func alignedTitleFrame() -> CGRect {
        let height = min(bounds.height, label.intrinsicContentSize.height)
        switch contentVerticalAlignment {
        case .top: return CGRect(x: 0, y: 0, width: bounds.width, height: height)
        case .bottom: return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        case .center, .fill: return bounds
        }
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

    override func stateDidChange() { updateTitle() }

    func updateTitle() {
        label.text = configuration?.title ?? currentTitle
        invalidateIntrinsicContentSize()
        var color = configuration?.resolvedForegroundColor ?? currentTitleColor
        if buttonType != .custom, isHighlighted, titleColors[State.highlighted.rawValue] == nil {
            color = color.withAlphaComponent(0.2)
        }
        if !isEnabled, titleColors[State.disabled.rawValue] == nil { color = color.withAlphaComponent(0.35) }
        label.textColor = color
        layoutContent()
        if let configuration { applyConfigurationBackground(configuration) }
    }
}
