import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// Records prefetching and primary actions.
@MainActor
private final class GridObserver: NSObject, UICollectionViewDelegate, UICollectionViewDataSourcePrefetching {
    var log: [String] = []
    var allowsPrimaryAction = true
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        log.append("prefetch \(indexPaths.map(\.item))")
    }
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        log.append("cancel \(indexPaths.map(\.item))")
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { log.append("didSelect \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool { allowsPrimaryAction }
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        log.append("primaryAction \(indexPath.item)")
    }
}

@Suite("UICollectionView: editing, primary actions, prefetching, background view, section moves")
@MainActor
struct UICollectionViewOptionsTests {
    private func tap(_ point: CGPoint, in window: UIWindow, _ clock: AnimationClock) {
        window.send(.mouseDown(point))
        window.send(.mouseUp(point))
        clock.advance(by: 0.05)
    }

    @Test("A tap selects, then performs the primary action; editing follows the during-editing flags and tells the cells")
    func editingAndPrimaryAction() {
        let model = GridModel(items: 6)
        let (window, clock, grid) = makeGrid(model)
        defer { withExtendedLifetime(window) {} }
        let observer = GridObserver()
        grid.delegate = observer
        tap(CGPoint(x: 50, y: 50), in: window, clock)
        #expect(observer.log == ["didSelect 0", "primaryAction 0"])
        observer.allowsPrimaryAction = false
        tap(CGPoint(x: 200, y: 50), in: window, clock)
        #expect(observer.log.suffix(1) == ["didSelect 1"])
        grid.isEditing = true
        #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0))?.configurationState.isEditing == true)
        observer.log = []
        tap(CGPoint(x: 350, y: 50), in: window, clock)
        #expect(observer.log.isEmpty, "no selection while editing unless allowsSelectionDuringEditing")
        grid.allowsSelectionDuringEditing = true
        grid.allowsMultipleSelectionDuringEditing = true
        tap(CGPoint(x: 350, y: 50), in: window, clock)
        tap(CGPoint(x: 50, y: 160), in: window, clock)
        #expect(observer.log == ["didSelect 2", "didSelect 3"], "no primary actions while editing")
        #expect(grid.indexPathsForSelectedItems?.map(\.item) == [1, 2, 3])
        grid.isEditing = false
        #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0))?.configurationState.isEditing == false)
    }

    @Test("Prefetching looks one screen ahead in the scroll direction and cancels what leaves the band unseen")
    func prefetching() {
        let model = GridModel(items: 30)   // ten rows of three, 110 pt apart
        let (window, _, grid) = makeGrid(model)
        defer { withExtendedLifetime(window) {} }
        let observer = GridObserver()
        grid.prefetchDataSource = observer
        grid.layoutIfNeeded()
        // Visible: rows 0-2 (y 0..<300). Band: y 300..<600, rows 3-5 (items 9-17).
        #expect(observer.log == ["prefetch \(Array(9...17))"])
        observer.log = []
        grid.contentOffset = CGPoint(x: 0, y: 110)
        grid.layoutIfNeeded()
        // Visible rows 1-3; band y 410..<710: rows 4-6 (items 12-20); row 3 was shown.
        #expect(observer.log == ["prefetch \(Array(18...20))"])
        observer.log = []
        grid.contentOffset = CGPoint(x: 0, y: 0)
        grid.layoutIfNeeded()
        // Scrolling back up: the band is above the top, empty; rows 4 and 5 were never shown.
        #expect(observer.log == ["cancel \(Array(12...20))"])
        grid.isPrefetchingEnabled = false
        observer.log = []
        grid.contentOffset = CGPoint(x: 0, y: 330)
        grid.layoutIfNeeded()
        #expect(observer.log.isEmpty)
    }

    @Test("The background view fills the visible area behind the items and does not scroll")
    func backgroundView() {
        let model = GridModel(items: 30)
        let (window, _, grid) = makeGrid(model)
        defer { withExtendedLifetime(window) {} }
        let background = UIView()
        grid.backgroundView = background
        grid.layoutIfNeeded()
        #expect(background.superview === grid && grid.subviews.first === background)
        grid.contentOffset = CGPoint(x: 0, y: 200)
        grid.layoutIfNeeded()
        #expect(background.frame == CGRect(x: 0, y: 200, width: 400, height: 300))
        grid.backgroundView = nil
        #expect(background.superview == nil)
    }

    @Test("moveSection moves a section's items with it; hasUncommittedUpdates is true inside a batch")
    func moveSection() {
        let model = GridModel([["a"], ["b"], ["c"]])
        let (window, clock, grid) = makeGrid(model)
        defer { withExtendedLifetime(window) {} }
        var inside = false
        model.sections = [["c"], ["a"], ["b"]]
        grid.performBatchUpdates({
            inside = grid.hasUncommittedUpdates
            grid.moveSection(2, toSection: 0)
        })
        clock.advance(by: 0.35)
        #expect(inside && !grid.hasUncommittedUpdates)
        #expect(window.diagnostics.isEmpty)
        #expect(grid.numberOfItems(inSection: 0) == 1)
    }

    @Test("A cell's state changes update its configuration and run its configurationUpdateHandler before layout")
    func cellConfigurationUpdates() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var states: [UICellConfigurationState] = []
        cell.configurationUpdateHandler = { _, state in states.append(state) }
        cell.layoutIfNeeded()
        #expect(states.count == 1 && !states[0].isSelected)
        cell.isSelected = true
        cell.isHighlighted = true
        cell.layoutIfNeeded()
        #expect(states.count == 2 && states[1].isSelected && states[1].isHighlighted, "one update for both changes")
        cell.layoutIfNeeded()
        #expect(states.count == 2)
        cell.setNeedsUpdateConfiguration()
        cell.layoutIfNeeded()
        #expect(states.count == 3)
    }
}
