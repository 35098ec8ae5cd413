import Foundation
import TransitionKit

/// A horizontal strip of the palette's colours on each navigation screen, wider than the screen:
/// a rightward drag on it scrolls it back while it can, and pops (the iOS 26 content swipe)
/// once it is at its leading edge, so the content pop's yielding can be seen.
@MainActor
final class NavigationSceneSwatchStrip: UIView {
    /// The horizontal scroll view.
    let scrollView = UIScrollView()
    /// The strip's height with its margins.
    static let height: CGFloat = 96
    private static let tileSize = CGSize(width: 104, height: 64)
    private static let spacing: CGFloat = 10

    /// A strip `width` points wide of tiles named and coloured after the palette's screens.
    init(width: CGFloat) {
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: Self.height))
        scrollView.frame = CGRect(x: 0, y: 16, width: width, height: Self.tileSize.height)
        scrollView.autoresizingMask = [.flexibleWidth]
        addSubview(scrollView)
        var x: CGFloat = 20
        for screen in Palette.screens {
            let tile = UILabel(frame: CGRect(origin: CGPoint(x: x, y: 0), size: Self.tileSize))
            tile.text = screen.name
            tile.textAlignment = .center
            tile.textColor = screen.textColor
            tile.backgroundColor = screen.color
            tile.layer.cornerRadius = 12
            tile.clipsToBounds = true
            scrollView.addSubview(tile)
            x += Self.tileSize.width + Self.spacing
        }
        scrollView.contentSize = CGSize(width: x + 20 - Self.spacing, height: Self.tileSize.height)
    }

    /// Not archived on Linux; returns nil.
    required init?(coder: NSCoder) { return nil }
}
