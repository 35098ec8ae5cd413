import TransitionKit

/// The playground's colours, in one place so scenes and tests agree on them.
enum Palette {
    /// The scene background: a deep slate.
    static let background = UIColor(rgb: 0x1C2230)
    /// Headline text.
    static let title = UIColor(rgb: 0xF5F7FA)
    /// Captions under the sample cards.
    static let caption = UIColor(rgb: 0xA9B3C4)
    /// The sample cards' fills, one per card.
    static let cards: [UIColor] = [
        UIColor(rgb: 0x0A84FF),  // blue: shadow
        UIColor(rgb: 0x30D158),  // green: rotated
        UIColor(rgb: 0xFF9F0A),  // orange: scaled
        UIColor(rgb: 0xFF375F),  // pink: border
        UIColor(rgb: 0xBF5AF2),  // purple: translucent
        UIColor(rgb: 0x64D2FF),  // cyan: clipping container
    ]
    /// The border colour of the bordered card.
    static let border = UIColor(rgb: 0xFFD60A)
    /// The child that the clipping card cuts.
    static let clippedChild = UIColor(rgb: 0x5E5CE6)

    /// The sidebar beside the device, where the tools' panels sit (opaque).
    static let sidebar = UIColor(rgb: 0x0B0E14)
    /// The HUD and help panels' fill (translucent near-black).
    static let panel = UIColor(red: 0.05, green: 0.06, blue: 0.09, alpha: 0.82)
    /// The help panel's fill (nearly opaque: it carries a lot of text).
    static let helpPanel = UIColor(red: 0.05, green: 0.06, blue: 0.09, alpha: 0.95)
    /// The HUD plot's fill.
    static let plot = UIColor(red: 1, green: 1, blue: 1, alpha: 0.06)
    /// The plot's guide lines (progress 0 and 1).
    static let plotGuide = UIColor(red: 1, green: 1, blue: 1, alpha: 0.22)
    /// The plotted timing curve.
    static let curve = UIColor(rgb: 0x64D2FF)
    /// The dot moving along the curve.
    static let curveDot = UIColor(rgb: 0xFFD60A)
    /// The "PAUSED" badge.
    static let pausedBadge = UIColor(rgb: 0xFF453A)
    /// The "SLOW" badge.
    static let slowBadge = UIColor(rgb: 0xFF9F0A)
    /// Text on badges.
    static let badgeText = UIColor(rgb: 0x111111)
    /// The dimming behind the help overlay.
    static let dimming = UIColor(red: 0, green: 0, blue: 0, alpha: 0.45)

    /// The simulated keyboard's background (iOS's dark keyboard).
    static let keyboard = UIColor(rgb: 0x2C2C2E)
    /// Its letter keys.
    static let keyboardKey = UIColor(rgb: 0x6B6B6E)
    /// Its function keys (shift, delete, 123, a plain return).
    static let keyboardFunctionKey = UIColor(rgb: 0x464649)
    /// A key pressed on the desktop keyboard.
    static let keyboardPressedKey = UIColor(rgb: 0xA8A8AD)
    /// A Return key titled for an action (search, go, done, ...).
    static let keyboardActionKey = UIColor(rgb: 0x0A84FF)

    /// A label for the overlays' panels and the scenes: `text` at `size` points, bold or not, in
    /// `color` (the title colour).
    @MainActor
    static func panelLabel(_ text: String? = nil, size: CGFloat, bold: Bool = false, color: UIColor = Palette.title) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = bold ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
        label.textColor = color
        return label
    }
}
