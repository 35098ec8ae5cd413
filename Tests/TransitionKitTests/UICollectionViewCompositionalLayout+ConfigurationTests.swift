import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

// The layout configuration: "scrollDirection: the axis that the content in the collection view
// layout scrolls along", "interSectionSpacing: the amount of space between the sections",
// "boundarySupplementaryItems: an array of the supplementary items that are associated with the
// boundary edges of the entire layout, such as global headers and footers"; section content
// insets are measured from `contentInsetsReference` (Apple, UICollectionViewCompositionalLayoutConfiguration,
// NSCollectionLayoutSection.contentInsetsReference, UIContentInsetsReference).
@Suite("UICollectionViewCompositionalLayout: configuration, content insets references, uniform siblings")
@MainActor
struct UICollectionViewCompositionalLayoutConfigurationTests {
    private func rowSection(height: CGFloat = 100) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        return NSCollectionLayoutSection(group: NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item]))
    }

    private func header(_ kind: String, _ alignment: NSRectAlignment, height: CGFloat = 44) -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), elementKind: kind, alignment: alignment)
    }

    @Test("Sections 20 pt apart under a 44 pt layout header, a layout footer after the last; the layout keeps a copy of its configuration")
    func spacingAndLayoutHeaders() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        configuration.boundarySupplementaryItems = [header("layout-header", .top), header("layout-footer", .bottom, height: 30)]
        let layout = UICollectionViewCompositionalLayout(section: rowSection(), configuration: configuration)
        configuration.interSectionSpacing = 99
        let (window, _, grid) = makeGrid(GridModel([["0", "1"], ["2", "3"]]), layout: layout)
        _ = window
        #expect(layout.configuration.interSectionSpacing == 20)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "layout-header", at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 400, height: 44))
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame == CGRect(x: 200, y: 164, width: 200, height: 100))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "layout-footer", at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 264, width: 400, height: 30))
        #expect(grid.contentSize == CGSize(width: 400, height: 294))
        // A changed configuration assigned back re-lays the sections out.
        let wider = layout.configuration
        wider.interSectionSpacing = 40
        layout.configuration = wider
        grid.layoutIfNeeded()
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 184)
    }

    @Test("Horizontal: columns of two 150 pt squares from a 10 pt inset, groups 5 pt apart, the next section 20 pt on; a leading header")
    func horizontalScrolling() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(150), heightDimension: .fractionalHeight(1)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        section.interGroupSpacing = 5
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 20
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let (window, _, grid) = makeGrid(GridModel([["0", "1", "2"], ["3", "4", "5"]]), layout: layout)
        _ = window
        func frame(_ item: Int, _ section: Int) -> CGRect? { grid.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame }
        #expect(frame(0, 0) == CGRect(x: 10, y: 0, width: 150, height: 150))
        #expect(frame(1, 0) == CGRect(x: 10, y: 150, width: 150, height: 150))
        #expect(frame(2, 0) == CGRect(x: 165, y: 0, width: 150, height: 150))
        #expect(frame(0, 1) == CGRect(x: 355, y: 0, width: 150, height: 150))
        #expect(grid.contentSize == CGSize(width: 670, height: 300))

        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(50), heightDimension: .fractionalHeight(1)), elementKind: "side", alignment: .leading)]
        layout.invalidateLayout()
        grid.layoutIfNeeded()
        // Each section gains 50 pt before its inset: section 0 ends at 375, section 1 starts at 395.
        #expect(frame(0, 0) == CGRect(x: 60, y: 0, width: 150, height: 150))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "side", at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 395, y: 0, width: 50, height: 300))
        #expect(frame(0, 1) == CGRect(x: 455, y: 0, width: 150, height: 150))
    }

    @Test("Section insets measured from the layout margins add to them; from .none they do not; the environment shows the layout's")
    func contentInsetsReferences() {
        var effective: [NSDirectionalEdgeInsets] = []
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.contentInsetsReference = .layoutMargins
        var reference = UIContentInsetsReference.layoutMargins
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
            effective.append(environment.container.effectiveContentInsets)
            let section = self.rowSection()
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5)
            section.contentInsetsReference = reference
            return section
        }, configuration: configuration)
        let (window, _) = makeTestWindow(width: 400, height: 300)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let model = GridModel(items: 2)
        grid.dataSource = model
        grid.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        window.addSubview(grid)
        grid.layoutIfNeeded()
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 25, y: 0, width: 175, height: 100))
        #expect(effective.last == NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        reference = .none
        layout.invalidateLayout()
        grid.layoutIfNeeded()
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 5, y: 0, width: 195, height: 100))
    }

    @Test("Boundary items: supplementariesFollowContentInsets false spans the width; a trailing corner item sits at the end; extendsBoundary false overlaps")
    func boundaryItemPlacement() {
        let section = rowSection()
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let badge = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(60), heightDimension: .absolute(20)), elementKind: "corner", alignment: .topTrailing)
        badge.extendsBoundary = false
        section.boundarySupplementaryItems = [header("header", .top), badge]
        section.supplementariesFollowContentInsets = false
        let layout = UICollectionViewCompositionalLayout(section: section)
        let (window, _, grid) = makeGrid(GridModel(items: 2), layout: layout)
        _ = window
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 400, height: 44))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "corner", at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 340, y: 44, width: 60, height: 20))
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 16, y: 44, width: 184, height: 100))
    }

    @Test("uniformAcrossSiblings: both cards of a row take the taller one's fitted height (bar + 10)")
    func uniformAcrossSiblings() {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .uniformAcrossSiblings(estimate: 44))
        #expect(size.heightDimension.isUniformAcrossSiblings && size.heightDimension.isEstimated)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let model = BarGridModel([CGSize(width: 10, height: 20), CGSize(width: 10, height: 60), CGSize(width: 10, height: 30)])
        let (window, _) = makeTestWindow(width: 400, height: 300)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300),
                                    collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        grid.register(BarCollectionCell.self, forCellWithReuseIdentifier: "bar")
        grid.dataSource = model
        window.addSubview(grid)
        grid.layoutIfNeeded()
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 200, height: 70))
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 200, y: 0, width: 200, height: 70))
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 70, width: 200, height: 40))
    }
}
