import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// A data source of `count` 44-point rows (or 100-point items), each cell filled with its own colour.
@MainActor
private final class ColouredRows: UITableViewDataSource, UICollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }

    /// A colour only this row or item has.
    static func color(_ index: Int) -> UIColor { UIColor(red: CGFloat(index) / 255, green: 0.5, blue: 0.25, alpha: 1) }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.backgroundColor = Self.color(indexPath.row)
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.backgroundColor = Self.color(indexPath.item)
        return cell
    }
}

@Suite("Lists scrolled in code: visible cells, their frames, hit testing and drawing")
@MainActor
struct ListVisibilityTests {
    /// Where the window draws `color`'s fill (its top-left corner), if it does.
    private func drawnOrigin(of color: UIColor, in window: UIWindow) -> CGPoint? {
        window.displayList().flattenedCommands.first { $0.fillColor == color }?.windowCorners.first
    }

    /// Checks that `cell` for `index` is on screen at `windowRect`: converted there, hit there,
    /// drawn there.
    private func expectShown(_ cell: UIView?, index: Int, at windowRect: CGRect, in window: UIWindow) {
        guard let cell else {
            Issue.record("no cell for \(index)")
            return
        }
        #expect(cell.convert(cell.bounds, to: nil) == windowRect, "cell \(index)")
        let hit = window.hitTest(CGPoint(x: windowRect.midX, y: windowRect.midY), with: nil)
        #expect(hit.map { $0 === cell || $0.isDescendant(of: cell) } == true, "cell \(index) is hit where it shows")
        #expect(drawnOrigin(of: ColouredRows.color(index), in: window) == windowRect.origin, "cell \(index) is drawn where it shows")
    }

    // Apple, `indexPathsForVisibleRows`: "An array of index paths each identifying a row through
    // its row and section indexes"; visible means meeting the table's bounds, as Core Graphics'
    // `intersects` decides it: a row ending where the bounds begin is not visible.
    @Test("After scrollToRow or a new contentOffset and layoutIfNeeded, the visible rows have cells where they show")
    func tableScrolledInCode() {
        let (window, _) = makeTestWindow(width: 400, height: 300)
        let rows = ColouredRows(count: 50)
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = rows
        window.addSubview(table)
        table.layoutIfNeeded()
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top, animated: false)
        table.layoutIfNeeded()
        #expect(table.contentOffset.y == CGFloat(20 * 44))
        #expect(table.indexPathsForVisibleRows == (20...26).map { IndexPath(row: $0, section: 0) }, "row 19 ends where the bounds begin")
        #expect(table.visibleCells.count == 7)
        expectShown(table.cellForRow(at: IndexPath(row: 20, section: 0)), index: 20, at: CGRect(x: 0, y: 0, width: 400, height: 44), in: window)
        expectShown(table.cellForRow(at: IndexPath(row: 23, section: 0)), index: 23, at: CGRect(x: 0, y: 132, width: 400, height: 44), in: window)
        #expect(table.cellForRow(at: IndexPath(row: 19, section: 0)) == nil)
        #expect(drawnOrigin(of: ColouredRows.color(2), in: window) == nil, "rows scrolled away are not drawn")

        table.contentOffset = CGPoint(x: 0, y: 30 * 44 - 300)   // row 30 ends at the bottom edge; row 30 does not show
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 29, section: 0), "row 30 starts where the bounds end")
        expectShown(table.cellForRow(at: IndexPath(row: 29, section: 0)), index: 29, at: CGRect(x: 0, y: 256, width: 400, height: 44), in: window)
        #expect(table.cellForRow(at: IndexPath(row: 30, section: 0)) == nil)
    }

    // Apple, `indexPathsForVisibleItems`: "An array of NSIndexPath objects, each of which
    // corresponds to a single visible item in the collection view"; an item only touching the
    // bounds' edge is not visible (Core Graphics' `intersects`).
    @Test("After scrollToItem or a new contentOffset and layoutIfNeeded, the visible items have cells where they show")
    func gridScrolledInCode() {
        let (window, _) = makeTestWindow(width: 400, height: 300)
        let items = ColouredRows(count: 60)
        let grid = UICollectionView(frame: window.bounds, collectionViewLayout: makeFlowLayout())
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        grid.dataSource = items
        window.addSubview(grid)
        grid.layoutIfNeeded()
        // Lines of three 100-point items, 110 points apart.
        grid.scrollToItem(at: IndexPath(item: 9, section: 0), at: .top, animated: false)
        grid.layoutIfNeeded()
        #expect(grid.contentOffset.y == 330)
        #expect(grid.indexPathsForVisibleItems == (9..<18).map { IndexPath(item: $0, section: 0) })
        let frame = grid.layoutAttributesForItem(at: IndexPath(item: 10, section: 0))!.frame
        expectShown(grid.cellForItem(at: IndexPath(item: 10, section: 0)), index: 10, at: frame.offsetBy(dx: 0, dy: -330), in: window)
        #expect(grid.cellForItem(at: IndexPath(item: 8, section: 0)) == nil)

        grid.contentOffset = CGPoint(x: 0, y: 320)   // line 2 ends where the bounds begin
        grid.layoutIfNeeded()
        #expect(grid.indexPathsForVisibleItems == (9..<18).map { IndexPath(item: $0, section: 0) })
        #expect(grid.visibleCells.count == 9)
        grid.contentOffset = CGPoint(x: 0, y: 360)   // line 6 starts where the bounds end
        grid.layoutIfNeeded()
        #expect(grid.indexPathsForVisibleItems == (9..<18).map { IndexPath(item: $0, section: 0) })
        #expect(grid.cellForItem(at: IndexPath(item: 18, section: 0)) == nil)
        expectShown(grid.cellForItem(at: IndexPath(item: 17, section: 0)), index: 17,
                    at: grid.layoutAttributesForItem(at: IndexPath(item: 17, section: 0))!.frame.offsetBy(dx: 0, dy: -360), in: window)
    }

    @Test("Scrolling hands the cells of the rows leaving to the rows arriving in index path order, for 40 distances")
    func reuseFollowsIndexPathOrder() {
        var wrong: [Int] = []
        for distance in 1...40 {
            let (window, _) = makeTestWindow(width: 400, height: 300)
            let rows = ColouredRows(count: 80)
            let table = UITableView(frame: window.bounds, style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            table.dataSource = rows
            window.addSubview(table)
            table.layoutIfNeeded()
            let before = table.indexPathsForVisibleRows ?? []
            let cells = before.map { table.cellForRow(at: $0) }
            table.contentOffset.y = CGFloat(distance) * 11
            table.layoutIfNeeded()
            let after = table.indexPathsForVisibleRows ?? []
            // Leaving rows wait for reuse in index path order; the arriving rows, in order, take
            // the last one in first.
            let leaving = before.enumerated().filter { !after.contains($0.element) }.map { cells[$0.offset] }
            let arriving = after.filter { !before.contains($0) }
            for (index, path) in arriving.enumerated() where index < leaving.count {
                if table.cellForRow(at: path) !== leaving[leaving.count - 1 - index] { wrong.append(distance) }
            }
        }
        #expect(wrong.isEmpty, "distances whose cells went elsewhere: \(wrong)")
    }
}
