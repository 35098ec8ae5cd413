import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

// Supplementary items attached to items: "containerAnchor: the anchor that determines where the
// supplementary item is attached to its container"; a fractional offset is in fractions of the
// supplementary item's size (Apple, NSCollectionLayoutSupplementaryItem, NSCollectionLayoutAnchor).
// Decoration items: "background(elementKind:) creates a section background decoration item"
// (NSCollectionLayoutDecorationItem).
@Suite("NSCollectionLayoutSupplementaryItem and NSCollectionLayoutDecorationItem: badges and section backgrounds")
@MainActor
struct NSCollectionLayoutSupplementaryItemTests {
    /// A data source that hands out registered badge views.
    private final class BadgeModel: NSObject, UICollectionViewDataSource {
        let grid: GridModel
        init(_ grid: GridModel) { self.grid = grid }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            grid.collectionView(collectionView, numberOfItemsInSection: section)
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            grid.collectionView(collectionView, cellForItemAt: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
            view.tag = 1000 + indexPath.item
            return view
        }
    }

    private final class CardBackground: UICollectionReusableView {}

    private func quarterItem(_ supplementaryItems: [NSCollectionLayoutSupplementaryItem]) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
                                          supplementaryItems: supplementaryItems)
        return NSCollectionLayoutSection(group: NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item]))
    }

    private let badgeSize = NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))

    @Test("A badge on the top trailing corner, half its size out: each item's badge at its own index path, shown above the cell")
    func cornerBadge() throws {
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: badgeSize, elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
        let model = BadgeModel(GridModel(items: 4))
        let (window, _) = makeTestWindow(width: 400, height: 300)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 20, width: 400, height: 280),
                                    collectionViewLayout: UICollectionViewCompositionalLayout(section: quarterItem([badge])))
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        grid.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "badge")
        grid.dataSource = model
        window.addSubview(grid)
        grid.layoutIfNeeded()
        #expect(badge.zIndex == 1 && badge.itemAnchor == nil && badge.containerAnchor.isFractionalOffset)
        let layout = grid.collectionViewLayout
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 90, y: -10, width: 20, height: 20))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 2, section: 0))?.frame
                == CGRect(x: 290, y: -10, width: 20, height: 20))
        // The badge meets the visible area, so the collection view shows it, above the cells.
        let view = try #require(grid.supplementaryView(forElementKind: "badge", at: IndexPath(item: 2, section: 0)))
        #expect(view.tag == 1002 && view.frame == CGRect(x: 290, y: -10, width: 20, height: 20))
        let cell = try #require(grid.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(view.layer.zPosition == 1 && cell.layer.zPosition == 0, "z-index 1: drawn above the cells")
    }

    @Test("An item anchor puts the badge's own point on the container's: below the item, or centred on its top edge 5 pt down")
    func itemAnchorAndAbsoluteOffset() {
        let below = NSCollectionLayoutSupplementaryItem(layoutSize: badgeSize, elementKind: "below",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading]), itemAnchor: NSCollectionLayoutAnchor(edges: [.top, .leading]))
        let top = NSCollectionLayoutSupplementaryItem(layoutSize: badgeSize, elementKind: "top",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top], absoluteOffset: CGPoint(x: 0, y: 5)))
        let (window, _, grid) = makeGrid(GridModel(items: 2), layout: UICollectionViewCompositionalLayout(section: quarterItem([below, top])))
        _ = window
        let layout = grid.collectionViewLayout
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "below", at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 100, y: 100, width: 20, height: 20))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "top", at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 40, y: 5, width: 20, height: 20))
        #expect(top.containerAnchor.isAbsoluteOffset && top.containerAnchor.offset == CGPoint(x: 0, y: 5))
    }

    @Test("A group's supplementary item is anchored to the group and takes its first item's index path")
    func groupSupplementary() {
        let section = quarterItem([])
        section.group.supplementaryItems = [NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(4)), elementKind: "rule",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom]), itemAnchor: NSCollectionLayoutAnchor(edges: [.top]))]
        let (window, _, grid) = makeGrid(GridModel(items: 6), layout: UICollectionViewCompositionalLayout(section: section))
        _ = window
        #expect(grid.collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: "rule", at: IndexPath(item: 4, section: 0))?.frame
                == CGRect(x: 0, y: 200, width: 400, height: 4))
        #expect(grid.collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: "rule", at: IndexPath(item: 1, section: 0)) == nil)
    }

    @Test("A background decoration covers the section with its insets, behind every cell, in the view class the layout registered")
    func sectionBackground() throws {
        let section = quarterItem([])
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "card")
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(CardBackground.self, forDecorationViewOfKind: "card")
        let (window, _, grid) = makeGrid(GridModel(items: 8), layout: layout)
        _ = window
        #expect(background.zIndex == 0 && background.elementKind == "card")
        // Two 100 pt groups inside 10 pt insets: the section is 220 high.
        #expect(layout.layoutAttributesForDecorationView(ofKind: "card", at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 5, y: 5, width: 390, height: 210))
        let first = try #require(grid.subviews.first)
        #expect(first is CardBackground && first.frame == CGRect(x: 5, y: 5, width: 390, height: 210))
    }
}
