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
        /// The size asked for: it picks the title's font and the default `contentInsets`
        /// (`.medium` by default).
        public var buttonSize: Size = .medium
        /// The distance from the bounds to the content, in points: the `buttonSize`'s default
        /// unless set (`setDefaultContentInsets()` goes back to it). The natural size is the
        /// content plus these insets (at least 34 points tall); the content is centred in the
        /// bounds inset by them.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { customContentInsets ?? buttonSize.defaultContentInsets }
            set { customContentInsets = newValue }
        }
        private var customContentInsets: NSDirectionalEdgeInsets?
        /// How the title is shortened when it does not fit (`.byTruncatingTail` by default).
        public var titleLineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// A second line of text under the title, smaller (`subtitleLabel` draws it; nil: none).
        public var subtitle: String?
        /// How the subtitle is shortened when it does not fit (`.byTruncatingTail` by default).
        public var subtitleLineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The distance between the title and the subtitle, in points (0 unless set, a choice:
        /// Apple does not document the default).
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle line up across their width (`.automatic`: centred here).
        public var titleAlignment: TitleAlignment = .automatic
        /// Whether the style follows the button's selection (true by default). Stored: the styles
        /// here look the same selected or not (use `configurationUpdateHandler` to restyle).
        public var automaticallyUpdateForSelection = true
        /// The style on a Mac (Mac Catalyst's Mac idiom; `.automatic` by default). Stored: this is not a Mac.
        public var macIdiomStyle: MacIdiomStyle = .automatic

        init(style: Style) { self.style = style }

        /// Goes back to the `buttonSize`'s default `contentInsets`.
        public mutating func setDefaultContentInsets() { customContentInsets = nil }

        /// This configuration as `button` shows it in its current state. The styles' state looks
        /// (the highlight, the disabled dimming) are applied as the button draws, so the copy
        /// is the configuration itself.
        public func updated(for button: UIButton) -> Configuration { self }

        /// The sizes a configuration asks for, as in UIKit.
        public enum Size: Int, Sendable {
            /// The smallest: 12-point title, 2 by 6 points of insets (chosen: Apple gives no numbers).
            case mini = 0
            /// 15-point title, 4 by 8 points of insets (chosen).
            case small = 1
            /// The default: 17-point title, 6 by 8 points of insets (the plain button's padding).
            case medium = 2
            /// 20-point title, 10 by 14 points of insets (chosen).
            case large = 3

            /// The title's font size for this size, in points.
            var fontSize: CGFloat { [12, 15, 17, 20][rawValue] }

            /// The default content insets for this size.
            var defaultContentInsets: NSDirectionalEdgeInsets {
                let (vertical, horizontal): (CGFloat, CGFloat) = [(2, 6), (4, 8), (6, 8), (10, 14)][rawValue]
                return NSDirectionalEdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
            }
        }

        /// How a configured button's title and subtitle line up, as in UIKit.
        public enum TitleAlignment: Int, Sendable {
            /// The button's choice: centred here.
            case automatic = 0
            /// Against the leading (left) edge.
            case leading = 1
            /// Centred.
            case center = 2
            /// Against the trailing (right) edge.
            case trailing = 3

            /// The labels' text alignment (nil: leave the title label's, for `.automatic`).
            var textAlignment: NSTextAlignment? {
                switch self {
                case .automatic: return nil
                case .leading: return .left
                case .center: return .center
                case .trailing: return .right
                }
            }
        }

        /// How a configured button looks on a Mac (Mac Catalyst), as in UIKit.
        public enum MacIdiomStyle: Int, Sendable {
            /// The style's Mac look.
            case automatic = 0
            /// A bordered Mac button.
            case bordered = 1
            /// A borderless Mac button.
            case borderless = 2
            /// A borderless button in the tint colour.
            case borderlessTinted = 3
        }

        /// No background; a tinted title.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A light tinted background; a tinted title.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A gray background; a tinted title.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A tint-coloured background; a white title.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// The borderless style: on iPhone and iPad the same as `plain()`.
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        /// The bordered style: on iPhone and iPad the same as `gray()`.
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        /// The tinted bordered style: on iPhone and iPad the same as `tinted()`.
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        /// The prominent bordered style: on iPhone and iPad the same as `filled()`.
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

        /// The title colour this configuration gives a button tinted `tint`.
        func resolvedForegroundColor(tint: UIColor) -> UIColor {
            baseForegroundColor ?? (style == .filled ? .white : tint)
        }

        /// The background colour this configuration gives a button tinted `tint` (nil: none).
        func resolvedBackgroundColor(tint: UIColor) -> UIColor? {
            switch style {
            case .plain: return baseBackgroundColor
            case .tinted: return (baseBackgroundColor ?? tint).withAlphaComponent(0.15)
            case .gray: return baseBackgroundColor ?? .systemGray5
            case .filled: return baseBackgroundColor ?? tint
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
        backgroundColor = configuration.resolvedBackgroundColor(tint: tintColor)
        if let radius = configuration.cornerRadius(forHeight: bounds.height) { layer.cornerRadius = radius }
    }
}
