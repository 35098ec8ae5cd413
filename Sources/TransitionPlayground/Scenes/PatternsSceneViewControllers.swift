import TransitionCatalog
import TransitionKit

/// The patterns scene's home: a headline and one "today" card, laid out with Auto Layout against
/// the safe area (as an iOS app's storyboard-free screen is).
@MainActor
final class PatternsHomeViewController: UIViewController {
    /// The card the detail expands from (and collapses into).
    let card = UIView()
    /// Runs when the card is clicked.
    var cardTapped: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Palette.background
        let headline = Palette.panelLabel("Real-world patterns", size: 30, bold: true)
        let hint = Palette.panelLabel("Enter or a click on the card: open · 1-3: pattern · Backspace or a drag down: close", size: 15, color: Palette.caption)
        card.backgroundColor = UIColor(rgb: 0x5E5CE6)
        card.layer.cornerRadius = CardExpandAnimator.cardCornerRadius
        let cardTitle = Palette.panelLabel("TODAY · Swift on Linux", size: 22, bold: true)
        let stack = UIStackView(arrangedSubviews: [headline, hint])
        stack.axis = .vertical
        stack.spacing = 8
        for subview in [stack, card, cardTitle] as [UIView] { subview.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(stack)
        view.addSubview(card)
        card.addSubview(cardTitle)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: guide.topAnchor, constant: 220),
            stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 300),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: guide.trailingAnchor, constant: -24),
            card.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 28),
            card.leadingAnchor.constraint(equalTo: stack.leadingAnchor),
            card.widthAnchor.constraint(equalToConstant: 360),
            card.heightAnchor.constraint(equalToConstant: 220),
            cardTitle.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 20),
            cardTitle.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -20),
        ])
        card.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.cardTapped?() })
    }

    /// The card's frame in window coordinates (where the expansion starts).
    var cardFrameInWindow: CGRect { card.convert(card.bounds, to: nil) }
}

/// The detail the card opens into: a title, a body and a close button in a stack view.
@MainActor
final class PatternsDetailViewController: UIViewController {
    /// Runs when Close is clicked.
    var closeTapped: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(rgb: 0x5E5CE6)
        let title = Palette.panelLabel("Swift on Linux", size: 34, bold: true)
        let body = Palette.panelLabel("UIKit's transitions, laid out by constraints, drawn by SDL.", size: 17)
        var closeStyle = UIButton.Configuration.tinted()
        closeStyle.title = "Close"
        closeStyle.image = UIImage(systemName: "xmark")
        closeStyle.imagePadding = 8
        closeStyle.baseForegroundColor = Palette.title
        closeStyle.cornerStyle = .capsule
        let close = UIButton(configuration: closeStyle, primaryAction: UIAction { [weak self] _ in self?.closeTapped?() })
        let stack = UIStackView(arrangedSubviews: [title, body, close])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stack.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -20),
        ])
    }
}
