import TransitionKit

/// A screen with a headline, a line under it and an optional button (below the playground's HUD).
@MainActor
final class CardScreenViewController: UIViewController {
    private let headline: String
    private let detail: String
    private let color: UIColor
    private let buttonTitle: String?
    private let buttonAction: () -> Void

    /// A screen titled `headline` on `color`; the button (if `buttonTitle` is given) runs `buttonAction`.
    init(headline: String, detail: String, color: UIColor, buttonTitle: String? = nil, buttonAction: @escaping () -> Void = {}) {
        self.headline = headline
        self.detail = detail
        self.color = color
        self.buttonTitle = buttonTitle
        self.buttonAction = buttonAction
        super.init(nibName: nil, bundle: nil)
        title = headline
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        view.layer.cornerRadius = 24
        view.clipsToBounds = true
        let headlineLabel = UILabel()
        headlineLabel.text = headline
        headlineLabel.font = .boldSystemFont(ofSize: 40)
        headlineLabel.textColor = .white
        headlineLabel.frame = CGRect(x: 32, y: 110, width: 600, height: 50)
        view.addSubview(headlineLabel)
        let detailLabel = UILabel()
        detailLabel.text = detail
        detailLabel.font = .systemFont(ofSize: 20)
        detailLabel.textColor = .white
        detailLabel.frame = CGRect(x: 32, y: 170, width: 700, height: 30)
        view.addSubview(detailLabel)
        if let buttonTitle {
            let action = buttonAction
            let button = UIButton(type: .system, primaryAction: UIAction(title: buttonTitle) { _ in action() })
            button.setTitle(buttonTitle, for: .normal)
            button.setTitleColor(color, for: .normal)
            button.backgroundColor = .white
            button.layer.cornerRadius = 22
            button.frame = CGRect(x: 32, y: 230, width: 200, height: 44)
            view.addSubview(button)
        }
    }
}
