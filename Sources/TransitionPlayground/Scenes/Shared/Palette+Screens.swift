import TransitionKit

/// The colours of the transition scenes' screens (present, interactive, sheet, navigation).
extension Palette {
    /// A named, coloured screen: what the navigation stack pushes and the modal scenes present.
    struct Screen: Equatable {
        /// The screen's name, used as its title ("Red").
        let name: String
        /// The screen's fill.
        let color: UIColor
        /// Text on the fill: dark on the light fills, white on the others.
        let textColor: UIColor
        /// Secondary text on the fill (subtitle, hint).
        var secondaryTextColor: UIColor { textColor.withAlphaComponent(0.72) }
        /// The fill of a button on the screen: a dark pill (white titles read on it).
        var buttonColor: UIColor { textColor == Palette.darkScreenText ? textColor.withAlphaComponent(0.82) : Palette.screenButton }
    }

    /// Dark text for light screens.
    static let darkScreenText = UIColor(rgb: 0x16181D)

    /// The navigation scene's stack, in push order.
    static let screens: [Screen] = [
        Screen(name: "Red", color: UIColor(rgb: 0xFF453A), textColor: title),
        Screen(name: "Orange", color: UIColor(rgb: 0xFF9F0A), textColor: darkScreenText),
        Screen(name: "Yellow", color: UIColor(rgb: 0xFFD60A), textColor: darkScreenText),
        Screen(name: "Green", color: UIColor(rgb: 0x30D158), textColor: darkScreenText),
        Screen(name: "Teal", color: UIColor(rgb: 0x40C8E0), textColor: darkScreenText),
        Screen(name: "Blue", color: UIColor(rgb: 0x0A84FF), textColor: title),
        Screen(name: "Indigo", color: UIColor(rgb: 0x5E5CE6), textColor: title),
        Screen(name: "Purple", color: UIColor(rgb: 0xBF5AF2), textColor: title),
        Screen(name: "Pink", color: UIColor(rgb: 0xFF375F), textColor: title),
    ]

    /// Screen A of the modal scenes: the presenter.
    static let screenA = Screen(name: "A", color: UIColor(rgb: 0x2C3E66), textColor: title)
    /// Screen B of the modal scenes: the presented controller.
    static let screenB = Screen(name: "B", color: UIColor(rgb: 0xFF9F0A), textColor: darkScreenText)
    /// The sheet scene's card.
    static let card = Screen(name: "Card", color: UIColor(rgb: 0xF2F4F8), textColor: darkScreenText)

    /// The fill of the buttons on screens with white text (a translucent dark pill).
    static let screenButton = UIColor(red: 0, green: 0, blue: 0, alpha: 0.28)
    /// The title colour of those buttons.
    static let screenButtonTitle = UIColor(rgb: 0xFFFFFF)
}
