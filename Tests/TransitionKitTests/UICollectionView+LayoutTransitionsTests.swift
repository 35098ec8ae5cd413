import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// A flow layout that records the layout-change calls it gets, in order.
@MainActor
private final class RecordingFlowLayout: UICollectionViewFlowLayout {
    var log: [String] = []
    let name: String
    init(name: String, item: CGFloat) {
        self.name = name
        super.init()
        itemSize = CGSize(width: item, height: item)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func prepareForTransition(from oldLayout: UICollectionViewLayout) { log.append("\(name).prepareForTransition(from:)") }
    override func prepareForTransition(to newLayout: UICollectionViewLayout) { log.append("\(name).prepareForTransition(to:)") }
    override func finalizeLayoutTransition() { log.append("\(name).finalizeLayoutTransition") }
}

/// A cell that records the layout changes it is told about.
private final class TransitionRecordingCell: UICollectionViewCell {
    var log: [String] = []
    override func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) { log.append("will") }
    override func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) { log.append("did") }
}

/// A transition layout a delegate hands out, as custom pinch transitions do.
private final class PinchTransitionLayout: UICollectionViewTransitionLayout {}

/// A delegate that gives its own transition layout and keeps the content at the top.
@MainActor
private final class TransitionDelegate: NSObject, UICollectionViewDelegate {
    var asked: [String] = []
    func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                        newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
        asked.append("transitionLayout")
        return PinchTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
    func collectionView(_ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        asked.append("targetContentOffset \(Int(proposedContentOffset.y))")
        return .zero
    }
}

@Suite("UICollectionView: layout changes and interactive layout transitions")
@MainActor
struct UICollectionViewLayoutTransitionsTests {
    private func makeTransitionGrid(items: Int = 6) -> (UIWindow, AnimationClock, UICollectionView, GridModel, RecordingFlowLayout) {
        let big = RecordingFlowLayout(name: "big", item: 100)
        let model = GridModel(items: items)
        let (window, clock, grid) = makeGrid(model, layout: big, cellClass: TransitionRecordingCell.self)
        return (window, clock, grid, model, big)
    }

    @Test("An animated layout change slides the items over 0.3 s with UIKit's calls in order")
    func animatedChange() throws {
        let (window, clock, grid, _, big) = makeTransitionGrid()
        defer { withExtendedLifetime(window) {} }
        let small = RecordingFlowLayout(name: "small", item: 50)
        let first = try #require(grid.cellForItem(at: IndexPath(item: 1, section: 0)) as? TransitionRecordingCell)
        #expect(first.frame == CGRect(x: 150, y: 0, width: 100, height: 100))
        var finished: Bool?
        grid.setCollectionViewLayout(small, animated: true) { finished = $0 }
        #expect(big.log == ["big.prepareForTransition(to:)"])
        #expect(small.log == ["small.prepareForTransition(from:)", "small.finalizeLayoutTransition"])
        #expect(first.log == ["will"] && grid.collectionViewLayout === small)
        let end = try #require(small.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).frame
        #expect(first.frame == end, "the model value is the end")
        clock.advance(by: 0.15)
        let midway = try #require(first.layer.presentation()).frame
        #expect(midway.minX < 150 && midway.minX > end.minX && midway.width < 100 && midway.width > 50, "\(midway)")
        #expect(finished == nil)
        clock.advance(by: 0.2)
        #expect(finished == true && first.log == ["will", "did"])
        #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == end)
    }

    @Test("Without animation the items are in their new places at once and the completion runs before the call returns")
    func unanimatedChange() {
        let (window, _, grid, _, _) = makeTransitionGrid()
        defer { withExtendedLifetime(window) {} }
        let small = makeFlowLayout(item: 50)
        var finished: Bool?
        grid.setCollectionViewLayout(small, animated: false) { finished = $0 }
        #expect(finished == true)
        #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(grid.visibleCells.count == 6)
    }

    @Test("Items that leave the screen slide to their new place before they are recycled")
    func leavingItems() throws {
        let (window, clock, grid, _, _) = makeTransitionGrid(items: 9)
        defer { withExtendedLifetime(window) {} }
        let tall = makeFlowLayout(item: 200)   // one item a row: items 2 and on leave the 300 pt view
        let leaving = try #require(grid.cellForItem(at: IndexPath(item: 5, section: 0)))
        grid.setCollectionViewLayout(tall, animated: true)
        #expect(leaving.superview === grid, "still shown while it slides")
        #expect(grid.cellForItem(at: IndexPath(item: 5, section: 0)) == nil)
        clock.advance(by: 0.35)
        #expect(leaving.superview == nil)
        #expect(grid.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
    }

    @Test("An interactive transition blends the layouts by transitionProgress; finishing installs the new one")
    func interactiveFinish() throws {
        let (window, clock, grid, _, big) = makeTransitionGrid()
        defer { withExtendedLifetime(window) {} }
        let small = RecordingFlowLayout(name: "small", item: 50)
        var result: (Bool, Bool)?
        let transition = grid.startInteractiveTransition(to: small) { result = ($0, $1) }
        #expect(grid.collectionViewLayout === transition && transition.currentLayout === big && transition.nextLayout === small)
        let cell = try #require(grid.cellForItem(at: IndexPath(item: 1, section: 0)) as? TransitionRecordingCell)
        #expect(cell.log == ["will"])
        let end = try #require(small.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).frame
        transition.transitionProgress = 0.5
        grid.layoutIfNeeded()
        #expect(cell.frame == CGRect(x: (150 + end.minX) / 2, y: end.minY / 2, width: 75, height: 75))
        transition.updateValue(3, forAnimatedKey: "scale")
        #expect(transition.value(forAnimatedKey: "scale") == 3 && transition.value(forAnimatedKey: "other") == 0)
        grid.finishInteractiveTransition()
        #expect(grid.collectionViewLayout === small && result == nil)
        clock.advance(by: 0.35)
        #expect(result.map { [$0.0, $0.1] } == [true, true] && cell.log == ["will", "did"])
        #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == end)
    }

    @Test("Cancelling an interactive transition goes back to the old layout; the delegate gives the transition layout")
    func interactiveCancel() throws {
        let (window, clock, grid, _, big) = makeTransitionGrid()
        defer { withExtendedLifetime(window) {} }
        let delegate = TransitionDelegate()
        grid.delegate = delegate
        var result: (Bool, Bool)?
        let transition = grid.startInteractiveTransition(to: makeFlowLayout(item: 50)) { result = ($0, $1) }
        #expect(transition is PinchTransitionLayout && delegate.asked == ["transitionLayout"])
        transition.transitionProgress = 0.8
        grid.layoutIfNeeded()
        grid.setCollectionViewLayout(makeFlowLayout(item: 20), animated: false)
        #expect(window.diagnostics.last?.code == .listInconsistentUpdate, "no other layout change while one runs")
        grid.cancelInteractiveTransition()
        clock.advance(by: 0.35)
        #expect(grid.collectionViewLayout === big && result.map { [$0.0, $0.1] } == [false, true])
        #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 150, y: 0, width: 100, height: 100))
        #expect(delegate.asked.last == "targetContentOffset 0")
    }
}
