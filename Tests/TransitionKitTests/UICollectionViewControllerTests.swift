import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// A grid controller of 12 items whose flow-layout sizes come from the subclass.
@MainActor
private final class TilesController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    var selected: [IndexPath] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        cell.tag = indexPath.item
        return cell
    }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize { CGSize(width: 120, height: 80) }
}

@Suite("UICollectionViewController: the data source and delegate of its collection view")
@MainActor
struct UICollectionViewControllerTests {
    @Test("A subclass's overrides (and its flow layout sizes) are what its collection view asks; a tap selects")
    func subclassOverridesAnswer() throws {
        let tiles = TilesController(collectionViewLayout: UICollectionViewFlowLayout())
        let navigation = UINavigationController(rootViewController: tiles)
        let harness = TransitionHarness(root: navigation)
        harness.settle()
        let grid = try #require(tiles.collectionView)
        #expect(grid.dataSource === tiles && grid.delegate === tiles)
        #expect(grid.numberOfItems(inSection: 0) == 12)
        let first = try #require(grid.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.frame.size == CGSize(width: 120, height: 80))
        let frame = first.convert(first.bounds, to: nil)
        #expect(frame.minY == navigation.navigationBar.frame.maxY, "the grid starts below the bar")
        harness.window.send(.mouseDown(CGPoint(x: frame.midX, y: frame.midY)))
        harness.run(0.05)
        harness.window.send(.mouseUp(CGPoint(x: frame.midX, y: frame.midY)))
        harness.settle()
        #expect(tiles.selected == [IndexPath(item: 0, section: 0)])
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("A collection view assigned to collectionView gets the controller; init(nibName:bundle:) uses a flow layout")
    func assignedCollectionViewAndDefaults() {
        let tiles = TilesController(nibName: nil, bundle: nil)
        #expect(tiles.collectionViewLayout is UICollectionViewFlowLayout)
        #expect(tiles.clearsSelectionOnViewWillAppear && tiles.installsStandardGestureForInteractiveMovement)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: UICollectionViewFlowLayout())
        tiles.collectionView = grid
        #expect(tiles.view === grid && grid.dataSource === tiles && grid.delegate === tiles)
        #expect(tiles.collectionViewLayout === grid.collectionViewLayout)
    }
}
