import Foundation

/// A tab bar's look (iOS 13): its background and shadow (`UIBarAppearance`), its items' looks per
/// layout and state, how stacked items are spread, and the selection indicator.
///
/// Items are drawn stacked (the image over the title) in every window here, so the bar reads
/// `stackedLayoutAppearance`; `inlineLayoutAppearance` and `compactInlineLayoutAppearance` are
/// stored and copied.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// The look of items laid out stacked, per state.
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    /// The look of items laid out inline (image beside title), per state (stored).
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    /// The look of inline items in a compact window, per state (stored).
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    /// How stacked items are spread across the bar, replacing the bar's `itemPositioning`.
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    /// The space between centred stacked items, points; 0 is the default (34).
    open var stackedItemSpacing: CGFloat = 0
    /// The width of centred stacked items, points; 0 is the default (76).
    open var stackedItemWidth: CGFloat = 0
    /// An image drawn behind the selected item, filling its frame; nil draws none.
    open var selectionIndicatorImage: UIImage?
    /// The tint of a template `selectionIndicatorImage`; nil is the bar's tint colour.
    open var selectionIndicatorTintColor: UIColor?

    override func copySettings(from other: UIBarAppearance) {
        super.copySettings(from: other)
        guard let other = other as? UITabBarAppearance else { return }
        stackedLayoutAppearance = other.stackedLayoutAppearance.copy()
        inlineLayoutAppearance = other.inlineLayoutAppearance.copy()
        compactInlineLayoutAppearance = other.compactInlineLayoutAppearance.copy()
        stackedItemPositioning = other.stackedItemPositioning
        stackedItemSpacing = other.stackedItemSpacing
        stackedItemWidth = other.stackedItemWidth
        selectionIndicatorImage = other.selectionIndicatorImage
        selectionIndicatorTintColor = other.selectionIndicatorTintColor
    }
}
