import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// A grid of numbered items that takes moves, as a reorderable photo grid's data source does.
@MainActor
private final class ReorderableGrid: UICollectionViewDataSource, UICollectionViewDelegate {
    var items: [[Int]]
    var moves: [String] = []
    var keepsSections = false
    init(_ items: [[Int]]) { self.items = items }
    func numberOfSections(in collectionView: UICollectionView) -> Int { items.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items[section].count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.tag = items[indexPath.section][indexPath.item]
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard sourceIndexPath != destinationIndexPath else { return }
        moves.append("\(sourceIndexPath.section).\(sourceIndexPath.item)->\(destinationIndexPath.section).\(destinationIndexPath.item)")
        let item = items[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        items[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
    }
    func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        keepsSections && proposedIndexPath.section != originalIndexPath.section ? currentIndexPath : proposedIndexPath
    }
}

@Suite("UICollectionView: moving items interactively")
@MainActor
struct UICollectionViewInteractiveMovementTests {
    /// 100 pt items three to a 400 pt row (x 0, 150, 300; rows 110 pt apart).
    private func makeReorderable(_ items: [[Int]]) -> (UIWindow, AnimationClock, UICollectionView, ReorderableGrid) {
        let (window, clock) = makeTestWindow(width: 400, height: 300)
        let source = ReorderableGrid(items)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: makeFlowLayout())
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        grid.dataSource = source
        grid.delegate = source
        window.addSubview(grid)
        grid.layoutIfNeeded()
        return (window, clock, grid, source)
    }

    private func cell(showing tag: Int, in grid: UICollectionView) -> UICollectionViewCell? {
        grid.visibleCells.first { $0.tag == tag }
    }

    @Test("The cell follows the finger, the others make room, and the end tells the data source")
    func moveWithinSection() {
        let (window, clock, grid, source) = makeReorderable([[0, 1, 2, 3, 4]])
        defer { withExtendedLifetime(window) {} }
        #expect(grid.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(!grid.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)), "one movement at a time")
        grid.updateInteractiveMovementTargetPosition(CGPoint(x: 350, y: 50))   // over item 2
        #expect(cell(showing: 0, in: grid)?.center == CGPoint(x: 350, y: 50))
        clock.advance(by: 0.3)
        #expect(cell(showing: 1, in: grid)?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(cell(showing: 2, in: grid)?.frame == CGRect(x: 150, y: 0, width: 100, height: 100))
        #expect(source.moves.isEmpty, "the data source hears of the move only at the end")
        grid.updateInteractiveMovementTargetPosition(CGPoint(x: 330, y: 30))
        #expect(cell(showing: 0, in: grid)?.center == CGPoint(x: 330, y: 30))
        grid.endInteractiveMovement()
        clock.advance(by: 0.3)
        #expect(source.moves == ["0.0->0.2"] && source.items == [[1, 2, 0, 3, 4]])
        #expect(cell(showing: 0, in: grid)?.frame == CGRect(x: 300, y: 0, width: 100, height: 100))
        #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0))?.tag == 1)
        #expect(grid.cellForItem(at: IndexPath(item: 2, section: 0))?.tag == 0)
    }

    @Test("Cancelling puts every item back and leaves the data alone")
    func cancel() {
        let (window, clock, grid, source) = makeReorderable([[0, 1, 2, 3, 4]])
        defer { withExtendedLifetime(window) {} }
        grid.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0))
        grid.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 160))   // over item 3
        clock.advance(by: 0.3)
        #expect(cell(showing: 3, in: grid)?.frame.minX == 300, "item 3 moved up to make room")
        grid.cancelInteractiveMovement()
        clock.advance(by: 0.3)
        #expect(source.moves.isEmpty && source.items == [[0, 1, 2, 3, 4]])
        for tag in 0...4 {
            #expect(grid.cellForItem(at: IndexPath(item: tag, section: 0))?.tag == tag)
            #expect(cell(showing: tag, in: grid)?.frame == grid.layoutAttributesForItem(at: IndexPath(item: tag, section: 0))?.frame)
        }
    }

    @Test("A move into another section changes both counts; the delegate can keep items in their section")
    func acrossSections() {
        let (window, clock, grid, source) = makeReorderable([[0, 1], [2, 3]])
        defer { withExtendedLifetime(window) {} }
        grid.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
        let target = grid.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))!.center
        grid.updateInteractiveMovementTargetPosition(target)
        #expect(grid.numberOfItems(inSection: 0) == 1 && grid.numberOfItems(inSection: 1) == 3)
        grid.endInteractiveMovement()
        clock.advance(by: 0.3)
        #expect(source.items == [[1], [2, 0, 3]])
        source.keepsSections = true
        grid.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
        grid.updateInteractiveMovementTargetPosition(grid.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))!.center)
        grid.endInteractiveMovement()
        #expect(source.items == [[1], [2, 0, 3]] && source.moves.count == 1, "the delegate kept it where it was")
    }

    @Test("Without moveItemAt the data source refuses moves, and asking leaves its data unchanged")
    func notMovable() {
        let model = GridModel(items: 4)
        let (window, _, grid) = makeGrid(model)
        defer { withExtendedLifetime(window) {} }
        #expect(!grid.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(model.sections == [["0", "1", "2", "3"]])
        #expect(!grid.beginInteractiveMovementForItem(at: IndexPath(item: 9, section: 0)), "no such item")
    }

    @Test("A batch update during a movement cancels it first, with a Diagnostic")
    func updateCancels() {
        let (window, clock, grid, source) = makeReorderable([[0, 1, 2]])
        defer { withExtendedLifetime(window) {} }
        grid.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
        grid.updateInteractiveMovementTargetPosition(CGPoint(x: 350, y: 50))
        source.items[0].append(3)
        grid.insertItems(at: [IndexPath(item: 3, section: 0)])
        clock.advance(by: 0.5)
        #expect(window.diagnostics.contains { $0.code == .listInconsistentUpdate && $0.message.contains("moved interactively") })
        #expect(source.moves.isEmpty && grid.numberOfItems(inSection: 0) == 4)
        #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0))?.tag == 0)
    }
}
