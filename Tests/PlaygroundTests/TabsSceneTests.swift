import Foundation
import Testing
import TransitionKit
@testable import TransitionPlayground

/// The `tabs` scene in a 1024 x 768 window: four tabs on a 49-point bar at y 719, each item
/// 256 points wide.
@Suite("Tabs scene (UITabBarController)")
@MainActor
struct TabsSceneTests {
    /// The centre of tab item `index`.
    private func item(_ index: Int) -> CGPoint { CGPoint(x: 128 + 256 * CGFloat(index), y: 743) }

    private func settled() -> (TabsScene, TransitionSceneDriver) {
        let scene = TabsScene()
        let driver = TransitionSceneDriver(scene)
        driver.settle()
        driver.clearLog()
        return (scene, driver)
    }

    @Test("Clicking a tab runs the slide from the tab order's side; the frames half way are exact")
    func clickSlides() throws {
        let (scene, driver) = settled()
        let tabs = try #require(scene.tabBarController)
        let controllers = try #require(tabs.viewControllers)
        driver.click(item(2))
        #expect(driver.transition?.kind == .tab && tabs.selectedIndex == 2)
        // Ten 60 Hz frames into the linear 0.35 s slide: the new tab is 1 - (10/60) / 0.35 of the
        // width from its place, the old one exactly a width to its left.
        driver.run(0.175 - 2.0 / 60)
        let expected = 1024 * (1 - (10.0 / 60) / 0.35)
        #expect(abs(controllers[2].view.presentationFrameInWindow.minX - expected) < 1e-6)
        #expect(abs(controllers[0].view.presentationFrameInWindow.minX - (expected - 1024)) < 1e-6)
        driver.settle()
        #expect(scene.transitionDelegate.selections == ["Blue"])
        driver.click(item(1))
        driver.run(0.175 - 2.0 / 60)
        #expect(abs(controllers[1].view.presentationFrameInWindow.minX + expected) < 1e-6, "going left, the new tab comes from the left")
        driver.settle()
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("A short swipe scrubs the slide and cancels: the old tab stays selected, callbacks balanced")
    func cancelledSwipe() throws {
        let (scene, driver) = settled()
        let tabs = try #require(scene.tabBarController)
        let controllers = try #require(tabs.viewControllers)
        driver.dragWithoutRelease(from: CGPoint(x: 700, y: 400), to: CGPoint(x: 495.2, y: 400), steps: 8)
        #expect(driver.transition?.kind == .tab && driver.transition?.phase == .interactive)
        let fraction = (1024 - controllers[1].view.presentationFrameInWindow.minX) / 1024
        #expect(abs(fraction - 0.2) < 0.02, "the new tab follows the finger: \(fraction)")
        #expect(scene.interactionHint?.hasSuffix("release: cancel") == true, "\(scene.interactionHint ?? "nil")")
        driver.run(0.2)
        driver.app.handle(.mouseUp(CGPoint(x: 495.2, y: 400)))
        driver.settle()
        #expect(tabs.selectedIndex == 0 && tabs.tabBar.selectedItem === controllers[0].tabBarItem)
        #expect(controllers[0].view.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(controllers[1].viewIfLoaded?.window == nil)
        // The second tab is a navigation controller titled "Yellow" whose root is "Yellow": each
        // callback is logged for both, the container first.
        let appearance = driver.log.filter { $0.contains(".view") && !$0.contains("Layout") }
        #expect(appearance == [
            "Red.viewWillDisappear", "Yellow.viewWillAppear", "Yellow.viewWillAppear", "Yellow.viewWillDisappear",
            "Yellow.viewWillDisappear", "Yellow.viewDidDisappear", "Yellow.viewDidDisappear", "Red.viewWillAppear",
            "Red.viewDidAppear",
        ])
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("A long swipe finishes on the next tab; key 3 switches with no animator at once")
    func longSwipeAndNone() throws {
        let (scene, driver) = settled()
        let tabs = try #require(scene.tabBarController)
        driver.drag(from: CGPoint(x: 900, y: 400), to: CGPoint(x: 300, y: 400), steps: 10)
        driver.settle()
        #expect(tabs.selectedIndex == 1)
        driver.press("3")
        driver.click(item(3))
        #expect(tabs.selectedIndex == 3 && driver.transition == nil)
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("Enter pushes inside the navigation tab, hiding the bar; Backspace pops it back")
    func navigationTab() throws {
        let (scene, driver) = settled()
        driver.click(item(1))
        driver.settle()
        driver.press("Return")
        driver.settle()
        #expect(scene.navigation.viewControllers.count == 2 && scene.tabBarController.tabBar.isHidden)
        driver.press("Backspace")
        driver.settle()
        #expect(scene.navigation.viewControllers.count == 1 && !scene.tabBarController.tabBar.isHidden)
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("The demo script runs: tab switches finish and cancel, the screenshot mid-swipe")
    func demoScript() throws {
        let run = try DemoRun(scene: "tabs")
        #expect(run.completions.contains { $0.kind == "tab" && $0.finished })
        #expect(run.completions.contains { $0.kind == "tab" && !$0.finished })
        #expect(run.completions.contains { $0.kind == "push" && $0.finished })
        run.checkPixels()
    }
}
