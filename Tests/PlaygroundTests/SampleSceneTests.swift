import Foundation
import Testing
import TransitionKit
@testable import Playground

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
        let texts = displayList().commands.compactMap { command -> String? in
            if case .text(let text) = command.content { return text.string }
            return nil
        }
        #expect(texts.contains(SampleScene.titleText))
        #expect(SampleScene.Card.allCases.allSatisfy { texts.contains($0.caption) })
    }

    @Test("The cards stay inside the window and keep apart at several window sizes",
          arguments: [CGSize(width: 1024, height: 768), CGSize(width: 800, height: 600), CGSize(width: 1600, height: 1000)])
    func layout(size: CGSize) throws {
        let list = displayList(size: size)
        let window = CGRect(origin: .zero, size: size)
        let frames = try SampleScene.Card.allCases.map { try card($0, in: list).windowBounds }
        for frame in frames { #expect(window.contains(frame), "\(frame) in \(size)") }
        for (index, frame) in frames.enumerated() {
            for other in frames[(index + 1)...] { #expect(!frame.intersects(other)) }
        }
    }

    @Test("The window title shows the frame rate, rounded")
    func title() {
        #expect(PlaygroundApp.title(framesPerSecond: 59.7) == "TransitionKit Playground - 60 fps")
        #expect(PlaygroundApp.title(framesPerSecond: 0) == "TransitionKit Playground - 0 fps")
    }
}
