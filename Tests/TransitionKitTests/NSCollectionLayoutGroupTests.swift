import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

// Groups: "edgeSpacing: the amount of space added around the boundaries of the item between
// other items and this item's container"; flexible spacing "can grow to fill" (Apple,
// NSCollectionLayoutItem.edgeSpacing, NSCollectionLayoutSpacing.flexible(_:)); custom groups
// place the frames their item provider returns, relative to the group (NSCollectionLayoutGroup.custom).
@Suite("NSCollectionLayoutGroup: edge spacing, custom groups, visual descriptions")
@MainActor
struct NSCollectionLayoutGroupTests {
    private func frames(_ group: NSCollectionLayoutGroup, items: Int) -> (UIWindow, [CGRect?]) {
        let (window, _, grid) = makeGrid(GridModel(items: items), layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        return (window, (0..<items).map { grid.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame })
    }

    @Test("Flexible leading and trailing edge spacing centres the items in the spare width: 150 pt items 25 pt in from each side")
    func flexibleEdgesCentre() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(50)))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: .fixed(10), trailing: .flexible(0), bottom: nil)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitems: [item])
        let (window, frames) = frames(group, items: 3)
        _ = window
        // Two fit the 400 pt group (a third would need 450); 100 pt spare over four flexible edges.
        #expect(frames[0] == CGRect(x: 25, y: 10, width: 150, height: 50))
        #expect(frames[1] == CGRect(x: 225, y: 10, width: 150, height: 50))
        #expect(frames[2] == CGRect(x: 25, y: 70, width: 150, height: 50))
    }

    @Test("Fixed top and bottom edge spacing in a column counts towards what fits: two 100 pt items in a 300 pt group")
    func fixedEdgesInColumn() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(8), top: .fixed(5), trailing: nil, bottom: .fixed(5))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(300)), subitems: [item])
        let (_, frames) = frames(group, items: 3)
        #expect(frames[0] == CGRect(x: 8, y: 5, width: 400, height: 100))
        #expect(frames[1] == CGRect(x: 8, y: 115, width: 400, height: 100))
        #expect(frames[2] == CGRect(x: 8, y: 305, width: 400, height: 100), "the next group")
    }

    @Test("A custom group places its provider's frames relative to the group, with their z-index, group after group")
    func customGroup() {
        var containers: [CGSize] = []
        let group = NSCollectionLayoutGroup.custom(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(200))) { environment in
            let size = environment.container.contentSize
            containers.append(size)
            return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: size.width / 2, height: 200)),
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: size.width / 2, y: 0, width: size.width / 2, height: 100), zIndex: 3),
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: size.width / 2, y: 100, width: size.width / 2, height: 100))]
        }
        let (_, _, grid) = makeGrid(GridModel(items: 5), layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 3)
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 0, y: 200, width: 200, height: 200))
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 200, y: 200, width: 200, height: 100))
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 5, section: 0)) == nil)
        #expect(grid.contentSize.height == 400)
        #expect(containers.first == CGSize(width: 400, height: 200))
    }

    @Test("visualDescription lists the group and each item's frame, nested groups indented")
    func visualDescription() {
        let third = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        let half = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)), subitems: [half])
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(300), heightDimension: .absolute(100)), subitems: [third, third, column])
        #expect(row.visualDescription() == """
            horizontal group 300 x 100 at (0, 0)
              item 100 x 100 at (0, 0)
              item 100 x 100 at (100, 0)
              vertical group 100 x 100 at (200, 0)
                item 100 x 50 at (200, 0)
                item 100 x 50 at (200, 50)
            """)
    }

    @Test("The deprecated subitem:count: factories repeat like repeatingSubitem:count:")
    func deprecatedCountFactories() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
        let (_, old) = frames(NSCollectionLayoutGroup.horizontal(layoutSize: size, subitem: item, count: 4), items: 4)
        let (_, new) = frames(NSCollectionLayoutGroup.horizontal(layoutSize: size, repeatingSubitem: item, count: 4), items: 4)
        #expect(old == new && old[3] == CGRect(x: 300, y: 0, width: 100, height: 100))
        let (_, column) = frames(NSCollectionLayoutGroup.vertical(layoutSize: size, subitem: item, count: 2), items: 2)
        #expect(column[1] == CGRect(x: 0, y: 50, width: 400, height: 50))
    }
}
