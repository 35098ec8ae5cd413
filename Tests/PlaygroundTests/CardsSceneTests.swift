import Foundation
import Testing
import TransitionKit
@testable import TransitionPlayground

/// The cards scene: a scrolling collection view of cards that expand into a detail
/// from the clicked cell's window frame and collapse back into it, by key or by a drag.
@Suite("Cards scene")
@MainActor
struct CardsSceneTests {
    private func makeApp() -> (PlaygroundApp, CardsScene) { PlaygroundApp.started(CardsScene()) }

    /// Six wheel notches towards the user: the list scrolls 240 pt (40 pt a notch).
    private func scrollDown(_ app: PlaygroundApp) {
        for _ in 0..<6 { app.runFrame([.scroll(dx: 0, dy: -1, at: CGPoint(x: 512, y: 400))]) }
        for _ in 0..<30 { app.runFrame() }
    }

    private func click(_ app: PlaygroundApp, _ point: CGPoint) {
        app.runFrame([.mouseDown(point)])
        app.runFrame([.mouseUp(point)])
    }

    private func cell(_ scene: CardsScene, _ item: Int) throws -> CardsSceneCardCell {
        let list = try #require(scene.list)
        return try #require(list.collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? CardsSceneCardCell)
    }

    @Test("A click opens the detail from exactly the clicked cell's window frame, after scrolling; its content starts in place")
    func opensFromClickedCell() throws {
        let (app, scene) = makeApp()
        scrollDown(app)
        #expect(scene.list?.collectionView.contentOffset.y == 240)
        let source = try cell(scene, 1)
        let frame = source.convert(source.bounds, to: nil)
        #expect(frame == CGRect(x: 252, y: 214, width: 520, height: 320), "the second card, 240 pt up")
        // The click straight to the window, with no frame after it: the transition's start.
        app.window.send(.mouseDown(CGPoint(x: 500, y: 400)))
        app.window.send(.mouseUp(CGPoint(x: 500, y: 400)))
        let detail = try #require(scene.detail)
        #expect(detail.card == CardsSceneCard.all[1])
        #expect(scene.delegate.animator?.cardFrame == frame)
        let container = try #require(scene.delegate.animator?.cardContainer)
        #expect(container.layer.presentation()?.frame == frame, "the card container starts on the cell")
        let picture = try #require(detail.imageView.layer.presentation()).frame
        #expect(picture == CGRect(origin: .zero, size: frame.size), "the picture fills the card, as in the cell")
        let text = try #require(detail.titleLabel.superview?.layer.presentation()).frame
        #expect(text.origin == source.titleLabel.superview?.frame.origin, "the text plate where the card has it")
        #expect(detail.titleLabel.frame == source.titleLabel.frame, "the title where the card has it in the plate")
        #expect(source.isHidden, "the source cell hides while its detail grows out of it")
        for _ in 0..<60 { app.runFrame() }
        #expect(app.window.transitionState == nil)
        #expect(detail.view.frame == app.window.bounds)
        #expect(detail.imageView.frame.height == CardsSceneDetailViewController.maximumImageHeight, "grown with the view")
        #expect(detail.chromeAlpha == 1, "Close and the story faded in alongside")
    }

    @Test("Enter opens the first wholly visible card; Backspace closes it into the cell, shown again after")
    func enterAndBackspace() throws {
        let (app, scene) = makeApp()
        scrollDown(app)
        app.press("Return")
        for _ in 0..<60 { app.runFrame() }
        #expect(scene.detail?.card == CardsSceneCard.all[1], "card 1 is partly scrolled away; card 2 is the first whole one")
        let source = try cell(scene, 1)
        #expect(source.isHidden)
        app.press("Backspace")
        #expect(scene.delegate.animator?.isPresenting == false)
        #expect(scene.delegate.animator?.cardFrame == source.convert(source.bounds, to: nil))
        for _ in 0..<10 { app.runFrame() }
        #expect(source.isHidden, "hidden while the detail collapses into it")
        for _ in 0..<60 { app.runFrame() }
        #expect(scene.detail?.presentingViewController == nil)
        #expect(!source.isHidden, "shown once the detail is gone")
    }

    @Test("Closing scrolls a card that went out of view back in first, and collapses into its frame there")
    func closesIntoScrolledBackCell() throws {
        let (app, scene) = makeApp()
        let list = try #require(scene.list)
        app.press("Return")
        for _ in 0..<60 { app.runFrame() }
        list.collectionView.contentOffset = CGPoint(x: 0, y: 1200)
        app.runFrame()
        #expect(list.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil, "scrolled away")
        app.press("Backspace")
        let source = try cell(scene, 0)
        let frame = source.convert(source.bounds, to: nil)
        #expect(list.view.bounds.height >= frame.maxY && frame.minY >= 0, "wholly in view again")
        #expect(scene.delegate.animator?.cardFrame == frame)
        #expect(source.isHidden)
        for _ in 0..<70 { app.runFrame() }
        #expect(!source.isHidden)
    }

    @Test("A short drag down springs the detail back; a long one shrinks it into the cell's frame")
    func dragCancelsOrCloses() throws {
        let (app, scene) = makeApp()
        scrollDown(app)
        click(app, CGPoint(x: 500, y: 400))
        for _ in 0..<60 { app.runFrame() }
        let detail = try #require(scene.detail)
        let source = try cell(scene, 1)
        app.runFrame([.mouseDown(CGPoint(x: 500, y: 300))])
        for y in stride(from: 310.0, through: 360, by: 10) { app.runFrame([.mouseMove(CGPoint(x: 500, y: y))]) }
        #expect(app.window.transitionState?.isInteractive == true)
        #expect(scene.interactionHint?.contains("cancel") == true)
        for _ in 0..<10 { app.runFrame() }
        app.runFrame([.mouseUp(CGPoint(x: 500, y: 360))])
        for _ in 0..<60 { app.runFrame() }
        #expect(detail.presentingViewController != nil, "a short drag cancels")
        #expect(detail.view.frame == app.window.bounds)
        #expect(source.isHidden, "still open: the card stays hidden")
        #expect(detail.chromeAlpha == 1, "the cancelled collapse puts Close and the story back")

        app.runFrame([.mouseDown(CGPoint(x: 500, y: 200))])
        for y in stride(from: 220.0, through: 260, by: 20) { app.runFrame([.mouseMove(CGPoint(x: 500, y: y))]) }
        let target = source.convert(source.bounds, to: nil)
        #expect(scene.delegate.animator?.cardFrame == target, "collapses into the cell's frame")
        let container = try #require(scene.delegate.animator?.cardContainer)
        let shrinking = try #require(container.layer.presentation()).frame
        #expect(shrinking.width < app.window.bounds.width && shrinking.width > target.width, "shrinking with the drag")
        for y in stride(from: 280.0, through: 500, by: 20) { app.runFrame([.mouseMove(CGPoint(x: 500, y: y))]) }
        for _ in 0..<10 { app.runFrame() }
        app.runFrame([.mouseUp(CGPoint(x: 500, y: 500))])
        for _ in 0..<90 { app.runFrame() }
        #expect(detail.presentingViewController == nil, "past a third it closes")
        #expect(!source.isHidden)
    }

    @Test("The list scrolls past its first screen and the help lists the scene's gestures")
    func scrollsAndHelp() throws {
        let (app, scene) = makeApp()
        let list = try #require(scene.list)
        #expect(list.collectionView.contentSize.height > 2 * app.window.bounds.height, "seven cards: more than fit")
        scrollDown(app)
        #expect(list.collectionView.contentOffset.y == 240)
        #expect(scene.gestures.map(\.input) == ["drag, wheel", "click a card", "drag down", "grab"])
    }
}
