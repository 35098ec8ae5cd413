import Foundation

/// A navigation bar's look (iOS 13): its background and shadow (`UIBarAppearance`), the title's
/// and large title's attributes, and the buttons' appearances. The bar reads the title's
/// `.foregroundColor` and `.font`, and the buttons' normal `.foregroundColor` and `.font`.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The inline title's attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the inline title moves from its place (stored).
    open var titlePositionAdjustment: UIOffset = .zero
    /// The look of plain buttons.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The look of `.done` buttons.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// The look of the back button.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The back chevron's image (read only; set with `setBackIndicatorImage(_:transitionMaskImage:)`).
    public private(set) var backIndicatorImage: UIImage?
    /// The mask the back button's title slides under (read only, stored).
    public private(set) var backIndicatorTransitionMaskImage: UIImage?

    /// Sets the back chevron and its mask; both or neither (as UIKit asks), else nothing changes
    /// and a Diagnostic says so.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        guard (backIndicatorImage == nil) == (backIndicatorTransitionMaskImage == nil) else {
            AnimationContext.report(Diagnostic(code: .invalidBarAppearance, message:
                "setBackIndicatorImage(_:transitionMaskImage:) needs both images or neither; nothing changed."))
            return
        }
        self.backIndicatorImage = backIndicatorImage
        self.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
    }

    override func copySettings(from other: UIBarAppearance) {
        super.copySettings(from: other)
        guard let other = other as? UINavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        largeTitleTextAttributes = other.largeTitleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        buttonAppearance = other.buttonAppearance.copy()
        doneButtonAppearance = other.doneButtonAppearance.copy()
        backButtonAppearance = other.backButtonAppearance.copy()
        backIndicatorImage = other.backIndicatorImage
        backIndicatorTransitionMaskImage = other.backIndicatorTransitionMaskImage
    }
}

/// A toolbar's look (iOS 13): background, shadow and the buttons' appearances.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// The look of plain buttons.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The look of `.done` buttons.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    override func copySettings(from other: UIBarAppearance) {
        super.copySettings(from: other)
        guard let other = other as? UIToolbarAppearance else { return }
        buttonAppearance = other.buttonAppearance.copy()
        doneButtonAppearance = other.doneButtonAppearance.copy()
    }
}

extension Diagnostic.Code {
    /// A bar appearance was given settings UIKit refuses.
    public static let invalidBarAppearance = Diagnostic.Code(rawValue: "bar.invalidAppearance", severity: .warning)
}

extension Dictionary where Key == NSAttributedString.Key, Value == Any {
    /// The `.foregroundColor` attribute, if it is a colour.
    var foregroundColor: UIColor? { self[.foregroundColor] as? UIColor }
    /// The `.font` attribute, if it is a font.
    var font: UIFont? { self[.font] as? UIFont }
}
