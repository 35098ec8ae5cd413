import Foundation
import Testing
import TransitionCatalog
import TransitionKit
import TransitionKitTestSupport
@testable import TransitionPlayground

/// Every gesture that dismisses or presents moves the content under the pointer while it drags,
/// and every scene shows "NN % · release: finish/cancel" while a gesture holds a transition.
@Suite("Interactive gestures in the scenes")
@MainActor
struct InteractiveGestureTests {
    @Test("present: dragging B moves it under the pointer for every animator; a short drag cancels, a long one dismisses",
          arguments: 1...5)
    func presentDragIsInteractive(animator: Int) throws {
        let scene = PresentScene()
        let driver = TransitionSceneDriver(scene)
        driver.press("\(animator)")
        driver.press("Return")
        #expect(driver.settle())
        let a = try #require(scene.first), b = try #require(scene.second)
        driver.dragWithoutRelease(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 340, y: 400))
        let state = try #require(driver.transition, "the drag holds a dismissal")
        #expect(state.kind == .dismissal && state.isInteractive)
        let onScreen = try #require(b.view.layer.presentation()).frame
        #expect(onScreen.minX == 40 && onScreen.minY == 100, "B is 40, 100 pt along, under the pointer: \(onScreen)")
        let percent = hypot(CGFloat(40), 100) / 384
        #expect(abs(state.percentComplete - percent) < 1e-9)
        #expect(scene.interactionHint == "28 % · release: cancel")
        driver.run(0.2)
        driver.app.handle(.mouseUp(CGPoint(x: 340, y: 400)))
        #expect(driver.settle())
        #expect(a.presentedViewController === b, "released before half way: B springs back")
        #expect(b.view.frame == driver.window.bounds && b.view.transform == .identity)
        #expect(scene.interactionHint == nil)

        driver.dragWithoutRelease(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 300, y: 560))
        #expect(scene.interactionHint == "68 % · release: finish")
        driver.run(0.2)
        driver.app.handle(.mouseUp(CGPoint(x: 300, y: 560)))
        #expect(driver.settle())
        #expect(a.presentedViewController == nil)
        #expect(b.view.transform == .identity, "B is left reusable")
        driver.press("Return")
        #expect(driver.settle())
        #expect(a.presentedViewController === b && b.view.frame == driver.window.bounds)
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("photos: dragging the photo moves it under the pointer; released past half way it lands on its thumbnail")
    func photoDragIsInteractive() throws {
        let driver = PhotosDriver()
        driver.run(1.0 / 60)
        driver.open(photo: 2)
        let detail = try #require(driver.detail)
        driver.dragWithoutRelease(from: CGPoint(x: 500, y: 300), to: CGPoint(x: 500, y: 400))
        #expect(driver.transition?.isInteractive == true)
        #expect(try #require(detail.view.layer.presentation()).frame.minY == 100, "the photo is under the pointer")
        #expect(driver.photos.interactionHint == "26 % · release: cancel")
        driver.run(0.2)
        driver.app.handle(.mouseUp(CGPoint(x: 500, y: 400)))
        driver.settle()
        #expect(driver.detail === detail && detail.view.frame == driver.window.bounds)

        driver.dragWithoutRelease(from: CGPoint(x: 500, y: 300), to: CGPoint(x: 600, y: 550))
        #expect(driver.photos.interactionHint?.hasSuffix("release: finish") == true)
        driver.app.handle(.mouseUp(CGPoint(x: 600, y: 550)))
        driver.settle()
        #expect(driver.detail == nil)
        #expect(detail.view.frame == driver.frame(ofPhoto: 2) && detail.view.transform == .identity)
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("photos: the wheel pinch shows its progress and verdict; a notch during the spring-back catches the photo")
    func wheelPinchHintAndCatch() throws {
        let driver = PhotosDriver()
        driver.run(1.0 / 60)
        driver.open(photo: 4)
        let detail = try #require(driver.detail)
        driver.wheel(notches: 3, interval: 0.1)
        #expect(driver.photos.interactionHint == "25 % · release: cancel")
        driver.wheel(notches: 3, interval: 0.1)
        driver.run(0.3)  // the pinch ended at 0.56: the photo springs back
        #expect(driver.photos.interactionHint == nil)
        driver.run(0.1)
        let onScreen = try #require(detail.view.layer.presentation()).frame
        #expect(onScreen.width > 0.6 * 1024 && onScreen.width < 1024, "on its way back")
        driver.wheel(notches: 1, interval: 0.1)
        #expect(driver.transition?.isInteractive == true, "the notch caught the photo")
        #expect(try #require(detail.view.layer.presentation()).frame.width < onScreen.width, "from where it was, one notch in")
        driver.wheel(notches: 6, interval: 0.1)
        #expect(driver.photos.interactionHint?.hasSuffix("release: finish") == true)
        driver.run(0.4)
        driver.settle()
        #expect(driver.detail == nil)
        #expect(detail.view.frame == driver.frame(ofPhoto: 4))
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("photos: Ctrl-drag pinches as Alt-drag does (GNOME, KDE and Xfce take Alt-drag)")
    func controlDragPinches() throws {
        let driver = PhotosDriver()
        driver.run(1.0 / 60)
        driver.open(photo: 0)
        driver.window.send(.mouseDown(CGPoint(x: 512, y: 400), modifiers: [.control]))
        for step in 1...6 {
            driver.window.send(.mouseMove(CGPoint(x: 512 - CGFloat(step) * 12, y: 400)))
            driver.run(3.0 / 60)
        }
        #expect(driver.transition?.isInteractive == true)
        #expect(driver.photos.interactionHint == "72 % · release: finish", "144 pt closer over 200 pt: scale 0.28")
        driver.window.send(.mouseUp(CGPoint(x: 440, y: 400)))
        driver.settle()
        #expect(driver.detail == nil)
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("lockscreen: a 150 pt pull shows the settings past half way on the ease-out curve, says so, and finishes")
    func lockScreenPullDecidesFromWhatIsShown() throws {
        let driver = LockScreenDriver()
        driver.run(1.0 / 60)
        driver.pull(by: 150, release: false)
        driver.run(0.2)
        let settings = try #require(driver.settings)
        let shown = CGFloat(try #require(settings.view.layer.presentation()).opacity)
        let fraction = try #require(driver.lockScreen.presentTransition.animator?.fractionComplete)
        #expect(fraction < 0.5, "the pull's own progress is under half: \(fraction)")
        #expect(shown > 0.5, "but the settings look past half way: \(shown)")
        #expect(driver.lockScreen.pullDown.visibleProgress == shown)
        #expect(driver.lockScene.interactionHint == "\(Int((shown * 100).rounded())) % · release: finish")
        let timing = try #require(driver.lockScene.timing)
        #expect(abs(timing.curve.progress(at: timing.elapsed ?? -1) - Double(shown)) < 0.02, "the HUD's dot is where the panel is")
        driver.window.send(.mouseUp(CGPoint(x: 512, y: 550)))
        driver.settle()
        #expect(driver.settings != nil, "released where it looks past half way: finished")
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("navigation: the edge pop shows its progress and verdict while the drag holds it")
    func navigationPopHint() throws {
        let scene = NavigationScene()
        let driver = TransitionSceneDriver(scene)
        driver.press("Return")
        #expect(driver.settle())
        #expect(scene.interactionHint == nil)
        driver.dragWithoutRelease(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 2 + 0.3 * 1024, y: 400))
        #expect(driver.transition?.isInteractive == true)
        #expect(scene.interactionHint == "30 % · release: cancel")
        #expect(driver.app.tools.hud.hintLabel.text == "30 % · release: cancel")
        driver.run(0.2)
        driver.app.handle(.mouseUp(CGPoint(x: 2 + 0.3 * 1024, y: 400)))
        #expect(driver.settle())
        #expect(driver.app.tools.hud.hintLabel.isHidden)
    }
}
