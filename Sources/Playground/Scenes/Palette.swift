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
}
