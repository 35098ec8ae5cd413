import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// A reorderable grid controller as Xcode's template plus `moveItemAt` writes it.
private final class ReorderController: UICollectionViewController {
    var items = [0, 1, 2, 3, 4]
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.tag = items[indexPath.item]
        return cell
    }
    override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
}

/// The same controller without `moveItemAt`.
private final class FixedController: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
}

@Suite("UICollectionViewController: the standard gesture for moving items")
@MainActor
struct UICollectionViewControllerMovementTests {
    private func longPressDrag(from start: CGPoint, to end: CGPoint, in window: UIWindow, _ clock: AnimationClock) {
        window.send(.mouseDown(start))
        clock.advance(by: 0.6)
        window.send(.mouseMove(CGPoint(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2)))
        clock.advance(by: 0.05)
        window.send(.mouseMove(end))
        clock.advance(by: 0.05)
        window.send(.mouseUp(end))
        clock.advance(by: 0.5)
    }

    @Test("A long press and drag moves an item and tells the controller")
    func longPressMoves() {
        let controller = ReorderController(collectionViewLayout: makeFlowLayout())
        let (window, clock) = makeTestWindow(width: 400, height: 600, root: controller)
        window.layoutIfNeeded()
        longPressDrag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 350, y: 50), in: window, clock)
        #expect(controller.items == [1, 2, 0, 3, 4])
        #expect(controller.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.tag == 0)
        #expect(controller.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 300)
    }

    @Test("Without moveItemAt, or with the standard gesture off, a long press moves nothing")
    func noMoves() {
        let fixed = FixedController(collectionViewLayout: makeFlowLayout())
        let (window, clock) = makeTestWindow(width: 400, height: 600, root: fixed)
        window.layoutIfNeeded()
        let before = fixed.collectionView.visibleCells.map(\.frame)
        longPressDrag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 350, y: 50), in: window, clock)
        #expect(fixed.collectionView.visibleCells.map(\.frame) == before)

        let reorder = ReorderController(collectionViewLayout: makeFlowLayout())
        reorder.installsStandardGestureForInteractiveMovement = false
        window.rootViewController = reorder
        window.layoutIfNeeded()
        longPressDrag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 350, y: 50), in: window, clock)
        #expect(reorder.items == [0, 1, 2, 3, 4])
    }
}
