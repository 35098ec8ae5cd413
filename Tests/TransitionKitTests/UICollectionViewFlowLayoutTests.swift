import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

@Suite("UICollectionViewFlowLayout: frames for known inputs")
@MainActor
struct UICollectionViewFlowLayoutTests {
    private func frame(_ grid: UICollectionView, _ item: Int, section: Int = 0) -> CGRect? {
        grid.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test("UIKit's defaults: itemSize 50 x 50, spacings 10, no inset, vertical, no headers or footers")
    func defaults() {
        // UICollectionViewFlowLayout documentation: itemSize (50, 50), minimumLineSpacing 10,
        // minimumInteritemSpacing 10, sectionInset zero, header/footer reference sizes zero.
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero && layout.scrollDirection == .vertical)
        #expect(layout.headerReferenceSize == .zero && layout.footerReferenceSize == .zero)
    }

    @Test("Vertical, 100 pt items, 10 pt insets, 400 wide: 3 a line spread 40 pt apart; the last lines keep the columns")
    func verticalGrid() {
        let layout = makeFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let model = GridModel(items: 11)
        let (window, _, grid) = makeGrid(model, layout: layout)
        #expect(grid.window === window)
        #expect(frame(grid, 0) == CGRect(x: 10, y: 10, width: 100, height: 100))
        #expect(frame(grid, 1) == CGRect(x: 150, y: 10, width: 100, height: 100))
        #expect(frame(grid, 2) == CGRect(x: 290, y: 10, width: 100, height: 100))
        #expect(frame(grid, 4) == CGRect(x: 150, y: 120, width: 100, height: 100))
        #expect(frame(grid, 9) == CGRect(x: 10, y: 340, width: 100, height: 100))
        #expect(frame(grid, 10) == CGRect(x: 150, y: 340, width: 100, height: 100))
        #expect(grid.contentSize == CGSize(width: 400, height: 450))
        #expect(layout.collectionViewContentSize == CGSize(width: 400, height: 450))
    }

    @Test("Headers and footers: full width, before the inset and after it; the next section follows")
    func headersAndFooters() {
        let layout = makeFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        layout.sectionInset = UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
        let model = GridModel([["0", "1"], ["2"]])
        let (window, _, grid) = makeGrid(model, layout: layout)
        #expect(grid.window === window)
        let header = layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(frame(grid, 0) == CGRect(x: 0, y: 35, width: 100, height: 100))
        #expect(frame(grid, 1) == CGRect(x: 110, y: 35, width: 100, height: 100), "a section's only line keeps the minimum spacing")
        #expect(header?.frame == CGRect(x: 0, y: 160, width: 400, height: 30))
        #expect(frame(grid, 0, section: 1) == CGRect(x: 0, y: 195, width: 100, height: 100))
        #expect(grid.contentSize.height == 320)
    }

    @Test("Horizontal, 300 high: 2 items a column 100 pt apart, columns 110 pt apart")
    func horizontal() {
        let layout = makeFlowLayout()
        layout.scrollDirection = .horizontal
        let model = GridModel(items: 5)
        let (window, _, grid) = makeGrid(model, layout: layout)
        #expect(grid.window === window)
        #expect(frame(grid, 1) == CGRect(x: 0, y: 200, width: 100, height: 100))
        #expect(frame(grid, 2) == CGRect(x: 110, y: 0, width: 100, height: 100))
        #expect(frame(grid, 4) == CGRect(x: 220, y: 0, width: 100, height: 100))
        #expect(grid.contentSize == CGSize(width: 320, height: 300))
    }

    @Test("sizeForItemAt from the delegate: a short item is centred in its line")
    func delegateSizes() {
        let model = GridModel(items: 3)
        model.sizes[IndexPath(item: 1, section: 0)] = CGSize(width: 100, height: 40)
        let (window, _, grid) = makeGrid(model)
        #expect(grid.window === window)
        #expect(frame(grid, 1) == CGRect(x: 110, y: 30, width: 100, height: 40))
        #expect(grid.indexPathForItem(at: CGPoint(x: 160, y: 50)) == IndexPath(item: 1, section: 0))
        #expect(grid.indexPathForItem(at: CGPoint(x: 160, y: 10)) == nil, "above the short item")
    }
}
