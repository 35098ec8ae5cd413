import Foundation
import Testing
import TransitionCatalog
import TransitionKit
@testable import TransitionPlayground

@Suite("Sheet scene (seed 000, custom presentation)")
@MainActor
struct SheetSceneTests {
    private func presented(_ index: Int = 0) -> (SheetScene, TransitionSceneDriver) {
        let scene = SheetScene()
        let driver = TransitionSceneDriver(scene)
        driver.press("\(index + 1)")
        driver.press("Return")
        driver.settle()
        return (scene, driver)
    }

    @Test("Enter presents the card over the lower half in the wrapper, dimming at 0.5; Backspace dismisses")
    func presentAndDismiss() throws {
        let scene = SheetScene()
        let driver = TransitionSceneDriver(scene)
        driver.press("Return")
        driver.run(CustomPresentationController.duration / 2)
        let controller = try #require(scene.presentation)
        let dimming = try #require(controller.dimmingView)
        let opacity = CGFloat(try #require(dimming.layer.presentation()).opacity)
        #expect(opacity > 0.2 && opacity < 0.3, "dimming alongside, half way to 0.5")
        #expect(driver.transition?.animator == "CustomPresentationController")
        #expect(driver.settle())
        let wrapper = try #require(controller.presentationWrappingView)
        #expect(wrapper.frame == CGRect(x: 0, y: 384, width: 1024, height: 384))
        #expect(dimming.alpha == 0.5 && dimming.frame == driver.window.bounds)
        #expect(scene.customCard.view.isDescendant(of: wrapper) && scene.customCard.view.frame.size == wrapper.frame.size)
        #expect(scene.first.view.window === driver.window, "the presenter stays on screen")
        #expect(driver.texts.contains("Card") && driver.texts.contains("A"))
        // The card's top corners are rounded in the drawn frame.
        let fill = driver.window.displayList().flattenedCommands.first { $0.fillColor == Palette.card.color }
        #expect(fill?.cornerRadius == CustomPresentationController.cornerRadius)
        #expect(fill.map { abs($0.windowBounds.minY - 384) < 1e-6 } == true)

        driver.press("Backspace")
        #expect(driver.settle())
        #expect(scene.first.presentedViewController == nil && controller.dimmingView == nil)
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("A tap on the dimming dismisses; a tap on the card does not")
    func tapDimming() throws {
        let (scene, driver) = presented()
        driver.click(CGPoint(x: 700, y: 600))
        driver.settle()
        #expect(scene.first.presentedViewController === scene.customCard)
        driver.click(CGPoint(x: 512, y: 200))
        #expect(driver.settle())
        #expect(scene.first.presentedViewController == nil)
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("Dragging the card down scrubs the dismissal: 30 % springs back, 55 % dismisses, a flick dismisses",
          arguments: [0, 2])
    func dragToDismiss(index: Int) throws {
        let (scene, driver) = presented(index)
        let controller = try #require(scene.presentation)
        driver.clearLog()
        driver.dragWithoutRelease(from: CGPoint(x: 512, y: 500), to: CGPoint(x: 512, y: 500 + 0.3 * 384))
        let state = try #require(driver.transition)
        #expect(state.kind == .dismissal && state.isInteractive && abs(state.percentComplete - 0.3) < 1e-6)
        if index == 0 {
            let wrapper = try #require(controller.presentationWrappingView)
            #expect(abs(try #require(wrapper.layer.presentation()).frame.minY - (384 + 0.3 * 384)) < 1e-6, "under the pointer")
        }
        driver.run(0.2)
        driver.app.handle(.mouseUp(CGPoint(x: 512, y: 615)))
        #expect(driver.settle())
        #expect(scene.first.presentedViewController === scene.customCard, "30 %: the card comes back")
        #expect(driver.log.contains("cancelInteractiveTransition"))
        #expect(controller.presentationWrappingView?.frame == CGRect(x: 0, y: 384, width: 1024, height: 384))
        #expect(controller.dimmingView?.alpha == 0.5)

        driver.drag(from: CGPoint(x: 512, y: 500), to: CGPoint(x: 512, y: 500 + 0.55 * 384))
        #expect(driver.settle())
        #expect(scene.first.presentedViewController == nil, "55 %: dismissed")

        driver.press("Return")
        driver.settle()
        driver.drag(from: CGPoint(x: 512, y: 500), to: CGPoint(x: 512, y: 580), steps: 4, hold: 0)
        #expect(driver.settle())
        #expect(scene.first.presentedViewController == nil, "a downward flick dismisses from 20 %")
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("Key 2: the same card as a system page sheet, dismissed by Backspace or by dragging it down")
    func pageSheet() throws {
        let (scene, driver) = presented(1)
        #expect(scene.first.presentedViewController === scene.pageSheetCard)
        #expect(scene.pageSheetCard.modalPresentationStyle == .pageSheet)
        #expect(scene.pageSheetCard.view.window === driver.window)
        driver.press("Backspace")
        #expect(driver.settle())
        #expect(scene.first.presentedViewController == nil)
        driver.press("Return")
        driver.settle()
        let top = scene.pageSheetCard.view.convert(scene.pageSheetCard.view.bounds, to: nil).minY
        driver.drag(from: CGPoint(x: 512, y: top + 100), to: CGPoint(x: 512, y: top + 100 + 500))
        #expect(driver.settle())
        #expect(scene.first.presentedViewController == nil)
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("Key 3: the custom presentation controller's chrome with CrossDissolveAnimator")
    func customCrossDissolve() throws {
        let scene = SheetScene()
        let driver = TransitionSceneDriver(scene)
        driver.press("3")
        driver.press("Return")
        driver.run(0.1)
        #expect(driver.transition?.animator == "CrossDissolveAnimator")
        #expect(scene.customCard.presentationController === scene.presentation)
        #expect(driver.settle())
        #expect(scene.presentation.dimmingView?.alpha == 0.5)
        #expect(scene.presentation.presentationWrappingView?.frame == CGRect(x: 0, y: 384, width: 1024, height: 384))
        driver.press("1")
        driver.press("Escape")
        driver.run(0.1)
        #expect(driver.transition?.animator == "CrossDissolveAnimator", "dismissed by the delegate that presented it")
        #expect(driver.settle())
        driver.press("Return")
        driver.run(0.1)
        #expect(driver.transition?.animator == "CustomPresentationController")
        driver.settle()
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("R re-lays out the card and the dimming for the new size, also mid-transition")
    func rotate() throws {
        let (scene, driver) = presented()
        driver.press("R")
        driver.run(1.0 / 60)
        #expect(scene.presentation.presentationWrappingView?.frame == CGRect(x: 0, y: 512, width: 768, height: 512))
        #expect(scene.presentation.dimmingView?.frame == CGRect(x: 0, y: 0, width: 768, height: 1024))
        driver.press("Backspace")
        driver.run(0.1)
        driver.press("R")
        #expect(driver.settle())
        #expect(scene.first.presentedViewController == nil)
        driver.press("Return")
        driver.run(0.1)
        driver.press("R")
        #expect(driver.settle())
        #expect(scene.presentation.presentationWrappingView?.frame == CGRect(x: 0, y: 512, width: 768, height: 512))
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("Up and Down change the card's preferredContentSize; the presentation controller follows")
    func cardHeight() throws {
        let (scene, driver) = presented()
        driver.press("Up")
        driver.settle()
        #expect(scene.customCard.preferredContentSize.height == 384 + SheetScene.cardHeightStep)
        #expect(scene.presentation.presentationWrappingView?.frame.minY == 384 - SheetScene.cardHeightStep)
        for _ in 0..<10 { driver.press("Down") }
        driver.settle()
        #expect(scene.presentation.presentationWrappingView?.frame.height == SheetScene.minimumCardHeight)
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }
}
