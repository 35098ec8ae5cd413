import Foundation
import TransitionKit

/// The zoom scene's detail: a large swatch in the cell's colour at the top (the rect that lines
/// up with the cell during the zoom), the cell's number and a hint below.
@MainActor
final class ZoomSceneDetailViewController: UIViewController {
    let cellIndex: Int
    let swatch = UIView()
    private let caption = Palette.panelLabel(size: 28, bold: true)
    private let hint = Palette.panelLabel(size: 16, color: Palette.caption)

    init(cellIndex: Int, hint: String) {
        self.cellIndex = cellIndex
        super.init(nibName: nil, bundle: nil)
        title = "Cell \(cellIndex + 1)"
        self.hint.text = hint
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Palette.background
        swatch.backgroundColor = ZoomSceneGridViewController.color(ofCell: cellIndex)
        caption.text = "Cell \(cellIndex + 1)"
        caption.textAlignment = .center
        hint.textAlignment = .center
        hint.numberOfLines = 2
        for subview in [swatch, caption, hint] { view.addSubview(subview) }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        let side = min(bounds.width - 48, bounds.height * 0.6)
        swatch.frame = CGRect(x: (bounds.width - side) / 2, y: max(view.safeAreaInsets.top, 24), width: side, height: side)
        caption.frame = CGRect(x: 24, y: swatch.frame.maxY + 24, width: bounds.width - 48, height: 36)
        hint.frame = CGRect(x: 24, y: caption.frame.maxY + 12, width: bounds.width - 48, height: 44)
    }
}
