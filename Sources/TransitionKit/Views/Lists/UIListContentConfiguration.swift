import Foundation

/// A value that describes a cell's content and makes the view that shows it.
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    @MainActor func makeContentView() -> UIView & UIContentView
    /// This configuration adjusted for `state` (selected, highlighted).
    func updated(for state: UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: UIContentConfiguration { get set }
    /// Whether this view can show `configuration` (so a cell updates it instead of replacing it).
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// True.
    public func supports(_ configuration: UIContentConfiguration) -> Bool { true }
}

/// The standard list content: an image at the leading edge, a primary text and a secondary
/// text after it, as in UIKit's cells.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = "Wi-Fi"
/// content.secondaryText = "Home"
/// cell.contentConfiguration = content
/// ```
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
    /// How a text is drawn.
    public struct TextProperties: Hashable, Sendable {
        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// The alignment.
        public var alignment: NSTextAlignment = .natural
        /// The maximum number of lines (0 = no limit).
        public var numberOfLines = 0
    }

    /// How the image is drawn.
    public struct ImageProperties: Hashable, Sendable {
        /// The colour a template or symbol image is drawn in (nil: the view's tint colour).
        public var tintColor: UIColor?
        /// The largest size the image is drawn at, keeping its aspect ratio (zero: no limit
        /// beyond the row's height inside the margins).
        public var maximumSize: CGSize = .zero
        /// The space the image area takes at least, so texts line up across rows with images
        /// of different widths (zero: the image's own size).
        public var reservedLayoutSize: CGSize = .zero
        /// The image's corner radius.
        public var cornerRadius: CGFloat = 0
        /// Properties with the defaults: no tint, no size limit, nothing reserved, square corners.
        public init() {}
    }

    /// Where the secondary text goes.
    enum Layout: Hashable, Sendable { case stacked, trailingValue }

    /// The image at the leading edge (nil: none, the texts start at the margin).
    public var image: UIImage?
    /// How the image is drawn.
    public var imageProperties = ImageProperties()
    /// The space between the image area and the texts (16 pt here; UIKit's value depends on
    /// the list style and is not documented).
    public var imageToTextPadding: CGFloat = 16
    /// The primary text.
    public var text: String?
    /// The secondary text (below the text, or trailing in a value cell).
    public var secondaryText: String?
    /// How the primary text is drawn.
    public var textProperties = TextProperties(font: .systemFont(ofSize: 17), color: .label)
    /// How the secondary text is drawn.
    public var secondaryTextProperties = TextProperties(font: .systemFont(ofSize: 15), color: .secondaryLabel)
    /// The space between the text and the secondary text when stacked (3 pt, as UIKit's subtitle cell).
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// The margins around the content (16 pt sides, 11 pt top and bottom, as UIKit's list cells).
    public var directionalLayoutMargins = UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
    var layout = Layout.stacked

    /// The content of a plain cell: the text, the secondary text (15 pt) below it.
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// The content of a subtitle cell: the text above a 15 pt secondary text.
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// The content of a value cell: the secondary text trailing, in the secondary colour.
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.layout = .trailingValue
        configuration.secondaryTextProperties.font = .systemFont(ofSize: 17)
        return configuration
    }

    /// A `UIListContentView` showing this configuration.
    @MainActor public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

    /// This configuration unchanged (list content looks the same selected or not).
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { self }
}

/// The view that shows a `UIListContentConfiguration`: an image and one or two labels inside
/// the margins.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    /// The image view at the leading edge (hidden without an image).
    let imageView = UIImageView(frame: .zero)
    private let textLabel = UILabel(frame: .zero)
    private let secondaryTextLabel = UILabel(frame: .zero)
    private var listConfiguration: UIListContentConfiguration

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

    private func apply() {
        for (label, text, properties) in [
            (textLabel, listConfiguration.text, listConfiguration.textProperties),
            (secondaryTextLabel, listConfiguration.secondaryText, listConfiguration.secondaryTextProperties),
        ] {
            label.text = text
            label.font = properties.font
            label.textColor = properties.color
            label.textAlignment = properties.alignment
            label.numberOfLines = properties.numberOfLines
        }
        secondaryTextLabel.textAlignment = listConfiguration.layout == .trailingValue ? .right : listConfiguration.secondaryTextProperties.alignment
        imageView.image = listConfiguration.image
        imageView.isHidden = listConfiguration.image == nil
        imageView.tintColor = listConfiguration.imageProperties.tintColor
        imageView.layer.cornerRadius = listConfiguration.imageProperties.cornerRadius
        setNeedsLayout()
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
    /// the secondary text trailing.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let margins = listConfiguration.directionalLayoutMargins
        var leading = margins.left
        if listConfiguration.image != nil {
            let size = imageSize(availableHeight: bounds.height - margins.top - margins.bottom)
            let area = max(size.width, listConfiguration.imageProperties.reservedLayoutSize.width)
            imageView.frame = CGRect(x: leading + (area - size.width) / 2, y: (bounds.height - size.height) / 2,
                                     width: size.width, height: size.height)
            leading += area + listConfiguration.imageToTextPadding
        }
        let inner = CGRect(x: leading, y: 0, width: max(0, bounds.width - leading - margins.right), height: bounds.height)
        let hasSecondary = !(listConfiguration.secondaryText ?? "").isEmpty
        let textHeight = listConfiguration.textProperties.font.pointSize * 1.2
        let secondaryHeight = hasSecondary ? listConfiguration.secondaryTextProperties.font.pointSize * 1.2 : 0
        if listConfiguration.layout == .trailingValue || !hasSecondary {
            textLabel.frame = CGRect(x: inner.minX, y: (bounds.height - textHeight) / 2, width: inner.width, height: textHeight)
            secondaryTextLabel.frame = CGRect(x: inner.minX, y: (bounds.height - secondaryHeight) / 2, width: inner.width, height: secondaryHeight)
        } else {
            let padding = listConfiguration.textToSecondaryTextVerticalPadding
            let top = (bounds.height - textHeight - padding - secondaryHeight) / 2
            textLabel.frame = CGRect(x: inner.minX, y: top, width: inner.width, height: textHeight)
            secondaryTextLabel.frame = CGRect(x: inner.minX, y: top + textHeight + padding, width: inner.width, height: secondaryHeight)
        }
    }
}
