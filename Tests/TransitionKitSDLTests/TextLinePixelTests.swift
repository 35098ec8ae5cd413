import Foundation
import Testing
import TransitionKit
import TransitionKitSDL

extension SDLSuite {
    /// A wrapped label measured with SDL2_ttf in the model and drawn by the software renderer:
    /// each line's ink lands inside the box the model gave it.
    @Suite("Text lines")
    @MainActor
    struct TextLinePixelTests {
        @Test("The measurer answers SDL2_ttf's integer metrics for DejaVu Sans")
        func measurerMetrics() throws {
            let measurer = try #require(SDLTextMeasurer(), "DejaVu Sans must be installed (make deps)")
            let face = UIFont.systemFont(ofSize: 20).face
            let metrics = measurer.metrics(of: face)
            #expect(metrics.ascender == metrics.ascender.rounded() && metrics.ascender > 16 && metrics.ascender < 21)
            #expect(metrics.descender < 0 && metrics.descender > -7)
            #expect(measurer.advance(of: "iiii", in: face) < measurer.advance(of: "MMMM", in: face))
            #expect(measurer.advance(of: "ab", in: face.withPointSize(40)) > measurer.advance(of: "ab", in: face))
        }

        @Test("A wrapped label's lines are drawn where the model put them")
        func wrappedLines() throws {
            let host = try SDLTestSupport.makeHost(width: 240, height: 200)
            try #require(host.renderer.drawsText, "DejaVu Sans must be installed (make deps)")
            let measurer = try #require(SDLTextMeasurer())
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 200), clock: AnimationClock())
            window.writesDiagnosticsToStandardError = false
            window.backgroundColor = .white
            window.makeKeyAndVisible()
            let label = UILabel(frame: CGRect(x: 20, y: 10, width: 200, height: 180))
            label.font = .systemFont(ofSize: 17)
            label.textColor = .black
            label.numberOfLines = 0
            label.text = "The quick brown fox jumps over the lazy dog and keeps running far away"
            window.addSubview(label)
            let list = UIFont.withTextMeasurer(measurer) { window.displayList() }
            let lines = try #require(list.commands.lazy.compactMap { command -> [TextLine]? in
                if case .text(let text) = command.content { return text.lines }
                return nil
            }.first)
            #expect(lines.count >= 3, "wrapped: \(lines.map(\.string))")
            #expect(lines.allSatisfy { $0.width <= 200 })
            host.draw(list)
            let image = try host.captureFrame()
            let ink = { (color: PixelImage.Color) in color.luma < 160 }
            for line in lines {
                let top = Int((10 + line.top).rounded(.down)), bottom = Int((10 + line.top + line.height).rounded(.up))
                let left = Int((20 + line.x).rounded(.down)) - 1, right = Int((20 + line.x + line.width).rounded(.up)) + 1
                let inBox = image.count(in: (left..<right, top..<bottom), where: ink)
                #expect(inBox > 40, "line \(line.string) has ink in its box: \(inBox)")
                // Nothing beyond the line's end on its rows.
                #expect(image.count(in: (right..<240, top + 2..<bottom - 2), where: ink) == 0, "line \(line.string) ends at \(right)")
                // The first glyph starts at the line's start (its side bearing: a pixel or two).
                let firstColumn = (left..<right).first { x in image.count(in: (x..<x + 1, top..<bottom), where: ink) > 0 }
                #expect(firstColumn.map { $0 - Int(20 + line.x) } ?? 99 <= 3, "line \(line.string) starts near \(line.x)")
            }
            let firstTop = Int(10 + lines[0].top) - 1, lastBottom = Int(10 + lines.last!.top + lines.last!.height) + 2
            #expect(image.count(in: (0..<240, 0..<max(firstTop, 0)), where: ink) == 0, "no ink above the first line")
            #expect(image.count(in: (0..<240, lastBottom..<200), where: ink) == 0, "no ink below the last line")
        }
    }
}
