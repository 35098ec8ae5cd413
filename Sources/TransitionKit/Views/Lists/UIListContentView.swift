import Foundation

/// The view that shows a `UIListContentConfiguration`: an image and one or two labels inside
/// the margins, as in UIKit.
///
/// The layout guides (`textLayoutGuide`, `secondaryTextLayoutGuide`, `imageLayoutGuide`) follow
/// the laid-out parts, so other views can be aligned with the text:
///
/// ```swift
/// let content = UIListContentView(configuration: configuration)
/// if let text = content.textLayoutGuide {
///     badge.leadingAnchor.constraint(equalTo: text.trailingAnchor, constant: 8).isActive = true
/// }
/// ```
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    /// The image view at the leading edge (hidden without an image).
    let imageView = UIImageView(frame: .zero)
    let textLabel = UILabel(frame: .zero)
    let secondaryTextLabel = UILabel(frame: .zero)
    private var listConfiguration: UIListContentConfiguration
    private var guides: [ObjectIdentifier: UILayoutGuide] = [:]

    /// Creates a view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        imageView.contentMode = .scaleAspectFit
        imageView.clipsToBounds = true
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    /// Not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The configuration shown; a configuration of another type is ignored.
    open var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let newValue = newValue as? UIListContentConfiguration else { return }
            listConfiguration = newValue
            apply()
        }
    }

    /// Whether `configuration` is a `UIListContentConfiguration`.
    open func supports(_ configuration: UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

    /// A guide around the primary text, or nil when there is none.
    public var textLayoutGuide: UILayoutGuide? { guide(for: textLabel, shown: !(listConfiguration.shownText ?? "").isEmpty) }
    /// A guide around the secondary text, or nil when there is none.
    public var secondaryTextLayoutGuide: UILayoutGuide? {
        guide(for: secondaryTextLabel, shown: !(listConfiguration.shownSecondaryText ?? "").isEmpty)
    }
    /// A guide around the image, or nil when there is none.
    public var imageLayoutGuide: UILayoutGuide? { guide(for: imageView, shown: listConfiguration.image != nil) }

    /// Where the text starts, in this view: the leading edge a list aligns its separators with.
    var textLayoutLeading: CGFloat {
        layoutIfNeeded()
        return textLabel.frame.minX
    }

    /// The guide following `view` (made on first use), or nil when the part is not shown (a
    /// part that goes away takes its guide and the constraints on it along, in `apply()`).
    private func guide(for view: UIView, shown: Bool) -> UILayoutGuide? {
        guard shown else { return nil }
        if let guide = guides[ObjectIdentifier(view)] { return guide }
        let guide = UILayoutGuide()
        addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: view.leadingAnchor), guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            guide.topAnchor.constraint(equalTo: view.topAnchor), guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        guides[ObjectIdentifier(view)] = guide
        return guide
    }

    private func apply() {
        let configuration = listConfiguration
        for (label, text, attributed, properties) in [
            (textLabel, configuration.text, configuration.attributedText, configuration.textProperties),
            (secondaryTextLabel, configuration.secondaryText, configuration.secondaryAttributedText, configuration.secondaryTextProperties),
        ] {
            label.font = properties.font
            label.textColor = properties.resolvedColor()
            label.textAlignment = properties.alignment == .center ? .center : .natural
            label.numberOfLines = properties.numberOfLines
            label.lineBreakMode = properties.lineBreakMode
            label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
            label.minimumScaleFactor = properties.minimumScaleFactor
            if let attributed { label.attributedText = attributed } else { label.text = text.map(properties.transformed) }
        }
        if configuration.prefersSideBySideTextAndSecondaryText, configuration.secondaryTextProperties.alignment == .natural {
            secondaryTextLabel.textAlignment = .right
        }
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        imageView.tintColor = configuration.imageProperties.resolvedTintColor(for: tintColor ?? .tintColor)
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        imageView.layer.borderWidth = configuration.imageProperties.strokeWidth
        imageView.layer.borderColor = configuration.imageProperties.strokeWidth > 0
            ? configuration.imageProperties.resolvedStrokeColor(for: tintColor ?? .tintColor).cgColor : nil
        alpha = configuration.alpha
        for (view, shown) in [(textLabel as UIView, !(configuration.shownText ?? "").isEmpty),
                              (secondaryTextLabel, !(configuration.shownSecondaryText ?? "").isEmpty),
                              (imageView, configuration.image != nil)] where !shown {
            if let guide = guides.removeValue(forKey: ObjectIdentifier(view)) { removeLayoutGuide(guide) }
        }
        setNeedsLayout()
    }

    /// The margins the content is laid out in: the configuration's, at least the superview's on
    /// `axesPreservingSuperviewLayoutMargins`.
    private var contentMargins: NSDirectionalEdgeInsets {
        var margins = listConfiguration.directionalLayoutMargins
        guard let superview else { return margins }
        let outer = superview.directionalLayoutMargins
        let axes = listConfiguration.axesPreservingSuperviewLayoutMargins
        if axes.contains(.horizontal) {
            margins.leading = max(margins.leading, outer.leading)
            margins.trailing = max(margins.trailing, outer.trailing)
        }
        if axes.contains(.vertical) {
            margins.top = max(margins.top, outer.top)
            margins.bottom = max(margins.bottom, outer.bottom)
        }
        return margins
    }

    /// The image's drawn size: its own size scaled down (aspect kept) to `maximumSize` and to
    /// the height inside the margins.
    private func imageSize(availableHeight: CGFloat) -> CGSize {
        guard let image = listConfiguration.image, image.size.width > 0, image.size.height > 0 else { return .zero }
        let maximum = listConfiguration.imageProperties.maximumSize
        var scale: CGFloat = 1
        if maximum.width > 0 { scale = min(scale, maximum.width / image.size.width) }
        if maximum.height > 0 { scale = min(scale, maximum.height / image.size.height) }
        scale = min(scale, max(0, availableHeight) / image.size.height)
        return CGSize(width: image.size.width * scale, height: image.size.height * scale)
    }

    /// Places the image at the leading margin, centred vertically in its area (at least
    /// `reservedLayoutSize` wide), and the labels after it: stacked and centred vertically, or
    /// side by side with the secondary text trailing.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let configuration = listConfiguration
        let margins = contentMargins
        var leading = margins.leading
        if configuration.image != nil {
            let size = imageSize(availableHeight: bounds.height - margins.top - margins.bottom)
            let area = max(size.width, configuration.imageProperties.resolvedReservedSize.width)
            imageView.frame = CGRect(x: leading + (area - size.width) / 2, y: (bounds.height - size.height) / 2,
                                     width: size.width, height: size.height)
            if !(configuration.shownText ?? "").isEmpty || !(configuration.shownSecondaryText ?? "").isEmpty {
                leading += area + configuration.imageToTextPadding
            } else {
                leading += area
            }
        }
        let inner = CGRect(x: leading, y: 0, width: max(0, bounds.width - leading - margins.trailing), height: bounds.height)
        let hasSecondary = !(configuration.shownSecondaryText ?? "").isEmpty
        let textHeight = configuration.textProperties.font.lineHeight
        let secondaryHeight = hasSecondary ? configuration.secondaryTextProperties.font.lineHeight : 0
        if configuration.prefersSideBySideTextAndSecondaryText || !hasSecondary {
            let secondaryWidth = hasSecondary ? min(inner.width / 2, secondaryTextLabel.intrinsicContentSize.width) : 0
            let gap = hasSecondary ? configuration.textToSecondaryTextHorizontalPadding : 0
            textLabel.frame = CGRect(x: inner.minX, y: (bounds.height - textHeight) / 2,
                                     width: max(0, inner.width - secondaryWidth - gap), height: textHeight)
            secondaryTextLabel.frame = CGRect(x: inner.maxX - secondaryWidth, y: (bounds.height - secondaryHeight) / 2,
                                              width: secondaryWidth, height: secondaryHeight)
        } else {
            let padding = configuration.textToSecondaryTextVerticalPadding
            let top = (bounds.height - textHeight - padding - secondaryHeight) / 2
            textLabel.frame = CGRect(x: inner.minX, y: top, width: inner.width, height: textHeight)
            secondaryTextLabel.frame = CGRect(x: inner.minX, y: top + textHeight + padding, width: inner.width, height: secondaryHeight)
        }
    }
}
