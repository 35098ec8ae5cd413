import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// Zooms the presented view out of the selected cell's frame (in window coordinates), hiding
/// the cell while it runs, as photo-grid apps do.
@MainActor
private final class ZoomFromCellAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
    weak var grid: UICollectionView?
    var startFrame: CGRect = .zero
    var hiddenCell: UICollectionViewCell?

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let grid, let selected = grid.indexPathsForSelectedItems?.first, let cell = grid.cellForItem(at: selected),
              let detail = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        startFrame = grid.convert(cell.frame, to: nil)
        let finalFrame = transitionContext.finalFrame(for: detail)
        detail.view.frame = startFrame
        transitionContext.containerView.addSubview(detail.view)
        cell.isHidden = true
        hiddenCell = cell
        UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear], animations: {
            detail.view.frame = finalFrame
        }, completion: { _ in
            cell.isHidden = false
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { self }
}

@Suite("Transitions from cells")
@MainActor
struct CellTransitionTests {
    @Test("A tapped grid cell presents a detail from convert(cell.frame, to: nil); the cell hides during the zoom")
    func zoomFromCell() {
        let root = UIViewController()
        let model = GridModel(items: 30)
        let harness = TransitionHarness(root: root)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 100, width: 400, height: 500), collectionViewLayout: makeFlowLayout())
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        grid.dataSource = model
        grid.delegate = model
        root.view.addSubview(grid)
        grid.contentOffset = CGPoint(x: 0, y: 60)
        let animator = ZoomFromCellAnimator()
        animator.grid = grid
        let detail = UIViewController()
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = animator
        model.onSelect = { _ in root.present(detail, animated: true) }
        harness.settle()

        // Item 4 (second line, middle) is at (150, 110) in the grid's content: (150, 150) in the window.
        harness.window.send(.mouseDown(CGPoint(x: 200, y: 200)))
        harness.run(0.05)
        harness.window.send(.mouseUp(CGPoint(x: 200, y: 200)))
        harness.run(0.2)
        let cell = grid.cellForItem(at: IndexPath(item: 4, section: 0))
        #expect(animator.startFrame == CGRect(x: 150, y: 150, width: 100, height: 100))
        #expect(cell?.isHidden == true, "the cell is hidden while the detail grows out of it")
        let mid = detail.view.layer.presentation()!.frame
        #expect(mid.minX < 150 && mid.minX > 0 && mid.width > 100 && mid.width < 400, "\(mid)")
        harness.settle()
        #expect(cell?.isHidden == false)
        #expect(detail.view.frame == harness.window.bounds)
        #expect(root.presentedViewController === detail)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
}
