import Foundation
import Testing
import TransitionCatalog
import TransitionKit
import TransitionKitTestSupport
@testable import TransitionPlayground

/// The lock screen scene in a `PlaygroundApp` on its manual clock, checking the invariants after every frame.
@MainActor
final class LockScreenDriver: TransitionSceneDriver {
    let lockScene: LockScreenScene

    init(size: CGSize = CGSize(width: 1024, height: 768)) {
        let scene = LockScreenScene()
        lockScene = scene
        super.init(scene, size: size)
    }

    var lockScreen: LockScreenViewController { lockScene.lockScreen! }
    var settings: LockScreenSettingsViewController? { lockScreen.settings }

    func key(_ name: String) { press(name) }

    /// The blur's radius on screen (0 without one).
    var blurRadius: CGFloat {
        for command in window.displayList().flattenedCommands {
            if case .backdropBlur(let radius) = command.content { return radius }
        }
        return 0
    }

    /// Drags the list down by `distance` from (512, 400), 10 pt a frame, holds still, releases.
    func pull(by distance: CGFloat, release: Bool = true) {
        window.send(.mouseDown(CGPoint(x: 512, y: 400)))
        var moved: CGFloat = 0
        while moved < distance {
            moved = min(distance, moved + 10)
            window.send(.mouseMove(CGPoint(x: 512, y: 400 + moved)))
            run(1.0 / 60)
        }
        guard release else { return }
        run(0.2)
        window.send(.mouseUp(CGPoint(x: 512, y: 400 + distance)))
    }
}

@Suite("Lock screen scene")
@MainActor
struct LockScreenSceneTests {
    @Test("Widgets in a collection view (list cells with images), the Edit button in the footer under them; no blur at rest")
    func layout() {
        let driver = LockScreenDriver()
        driver.run(1.0 / 60)
        let texts = driver.window.displayList().flattenedCommands.compactMap { command -> String? in
            if case .text(let text) = command.content { return text.string }
            return nil
        }
        #expect(texts.contains("Weather") && texts.contains("Calendar") && texts.contains("9:41"))
        let list = driver.lockScreen.collectionView
        #expect(list.numberOfItems(inSection: 0) == LockScreenViewController.widgets.count)
        #expect(list.contentSize.height > list.bounds.height)
        #expect(driver.blurRadius == 0)
        #expect(list.frame.minY > driver.lockScreen.dateLabel.frame.maxY)
        // Cards are list cells with an image; the footer under the last one holds the Edit button.
        let weather = list.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
        #expect((weather?.contentConfiguration as? UIListContentConfiguration)?.image != nil)
        #expect(weather?.frame == CGRect(x: 232, y: 8, width: 560, height: 96))
        list.setContentOffset(CGPoint(x: 0, y: list.contentSize.height - list.bounds.height), animated: false)
        driver.run(1.0 / 60)
        let last = list.layoutAttributesForItem(at: IndexPath(item: LockScreenViewController.widgets.count - 1, section: 0))!
        let button = driver.lockScreen.editButton
        #expect(button.convert(button.bounds, to: list).minY == last.frame.maxY + 8)
    }

    @Test("Enter: the settings come in over 0.75 s with the blur animated in the same animator; a row dismisses and fades the blur")
    func presentAndDismiss() throws {
        let driver = LockScreenDriver()
        driver.run(1.0 / 60)
        #expect(driver.lockScene.forward())
        #expect(driver.window.transitionState?.animator == "PropertyAnimatorPresentTransition")
        #expect(driver.window.transitionState?.duration == 0.75)
        driver.run(0.3)
        let midBlur = driver.blurRadius
        let settings = try #require(driver.settings)
        let alpha = CGFloat(settings.view.layer.presentation()!.opacity)
        #expect(midBlur > 0, "the blur is coming in")
        #expect(alpha > 0 && alpha < 1)
        driver.settle()
        let fullBlur = driver.blurRadius
        #expect(fullBlur > midBlur)
        #expect(settings.view.backgroundColor == .clear)
        #expect(driver.lockScreen.blurView.effect is UIBlurEffect)
        settings.rows[0].sendActions(for: .touchUpInside)
        driver.run(0.25)
        #expect(driver.blurRadius > 0 && driver.blurRadius < fullBlur, "fading out with the dismissal")
        driver.settle()
        #expect(driver.settings == nil)
        #expect(driver.blurRadius == 0 && driver.lockScreen.blurView.effect == nil)
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("Key 2: the same transition without the blur")
    func withoutBlur() {
        let driver = LockScreenDriver()
        driver.key("2")
        #expect(!driver.lockScreen.blursBehindSettings)
        driver.key("Return")
        driver.run(0.3)
        #expect(driver.blurRadius == 0)
        driver.settle()
        #expect(driver.settings != nil && driver.blurRadius == 0)
        driver.key("Escape")
        driver.settle()
        #expect(driver.settings == nil)
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("The Edit button presents as Enter does")
    func editButton() {
        let driver = LockScreenDriver()
        driver.run(1.0 / 60)
        let scrollView = driver.lockScreen.collectionView
        let button = driver.lockScreen.editButton
        scrollView.setContentOffset(CGPoint(x: 0, y: scrollView.contentSize.height - scrollView.bounds.height), animated: false)
        driver.run(1.0 / 60)
        let point = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        driver.window.send(.mouseDown(point))
        driver.window.send(.mouseUp(point))
        driver.settle()
        #expect(driver.settings != nil)
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("Pulling the list down scrubs the presentation and the blur; past half it finishes, a short pull cancels")
    func pullDown() throws {
        let driver = LockScreenDriver()
        driver.run(1.0 / 60)
        driver.pull(by: 120, release: false)
        let state = try #require(driver.window.transitionState)
        #expect(state.isInteractive && state.percentComplete > 0 && state.percentComplete < 0.5)
        let blur = driver.blurRadius
        #expect(blur > 0)
        driver.run(0.2)
        driver.window.send(.mouseUp(CGPoint(x: 512, y: 520)))
        driver.settle()
        #expect(driver.settings == nil, "short pull: cancelled")
        #expect(driver.blurRadius == 0 && driver.lockScreen.blurView.effect == nil, "the blur went back with it")

        driver.pull(by: 300)
        driver.settle()
        #expect(driver.settings != nil, "long pull: finished")
        #expect(driver.blurRadius > blur)
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("A click during the animation pauses it, dragging scrubs it, the release decides (the window's grab)")
    func clickPausesDragScrubs() throws {
        for (drag, finishes) in [(CGFloat(250), true), (-150, false)] {
            let driver = LockScreenDriver()
            driver.run(1.0 / 60)
            driver.key("Return")
            driver.run(0.2)
            driver.window.send(.mouseDown(CGPoint(x: 512, y: 400)))
            let paused = try #require(driver.window.transitionState)
            #expect(paused.isInteractive)
            driver.run(0.3)
            #expect(abs((driver.window.transitionState?.percentComplete ?? -1) - paused.percentComplete) < 1e-9, "paused")
            for step in 1...10 {
                driver.window.send(.mouseMove(CGPoint(x: 512, y: 400 + drag * CGFloat(step) / 10)))
                driver.run(1.0 / 60)
            }
            let scrubbed = driver.window.transitionState?.percentComplete ?? -1
            #expect(finishes ? scrubbed > paused.percentComplete : scrubbed < paused.percentComplete, "drag \(drag)")
            driver.run(0.2)
            driver.window.send(.mouseUp(CGPoint(x: 512, y: 400 + drag)))
            driver.settle()
            #expect((driver.settings != nil) == finishes, "drag \(drag)")
            #expect(driver.violations.isEmpty, "\(driver.violations)")
        }
    }

    @Test("R with the settings shown re-lays out both screens; `,` steps back through a paused presentation")
    func rotationAndStepBack() {
        let driver = LockScreenDriver()
        driver.run(1.0 / 60)
        driver.key("Return")
        driver.run(0.3)
        driver.key("R")
        driver.run(1.0 / 60)
        #expect(driver.window.bounds.size == CGSize(width: 768, height: 1024))
        driver.settle()
        let settings = driver.settings
        #expect(settings?.view.frame == driver.window.bounds)
        #expect(driver.lockScreen.blurView.frame == driver.window.bounds)
        driver.key("Escape")
        driver.settle()
        driver.key("Return")
        driver.run(0.3)
        let shown = { CGFloat(driver.settings?.view.layer.presentation()?.opacity ?? -1) }
        let before = shown()
        #expect(TransitionHoldTool().stepBack(in: driver.window, by: 0.1))
        #expect(driver.window.transitionState?.isInteractive == true)
        #expect(shown() < before && shown() > 0, "stepped back: more transparent")
        driver.window.resumeTransition()
        driver.settle()
        #expect(driver.settings != nil)
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }
}
