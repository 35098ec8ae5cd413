import Foundation
import Testing
import TransitionKit
@testable import TransitionPlayground

/// The `zoom` scene in a 1024 x 768 window: five columns of 160-point cells from (64, 68), 184
/// points apart, under the 44-point navigation bar.
@Suite("Zoom scene (iOS 18 zoom transition)")
@MainActor
struct ZoomSceneTests {
    private func settled() -> (ZoomScene, TransitionSceneDriver) {
        let scene = ZoomScene()
        let driver = TransitionSceneDriver(scene)
        driver.settle()
        driver.clearLog()
        return (scene, driver)
    }

    @Test("A click on cell 8 pushes its detail with the zoom from the cell; the swatch lines up with it")
    func clickZooms() throws {
        let (scene, driver) = settled()
        let cell = scene.grid.cells[7]
        // Below the bar on screen: the grid's scroll view adjusts its inset for it.
        #expect(cell.convert(cell.bounds, to: nil) == CGRect(x: 432, y: 252, width: 160, height: 160))
        driver.click(driver.center(of: cell))
        #expect(driver.transition?.animator == "ZoomTransitionAnimator")
        driver.window.scrubTransition(by: -1)   // back to the start (the click ran a frame of it)
        let detail = try #require(scene.detail)
        // The swatch (460.8 pt, the detail's 60 % height) is scaled onto the cell: its frame is the cell's.
        let swatch = detail.swatch.presentationFrameInWindow
        #expect(abs(swatch.minX - 432) < 1e-6 && abs(swatch.minY - 252) < 1e-6 && abs(swatch.width - 160) < 1e-6, "\(swatch)")
        #expect(cell.isHidden)
        driver.window.resumeTransition()
        driver.settle()
        #expect(scene.navigation.topViewController === detail && !cell.isHidden)
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("A drag down in the detail pops it into the cell; Backspace after scrolling lands on the cell where it is")
    func dragAndBack() throws {
        let (scene, driver) = settled()
        driver.click(driver.center(of: scene.grid.cells[7]))
        driver.settle()
        driver.drag(from: CGPoint(x: 512, y: 200), to: CGPoint(x: 512, y: 560), hold: 0)
        driver.settle()
        #expect(scene.navigation.topViewController === scene.grid)
        scene.grid.scrollView.contentOffset.y += 180
        driver.click(CGPoint(x: 512, y: 336))   // cell 13, scrolled up 180 points
        driver.settle()
        let detail = try #require(scene.detail)
        #expect(detail.cellIndex == 12)
        driver.press("Backspace")
        driver.run(0.1)
        // The detail keeps the layout it had at full size while it flies (its swatch below the
        // 44-point bar), though its scaled frame no longer reaches under the bar.
        #expect(detail.swatch.frame.minY == 44 && detail.view.safeAreaInsets.top == 44)
        driver.window.scrubTransition(by: 0.5)
        let flight = try #require(detail.view.superview)
        #expect(flight.presentationFrameInWindow == CGRect(x: 432, y: 256, width: 160, height: 160))
        driver.window.resumeTransition()
        driver.settle()
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("Animator 2 presents with seed 003's ZoomAnimator from the cell's frame and dismisses with Backspace")
    func seedZoom() throws {
        let (scene, driver) = settled()
        scene.animatorIndex = 1
        driver.click(driver.center(of: scene.grid.cells[8]))
        #expect(driver.transition?.animator == "ZoomAnimator")
        #expect(scene.seedZoom.modalCollapsedFrame == CGRect(x: 616, y: 252, width: 160, height: 160))
        driver.settle()
        #expect(scene.detail?.presentingViewController != nil)
        driver.press("Backspace")
        driver.settle()
        #expect(scene.detail == nil)
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("The demo script runs: zooms finish, an interactive drag cancels and one finishes, the screenshot mid-drag")
    func demoScript() throws {
        let run = try DemoRun(scene: "zoom")
        #expect(run.completions.filter { $0.kind == "push" && $0.finished }.count == 3)
        #expect(run.completions.contains { $0.kind == "pop" && !$0.finished })
        #expect(run.completions.filter { $0.kind == "pop" && $0.finished }.count == 2)
        #expect(run.completions.contains { $0.kind == "presentation" && $0.finished })
        #expect(run.completions.contains { $0.kind == "dismissal" && $0.finished })
        run.checkPixels()
    }
}
