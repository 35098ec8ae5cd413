import Foundation
import TransitionKit

/// The static sample: six cards showing what the renderer draws (shadow, rotation, scale,
/// border, alpha, clipping), with a title and captions.
@MainActor
final class SampleScene: Scene {
    /// What each card demonstrates, in grid order.
    enum Card: Int, CaseIterable {
        case shadow, rotated, scaled, bordered, translucent, clipping

        /// The caption under the card.
        var caption: String {
            switch self {
            case .shadow: "rounded + shadow"
            case .rotated: "rotated 12°"
            case .scaled: "scaled 1.2x"
            case .bordered: "border"
            case .translucent: "alpha 0.75"
            case .clipping: "clipsToBounds"
            }
        }

        /// The card's fill colour.
        var color: UIColor { Palette.cards[rawValue] }
    }

    let name = "sample"
    let summary = "a static sample of views: corners, shadow, rotation, scale, border, alpha, clipping"

    /// The title label's text.
    static let titleText = "TransitionKit Playground"

    func makeRootViewController() -> UIViewController { SampleViewController() }
}

/// The sample's controller; its view lays the cards out in a 3 x 2 grid centred in the window.
@MainActor
final class SampleViewController: UIViewController {
    override func loadView() { view = SampleView(frame: CGRect(x: 0, y: 0, width: 1024, height: 768)) }
}

/// The sample's root view.
@MainActor
final class SampleView: UIView {
    /// The card views by purpose.
    private(set) var cards: [SampleScene.Card: UIView] = [:]
    private var captions: [SampleScene.Card: UILabel] = [:]
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()

    /// The size of one card in points.
    static let cardSize = CGSize(width: 200, height: 130)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Palette.background
        titleLabel.text = SampleScene.titleText
        titleLabel.font = .boldSystemFont(ofSize: 34)
        titleLabel.textColor = Palette.title
        titleLabel.textAlignment = .center
        subtitleLabel.text = "UIKit transitions on SDL2 · press Q to quit"
        subtitleLabel.font = .systemFont(ofSize: 16)
        subtitleLabel.textColor = Palette.caption
        subtitleLabel.textAlignment = .center
        addSubview(titleLabel)
        addSubview(subtitleLabel)
        for card in SampleScene.Card.allCases {
            let view = makeCard(card)
            cards[card] = view
            addSubview(view)
            let caption = UILabel()
            caption.text = card.caption
            caption.font = .systemFont(ofSize: 15)
            caption.textColor = Palette.caption
            caption.textAlignment = .center
            captions[card] = caption
            addSubview(caption)
        }
    }

    required init?(coder: NSCoder) { return nil }

    private func makeCard(_ card: SampleScene.Card) -> UIView {
        let view = UIView(frame: CGRect(origin: .zero, size: Self.cardSize))
        view.backgroundColor = card.color
        view.layer.cornerRadius = 18
        switch card {
        case .shadow:
            view.layer.shadowColor = UIColor.black.cgColor
            view.layer.shadowOpacity = 0.9
            view.layer.shadowRadius = 18
            view.layer.shadowOffset = CGSize(width: 0, height: 12)
        case .rotated:
            view.transform = CGAffineTransform(rotationAngle: 12 * .pi / 180)
        case .scaled:
            view.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
            view.layer.cornerRadius = 12
        case .bordered:
            view.layer.borderWidth = 6
            view.layer.borderColor = Palette.border.cgColor
        case .translucent:
            view.alpha = 0.75
            view.layer.cornerRadius = Self.cardSize.height / 2
        case .clipping:
            view.clipsToBounds = true
            view.layer.cornerRadius = 0
            let child = UIView(frame: CGRect(x: 120, y: 60, width: 140, height: 110))
            child.backgroundColor = Palette.clippedChild
            child.layer.cornerRadius = 24
            view.addSubview(child)
        }
        return view
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        titleLabel.bounds = CGRect(x: 0, y: 0, width: size.width, height: 44)
        titleLabel.center = CGPoint(x: size.width / 2, y: max(50, size.height * 0.1))
        subtitleLabel.bounds = CGRect(x: 0, y: 0, width: size.width, height: 22)
        subtitleLabel.center = CGPoint(x: size.width / 2, y: titleLabel.center.y + 38)

        let columns = 3, rows = 2
        let available = size.height - subtitleLabel.center.y - 30
        let cell = CGSize(
            width: max(size.width / CGFloat(columns + 1), Self.cardSize.width + 60),
            height: min(260, max(210, available / CGFloat(rows))))
        let gridHeight = cell.height * CGFloat(rows)
        let gridTop = subtitleLabel.center.y + 30 + max(0, (available - gridHeight) / 2)
        for card in SampleScene.Card.allCases {
            let column = card.rawValue % columns, row = card.rawValue / columns
            let x = size.width / 2 + (CGFloat(column) - CGFloat(columns - 1) / 2) * cell.width
            let y = gridTop + cell.height * (CGFloat(row) + 0.5) - 20
            cards[card]?.bounds = CGRect(origin: .zero, size: Self.cardSize)
            cards[card]?.center = CGPoint(x: x.rounded(), y: y.rounded())
            captions[card]?.bounds = CGRect(x: 0, y: 0, width: cell.width, height: 20)
            captions[card]?.center = CGPoint(x: x.rounded(), y: (y + Self.cardSize.height / 2 + 38).rounded())
        }
    }
}
