import Foundation
import TransitionKit

/// The lock screen scene's settings: a clear screen (the blurred widgets show through, as in seed
/// 002 after "Change the view's Background to Clear Color") with a title and a few option rows;
/// clicking any row dismisses it and calls `didDismiss` (the seed's property of the same name).
@MainActor
final class LockScreenSettingsViewController: UIViewController {
    /// Light status bar content on the dark background.
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    /// The option rows' titles, top to bottom.
    static let options = ["Show Weather", "Show Calendar", "Dark Widgets", "Compact Layout", "Done"]
    /// A row's height and the gap between rows, in points.
    static let rowHeight: CGFloat = 56
    static let rowSpacing: CGFloat = 12

    /// The settings' background: clear over the blur (the seed), a dark scrim when the lock screen
    /// does not blur (white text over the light widget cards could not be read).
    var backdropColor: UIColor = .clear
    /// Called after the settings were dismissed by one of their rows (the lock screen fades its blur out).
    var didDismiss: (() -> Void)?
    /// The option rows, in `options` order.
    private(set) var rows: [UIButton] = []
    private let titleLabel = UILabel()

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Settings"
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = backdropColor
        titleLabel.text = "Settings"
        titleLabel.font = .boldSystemFont(ofSize: 34)
        titleLabel.textColor = Palette.title
        titleLabel.textAlignment = .center
        view.addSubview(titleLabel)
        for option in Self.options {
            let row = UIButton(type: .custom)
            row.setTitle(option, for: .normal)
            row.setTitleColor(Palette.title, for: .normal)
            row.titleLabel?.font = .systemFont(ofSize: 20)
            row.backgroundColor = UIColor(white: 1, alpha: 0.16)
            row.layer.cornerRadius = 14
            row.addAction(UIAction { [weak self] _ in self?.optionChosen() }, for: .touchUpInside)
            view.addSubview(row)
            rows.append(row)
        }
    }

    /// The frame of row `index` in a view of `size`.
    static func rowFrame(at index: Int, in size: CGSize) -> CGRect {
        let width = min(size.width - 80, 420)
        let total = CGFloat(options.count) * rowHeight + CGFloat(options.count - 1) * rowSpacing
        let top = max(120, (size.height - total) / 2 + 30)
        return CGRect(x: ((size.width - width) / 2).rounded(), y: (top + CGFloat(index) * (rowHeight + rowSpacing)).rounded(),
                      width: width, height: rowHeight)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = view.bounds.size
        let firstRow = Self.rowFrame(at: 0, in: size)
        titleLabel.frame = CGRect(x: 0, y: firstRow.minY - 76, width: size.width, height: 44)
        for (index, row) in rows.enumerated() { row.frame = Self.rowFrame(at: index, in: size) }
    }

    /// The seed: tapping any option dismisses the settings, then `didDismiss` runs.
    func optionChosen() {
        guard presentingViewController != nil, !isBeingPresented, !isBeingDismissed else { return }
        dismiss(animated: true)
        didDismiss?()
    }
}
