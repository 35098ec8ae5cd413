import Foundation
import TransitionKit
import TransitionKitTestSupport

/// A grid of 100 x 100 cells in a scroll view, three to a row, 125 pt apart, starting at (25, 100).
@MainActor
final class ZoomGridViewController: NamedViewController {
    let scrollView = UIScrollView()
    private(set) var cells: [UIView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // The cells are placed in window points (their content offset stays 0 under the bar).
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: 400, height: 100 + 125 * 20)
        view.addSubview(scrollView)
        for index in 0..<60 {
            let cell = UIView(frame: CGRect(x: 25 + CGFloat(index % 3) * 125, y: 100 + CGFloat(index / 3) * 125, width: 100, height: 100))
            cell.backgroundColor = .systemBlue
            scrollView.addSubview(cell)
            cells.append(cell)
        }
    }
}

/// A stack Grid > (nothing yet) in a 400 x 600 window, settled, and a detail controller that
/// zooms from the cell `cellIndex()` names (nil: no source view).
@MainActor
struct ZoomWorld {
    let harness: TransitionHarness
    let navigation: UINavigationController
    let grid: ZoomGridViewController
    let detail: NamedViewController
    /// Every call of the source view provider: (source controller, zoomed controller).
    let providerCalls = ProviderCalls()

    final class ProviderCalls {
        var entries: [(source: UIViewController, zoomed: UIViewController)] = []
    }

    init(options: UIViewController.Transition.ZoomOptions? = nil, cellIndex: @escaping () -> Int? = { 4 }) {
        grid = ZoomGridViewController("Grid")
        navigation = UINavigationController(rootViewController: grid)
        harness = TransitionHarness(root: navigation)
        harness.settle()
        detail = NamedViewController("Detail")
        let grid = grid, calls = providerCalls
        detail.preferredTransition = .zoom(options: options) { context in
            calls.entries.append((context.sourceViewController, context.zoomedViewController))
            return cellIndex().map { grid.cells[$0] }
        }
        harness.clearLog()
    }

    /// Pushes the detail and lets the zoom finish.
    func pushDetail() {
        navigation.pushViewController(detail, animated: true)
        harness.settle()
    }

    /// The window frame of `view` as drawn now.
    func drawnFrame(_ view: UIView) -> CGRect { view.presentationFrameInWindow }
}

extension CGRect {
    /// Whether every edge is within `tolerance` of `other`'s.
    func isClose(to other: CGRect, within tolerance: CGFloat = 0.01) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}
