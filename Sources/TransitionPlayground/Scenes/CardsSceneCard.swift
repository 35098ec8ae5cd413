import TransitionKit

/// One card of the cards scene's list: what the card and its detail show.
struct CardsSceneCard: Equatable {
    /// The small line above the title ("Today", "App of the Day"...).
    let kicker: String
    /// The card's headline.
    let title: String
    /// The line under the title.
    let subtitle: String
    /// The `UIImage(named:)` resource of the card's picture (in `assets/images`).
    let imageName: String
    /// The fill behind the picture, and instead of it when the file is missing.
    let color: UIColor

    /// The list's cards, top to bottom.
    static let all: [CardsSceneCard] = [
        CardsSceneCard(kicker: "Today", title: "Swift on Linux", subtitle: "UIKit transitions, drawn by SDL",
                       imageName: "photo1", color: UIColor(rgb: 0x0A84FF)),
        CardsSceneCard(kicker: "App of the Day", title: "Springs", subtitle: "Damping, response and overshoot",
                       imageName: "photo2", color: UIColor(rgb: 0x30D158)),
        CardsSceneCard(kicker: "Game of the Day", title: "Keyframes", subtitle: "Bounce, settle, repeat",
                       imageName: "photo3", color: UIColor(rgb: 0xFF9F0A)),
        CardsSceneCard(kicker: "Meet the Developer", title: "Auto Layout", subtitle: "Constraints inside an animation block",
                       imageName: "photo4", color: UIColor(rgb: 0xFF375F)),
        CardsSceneCard(kicker: "Behind the Scenes", title: "Interactive", subtitle: "Drag to scrub, release to finish",
                       imageName: "photo6", color: UIColor(rgb: 0xBF5AF2)),
        CardsSceneCard(kicker: "Hidden Gems", title: "Snapshots", subtitle: "Tiles, blurs and crossfades",
                       imageName: "photo7", color: UIColor(rgb: 0x64D2FF)),
        CardsSceneCard(kicker: "The Daily List", title: "Collections", subtitle: "Cells that grow into screens",
                       imageName: "photo8", color: UIColor(rgb: 0x5E5CE6)),
    ]

    /// The body text the detail shows under the picture: one paragraph, wrapped by the label.
    var story: String {
        "\(subtitle). This screen grew out of its card: its frame came from the collection view's cell, "
            + "the detail rode in a container pinned by four constraints, and a drag down shrinks it back "
            + "into the list. This paragraph has no line breaks of its own: the label wraps it at word "
            + "boundaries in the width Auto Layout gives it, measured with the font metrics the renderer "
            + "draws with, and grows as tall as its lines."
    }
}
