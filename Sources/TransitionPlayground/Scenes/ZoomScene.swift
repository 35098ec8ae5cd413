import Foundation
import TransitionCatalog
import TransitionKit

/// The iOS 18 zoom transition next to seed 003's hand-written zoom: a grid of coloured cells in
/// a navigation controller; a click (or Enter) opens a cell's detail.
///
/// - Key 1: the detail is pushed with `preferredTransition = .zoom(options:sourceViewProvider:)`,
///   its swatch lined up with the cell (`alignmentRectProvider`). Drag down anywhere in the
///   detail (or pinch in) to dismiss it interactively: it follows the pointer and shrinks; a
///   release past a quarter of the way (projected) zooms it back into the cell, else it springs
///   back. Backspace pops, asking the provider again for the cell.
/// - Key 2: the detail is presented with seed 003's `ZoomAnimator` (`.custom`, the cell's frame
///   as `modalCollapsedFrame`); Backspace dismisses it. No interactive dismissal: the seed's own
///   pinch is the `photos` scene's.
/// - Drag or wheel over the grid: it scrolls; the pop still lands on the cell where it is now.
@MainActor
final class ZoomScene: Scene {
    let name = "zoom"
    let title = "Zoom transition"
    let summary = "iOS 18 preferredTransition = .zoom from a grid, dragged down to close; key 2: seed 003's ZoomAnimator"
    let animatorNames = ["zoom (iOS 18)", "zoom (seed 003)"]
    let gestures = [
        SceneGesture(input: "click a cell", action: "zoom into its detail"),
        SceneGesture(input: "drag down", action: "close the detail (key 1)"),
        SceneGesture(input: "pinch", action: "close the detail (key 1)"),
        SceneGesture(input: "wheel, drag", action: "scroll the grid"),
    ]
    var animatorIndex = 0

    static let hint = "drag down or pinch to close · Backspace: back"
    static let seedHint = "seed 003 ZoomAnimator · Backspace: back"

    private(set) var navigation: UINavigationController!
    private(set) var grid: ZoomSceneGridViewController!
    /// Seed 003's animator (key 2).
    let seedZoom = ZoomAnimator()
    /// The cell opened last (Enter opens it again).
    private(set) var selectedIndex = 0

    func makeRootViewController() -> UIViewController {
        let grid = ZoomSceneGridViewController()
        grid.onSelect = { [unowned self] index in _ = open(cell: index) }
        navigation = UINavigationController(rootViewController: grid)
        self.grid = grid
        return navigation
    }

    private var window: UIWindow? { navigation?.viewIfLoaded?.window }
    private var isIdle: Bool { !(window?.isTransitionInProgress ?? true) }

    /// The detail on screen, pushed or presented.
    var detail: ZoomSceneDetailViewController? {
        (grid?.presentedViewController ?? navigation?.topViewController) as? ZoomSceneDetailViewController
    }

    /// Opens cell `index` with the chosen zoom.
    func open(cell index: Int) -> Bool {
        guard let grid, isIdle, detail == nil, grid.cells.indices.contains(index) else { return false }
        selectedIndex = index
        if animatorIndex == 1 {
            let detail = ZoomSceneDetailViewController(cellIndex: index, hint: Self.seedHint)
            seedZoom.modalCollapsedFrame = grid.cells[index].convert(grid.cells[index].bounds, to: nil)
            detail.modalPresentationStyle = .custom
            detail.transitioningDelegate = seedZoom
            grid.present(detail, animated: true)
            return true
        }
        let detail = ZoomSceneDetailViewController(cellIndex: index, hint: Self.hint)
        let options = UIViewController.Transition.ZoomOptions()
        options.alignmentRectProvider = { context in
            guard let detail = context.zoomedViewController as? ZoomSceneDetailViewController else { return nil }
            return detail.swatch.frame
        }
        // Find the cell from the model's index each time: the grid may have scrolled.
        detail.preferredTransition = .zoom(options: options) { [weak grid] _ in grid?.cells[index] }
        navigation.pushViewController(detail, animated: true)
        return true
    }

    func forward() -> Bool { open(cell: selectedIndex) }

    /// Backspace or Esc: pops the zoomed detail, or dismisses the seed's.
    func back() -> Bool {
        guard let grid, let detail, isIdle else { return false }
        if detail.presentingViewController != nil {
            seedZoom.modalCollapsedFrame = grid.cells[detail.cellIndex].convert(grid.cells[detail.cellIndex].bounds, to: nil)
            detail.dismiss(animated: true)
        } else {
            navigation.popViewController(animated: true)
        }
        return true
    }
}
