import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

// Self-sizing items: a non-zero `estimatedItemSize` (or `UICollectionViewFlowLayout.automaticSize`)
// "causes the collection view to query each cell for its actual size using the cell's
// preferredLayoutAttributesFitting(_:) method"; "cells that aren't onscreen are assumed to be
// the estimated height" (Apple, UICollectionViewFlowLayout.estimatedItemSize). Compositional
// `.estimated` dimensions work the same way for heights (Apple, NSCollectionLayoutDimension.estimated).
@Suite("UICollectionView: self-sizing items from Auto Layout")
@MainActor
struct UICollectionViewSelfSizingTests {
    private func makeBarGrid(_ model: BarGridModel, layout: UICollectionViewLayout) -> (UIWindow, UICollectionView) {
        let (window, _) = makeTestWindow(width: 400, height: 300)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: layout)
        grid.register(BarCollectionCell.self, forCellWithReuseIdentifier: "bar")
        grid.dataSource = model
        window.addSubview(grid)
        grid.layoutIfNeeded()
        return (window, grid)
    }

    @Test("Flow layout, automaticSize: cells of 50x30, 100x40, 150x20 (bar + 10) in one line, 10 pt apart, centred in the 40 pt line")
    func flowAutomaticSize() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let model = BarGridModel([CGSize(width: 40, height: 20), CGSize(width: 90, height: 30), CGSize(width: 140, height: 10)])
        let (window, grid) = makeBarGrid(model, layout: layout)
        #expect(grid.window === window)
        let frames = grid.visibleCells.map(\.frame)
        #expect(frames == [CGRect(x: 0, y: 5, width: 50, height: 30), CGRect(x: 60, y: 0, width: 100, height: 40),
                           CGRect(x: 170, y: 10, width: 150, height: 20)])
        #expect(grid.contentSize == CGSize(width: 400, height: 40))
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == frames[1])
    }

    @Test("Flow layout, 100x100 estimates: the six lines meeting the screen are measured at 40 pt, the other 28 keep 100 pt")
    func flowEstimatesOffScreen() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 100, height: 100)
        let model = BarGridModel(Array(repeating: CGSize(width: 90, height: 30), count: 100))
        let (window, grid) = makeBarGrid(model, layout: layout)
        #expect(grid.window === window)
        // Lines of three 100 pt items, spread 50 pt apart; line 6 starts at 300, where the visible
        // area ends: touching its edge is not meeting it (Core Graphics' `intersects`, which
        // UIKit's visible items follow; Linux Foundation's counts touching rects as meeting).
        #expect(grid.indexPathsForVisibleItems.count == 18)
        #expect(grid.cellForItem(at: IndexPath(item: 17, section: 0))?.frame == CGRect(x: 300, y: 250, width: 100, height: 40))
        #expect(grid.contentSize.height == 3370, "6 x 40 + 28 x 100 + 33 x 10")
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 21, section: 0))?.frame == CGRect(x: 0, y: 410, width: 100, height: 100))
        grid.contentOffset = CGPoint(x: 0, y: 200)
        grid.layoutIfNeeded()
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 21, section: 0))?.frame == CGRect(x: 0, y: 350, width: 100, height: 40))
        #expect(grid.contentSize.height == 3130, "10 x 40 + 24 x 100 + 33 x 10")
        #expect(grid.numberOfCreatedCells == 18, "lines 4-9 on screen: lines 0-3 were recycled into lines 6-9")
    }

    @Test("Compositional list with .estimated(44) heights: rows of 30, 50, 70 pt (bar + 10) at full width")
    func compositionalEstimatedHeights() {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 4
        let model = BarGridModel([CGSize(width: 10, height: 20), CGSize(width: 10, height: 40), CGSize(width: 10, height: 60)])
        let (window, grid) = makeBarGrid(model, layout: UICollectionViewCompositionalLayout(section: section))
        #expect(grid.window === window)
        #expect(grid.visibleCells.map(\.frame) == [CGRect(x: 0, y: 0, width: 400, height: 30), CGRect(x: 0, y: 34, width: 400, height: 50),
                                                    CGRect(x: 0, y: 88, width: 400, height: 70)])
        #expect(grid.contentSize.height == 158)
        // A batch update keeps the measured sizes of the items that stay.
        grid.performBatchUpdates({
            model.barSizes.remove(at: 0)
            grid.deleteItems(at: [IndexPath(item: 0, section: 0)])
        })
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 54, width: 400, height: 70))
    }
}
