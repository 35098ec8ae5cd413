import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

@Suite("UICollectionView: reuse, selection, batch updates, scrolling to items")
@MainActor
struct UICollectionViewTests {
    @Test("Scrolling 10,000 items creates at most 12 cells (4 lines of 3), each showing its item, recycled with prepareForReuse")
    func boundedCells() {
        let model = GridModel(items: 10_000)  // the collection view holds its data source weakly
        let layout = makeFlowLayout()
        let (window, _) = makeTestWindow(width: 400, height: 300)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: layout)
        grid.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "cell")
        grid.dataSource = model
        window.addSubview(grid)
        grid.layoutIfNeeded()
        CountingCollectionCell.reuseCount = 0
        #expect(isClose(grid.contentSize.height, 366_730, 1e-9), "3334 lines of 110 pt less the last spacing")
        var y: CGFloat = 0
        while y < grid.contentSize.height - 300 {
            y += 53
            grid.contentOffset = CGPoint(x: 0, y: y)
            grid.layoutIfNeeded()
            for cell in grid.visibleCells { #expect(cell.tag == grid.indexPath(for: cell)?.item) }
        }
        #expect(grid.indexPathsForVisibleItems.last == IndexPath(item: 9_999, section: 0))
        #expect(grid.numberOfCreatedCells <= 12, "\(grid.numberOfCreatedCells) cells")
        #expect(CountingCollectionCell.reuseCount > 9_900, "every item shown after the first screen reused a cell")
    }

    @Test("A tap selects: didHighlight, didUnhighlight, shouldSelect, the old item's didDeselect, didSelect")
    func tapSelection() {
        let model = GridModel(items: 9)
        let (window, clock, grid) = makeGrid(model)
        for point in [CGPoint(x: 50, y: 50), CGPoint(x: 200, y: 50)] {
            window.send(.mouseDown(point))
            #expect(grid.cellForItem(at: grid.indexPathForItem(at: point)!)?.isHighlighted == true)
            clock.advance(by: 0.05)
            window.send(.mouseUp(point))
            clock.advance(by: 0.05)
        }
        #expect(model.log == ["didHighlight 0", "didUnhighlight 0", "shouldSelect 0", "didSelect 0",
                              "didHighlight 1", "didUnhighlight 1", "shouldSelect 1", "didDeselect 0", "didSelect 1"])
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        grid.deselectItem(at: IndexPath(item: 1, section: 0), animated: false)
        #expect(grid.indexPathsForSelectedItems == nil)
    }

    @Test("Deleting item 0: item 1 slides from x 150 to 0 (75 at 0.15 s), item 0 fades; moves and inserts settle in 0.3 s")
    func batchUpdates() {
        let model = GridModel(items: 9)
        let (window, clock, grid) = makeGrid(model)
        #expect(grid.window === window)
        let deleted = grid.cellForItem(at: IndexPath(item: 0, section: 0))!
        let second = grid.cellForItem(at: IndexPath(item: 1, section: 0))!
        var finished: Bool?
        grid.performBatchUpdates({
            model.sections[0].remove(at: 0)
            grid.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }, completion: { finished = $0 })
        clock.advance(by: 0.15)
        #expect(isClose(second.layer.presentation()!.frame.minX, 75, 1e-6))
        #expect(abs(deleted.layer.presentation()!.opacity - 0.5) < 1e-6)
        clock.advance(by: 0.2)
        #expect(finished == true && deleted.superview == nil)
        #expect(second.frame.origin == .zero)
        model.sections[0].insert("42", at: 2)
        model.sections[0].swapAt(0, 1)
        grid.performBatchUpdates({
            grid.insertItems(at: [IndexPath(item: 2, section: 0)])
            grid.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
        })
        let inserted = grid.cellForItem(at: IndexPath(item: 2, section: 0))!
        #expect(inserted.tag == 42 && inserted.layer.presentation()!.opacity == 0)
        clock.advance(by: 0.35)
        #expect(inserted.layer.presentation()!.opacity == 1)
        #expect(grid.visibleCells.map(\.tag) == model.sections[0].compactMap { Int($0) })
        #expect(second.frame.origin == CGPoint(x: 150, y: 0))
    }

    @Test("scrollToItem puts the item at the top, centre or bottom; bad index paths are refused")
    func scrollToItem() {
        let model = GridModel(items: 300)
        let (window, _, grid) = makeGrid(model)
        grid.scrollToItem(at: IndexPath(item: 90, section: 0), at: .top, animated: false)
        #expect(grid.contentOffset.y == 3300)
        grid.scrollToItem(at: IndexPath(item: 90, section: 0), at: .centeredVertically, animated: false)
        #expect(grid.contentOffset.y == 3200)
        grid.scrollToItem(at: IndexPath(item: 90, section: 0), at: .bottom, animated: false)
        #expect(grid.contentOffset.y == 3100)
        grid.scrollToItem(at: IndexPath(item: 900, section: 0), at: .top, animated: false)
        grid.selectItem(at: IndexPath(item: 0, section: 3), animated: false, scrollPosition: .top)
        #expect(grid.contentOffset.y == 3100)
        #expect(window.diagnostics.filter { $0.code == .listInvalidIndexPath }.count == 2)
    }

    @Test("CellRegistration: cells of its class, configured by its handler, recycled like registered cells")
    func cellRegistration() {
        let (window, _) = makeTestWindow(width: 400, height: 300)
        let grid = UICollectionView(frame: window.bounds, collectionViewLayout: makeFlowLayout())
        window.addSubview(grid)
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, number in cell.tag = number * 10 }
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: grid) { grid, indexPath, number in
            grid.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(1...300))
        source.apply(snapshot, animatingDifferences: false)
        grid.layoutIfNeeded()
        #expect(grid.visibleCells.prefix(3).map(\.tag) == [10, 20, 30])
        grid.contentOffset = CGPoint(x: 0, y: 5000)
        #expect(grid.visibleCells.first?.tag == (5000 / 110 * 3 + 1) * 10)
        #expect(grid.numberOfCreatedCells <= 12 && window.diagnostics.isEmpty)
    }
}

/// A collection cell that counts `prepareForReuse` calls.
@MainActor
final class CountingCollectionCell: UICollectionViewCell {
    static var reuseCount = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        CountingCollectionCell.reuseCount += 1
    }
}
