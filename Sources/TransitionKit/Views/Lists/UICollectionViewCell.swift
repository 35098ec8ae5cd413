import Foundation

/// A view a collection view places from layout attributes and recycles (headers, footers, and
/// the base of cells).
///
/// Subclasses are written as on iOS: no initializers, or `override init(frame:)` with
/// `required init?(coder:)`; the collection view makes registered classes through
/// `init(reuseFrame:)`, which such subclasses inherit.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view is reused under.
    public internal(set) var reuseIdentifier: String?

    /// Creates a view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Makes a view of this class for the reuse queue: `init(frame:)` on the subclass (Linux
    /// only: Swift makes an instance of a class known at run time through a required
    /// initializer; subclasses that override `init(frame:)` and `init?(coder:)`, or declare no
    /// initializers, inherit it).
    public required convenience init(reuseFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// Called before a recycled view is handed out again. The default resets alpha and hidden.
    open func prepareForReuse() {
        alpha = 1
        isHidden = false
    }

    /// The attributes this view wants, given the layout's: for an element the layout sizes from
    /// its view (estimated sizes), the size its constraints fit closest to the given one
    /// (`systemLayoutSizeFitting`; the axes the layout fixes at required priority, the others
    /// at `fittingSizeLevel`), as UIKit's default does (UICollectionReusableView
    /// documentation). Unchanged when nothing is self-sizing or no constraints size the view.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard layoutAttributes.sizesWidthToFit || layoutAttributes.sizesHeightToFit,
              sizingView.containsLayoutConstraints else { return layoutAttributes }
        let preferred = layoutAttributes.copy()
        preferred.frame.size = sizingView.systemLayoutSizeFitting(
            layoutAttributes.size,
            withHorizontalFittingPriority: layoutAttributes.sizesWidthToFit ? .fittingSizeLevel : .required,
            verticalFittingPriority: layoutAttributes.sizesHeightToFit ? .fittingSizeLevel : .required)
        return preferred
    }

    /// The view whose constraints size this one (a cell's content view).
    var sizingView: UIView { self }

    /// Takes the layout's frame, alpha, transform and hidden state.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        transform = .identity
        frame = layoutAttributes.frame
        transform = layoutAttributes.transform
        alpha = layoutAttributes.alpha
        isHidden = layoutAttributes.isHidden
    }
}

/// One item of a collection view: a `contentView` over optional background views, with
/// selected and highlighted states, as in UIKit.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view holding the cell's content; add custom subviews here.
    public let contentView: UIView
    /// A view behind the content (nil).
    open var backgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); installBackgrounds() }
    }
    /// A view behind the content shown while selected or highlighted (nil).
    open var selectedBackgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); installBackgrounds() }
    }
    /// Whether the cell is selected; shows `selectedBackgroundView`.
    open var isSelected = false { didSet { updateSelectedBackground() } }
    /// Whether a finger is down on the cell; shows `selectedBackgroundView`.
    open var isHighlighted = false { didSet { updateSelectedBackground() } }
    /// The content configuration: its view fills the content view (nil: none).
    open var contentConfiguration: UIContentConfiguration? { didSet { applyContentConfiguration() } }
    /// The configuration state: selected and highlighted.
    open var configurationState: UICellConfigurationState {
        UICellConfigurationState(isSelected: isSelected, isHighlighted: isHighlighted)
    }
    /// The view showing `contentConfiguration`, inside the content view.
    private var configuredView: (UIView & UIContentView)?

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

    private func installBackgrounds() {
        for view in [selectedBackgroundView, backgroundView].compactMap({ $0 }) {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(view, at: 0)
        }
        updateSelectedBackground()
    }

    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
        if let contentConfiguration, let configuredView {
            configuredView.configuration = contentConfiguration.updated(for: configurationState)
        }
    }

    private func applyContentConfiguration() {
        guard let configuration = contentConfiguration?.updated(for: configurationState) else {
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
