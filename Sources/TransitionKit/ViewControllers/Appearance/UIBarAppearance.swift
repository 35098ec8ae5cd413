import Foundation

/// The look of a bar's background and shadow (iOS 13): the base of the navigation bar, toolbar
/// and tab bar appearances. Assign a configured copy to a bar's `standardAppearance` (and its
/// other appearances); changing an appearance after assigning it does not change the bar, as in
/// UIKit (assign it again).
///
/// ```swift
/// let appearance = UINavigationBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.backgroundColor = .systemIndigo
/// appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
/// navigationBar.standardAppearance = appearance
/// navigationBar.scrollEdgeAppearance = appearance
/// ```
///
/// Not an `NSObject` here (UIKit's is): Foundation's `NSObject.copy()` cannot be overridden on
/// Linux, and `copy()` returning the appearance's own type is what real code calls.
///
/// The three configurations: default (the bars' translucent chrome material and a hairline
/// shadow), opaque (`.systemBackground` and the hairline) and transparent (nothing, no shadow).
@preconcurrency @MainActor
open class UIBarAppearance {
    /// The device idiom the appearance is for (`.phone` unless given).
    public let idiom: UIUserInterfaceIdiom
    /// The blur behind the background colour; nil for none.
    open var backgroundEffect: UIBlurEffect?
    /// The background colour, drawn above the effect; nil for none.
    open var backgroundColor: UIColor?
    /// An image drawn above the colour (the tab bar draws it, filling the bar by
    /// `backgroundImageContentMode`; the navigation bar and toolbar store it).
    open var backgroundImage: UIImage?
    /// How `backgroundImage` fills the bar (`.scaleToFill`).
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The colour of the hairline along the bar's content edge; nil or clear hides it.
    open var shadowColor: UIColor?
    /// An image for the shadow (stored; the hairline is drawn in `shadowColor`).
    open var shadowImage: UIImage?

    /// The hairline colour of the default and opaque configurations (black at 30 %).
    public static let defaultShadowColor = UIColor(white: 0, alpha: 0.3)

    /// Creates an appearance for `idiom` in the default configuration.
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        configureWithDefaultBackground()
    }

    /// Creates an appearance for the phone idiom in the default configuration.
    public convenience init() { self.init(idiom: .phone) }

    /// Creates an appearance with `barAppearance`'s background and shadow (and, for an
    /// appearance of the same class, the rest of its settings).
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        copySettings(from: barAppearance)
    }

    /// Appearances are not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// A copy of this appearance, of the same class with the same settings.
    open func copy() -> Self {
        Self(barAppearance: self)
    }

    /// The bars' translucent chrome material and a hairline shadow.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = Self.defaultShadowColor
        shadowImage = nil
    }

    /// An opaque `.systemBackground` and a hairline shadow.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = Self.defaultShadowColor
        shadowImage = nil
    }

    /// No background and no shadow: the content shows through.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    /// The colour a bar fills itself with: the background colour over the effect's tint.
    var resolvedBackgroundColor: UIColor {
        if let backgroundColor, backgroundColor.alpha > 0 || backgroundEffect == nil { return backgroundColor }
        return backgroundEffect?.tint ?? .clear
    }

    /// Copies `other`'s settings; subclasses add theirs (calling super).
    func copySettings(from other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }
}
