import Foundation
import Testing
import TransitionKit
@testable import TransitionPlayground

/// The patterns scene: the ported App-Store card and explode dismissal, run by keys and a drag.
@Suite("Patterns scene")
@MainActor
struct PatternsSceneTests {
    private func makeApp() -> (PlaygroundApp, PatternsScene) { PlaygroundApp.started(PatternsScene()) }

    @Test("Enter opens the detail from the card's frame (laid out by constraints) to full screen")
    func cardOpens() throws {
        let (app, scene) = makeApp()
        let card = try #require(scene.home?.cardFrameInWindow)
        #expect(card == CGRect(x: 300, y: 309, width: 360, height: 220), "placed by its constraints")
        app.press("Return")
        app.runFrame()
        let detail = try #require(scene.detail)
        let start = try #require(detail.view.superview?.layer.presentation()).frame
        #expect(abs(start.minX - card.minX) < 20 && abs(start.width - card.width) < 40, "starts at the card")
        for _ in 0..<60 { app.runFrame() }
        #expect(app.window.transitionState == nil)
        #expect(detail.view.frame == app.window.bounds)
    }

    @Test("A drag down closes the detail interactively; released early it cancels, past a third it finishes")
    func dragCloses() throws {
        let (app, scene) = makeApp()
        app.press("Return")
        for _ in 0..<60 { app.runFrame() }
        let detail = try #require(scene.detail)
        app.runFrame([.mouseDown(CGPoint(x: 500, y: 300))])
        for y in stride(from: 310.0, through: 360, by: 10) { app.runFrame([.mouseMove(CGPoint(x: 500, y: y))]) }
        #expect(app.window.transitionState?.isInteractive == true)
        #expect(scene.interactionHint?.contains("cancel") == true)
        for _ in 0..<10 { app.runFrame() }
        app.runFrame([.mouseUp(CGPoint(x: 500, y: 360))])
        for _ in 0..<60 { app.runFrame() }
        #expect(detail.presentingViewController != nil, "a short drag cancels")
        app.runFrame([.mouseDown(CGPoint(x: 500, y: 200))])
        for y in stride(from: 220.0, through: 500, by: 20) { app.runFrame([.mouseMove(CGPoint(x: 500, y: y))]) }
        for _ in 0..<10 { app.runFrame() }
        app.runFrame([.mouseUp(CGPoint(x: 500, y: 500))])
        for _ in 0..<90 { app.runFrame() }
        #expect(detail.presentingViewController == nil, "past a third it closes")
    }

    @Test("Pattern 2 closes by exploding the detail into snapshot tiles")
    func explodes() throws {
        let (app, scene) = makeApp()
        app.press("2")
        app.press("Return")
        for _ in 0..<40 { app.runFrame() }
        let detail = try #require(scene.detail)
        let before = app.window.displayList().flattenedCommands.count
        app.press("Backspace")
        for _ in 0..<10 { app.runFrame() }
        #expect(detail.view.isHidden, "the detail hides behind its tiles")
        #expect(app.window.displayList().flattenedCommands.count > before + 100, "192 tiles, each a snapshot")
        for _ in 0..<60 { app.runFrame() }
        #expect(detail.presentingViewController == nil && !detail.view.isHidden)
    }
}
