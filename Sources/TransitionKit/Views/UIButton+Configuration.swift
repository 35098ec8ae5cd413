import Foundation

extension UIButton {
    /// A button's appearance, as in UIKit (iOS 15): a style (`plain()`, `tinted()`, `gray()`,
    /// `filled()`), a title, colours and a corner style. Assign it to `UIButton.configuration`.
    ///
    /// UIKit documents the styles but not their exact colours and radii; this implementation
    /// uses: filled = base background (tint) behind a white title; tinted = the tint at 15 %
    /// opacity behind a tint title; gray = `.systemGray5` behind a tint title; plain = no
    /// background and a tint title. Corner radii: small 4 pt, medium and dynamic 8 pt, large
    /// 12 pt, capsule half the height; fixed leaves the layer's `cornerRadius` alone. An `image`
    /// sits beside or above the title (`imagePlacement`, `imagePadding` apart; the padding's
    /// default, 0, is chosen: Apple does not document it) and a template image (a symbol) takes
    /// the foreground colour.
    ///
    /// ```swift
    /// var configuration = UIButton.Configuration.filled()
    /// configuration.title = "Continue"
    /// configuration.cornerStyle = .capsule
    /// let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in next() })
    /// ```
    public struct Configuration: Sendable {
        /// How round the background's corners are.
        public enum CornerStyle: Int, Sendable {
            /// The layer's own `cornerRadius` (the background's fixed radius).
            case fixed = -1
            /// A radius that suits the button's size (8 pt here).
            case dynamic = 0
            /// A small radius (4 pt here).
            case small = 1
            /// A medium radius (8 pt here).
            case medium = 2
            /// A large radius (12 pt here).
            case large = 3
            /// Half the button's height: a pill.
            case capsule = 4
        }

        enum Style: Sendable { case plain, tinted, gray, filled }

        let style: Style
        /// The title (nil shows the title set with `setTitle(_:for:)`).
        public var title: String?
        /// The title colour (nil: the style's).
        public var baseForegroundColor: UIColor?
        /// The colour the background derives from (nil: the style's).
        public var baseBackgroundColor: UIColor?
        /// The corner style (`.dynamic` by default).
        public var cornerStyle: CornerStyle = .dynamic
        /// The image shown with the title (a template image is drawn in the foreground colour).
        public var image: UIImage?
        /// The edge of the content the image sits against: leading (default), trailing, top or bottom.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The distance between the image and the title, in points (0 unless set).
        public var imagePadding: CGFloat = 0

        init(style: Style) { self.style = style }

        /// No background; a tinted title.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A light tinted background; a tinted title.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A gray background; a tinted title.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A tint-coloured background; a white title.
        public static func filled() -> Configuration { Configuration(style: .filled) }

        /// The title colour this configuration gives.
        var resolvedForegroundColor: UIColor {
            baseForegroundColor ?? (style == .filled ? .white : .tintColor)
        }

        /// The background colour this configuration gives (nil: none).
        var resolvedBackgroundColor: UIColor? {
            switch style {
            case .plain: return baseBackgroundColor
            case .tinted: return (baseBackgroundColor ?? .tintColor).withAlphaComponent(0.15)
            case .gray: return baseBackgroundColor ?? .systemGray5
            case .filled: return baseBackgroundColor ?? .tintColor
            }
        }

        /// The corner radius for a button `height` points tall (nil: leave it).
        func cornerRadius(forHeight height: CGFloat) -> CGFloat? {
            switch cornerStyle {
            case .fixed: return nil
            case .small: return 4
            case .dynamic, .medium: return 8
            case .large: return 12
            case .capsule: return height / 2
            }
        }
    }

    /// Creates a system button with `configuration`, running `primaryAction` when tapped (its
    /// title is the button's unless the configuration has one).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
        updateTitle()  // an initializer's assignment does not run `didSet`
    }

    /// Applies the configuration's background and corners (called with the title update).
    func applyConfigurationBackground(_ configuration: Configuration) {
        backgroundColor = configuration.resolvedBackgroundColor
        if let radius = configuration.cornerRadius(forHeight: bounds.height) { layer.cornerRadius = radius }
    }
}
