import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

@Suite("UICollectionViewCompositionalLayout: frames for known inputs")
@MainActor
struct UICollectionViewCompositionalLayoutTests {
    @Test("A photo grid: thirds of the width, square groups, 2 pt item insets, 10 pt section insets")
    func photoGrid() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let model = GridModel(items: 7)
        let (window, _, grid) = makeGrid(model, layout: UICollectionViewCompositionalLayout(section: section),
                                         size: CGSize(width: 390, height: 300))
        #expect(grid.window === window)
        // The section is 370 wide: groups 370 x 123.33, items 123.33 square less 2 pt all round.
        let third = 370.0 / 3
        func frame(_ item: Int) -> CGRect { grid.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame }
        #expect(isClose(frame(0).minX, 12) && isClose(frame(0).minY, 12) && isClose(frame(0).width, third - 4))
        #expect(isClose(frame(2).minX, 10 + 2 * third + 2))
        #expect(isClose(frame(4).minY, 10 + third + 2) && isClose(frame(4).minX, 10 + third + 2))
        #expect(isClose(frame(6).minY, 10 + 2 * third + 2) && isClose(frame(6).minX, 12))
        #expect(isClose(grid.contentSize.height, 20 + 3 * third))
        #expect(grid.visibleCells.count == 7)
    }

    @Test("Repeating groups share the width; nested vertical groups; inter-group and inter-item spacing")
    func nestedGroups() {
        let tall = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)), repeatingSubitem: small, count: 2)
        column.interItemSpacing = .fixed(10)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(210)), subitems: [tall, column])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 20
        let model = GridModel(items: 5)
        let (window, _, grid) = makeGrid(model, layout: UICollectionViewCompositionalLayout(section: section))
        #expect(grid.window === window)
        func frame(_ item: Int) -> CGRect? { grid.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame }
        #expect(frame(0) == CGRect(x: 0, y: 0, width: 200, height: 210))
        #expect(frame(1) == CGRect(x: 200, y: 0, width: 200, height: 100))
        #expect(frame(2) == CGRect(x: 200, y: 110, width: 200, height: 100))
        #expect(frame(3) == CGRect(x: 0, y: 230, width: 200, height: 210))
        #expect(frame(4) == CGRect(x: 200, y: 230, width: 200, height: 100))
        #expect(grid.contentSize.height == 440)
    }

    /// UIKit asks the layout `shouldInvalidateLayout(forBoundsChange:)` whenever the collection
    /// view's bounds change, "including changes to the size" (UICollectionViewLayout,
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/shouldinvalidatelayout(forboundschange:));
    /// setting the frame changes the bounds' size too.
    @Test("A new frame size re-lays the items out, as a new bounds size does")
    func frameChangeInvalidates() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        let (_, _, grid) = makeGrid(GridModel(items: 4), layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 200, y: 0, width: 200, height: 50))
        grid.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        grid.layoutIfNeeded()
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 150, y: 0, width: 150, height: 50))
        #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 150, y: 0, width: 150, height: 50))
    }

    @Test("Flexible inter-item spacing spreads items that do not fill their group; fixed spacing keeps them packed")
    func flexibleSpacing() {
        func frames(_ spacing: NSCollectionLayoutSpacing) -> [CGFloat] {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(80), heightDimension: .absolute(80)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), repeatingSubitem: item, count: 3)
            group.interItemSpacing = spacing
            let model = GridModel(items: 3)
            let (window, _, grid) = makeGrid(model, layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
            defer { withExtendedLifetime(window) {} }
            return (0..<3).compactMap { grid.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.minX }
        }
        // Three repeated items share the 400 pt group: (400 - 2 x 10) / 3 each, so nothing is spare.
        #expect(frames(.fixed(10)).map { ($0 * 100).rounded() / 100 } == [0, 136.67, 273.33])
        let free = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(80), heightDimension: .absolute(80)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitems: [free, free, free])
        group.interItemSpacing = .flexible(10)
        let model = GridModel(items: 3)
        let (window, _, grid) = makeGrid(model, layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        defer { withExtendedLifetime(window) {} }
        // 80 pt items repeat while they fit: four (80 x 4 + 30 = 350); the 50 pt spare is shared: gaps of 26.67.
        let xs = (0..<3).compactMap { grid.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.minX }
        #expect(xs.map { ($0 * 100).rounded() / 100 } == [0, 106.67, 213.33])
        group.interItemSpacing = .fixed(10)
        grid.collectionViewLayout.invalidateLayout()
        grid.layoutIfNeeded()
        #expect((0..<3).compactMap { grid.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.minX } == [0, 90, 180])
    }
}

@Suite("NSCollectionLayoutSection: visibleItemsInvalidationHandler")
@MainActor
struct CompositionalVisibleItemsTests {
    @Test("A sideways carousel scales its items by their distance from the centre as it scrolls")
    func carouselScaling() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(200), heightDimension: .absolute(200)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        var offsets: [CGFloat] = []
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            offsets.append(offset.x)
            let centre = offset.x + environment.container.contentSize.width / 2
            for item in items {
                let distance = abs(item.center.x - centre)
                let scale = max(0.5, 1 - distance / environment.container.contentSize.width)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
                item.alpha = scale
            }
        }
        let model = GridModel(items: 6)
        let (window, _, grid) = makeGrid(model, layout: UICollectionViewCompositionalLayout(section: section))
        defer { withExtendedLifetime(window) {} }
        // The view is 400 wide: item 0 is centred at 100, item 1 at 300; the centre is 200.
        let first = try #require(grid.visibleCells.first { $0.tag == 0 })
        #expect(first.transform.a == 0.75 && first.alpha == 0.75)
        #expect(offsets.last == 0)
        let scroller = try #require(first.superview as? UIScrollView)
        scroller.contentOffset = CGPoint(x: 100, y: 0)
        grid.layoutIfNeeded()
        #expect(offsets.last == 100)
        let second = try #require(grid.visibleCells.first { $0.tag == 1 })
        #expect(second.transform.a == 1 && first.transform.a == 0.5 && first.alpha == 0.5, "item 1 is centred now")
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.transform == .identity, "the layout's own attributes are untouched")
    }
}
