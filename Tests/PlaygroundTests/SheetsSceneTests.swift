import Foundation
import Testing
import TransitionKit
@testable import TransitionPlayground

/// The `sheets` scene in a 1024 x 768 window: large top 44, medium value (768 - 44) / 2 = 362,
/// top 406 (see UISheetPresentationControllerTests for the formula).
@Suite("Sheets scene (UISheetPresentationController)")
@MainActor
struct SheetsSceneTests {
    private func presented() -> (SheetsScene, TransitionSceneDriver) {
        let scene = SheetsScene()
        let driver = TransitionSceneDriver(scene)
        driver.press("Return")
        driver.settle()
        return (scene, driver)
    }

    @Test("Enter presents a sheet at medium with a grabber; A's button behind the undimmed sheet takes taps")
    func presentsAtMedium() throws {
        let (scene, driver) = presented()
        let sheet = try #require(scene.sheets.first)
        #expect(sheet.view.frame == CGRect(x: 0, y: 406, width: 1024, height: 362))
        #expect(sheet.sheetPresentationController?.prefersGrabberVisible == true)
        let button = try #require(scene.first.button)
        driver.click(driver.center(of: button))
        #expect(scene.taps == 1, "the presenter stays interactive at the undimmed medium detent")
        #expect(driver.texts.contains("detent: medium · medium undimmed"))
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("One drag up the list expands the sheet to large first, then scrolls the list; back down it returns")
    func listHandOver() throws {
        let (scene, driver) = presented()
        let sheet = try #require(scene.sheets.first)
        driver.dragWithoutRelease(from: CGPoint(x: 512, y: 700), to: CGPoint(x: 512, y: 160), steps: 18)
        #expect(sheet.view.frame.minY == 44, "362 of the 540 pt raised the sheet")
        #expect(abs(sheet.scrollView.contentOffset.y - 178) < 1e-9, "the other 178 pt scrolled the list")
        #expect(scene.first.view.transform.a == 0.92, "A is pushed back behind the large sheet")
        driver.dragWithoutRelease(from: CGPoint(x: 512, y: 160), to: CGPoint(x: 512, y: 160), steps: 1)
        driver.run(0.2)
        driver.drag(from: CGPoint(x: 512, y: 200), to: CGPoint(x: 512, y: 560), steps: 18)
        driver.settle()
        #expect(sheet.scrollView.contentOffset.y == 0 && sheet.view.frame.minY == 406)
        #expect(sheet.sheetPresentationController?.selectedDetentIdentifier == .medium)
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("N stacks a sheet; M makes it modal and a drag down is refused; Escape dismisses it")
    func stackedModal() throws {
        let (scene, driver) = presented()
        driver.press("N")
        driver.settle()
        #expect(scene.sheets.count == 2)
        driver.press("M")
        #expect(scene.sheets[1].isModalInPresentation)
        driver.drag(from: CGPoint(x: 512, y: 450), to: CGPoint(x: 512, y: 760), steps: 10, hold: 0)
        driver.settle()
        #expect(scene.sheets.count == 2 && scene.sheets[1].view.frame.minY == 406)
        driver.press("Escape")
        driver.settle()
        #expect(scene.sheets.count == 1)
        driver.press("L")
        driver.settle()
        #expect(scene.sheets[0].view.frame.minY == 44)
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("The demo script runs: a sheet presented and dismissed, the screenshot mid-drag")
    func demoScript() throws {
        let run = try DemoRun(scene: "sheets")
        #expect(run.completions.contains { $0.kind == "presentation" && $0.finished })
        #expect(run.completions.contains { $0.kind == "dismissal" && $0.finished })
        run.checkPixels()
    }
}
