import Foundation
import TransitionKit

/// The content of one sheet in the `sheets` scene: a title, a line of state, and a scrolling
/// list of rows (a `UIScrollView`) that shares the drag with the sheet.
@MainActor
final class SheetsSceneListViewController: UIViewController {
    /// The number of rows in the list.
    static let rowCount = 30
    /// A row's height, in points.
    static let rowHeight: CGFloat = 56
    /// The height of the header above the list.
    static let headerHeight: CGFloat = 92

    /// The sheet's level in the stack (1 for the first sheet).
    let level: Int
    /// The list.
    let scrollView = UIScrollView()
    private let titleLabel = UILabel()
    private var rows: [UIView] = []
    /// The line under the title (detent, modal state).
    let stateLabel = UILabel()

    /// Creates sheet number `level`.
    init(level: Int) {
        self.level = level
        super.init(nibName: nil, bundle: nil)
        title = "Sheet \(level)"
    }

    required init?(coder: NSCoder) { return nil }

    override func loadView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        view.backgroundColor = level % 2 == 1 ? UIColor(rgb: 0xF2F4F8) : UIColor(rgb: 0xE3F2E8)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        titleLabel.text = title
        titleLabel.font = .boldSystemFont(ofSize: 28)
        titleLabel.textColor = Palette.darkScreenText
        stateLabel.font = .systemFont(ofSize: 15)
        stateLabel.textColor = UIColor(rgb: 0x5A6070)
        view.addSubview(titleLabel)
        view.addSubview(stateLabel)
        scrollView.alwaysBounceVertical = true
        scrollView.clipsToBounds = true
        rows = (0..<Self.rowCount).map(makeRow)
        for row in rows { scrollView.addSubview(row) }
        view.addSubview(scrollView)
        self.view = view
    }

    private func makeRow(_ index: Int) -> UIView {
        let row = UIView(frame: CGRect(x: 16, y: CGFloat(index) * Self.rowHeight, width: 992, height: Self.rowHeight - 6))
        row.backgroundColor = Palette.cards[index % Palette.cards.count]
        row.layer.cornerRadius = 10
        row.autoresizingMask = [.flexibleWidth]
        let label = UILabel(frame: CGRect(x: 16, y: 0, width: 400, height: Self.rowHeight - 6))
        label.text = "Row \(index + 1)"
        label.font = .systemFont(ofSize: 18)
        label.textColor = .white
        row.addSubview(label)
        return row
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        titleLabel.frame = CGRect(x: 24, y: 22, width: bounds.width - 48, height: 34)
        stateLabel.frame = CGRect(x: 24, y: 58, width: bounds.width - 48, height: 22)
        scrollView.frame = CGRect(x: 0, y: Self.headerHeight, width: bounds.width, height: max(bounds.height - Self.headerHeight, 0))
        scrollView.contentSize = CGSize(width: bounds.width, height: CGFloat(Self.rowCount) * Self.rowHeight)
        for row in rows { row.frame.size.width = bounds.width - 32 }
    }
}
