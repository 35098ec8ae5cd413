import Foundation
import Testing
import TransitionKit
@testable import TransitionPlayground

/// The sample scene as a display list (pure model, no SDL).
@Suite("Sample scene")
@MainActor
struct SampleSceneTests {
    private func displayList(size: CGSize = CGSize(width: 1024, height: 768)) -> DisplayList {
        PlaygroundApp(scene: SampleScene(), size: size).window.displayList()
    }

    private func card(_ card: SampleScene.Card, in list: DisplayList) throws -> DisplayList.Command {
        try #require(list.commands.first { $0.fillColor == card.color && $0.content == .fill }, "card \(card)")
    }

    @Test("Six cards of different colours, each showing one feature")
    func cards() throws {
        let list = displayList()
        #expect(Set(SampleScene.Card.allCases.map(\.color)).count == 6)
        #expect(try card(.shadow, in: list).shadow != nil)
        #expect(try card(.shadow, in: list).cornerRadius > 0)
        let rotated = try card(.rotated, in: list).transform
        #expect(abs(atan2(rotated.b, rotated.a) - 12 * .pi / 180) < 1e-9)
        let scaled = try card(.scaled, in: list).transform
        #expect(scaled.a == 1.2 && scaled.d == 1.2 && scaled.b == 0)
        let bordered = try card(.bordered, in: list)
        #expect(bordered.borderWidth == 6 && bordered.borderColor == Palette.border)
        #expect(try card(.translucent, in: list).alpha == 0.75)
        let child = try #require(list.commands.first { $0.fillColor == Palette.clippedChild })
        #expect(child.clip == (try card(.clipping, in: list)).windowBounds)
    }

    @Test("The title and the captions are labels")
    func labels() {
        let texts = displayList().flattenedCommands.compactMap { command -> String? in
            if case .text(let text) = command.content { return text.string }
            return nil
        }
        #expect(texts.contains(SampleScene.titleText))
        #expect(SampleScene.Card.allCases.allSatisfy { texts.contains($0.caption) })
    }

    @Test("The cards stay inside the window and keep apart at several window sizes",
          arguments: [CGSize(width: 1024, height: 768), CGSize(width: 800, height: 600), CGSize(width: 1600, height: 1000),
                     CGSize(width: 768, height: 1024)])
    func layout(size: CGSize) throws {
        let list = displayList(size: size)
        let window = CGRect(origin: .zero, size: size)
        let frames = try SampleScene.Card.allCases.map { try card($0, in: list).windowBounds }
        for frame in frames { #expect(window.contains(frame), "\(frame) in \(size)") }
        for (index, frame) in frames.enumerated() {
            for other in frames[(index + 1)...] { #expect(!frame.intersects(other)) }
        }
    }

    private func position(of card: SampleScene.Card, in scene: SampleScene) throws -> CGPoint {
        let view = try #require(scene.view?.cards[card])
        return try #require(view.layer.presentation()).position
    }

    @Test("A click on empty space springs the picked card there, overshooting (damping 0.5) and settling at 0.8 s")
    func clickSpringsCard() throws {
        let scene = SampleScene()
        let app = PlaygroundApp(scene: scene, size: CGSize(width: 1024, height: 768))
        _ = app.frame()
        let start = try position(of: .shadow, in: scene)
        let target = CGPoint(x: start.x + 400, y: start.y + 200)
        #expect(scene.view?.card(at: target) == nil)
        app.handle(.mouseDown(target))
        app.handle(.mouseUp(target))
        #expect(try position(of: .shadow, in: scene) == start, "no jump at the click")
        app.clock.advance(by: 0.4)
        let mid = try position(of: .shadow, in: scene)
        #expect(mid.x > start.x + 100 && mid.x != target.x)
        var maximumX = mid.x
        for _ in 0..<24 { app.clock.advance(by: 1.0 / 60); maximumX = max(maximumX, try position(of: .shadow, in: scene).x) }
        #expect(maximumX > target.x + 1, "a damping-0.5 spring overshoots")
        #expect(try position(of: .shadow, in: scene) == target)
        #expect(scene.view?.cards[.shadow]?.center == target)
    }

    @Test("Retargeting mid-flight keeps the card's presentation position continuous (no jump, no kink)")
    func retargetIsContinuous() throws {
        let scene = SampleScene()
        let app = PlaygroundApp(scene: scene, size: CGSize(width: 1024, height: 768))
        _ = app.frame()
        let start = try position(of: .shadow, in: scene)
        let first = CGPoint(x: start.x + 500, y: start.y + 130)
        #expect(scene.view?.card(at: first) == nil)
        app.handle(.mouseDown(first))
        app.handle(.mouseUp(first))
        for _ in 0..<12 { app.clock.advance(by: 1.0 / 60) }  // 0.2 s in: fast, mid-flight
        let h = 0.0005  // a short step, so one step of acceleration is tiny next to a kink
        let before = try position(of: .shadow, in: scene)
        app.clock.advance(by: h)
        let at = try position(of: .shadow, in: scene)
        let speed = abs(at.x - before.x) / h
        #expect(speed > 500, "mid-flight, moving fast (\(speed) pt/s)")

        // Retarget down and back: the card must carry on from where it is, at the speed it has.
        let retarget = CGPoint(x: start.x - 200, y: start.y + 300)
        #expect(scene.view?.card(at: retarget) == nil)
        app.handle(.mouseDown(retarget))
        app.handle(.mouseUp(retarget))
        let right = try position(of: .shadow, in: scene)
        #expect(abs(right.x - at.x) < 1e-9 && abs(right.y - at.y) < 1e-9, "no jump at the retarget instant")
        app.clock.advance(by: h)
        let after = try position(of: .shadow, in: scene)
        let predicted = CGPoint(x: 2 * at.x - before.x, y: 2 * at.y - before.y)
        // The step after the retarget continues the step before it (same velocity); only the
        // acceleration differs (< 0.1 pt over 0.5 ms). A velocity reset would miss by ~speed * h.
        #expect(abs(after.x - predicted.x) < 0.2 && abs(after.y - predicted.y) < 0.2,
                "after \(after) vs predicted \(predicted); a velocity reset would be \(speed * h) pt off")
        app.clock.advance(by: 1)
        #expect(try position(of: .shadow, in: scene) == retarget)
    }

    @Test("Dragging a card picks it, brings it to the front and it follows the pointer; Esc sends cards home")
    func dragAndHome() throws {
        let scene = SampleScene()
        let app = PlaygroundApp(scene: scene, size: CGSize(width: 1024, height: 768))
        _ = app.frame()
        let home = try position(of: .scaled, in: scene)
        app.handle(.mouseDown(home))
        #expect(scene.pickedCard == .shadow, "a press alone picks nothing")
        let first = CGPoint(x: home.x - 30, y: home.y + 10)
        app.handle(.mouseMove(first))  // past the pan's 10 pt: the pan begins
        #expect(scene.pickedCard == .scaled)
        #expect(scene.view?.subviews.last === scene.view?.cards[.scaled])
        #expect(scene.view?.cards[.scaled]?.center == first)
        app.clock.advance(by: 0.1)
        let last = CGPoint(x: home.x - 300, y: home.y + 100)
        app.handle(.mouseMove(last))
        app.handle(.mouseUp(last))
        #expect(scene.view?.cards[.scaled]?.center == last, "each move retargets")
        app.clock.advance(by: 1)
        #expect(try position(of: .scaled, in: scene) == last)
        app.handle(.keyDown(.escape, modifiers: []))
        app.clock.advance(by: 1)
        #expect(try position(of: .scaled, in: scene) == home)
    }

    @Test("A click on a card picks it; the next click elsewhere sends that card")
    func clickPicks() throws {
        let scene = SampleScene()
        let app = PlaygroundApp(scene: scene, size: CGSize(width: 1024, height: 768))
        _ = app.frame()
        let rotated = try position(of: .rotated, in: scene)
        app.handle(.mouseDown(rotated))
        app.handle(.mouseUp(rotated))
        #expect(scene.pickedCard == .rotated)
        let target = CGPoint(x: 60, y: 700)
        app.handle(.mouseDown(target))
        app.handle(.mouseUp(target))
        #expect(scene.view?.cards[.rotated]?.center == target)
        #expect(scene.view?.subviews.last === scene.view?.cards[.rotated])
    }

    @Test("Keys 1-5 choose the animator; the HUD curve is the animator's, measured from the engine")
    func animatorsAndCurves() throws {
        let scene = SampleScene()
        #expect(scene.animatorNames.count == 5)
        let spring = scene.curve(forAnimatorAt: 0)
        #expect(abs(spring.duration - 0.8) < 0.01)
        #expect(spring.samples.first == 0 && abs(spring.samples.last! - 1) < 1e-9)
        #expect(spring.range.upperBound > 1.05, "damping 0.5 overshoots")
        let critical = scene.curve(forAnimatorAt: 1)
        #expect(critical.range.upperBound <= 1 + 1e-9, "damping 1 never overshoots")
        let linear = scene.curve(forAnimatorAt: 4)
        #expect(abs(linear.duration - 0.6) < 0.01)
        #expect(abs(linear.progress(at: 0.3) - 0.5) < 0.01)
    }
}
