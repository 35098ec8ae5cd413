import Foundation
import Testing
import TransitionCatalog
import TransitionKit
@testable import TransitionPlayground

/// Issue 10, item 1: a cancelled cross dissolve left the view it was fading in at alpha 0 (the
/// value it set up before its animation block), so the next transition with another animator
/// showed that screen invisible: a black window in `interactive`, a blank root in `navigation`.
/// Real animators set up before the block and reset in the completion when
/// `transitionWasCancelled` (reference/real-world-patterns.md, "Setup before the block, reset in
/// the completion — including on cancel").
@Suite("A cancelled transition leaves every screen visible")
@MainActor
struct CancelledTransitionVisibilityTests {
    /// The alpha `view` is drawn with: its own times its ancestors'.
    private func effectiveAlpha(_ view: UIView) -> CGFloat {
        var alpha: CGFloat = 1
        var current: UIView? = view
        while let view = current {
            alpha *= view.isHidden ? 0 : view.alpha
            current = view.superview
        }
        return alpha
    }

    @Test("interactive: cross dissolve, cancel B's dismissal at 25 %, another animator, Backspace: A is visible",
          arguments: [1, 3])
    func interactiveScene(nextAnimatorKey: Int) {
        let scene = InteractiveScene()
        let driver = TransitionSceneDriver(scene)
        driver.press("2")
        driver.press("Return")
        #expect(driver.settle())
        driver.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 2 + 0.25 * 1024, y: 400))
        #expect(driver.settle())
        #expect(driver.log.contains("cancelInteractiveTransition"))
        #expect(scene.first.presentedViewController === scene.second, "25 %: the dismissal cancelled")
        #expect(scene.first.view.alpha == 1, "the cancelled cross dissolve gave A its alpha back")

        driver.press("\(nextAnimatorKey)")
        driver.press("Backspace")
        #expect(driver.settle())
        #expect(scene.first.presentedViewController == nil)
        #expect(scene.first.view.window === driver.window)
        #expect(effectiveAlpha(scene.first.view) == 1, "A is drawn opaque, not black")
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("navigation: cross dissolve, cancel a pop from the edge at 25 %, system slide, Backspace: the root is visible")
    func navigationScene() throws {
        let scene = NavigationScene()
        let driver = TransitionSceneDriver(scene)
        driver.press("2")
        driver.press("Return")
        #expect(driver.settle())
        let root = try #require(scene.navigation.viewControllers.first)
        driver.drag(from: CGPoint(x: 2, y: 500), to: CGPoint(x: 2 + 0.25 * 1024, y: 500))
        #expect(driver.settle())
        #expect(driver.log.contains("cancelInteractiveTransition"))
        #expect(scene.navigation.viewControllers.count == 2, "25 %: the pop cancelled")
        #expect(root.view.alpha == 1, "the cancelled cross dissolve gave the root its alpha back")

        driver.press("1")
        driver.press("Backspace")
        #expect(driver.settle())
        #expect(scene.navigation.viewControllers.count == 1 && scene.navigation.topViewController === root)
        #expect(root.view.window === driver.window)
        #expect(effectiveAlpha(root.view) == 1, "the root screen is drawn, not blank")
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }
}
