import TransitionKit

/// The screen a card opens into: the card's picture across the top with its text over the
/// picture's bottom left corner (where the card has them), the story below and a Close button.
///
/// Everything is placed by Auto Layout relative to the view, so while `CardExpandAnimator` grows
/// the view from the card's frame, the picture and the text start exactly where the card showed
/// them and grow with it: the picture keeps the card's aspect ratio (up to `maximumImageHeight`).
@MainActor
final class CardsSceneDetailViewController: UIViewController {
    /// The tallest the picture gets, in points (full screen leaves room for the story).
    static let maximumImageHeight: CGFloat = 440

    /// The card shown.
    private(set) var card = CardsSceneCard.all[0]
    private var image: UIImage?
    /// Runs when Close is clicked.
    var closeTapped: (() -> Void)?
    /// The picture.
    let imageView = UIImageView()
    /// The card's title.
    let titleLabel = UILabel()
    private let kickerLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let storyLabel = UILabel()
    private let closeButton = UIButton(type: .system)
    /// The opacity of what the card does not show (the Close button and the story): the scene
    /// fades it in alongside the expansion and out alongside the collapse.
    var chromeAlpha: CGFloat {
        get { closeButton.alpha }
        set { for view in [closeButton, storyLabel] as [UIView] { view.alpha = newValue } }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Palette.cardDetail
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        let text = CardsSceneCardCell.makeTextStack(kicker: kickerLabel, title: titleLabel, subtitle: subtitleLabel)
        storyLabel.font = .systemFont(ofSize: 17)
        storyLabel.textColor = Palette.title
        storyLabel.numberOfLines = 0
        let close = closeButton
        close.setTitle("Close", for: .normal)
        close.setTitleColor(.white, for: .normal)
        close.backgroundColor = Palette.cardTextStrip
        close.layer.cornerRadius = 8
        close.addAction(UIAction { [weak self] _ in self?.closeTapped?() }, for: .touchUpInside)
        for subview in [imageView, text, storyLabel, close] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let inset = CardsSceneCardCell.textInset
        let ratio = CardsSceneListViewController.cardSize.height / CardsSceneListViewController.cardSize.width
        let aspect = imageView.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: ratio)
        aspect.priority = .defaultHigh
        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: view.topAnchor),
            imageView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            aspect,
            imageView.heightAnchor.constraint(lessThanOrEqualToConstant: Self.maximumImageHeight),
            text.bottomAnchor.constraint(equalTo: imageView.bottomAnchor, constant: -inset),
            text.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: inset),
            text.trailingAnchor.constraint(lessThanOrEqualTo: close.leadingAnchor, constant: -inset),
            close.topAnchor.constraint(equalTo: view.topAnchor, constant: inset),
            close.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -inset),
            close.widthAnchor.constraint(equalToConstant: 72),
            storyLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: inset),
            storyLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: inset),
            storyLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -inset),
        ])
        show(card, image: image)
    }

    /// Shows `card` with its picture (nil: its colour only).
    func show(_ card: CardsSceneCard, image: UIImage?) {
        self.card = card
        self.image = image
        guard isViewLoaded else { return }
        imageView.image = image
        imageView.backgroundColor = card.color
        kickerLabel.text = card.kicker
        titleLabel.text = card.title
        subtitleLabel.text = card.subtitle
        storyLabel.text = card.story
    }
}

extension Palette {
    /// The card detail's background under the picture.
    static let cardDetail = UIColor(rgb: 0x262E3F)
}
