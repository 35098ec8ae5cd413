import Foundation
import Testing
import TransitionCatalog
import TransitionKit
@testable import TransitionPlayground

@Suite("Interactive scene (seed 000)")
@MainActor
struct InteractiveSceneTests {
    static let width: CGFloat = 1024

    /// A drag from A's right edge that ends `percent` of the way across, held still before release.
    private func dragFromRight(_ driver: TransitionSceneDriver, to percent: CGFloat) {
        driver.drag(from: CGPoint(x: Self.width - 2, y: 400), to: CGPoint(x: Self.width - 2 - percent * Self.width, y: 400))
    }

    /// A drag from B's left edge that ends `percent` of the way across.
    private func dragFromLeft(_ driver: TransitionSceneDriver, to percent: CGFloat) {
        driver.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 2 + percent * Self.width, y: 400))
    }

    @Test("A right-edge drag presents B under the pointer: released at 45 % it cancels, at 55 % it finishes",
          arguments: 0..<3)
    func presentByDrag(index: Int) throws {
        let scene = InteractiveScene()
        let driver = TransitionSceneDriver(scene)
        driver.press("\(index + 1)")
        driver.clearLog()
        driver.dragWithoutRelease(from: CGPoint(x: Self.width - 2, y: 400), to: CGPoint(x: Self.width - 2 - 0.3 * Self.width, y: 400))
        let state = try #require(driver.transition)
        #expect(state.isInteractive && state.kind == .presentation && abs(state.percentComplete - 0.3) < 1e-6)
        #expect(state.animator == ["EdgeSlideAnimator", "CrossDissolveAnimator", "HalfWaySpringAnimator"][index])
        if index == 0 {
            let edge = try #require(scene.second.view.layer.presentation()).frame.minX
            #expect(abs(edge - (Self.width - 0.3 * Self.width)) < 1e-6, "B's edge is under the pointer")
        }
        #expect(scene.interactionHint == "30 % · release: cancel", "the overlay shows the drag's progress")
        #expect(driver.app.tools.hud.hintLabel.text == "30 % · release: cancel" && !driver.app.tools.hud.hintLabel.isHidden)
        driver.run(0.2)
        driver.app.handle(.mouseUp(CGPoint(x: Self.width - 2 - 0.3 * Self.width, y: 400)))
        #expect(driver.settle())
        #expect(scene.first.presentedViewController == nil)
        #expect(driver.log.contains("cancelInteractiveTransition") && driver.log.last == "animationEnded(false)")
        #expect(scene.first.hint == InteractiveScene.hintA)
        #expect(scene.interactionHint == nil && driver.app.tools.hud.hintLabel.isHidden)

        driver.clearLog()
        dragFromRight(driver, to: 0.45)
        #expect(driver.settle())
        #expect(scene.first.presentedViewController == nil, "45 %: cancelled")
        #expect(driver.log.contains("cancelInteractiveTransition") && !driver.log.contains("completeTransition(true)"))
        #expect(scene.transitionDelegate.interactionController?.isDone == true)

        driver.clearLog()
        dragFromRight(driver, to: 0.55)
        #expect(driver.settle())
        #expect(scene.first.presentedViewController === scene.second, "55 %: finished")
        #expect(driver.log.contains("finishInteractiveTransition") && driver.log.last == "animationEnded(true)")
        #expect(scene.second.view.frame == driver.window.bounds && scene.second.view.alpha == 1)
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("A left-edge drag on B dismisses: released at 45 % it cancels, at 55 % it finishes", arguments: 0..<3)
    func dismissByDrag(index: Int) throws {
        let scene = InteractiveScene()
        let driver = TransitionSceneDriver(scene)
        driver.press("\(index + 1)")
        driver.press("Return")
        driver.settle()
        driver.clearLog()
        dragFromLeft(driver, to: 0.45)
        #expect(driver.settle())
        #expect(scene.first.presentedViewController === scene.second)
        #expect(driver.log.contains("cancelInteractiveTransition") && driver.log.last == "animationEnded(false)")
        #expect(scene.transitionDelegate.interactionController?.edge == .left)
        #expect(scene.second.view.frame == driver.window.bounds && scene.second.view.alpha == 1)

        driver.clearLog()
        dragFromLeft(driver, to: 0.55)
        #expect(driver.settle())
        #expect(scene.first.presentedViewController == nil)
        #expect(driver.log.contains("finishInteractiveTransition") && driver.log.last == "animationEnded(true)")
        #expect(scene.first.view.window === driver.window && scene.first.view.frame == driver.window.bounds)
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("Enter, Backspace and the buttons run the animator without interaction")
    func withoutInteraction() throws {
        let scene = InteractiveScene()
        let driver = TransitionSceneDriver(scene)
        driver.press("Return")
        driver.run(0.1)
        #expect(driver.transition?.isInteractive == false && driver.transition?.animator == "EdgeSlideAnimator")
        #expect(scene.transitionDelegate.interactionController == nil)
        let edge = try #require(scene.second.view.layer.presentation()).frame.minX
        #expect(edge > 0 && edge < Self.width, "sliding in from the right")
        #expect(driver.settle())
        #expect(!driver.log.contains("startInteractiveTransition"))
        driver.press("Backspace")
        driver.run(0.1)
        #expect(try #require(scene.second.view.layer.presentation()).frame.minX > 0, "sliding out to the right")
        #expect(driver.settle())
        #expect(scene.first.presentedViewController == nil)

        driver.click(driver.center(of: try #require(scene.first.button)))
        #expect(driver.settle())
        #expect(scene.first.presentedViewController === scene.second)
        driver.click(driver.center(of: try #require(scene.second.button)))
        #expect(driver.settle())
        #expect(scene.first.presentedViewController == nil)
        #expect(!driver.log.contains("startInteractiveTransition"))
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("R mid-drag and mid-animation leaves a valid state at the new size")
    func rotate() throws {
        let scene = InteractiveScene()
        let driver = TransitionSceneDriver(scene)
        driver.dragWithoutRelease(from: CGPoint(x: Self.width - 2, y: 400), to: CGPoint(x: 300, y: 400))
        driver.press("R")
        driver.run(0.2)
        driver.app.handle(.mouseUp(CGPoint(x: 300, y: 400)))
        #expect(driver.settle())
        let bounds = CGRect(x: 0, y: 0, width: 768, height: 1024)
        #expect(driver.window.bounds == bounds)
        if scene.first.presentedViewController != nil {
            #expect(scene.second.view.frame == bounds)
            driver.press("Backspace")
        }
        driver.run(0.1)
        driver.press("R")
        #expect(driver.settle())
        #expect(scene.first.presentedViewController == nil && scene.first.view.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("The HUD plots the animator's curve, the dot following the drag")
    func timing() throws {
        let scene = InteractiveScene()
        let driver = TransitionSceneDriver(scene)
        #expect(scene.timing?.curve.label == "ease in-out" && scene.timing?.elapsed == nil)
        driver.dragWithoutRelease(from: CGPoint(x: Self.width - 2, y: 400), to: CGPoint(x: Self.width - 2 - 0.4 * Self.width, y: 400))
        #expect(abs((scene.timing?.elapsed ?? 0) - 0.4 * EdgeSlideAnimator.duration) < 1e-6)
        driver.app.handle(.mouseUp(CGPoint(x: 200, y: 400)))
        driver.settle()
        driver.press("3")
        #expect(scene.timing?.curve.label == "spring, damping 0.6")
    }
}
