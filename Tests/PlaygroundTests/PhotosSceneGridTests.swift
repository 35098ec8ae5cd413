import Foundation
import Testing
import TransitionCatalog
import TransitionKit
import TransitionKitTestSupport
@testable import TransitionPlayground

/// The photos grid as a `UICollectionView`, and the zoom from and back to its cells as real
/// transition code does it: the presenter asks the collection view for the selected cell
/// (`indexPathsForSelectedItems`, `cellForItem(at:)`), converts the cell's bounds to the window
/// (`convert(_:to: nil)`), hides the cell during the transition, and scrolls it back into view
/// before the photo returns.
@Suite("Photos scene grid")
@MainActor
struct PhotosSceneGridTests {
    private let path = { (item: Int) in IndexPath(item: item, section: 0) }

    /// Scrolls the grid to `y` and lets a frame lay it out.
    private func scroll(_ driver: PhotosDriver, to y: CGFloat) {
        driver.grid.collectionView.setContentOffset(CGPoint(x: 0, y: y), animated: false)
        driver.run(1.0 / 60)
    }

    /// The grid's visible area in the window.
    private func gridFrame(_ driver: PhotosDriver) -> CGRect {
        let grid = driver.grid.collectionView
        return grid.convert(grid.bounds, to: nil)
    }

    @Test("The grid is a UICollectionView of 36 photos, 5 columns at 1024 pt; wheeling to the end keeps the cells bounded (reuse)")
    func collectionViewReusesCells() throws {
        let driver = PhotosDriver()
        driver.run(1.0 / 60)
        let grid = driver.grid.collectionView
        #expect(grid.numberOfSections == 1 && grid.numberOfItems(inSection: 0) == 36)
        // 1000 pt inside the 12 pt section insets: 200 pt slots, 176 pt cells 24 pt apart.
        #expect(driver.frame(ofPhoto: 0) == CGRect(x: 24, y: 112, width: 176, height: 176))
        #expect(driver.frame(ofPhoto: 6) == CGRect(x: 224, y: 312, width: 176, height: 176))
        #expect(abs(grid.contentSize.height - (8 * 200 + 12)) < 1e-9, "eight rows of 200 pt and the bottom inset")
        let visibleAtTop = grid.visibleCells.count
        #expect(visibleAtTop == 20, "four rows meet the 668 pt tall grid")
        for _ in 0..<40 {
            driver.window.send(.scroll(dx: 0, dy: -1, at: CGPoint(x: 512, y: 500)))
            driver.run(1.0 / 60)
        }
        driver.run(3)   // the bounce at the end settles
        #expect(abs(grid.contentOffset.y - (grid.contentSize.height - grid.bounds.height)) < 1e-6, "wheeled to the end")
        #expect(grid.indexPathsForVisibleItems.last == path(35))
        #expect(grid.visibleCells.count <= 20)
        #expect(grid.numberOfCreatedCells <= visibleAtTop + 10, "\(grid.numberOfCreatedCells) cells for 36 photos")
        let captions = driver.visiblePhotoCells.compactMap(\.captionLabel.text)
        #expect(captions.contains("Photo 36") && !captions.contains("Photo 1"))
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("A click on a cell scrolled into view presents from exactly that cell's window frame, and selects it")
    func clickPresentsFromTheCell() throws {
        let driver = PhotosDriver()
        driver.run(1.0 / 60)
        scroll(driver, to: 700)
        let cell = try #require(driver.grid.collectionView.cellForItem(at: path(22)))
        let cellFrame = cell.convert(cell.bounds, to: nil)
        #expect(cellFrame == CGRect(x: 424, y: 912 - 700, width: 176, height: 176))
        driver.app.handle(.mouseDown(CGPoint(x: cellFrame.midX, y: cellFrame.midY)))
        driver.run(1.0 / 60)
        driver.app.handle(.mouseUp(CGPoint(x: cellFrame.midX, y: cellFrame.midY)))
        let detail = try #require(driver.detail)
        #expect(detail.photoIndex == 22 && detail.title == "Photo 23")
        #expect(driver.grid.collectionView.indexPathsForSelectedItems == [path(22)])
        #expect(driver.grid.zoom.modalCollapsedFrame == cellFrame)
        #expect(detail.view.layer.presentation()?.frame == cellFrame, "the zoom starts on the cell")
        driver.run(0.1)
        let growing = try #require(detail.view.layer.presentation()?.frame)
        #expect(growing.width > cellFrame.width && growing.width < 1024)
        driver.settle()
        driver.key("Escape")
        driver.settle()
        #expect(detail.view.frame == cellFrame, "and lands back on it")
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("Enter with the selected cell scrolled away scrolls it into view first and zooms from it there")
    func enterRevealsTheSelectedCell() throws {
        let driver = PhotosDriver()
        driver.run(1.0 / 60)
        scroll(driver, to: 700)
        let cell = try #require(driver.grid.collectionView.cellForItem(at: path(22)))
        let point = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
        driver.app.handle(.mouseDown(point))
        driver.run(1.0 / 60)
        driver.app.handle(.mouseUp(point))
        driver.settle()
        driver.key("Escape")
        driver.settle()
        scroll(driver, to: 0)
        #expect(driver.grid.collectionView.cellForItem(at: path(22)).map { gridFrame(driver).contains($0.convert($0.bounds, to: nil)) } != true,
                "scrolled away")
        driver.key("Return")
        driver.run(1.0 / 60)
        let shown = try #require(driver.grid.collectionView.cellForItem(at: path(22)))
        let shownFrame = shown.convert(shown.bounds, to: nil)
        #expect(gridFrame(driver).contains(shownFrame), "scrolled back into view")
        #expect(driver.grid.zoom.modalCollapsedFrame == shownFrame, "the zoom starts on the cell, on screen")
        driver.settle()
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("The cell is hidden while its photo zooms open and closed (the zoom, the pinch), and visible after each")
    func cellHiddenDuringTheZoom() throws {
        for pinches in [false, true] {
            let driver = PhotosDriver()
            driver.run(1.0 / 60)
            let cell = try #require(driver.grid.collectionView.cellForItem(at: path(3)))
            driver.click(driver.center(ofPhoto: 3))
            #expect(cell.isHidden)
            driver.run(0.2)
            #expect(cell.isHidden, "mid-zoom")
            driver.settle()
            #expect(!cell.isHidden, "after the presentation")
            if pinches { driver.wheel(notches: 3) } else { driver.key("Escape"); driver.run(0.1) }
            #expect(cell.isHidden, "mid-dismissal")
            if pinches { driver.wheel(notches: 6); driver.run(0.4) }
            driver.settle()
            #expect(driver.detail == nil && !cell.isHidden, "after the dismissal")
            #expect(driver.visiblePhotoCells.allSatisfy { !$0.isHidden })
            #expect(driver.violations.isEmpty, "\(driver.violations)")
        }
    }

    @Test("Scale and fade does not land on the cell: the cell stays visible")
    func scaleAndFadeKeepsTheCell() throws {
        let driver = PhotosDriver()
        driver.key("2")
        driver.run(1.0 / 60)
        let cell = try #require(driver.grid.collectionView.cellForItem(at: path(1)))
        driver.click(driver.center(ofPhoto: 1))
        driver.run(0.1)
        #expect(driver.detail != nil && !cell.isHidden)
        driver.settle()
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("A resize that moved the cell off screen: the dismissal scrolls it into view first and lands on it")
    func dismissalScrollsTheCellIntoView() throws {
        for usePinch in [false, true] {
            let driver = PhotosDriver()
            driver.run(1.0 / 60)
            scroll(driver, to: 1050)
            driver.open(photo: 32)
            let offset = driver.grid.collectionView.contentOffset
            driver.window.send(.resize(CGSize(width: 750, height: 768)))
            driver.run(1.0 / 60)
            // 3 columns now: photo 33 is in row 10, far below the unchanged offset.
            #expect(driver.grid.collectionView.contentOffset == offset)
            #expect(driver.grid.collectionView.cellForItem(at: path(32)) == nil, "off screen")
            if usePinch { driver.wheel(notches: 2) } else { driver.key("Escape") }
            let cell = try #require(driver.grid.collectionView.cellForItem(at: path(32)), "scrolled back into view")
            let cellFrame = cell.convert(cell.bounds, to: nil)
            #expect(gridFrame(driver).contains(cellFrame))
            #expect(driver.grid.zoom.modalCollapsedFrame == cellFrame)
            #expect(cell.isHidden)
            if usePinch { driver.wheel(notches: 7); driver.run(0.4) }
            driver.settle()
            #expect(driver.detail == nil)
            #expect(driver.photos.grid?.presentedViewController == nil)
            #expect(driver.frame(ofPhoto: 32) == cellFrame && !cell.isHidden)
            #expect(driver.violations.isEmpty, "\(driver.violations)")
        }
    }

    @Test("The grid scrolling during the pinch: the photo follows its cell; the hidden state follows the item through reuse")
    func pinchFollowsTheScrollingCell() throws {
        let driver = PhotosDriver()
        driver.run(1.0 / 60)
        driver.open(photo: 7)
        let detail = try #require(driver.detail)
        driver.wheel(notches: 3)
        let percent = pow(1.1, -3.0)
        scroll(driver, to: 60)
        let moved = driver.frame(ofPhoto: 7)
        #expect(moved == CGRect(x: 424, y: 312 - 60, width: 176, height: 176))
        let expected = PinchInteractor.interpolatedFrame(collapsed: moved, expanded: driver.window.bounds, percent: percent)
        #expect(abs(detail.view.frame.minY - expected.minY) < 1e-9 && abs(detail.view.frame.width - expected.width) < 1e-9,
                "\(detail.view.frame) \(expected)")
        // Scrolled away, the photo's cell is reused for another photo, which shows.
        scroll(driver, to: 1050)
        #expect(driver.grid.collectionView.cellForItem(at: path(7)) == nil)
        #expect(driver.visiblePhotoCells.allSatisfy { !$0.isHidden })
        scroll(driver, to: 0)
        #expect(driver.grid.collectionView.cellForItem(at: path(7))?.isHidden == true)
        driver.wheel(notches: 6)
        driver.run(0.4)
        driver.settle()
        #expect(driver.detail == nil && detail.view.frame == driver.frame(ofPhoto: 7))
        #expect(driver.visiblePhotoCells.allSatisfy { !$0.isHidden })
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }
}
