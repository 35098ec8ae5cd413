import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

// Section batch updates: deleted sections are in the old numbering, inserted ones in the new;
// a reloaded section is replaced in place; they animate with the row animations, inside
// performBatchUpdates or on their own (Apple, UITableView.insertSections(_:with:),
// deleteSections(_:with:), reloadSections(_:with:); UICollectionView.insertSections(_:)...).
// The animations run on UIView.animate, so they follow the clock like the row updates.
@Suite("Table and collection views: section batch updates")
@MainActor
struct ListSectionUpdateTests {
    /// Three sections of two rows with titles: headers 28 pt, rows 44 pt (sections 116 pt tall).
    private func threeSections() -> (TableModel, UIWindow, AnimationClock, UITableView) {
        let model = TableModel([["a0", "a1"], ["b0", "b1"], ["c0", "c1"]])
        model.headerTitles = ["A", "B", "C"]
        let (window, clock, table) = makeTable(model, height: 400)
        return (model, window, clock, table)
    }

    private func header(_ title: String, in table: UITableView) -> UIView? {
        table.subviews.first { view in (view as? UITableViewHeaderFooterView)?.textLabel?.text == title }
    }

    @Test("deleteSections with .fade: section B's rows fade in place, section C's header and rows slide up 116 pt (half-way at 0.15 s)")
    func deleteSectionFades() {
        let (model, window, clock, table) = threeSections()
        #expect(table.window === window)
        let deleted = table.cellForRow(at: IndexPath(row: 0, section: 1))!
        let moving = table.cellForRow(at: IndexPath(row: 0, section: 2))!
        let headerB = header("B", in: table)!, headerC = header("C", in: table)!
        #expect(moving.frame.minY == 260 && headerC.frame.minY == 232)
        var finished: Bool?
        table.performBatchUpdates({
            model.sections.remove(at: 1)
            model.headerTitles.remove(at: 1)
            table.deleteSections(IndexSet(integer: 1), with: .fade)
        }, completion: { finished = $0 })
        #expect(table.indexPath(for: moving) == IndexPath(row: 0, section: 1))
        #expect(moving.frame.minY == 144, "the model value is the end state at once")
        clock.advance(by: 0.15)
        #expect(isClose(moving.layer.presentation()!.frame.minY, 202, 1e-6))
        #expect(isClose(headerC.layer.presentation()!.frame.minY, 174, 1e-6))
        #expect(abs(deleted.layer.presentation()!.opacity - 0.5) < 1e-6)
        #expect(abs(headerB.layer.presentation()!.opacity - 0.5) < 1e-6)
        clock.advance(by: 0.2)
        #expect(finished == true)
        #expect(deleted.superview == nil && headerB.superview == nil)
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["a0", "a1", "c0", "c1"])
        #expect(table.contentSize.height == 232)
    }

    @Test("insertSections with .left: the new section's rows slide in from x = -400, its header fades in, the rows below move down")
    func insertSectionSlides() {
        let (model, window, clock, table) = threeSections()
        #expect(table.window === window)
        let below = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        model.sections.insert(["new"], at: 0)
        model.headerTitles.insert("N", at: 0)
        table.insertSections(IndexSet(integer: 0), with: .left)
        let inserted = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(inserted.textLabel?.text == "new" && inserted.frame == CGRect(x: 0, y: 28, width: 400, height: 44))
        let headerN = header("N", in: table)!
        clock.advance(by: 0.15)
        #expect(isClose(inserted.layer.presentation()!.frame.minX, -200, 1e-6))
        #expect(isClose(below.layer.presentation()!.frame.minY, 28 + 36, 1e-6), "from 28 to 100")
        #expect(abs(headerN.layer.presentation()!.opacity - 0.5) < 1e-6)
        clock.advance(by: 0.2)
        #expect(below.frame.minY == 100 && table.indexPath(for: below) == IndexPath(row: 0, section: 1))
    }

    @Test("reloadSections asks for the section's rows again; a section count that does not add up is refused with a Diagnostic and reloads")
    func reloadAndInconsistentSections() {
        let (model, window, clock, table) = threeSections()
        #expect(table.window === window)
        model.sections[1] = ["b0", "b1", "b2"]
        table.reloadSections(IndexSet(integer: 1), with: .fade)
        clock.advance(by: 0.35)
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["a0", "a1", "b0", "b1", "b2", "c0", "c1"])
        model.sections.append(["d0"])
        table.deleteSections(IndexSet(integer: 0), with: .fade)
        #expect(window.diagnostics.last?.code == .listInconsistentUpdate)
        #expect(table.numberOfSections == 4)
    }

    @Test("Collection view deleteSections: the next section's items move up to the deleted one's place on the clock")
    func collectionDeleteSection() {
        let model = GridModel([["0", "1"], ["2", "3"], ["4", "5"]])
        let (window, clock, grid) = makeGrid(model)
        #expect(grid.window === window)
        let moving = grid.cellForItem(at: IndexPath(item: 0, section: 2))!
        let deleted = grid.cellForItem(at: IndexPath(item: 0, section: 1))!
        #expect(moving.frame.minY == 200, "one 100 pt line per section")
        grid.performBatchUpdates({
            model.sections.remove(at: 1)
            grid.deleteSections(IndexSet(integer: 1))
        })
        clock.advance(by: 0.15)
        #expect(isClose(moving.layer.presentation()!.frame.minY, 150, 1e-6))
        #expect(abs(deleted.layer.presentation()!.opacity - 0.5) < 1e-6)
        clock.advance(by: 0.2)
        #expect(moving.frame.minY == 100 && grid.indexPath(for: moving) == IndexPath(item: 0, section: 1))
        #expect(deleted.superview == nil)
    }
}
