import Foundation

/// The look of tab bar items in each state (iOS 13): `normal`, `selected`, `disabled` and
/// `focused`. A tab bar draws an item with the state appearance for its state: the icon colour,
/// the title's attributes and offset, and the badge's colour, text attributes and offset.
@preconcurrency @MainActor
open class UITabBarItemAppearance {
    /// How an item's image and title are laid out.
    public enum Style: Int, Sendable {
        /// The image over the title (a phone in portrait).
        case stacked = 0
        /// The image beside the title (a regular-width window).
        case inline = 1
        /// The image beside the title, smaller (a phone in landscape).
        case compactInline = 2
    }

    /// The layout the appearance was made for.
    let style: Style
    /// The look of enabled items that are not selected.
    open var normal = UITabBarItemStateAppearance()
    /// The look of the selected item.
    open var selected = UITabBarItemStateAppearance()
    /// The look of disabled items.
    open var disabled = UITabBarItemStateAppearance()
    /// The look of the focused item (stored: no focus engine here).
    open var focused = UITabBarItemStateAppearance()

    /// Creates the default appearance for items laid out as `style`.
    public required init(style: Style) {
        self.style = style
    }

    /// Creates the default appearance for stacked items.
    public convenience init() { self.init(style: .stacked) }

    /// Appearances are not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Resets every state to the system default for `style` (nothing set: the bar's colours).
    open func configureWithDefault(for style: Style) {
        normal = UITabBarItemStateAppearance()
        selected = UITabBarItemStateAppearance()
        disabled = UITabBarItemStateAppearance()
        focused = UITabBarItemStateAppearance()
    }

    /// A copy with copies of the same state appearances.
    open func copy() -> Self {
        let copy = Self(style: style)
        copy.normal = normal.copy()
        copy.selected = selected.copy()
        copy.disabled = disabled.copy()
        copy.focused = focused.copy()
        return copy
    }

    /// The state appearance for an item enabled or not, selected or not.
    func state(enabled: Bool, selected isSelected: Bool) -> UITabBarItemStateAppearance {
        !enabled ? disabled : isSelected ? selected : normal
    }
}

/// One state's look of tab bar items: the icon's colour, the title's attributes and offset, and
/// the badge's colour, text attributes and offsets. Made by `UITabBarItemAppearance`.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance {
    /// The title's attributes; the bar reads `.foregroundColor` and `.font`.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from its place, points (added to the item's own adjustment).
    open var titlePositionAdjustment: UIOffset = .zero
    /// The colour of the item's (template) image; nil is the bar's colour for the state.
    open var iconColor: UIColor?
    /// The badge's background colour; nil is `.systemRed` (an item's `badgeColor` wins).
    open var badgeBackgroundColor: UIColor?
    /// The badge text's attributes; the bar reads `.foregroundColor` and `.font` (an item's own
    /// badge attributes win).
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the badge's text moves within the badge, points (stored: the text stays centred).
    open var badgeTitlePositionAdjustment: UIOffset = .zero
    /// How far the badge moves from its place at the image's top right corner, points.
    open var badgePositionAdjustment: UIOffset = .zero

    init() {}

    func copy() -> UITabBarItemStateAppearance {
        let copy = UITabBarItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.iconColor = iconColor
        copy.badgeBackgroundColor = badgeBackgroundColor
        copy.badgeTextAttributes = badgeTextAttributes
        copy.badgeTitlePositionAdjustment = badgeTitlePositionAdjustment
        copy.badgePositionAdjustment = badgePositionAdjustment
        return copy
    }
}
