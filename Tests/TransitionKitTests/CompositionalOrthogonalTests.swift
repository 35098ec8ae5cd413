import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

// Orthogonal sections: "a section's orthogonal scrolling behavior" lays its groups out along
// the axis across the main layout axis and scrolls them there, stopping per the behavior
// (Apple, NSCollectionLayoutSection.orthogonalScrollingBehavior and
// UICollectionLayoutSectionOrthogonalScrollingBehavior: .continuous, .paging ("pages of the
// collection view's bounds"), .groupPaging ("one group at a time")). Boundary supplementary
// items are "headers and footers" placed at an edge of the section by `alignment` (Apple,
// NSCollectionLayoutBoundarySupplementaryItem).
@Suite("UICollectionViewCompositionalLayout: orthogonal sections and boundary supplementary items")
@MainActor
struct CompositionalOrthogonalTests {
    /// Section 0: five 288 x 100 groups (0.8 of the 360 pt inside 20 pt insets) 10 pt apart,
    /// scrolling sideways with `behavior`, under a 30 pt header; section 1: 50 pt rows with a header.
    private func makeLayout(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { section, _ in
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            let width: NSCollectionLayoutDimension = section == 0 ? .fractionalWidth(0.8) : .fractionalWidth(1)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: width, heightDimension: .absolute(section == 0 ? 100 : 50)), subitems: [item])
            let layoutSection = NSCollectionLayoutSection(group: group)
            layoutSection.boundarySupplementaryItems = [header]
            if section == 0 {
                layoutSection.orthogonalScrollingBehavior = behavior
                layoutSection.interGroupSpacing = 10
                layoutSection.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
            }
            return layoutSection
        }
    }

    /// A header view data source over `GridModel`.
    private final class HeaderModel: UICollectionViewDataSource {
        let grid: GridModel
        let registration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            elementKind: UICollectionView.elementKindSectionHeader) { view, _, indexPath in view.tag = 100 + indexPath.section }
        init(_ grid: GridModel) { self.grid = grid }
        func numberOfSections(in collectionView: UICollectionView) -> Int { grid.numberOfSections(in: collectionView) }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            grid.collectionView(collectionView, numberOfItemsInSection: section)
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            grid.collectionView(collectionView, cellForItemAt: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueConfiguredReusableSupplementary(using: registration, for: indexPath)
        }
    }

    private func makeGrid(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior)
        -> (UIWindow, AnimationClock, UICollectionView, HeaderModel)
    {
        let model = HeaderModel(GridModel([["0", "1", "2", "3", "4"], ["5", "6", "7"]]))
        let (window, clock) = makeTestWindow(width: 400, height: 300)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: makeLayout(behavior))
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        grid.dataSource = model
        window.addSubview(grid)
        grid.layoutIfNeeded()
        return (window, clock, grid, model)
    }

    /// A drag in the window from `start` by `dx`, 10 moves 25 ms apart, released after `hold` s.
    private func drag(_ window: UIWindow, _ clock: AnimationClock, from start: CGPoint, dx: CGFloat, hold: TimeInterval) {
        window.send(.mouseDown(start))
        for step in 1...10 {
            clock.advance(by: 0.025)
            window.send(.mouseMove(CGPoint(x: start.x + dx * CGFloat(step) / 10, y: start.y)))
        }
        clock.advance(by: hold)
        window.send(.mouseUp(CGPoint(x: start.x + dx, y: start.y)))
        for _ in 0..<120 { clock.advance(by: 1.0 / 60); window.layoutIfNeeded() }
    }

    @Test("Layout numbers: the header above, groups side by side in a 100 pt band from x 20, 298 pt apart; the next section below")
    func layoutNumbers() {
        let (window, _, grid, _) = makeGrid(.groupPaging)
        #expect(grid.window === window)
        let xs = (0..<5).map { grid.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame.minX }
        #expect(xs == [20, 318, 616, 914, 1212])
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))!.frame == CGRect(x: 1212, y: 30, width: 288, height: 100))
        let header = grid.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 20, y: 0, width: 360, height: 30))
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))!.frame == CGRect(x: 0, y: 160, width: 400, height: 50))
        #expect(grid.contentSize == CGSize(width: 400, height: 310))
        #expect(grid.subviews.filter { $0.tag == 100 || $0.tag == 101 }.map(\.frame.minY) .sorted() == [0, 130], "SupplementaryRegistration headers")
    }

    @Test("The section's cells live in a horizontal scroll view over the band: items 0 and 1 are in view, item 2 is not")
    func cellsInNestedScrollView() {
        let (window, _, grid, _) = makeGrid(.continuous)
        #expect(grid.window === window)
        let first = grid.cellForItem(at: IndexPath(item: 0, section: 0))!
        let scroller = first.superview as? UIScrollView
        #expect(scroller != nil && scroller !== grid && scroller?.superview === grid)
        #expect(scroller?.frame == CGRect(x: 0, y: 30, width: 400, height: 100))
        #expect(scroller?.contentSize == CGSize(width: 1520, height: 100))
        #expect(first.frame == CGRect(x: 20, y: 0, width: 288, height: 100))
        #expect(grid.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [0, 1])
        #expect(grid.cellForItem(at: IndexPath(item: 0, section: 1))?.superview === grid)
    }

    @Test(".groupPaging: a slow 200 pt drag left (185 pt after the pan's start) comes to rest one group on (298); item 2 comes into view; a tap there selects it")
    func groupPagingDrag() {
        let (window, clock, grid, model) = makeGrid(.groupPaging)
        #expect(grid.window === window)
        let scroller = grid.cellForItem(at: IndexPath(item: 0, section: 0))!.superview as! UIScrollView
        drag(window, clock, from: CGPoint(x: 300, y: 80), dx: -200, hold: 0.2)
        #expect(isClose(scroller.contentOffset.x, 298, 1e-6))
        #expect(grid.contentOffset.y == 0, "a horizontal drag does not scroll the list")
        #expect(grid.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [0, 1, 2])
        #expect(grid.indexPathForItem(at: CGPoint(x: 380, y: 80)) == IndexPath(item: 2, section: 0))
        window.send(.mouseDown(CGPoint(x: 380, y: 80)))
        window.send(.mouseUp(CGPoint(x: 380, y: 80)))
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test(".paging: a fast flick left moves one page (400 pt) at most; .continuous goes where the flick takes it")
    func pagingFlick() {
        let (window, clock, grid, _) = makeGrid(.paging)
        #expect(grid.window === window)
        let scroller = grid.cellForItem(at: IndexPath(item: 0, section: 0))!.superview as! UIScrollView
        drag(window, clock, from: CGPoint(x: 350, y: 80), dx: -300, hold: 0)
        #expect(isClose(scroller.contentOffset.x, 400, 1e-6))
        let (otherWindow, otherClock, continuous, _) = makeGrid(.continuous)
        #expect(continuous.window === otherWindow)
        let free = continuous.cellForItem(at: IndexPath(item: 0, section: 0))!.superview as! UIScrollView
        drag(otherWindow, otherClock, from: CGPoint(x: 350, y: 80), dx: -300, hold: 0)
        #expect(free.contentOffset.x > 400 && free.contentOffset.x <= 1120)
    }

    @Test("A pinned header (pinToVisibleBounds) stays at the visible top over its section's rows, then its section's end pushes it up")
    func pinnedHeader() {
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
            let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
            return section
        }
        let model = HeaderModel(GridModel([(0..<10).map(String.init), (10..<20).map(String.init)]))
        let (window, _) = makeTestWindow(width: 400, height: 300)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        grid.dataSource = model
        window.addSubview(grid)
        let header = { (section: Int) in grid.subviews.first { $0.tag == 100 + section } }
        for (offset, expected) in [(0, 0), (200, 200), (480, 480), (510, 500), (530, 530)] as [(CGFloat, CGFloat)] {
            grid.contentOffset = CGPoint(x: 0, y: offset)
            grid.layoutIfNeeded()
            // Section 0: header 0...30, rows to 530; section 1's header starts at 530.
            let view = offset < 530 ? header(0) : header(1)
            #expect(view?.frame.minY == expected, "offset \(offset)")
        }
    }

    @Test("scrollToItem in a sideways-scrolling section scrolls its band (item 3 centred: 914 + 144 - 200 = 858), not the list sideways")
    func scrollToItemScrollsTheBand() {
        let (window, _, grid, model) = makeGrid(.continuous)
        #expect(grid.window === window && grid.dataSource === model, "the data source is held weakly")
        let scroller = grid.cellForItem(at: IndexPath(item: 0, section: 0))!.superview as! UIScrollView
        grid.scrollToItem(at: IndexPath(item: 3, section: 0), at: [.centeredHorizontally, .top], animated: false)
        grid.layoutIfNeeded()
        #expect(scroller.contentOffset.x == 858)
        #expect(grid.contentOffset == CGPoint(x: 0, y: 10), "the band's top at the top, clamped to the content (310 - 300)")
        let cell = grid.cellForItem(at: IndexPath(item: 3, section: 0))
        #expect(cell.map { $0.convert($0.bounds, to: grid) } == CGRect(x: 56, y: 30, width: 288, height: 100))
    }
}
