import TransitionCatalog
import TransitionKit

/// A card of the cards scene's list: a picture filling a rounded card, with the kicker, title and
/// subtitle over its bottom left corner, all laid out by Auto Layout inside the content view.
@MainActor
final class CardsSceneCardCell: UICollectionViewCell {
    /// The reuse identifier the list registers this class under.
    static let reuseIdentifier = "card"
    /// The space between the card's edges and its text, in points (the detail uses it too).
    static let textInset: CGFloat = 16

    /// The picture (aspect-fill, clipped by the card).
    let imageView = UIImageView()
    /// The card's title.
    let titleLabel = UILabel()
    private let kickerLabel = UILabel()
    private let subtitleLabel = UILabel()
    /// Whether the card is the one a transition grows out of: hidden while it is, even when the
    /// collection view applies its layout attributes again.
    var isTransitionSource = false {
        didSet { isHidden = isTransitionSource }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = CardExpandAnimator.cardCornerRadius
        contentView.clipsToBounds = true
        imageView.contentMode = .scaleAspectFill
        let text = Self.makeTextStack(kicker: kickerLabel, title: titleLabel, subtitle: subtitleLabel)
        for subview in [imageView, text] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
            imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            imageView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            text.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -Self.textInset),
            text.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: Self.textInset),
            text.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -Self.textInset),
        ])
    }

    /// Not archived on Linux; returns nil.
    required init?(coder: NSCoder) { return nil }

    /// Shows `card` with its picture (nil: its colour only).
    func configure(with card: CardsSceneCard, image: UIImage?) {
        imageView.image = image
        imageView.backgroundColor = card.color
        kickerLabel.text = card.kicker
        titleLabel.text = card.title
        subtitleLabel.text = card.subtitle
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        isTransitionSource = false
    }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        if isTransitionSource { isHidden = true }
    }

    /// The kicker, title and subtitle in a vertical stack on a translucent rounded plate, as the card and
    /// the detail both show them (the detail's text starts where the card's was).
    static func makeTextStack(kicker: UILabel, title: UILabel, subtitle: UILabel) -> UIStackView {
        kicker.font = .boldSystemFont(ofSize: 13)
        kicker.textColor = UIColor(white: 1, alpha: 0.85)
        title.font = .boldSystemFont(ofSize: 30)
        title.textColor = .white
        subtitle.font = .systemFont(ofSize: 16)
        subtitle.textColor = .white
        let stack = UIStackView(arrangedSubviews: [kicker, title, subtitle])
        stack.axis = .vertical
        stack.alignment = .fill
        stack.spacing = 4
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 8, left: 10, bottom: 8, right: 10)
        stack.backgroundColor = Palette.cardTextStrip
        stack.layer.cornerRadius = 10
        return stack
    }
}

extension Palette {
    /// The plate behind a card's text: white reads on it over every picture.
    static let cardTextStrip = UIColor(white: 0, alpha: 0.35)
}
