import Foundation
import TransitionKit

/// The zoom scene's grid: 30 numbered, coloured cells in a scroll view, laid out in as many
/// columns of 160 pt as fit, below the navigation bar. A click on a cell calls `onSelect`.
@MainActor
final class ZoomSceneGridViewController: UIViewController {
    /// The number of cells.
    static let cellCount = 30
    /// A cell's side and the gap between cells.
    static let cellSide: CGFloat = 160, gap: CGFloat = 24

    let scrollView = UIScrollView()
    private(set) var cells: [UIView] = []
    /// Called with the index of a clicked cell.
    var onSelect: ((Int) -> Void)?

    /// The colour of cell `index`.
    static func color(ofCell index: Int) -> UIColor { Palette.screens[index % Palette.screens.count].color }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Zoom"
        view.backgroundColor = Palette.background
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(scrollView)
        for index in 0..<Self.cellCount {
            let cell = UIView()
            cell.backgroundColor = Self.color(ofCell: index)
            cell.layer.cornerRadius = 16
            let label = Palette.panelLabel("\(index + 1)", size: 40, bold: true, color: Palette.darkScreenText)
            label.textAlignment = .center
            label.frame = CGRect(x: 0, y: 0, width: Self.cellSide, height: Self.cellSide)
            cell.addSubview(label)
            scrollView.addSubview(cell)
            cells.append(cell)
        }
        let tap = UITapGestureRecognizer()
        tap.addTarget { [weak self] tap in self?.tapped(tap) }
        scrollView.addGestureRecognizer(tap)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let (side, gap) = (Self.cellSide, Self.gap)
        let width = view.bounds.width
        let columns = max(1, Int((width - gap) / (side + gap)))
        let left = (width - CGFloat(columns) * side - CGFloat(columns - 1) * gap) / 2
        let top = gap  // the scroll view's adjusted content inset keeps the grid below the bar
        for (index, cell) in cells.enumerated() {
            cell.frame = CGRect(x: left + CGFloat(index % columns) * (side + gap),
                                y: top + CGFloat(index / columns) * (side + gap), width: side, height: side)
        }
        let rows = (cells.count + columns - 1) / columns
        scrollView.contentSize = CGSize(width: width, height: top + CGFloat(rows) * (side + gap))
    }

    private func tapped(_ tap: UITapGestureRecognizer) {
        let point = tap.location(in: scrollView)
        if let index = cells.firstIndex(where: { $0.frame.contains(point) }) { onSelect?(index) }
    }
}
