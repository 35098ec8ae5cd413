import Foundation

/// The look of a bar's buttons in each state (iOS 13): its `normal`, `highlighted`,
/// `disabled` and `focused` state appearances. A navigation bar draws its items' titles with the
/// `normal` (or, disabled, `disabled`) title attributes: the `.foregroundColor` and `.font`.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance {
    /// The style the appearance was made for.
    public let style: UIBarButtonItem.Style
    /// The look of enabled buttons.
    open var normal = UIBarButtonItemStateAppearance()
    /// The look while pressed (stored: items are not drawn pressed here).
    open var highlighted = UIBarButtonItemStateAppearance()
    /// The look of disabled buttons.
    open var disabled = UIBarButtonItemStateAppearance()
    /// The look when focused (stored: no focus engine here).
    open var focused = UIBarButtonItemStateAppearance()

    /// Creates the default appearance for `style` (`.done` bold).
    public required init(style: UIBarButtonItem.Style) {
        self.style = style
    }

    /// Creates the default appearance for `.plain` buttons.
    public convenience init() { self.init(style: .plain) }

    /// Appearances are not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Resets every state to the system default for `style`.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        normal = UIBarButtonItemStateAppearance()
        highlighted = UIBarButtonItemStateAppearance()
        disabled = UIBarButtonItemStateAppearance()
        focused = UIBarButtonItemStateAppearance()
    }

    /// A copy with the same state appearances.
    open func copy() -> Self {
        let copy = Self(style: style)
        copy.normal = normal.copy()
        copy.highlighted = highlighted.copy()
        copy.disabled = disabled.copy()
        copy.focused = focused.copy()
        return copy
    }
}

/// One state's look of bar buttons: the title's attributes and offsets.
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance {
    /// The title's attributes; the bars read `.foregroundColor` and `.font`.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from its place (stored).
    open var titlePositionAdjustment: UIOffset = .zero
    /// The button's background image (stored).
    open var backgroundImage: UIImage?
    /// How far the background image moves (stored).
    open var backgroundImagePositionAdjustment: UIOffset = .zero

    init() {}

    func copy() -> UIBarButtonItemStateAppearance {
        let copy = UIBarButtonItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.backgroundImage = backgroundImage
        copy.backgroundImagePositionAdjustment = backgroundImagePositionAdjustment
        return copy
    }
}
