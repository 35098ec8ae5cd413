import CGIFLib
import Foundation
import Testing
@testable import TransitionPlayground

/// `--gif` and `--filmstrip` on the built `playground` binary, headless with demo scripts.
@Suite("export end to end")
struct ExportEndToEndTests {
    /// The frame count, size and loop extension of a GIF, read with giflib's `DGifSlurp`.
    struct GIFSummary {
        var width = 0, height = 0, frames = 0, loopsForever = false, totalDelay = 0

        init?(path: String) {
            var status: Int32 = 0
            guard let file = DGifOpenFileName(path, &status) else { return nil }
            defer { DGifCloseFile(file, &status) }
            guard DGifSlurp(file) == GIF_OK else { return nil }
            width = Int(file.pointee.SWidth)
            height = Int(file.pointee.SHeight)
            frames = Int(file.pointee.ImageCount)
            for index in 0..<frames {
                var control = GraphicsControlBlock()
                if DGifSavedExtensionToGCB(file, Int32(index), &control) == GIF_OK { totalDelay += Int(control.DelayTime) }
            }
            let first = file.pointee.SavedImages[0]
            let blocks = (0..<Int(first.ExtensionBlockCount)).map { first.ExtensionBlocks[$0] }
            for (position, block) in blocks.enumerated() where block.Function == APPLICATION_EXT_FUNC_CODE && position + 1 < blocks.count {
                let name = String(decoding: UnsafeBufferPointer(start: block.Bytes, count: Int(block.ByteCount)), as: UTF8.self)
                let data = Array(UnsafeBufferPointer(start: blocks[position + 1].Bytes, count: Int(blocks[position + 1].ByteCount)))
                if name == "NETSCAPE2.0" && data == [1, 0, 0] { loopsForever = true }
            }
        }
    }

    @Test("--gif records the present script: it decodes, loops forever, is scaled, and lasts as long as the run")
    func gifOfPresentScript() throws {
        let script = try #require(demoScriptPath("present"))
        let path = PlaygroundEndToEndTests.temporaryPath("deeper/present.gif")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let outcome = try PlaygroundEndToEndTests.run(["--headless", "--script", script, "--gif", path, "--gif-scale", "0.5"])
        #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
        let gif = try #require(GIFSummary(path: path), "giflib decodes \(path)")
        #expect(gif.width == 512 && gif.height == 384)
        #expect(gif.loopsForever)
        // The script quits at 7.00 s: 421 frames at 60 per second, every second one recorded (211);
        // the still stretches merge, so fewer GIF frames, but their delays add up to the run.
        #expect(gif.frames > 50 && gif.frames <= 211, "\(gif.frames) frames")
        #expect(gif.totalDelay == 702, "7.00 s of frames plus the last frame's 1/60 s, in hundredths")
    }

    @Test("--filmstrip of the present script: five panels of the cross dissolve, each different, in a strip of the expected size")
    func filmstripOfPresentScript() throws {
        let script = try #require(demoScriptPath("present"))
        let path = PlaygroundEndToEndTests.temporaryPath("strip.bmp")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let outcome = try PlaygroundEndToEndTests.run(["--headless", "--script", script, "--filmstrip", path])
        #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
        let image = try BitmapFile(contentsOf: path)
        #expect(image.width == 12 + 5 * (320 + 12))
        #expect(image.height == 12 + 24 + 240 + 24 + 12)
        // Sample each panel on a grid; A's blue fades into B's orange, so no two panels match.
        let samples = (0..<5).map { panel in
            (0..<12).flatMap { row in
                (0..<16).map { column -> [UInt8] in
                    let pixel = image.color(x: 12 + panel * 332 + column * 20 + 10, y: 36 + row * 20 + 10)!
                    return [pixel.red, pixel.green, pixel.blue]
                }
            }
        }
        for first in 0..<5 {
            for second in (first + 1)..<5 { #expect(samples[first] != samples[second], "panels \(first) and \(second) differ") }
        }
    }

    @Test("--filmstrip fails with one line and exit 1 when the run has no transition, and writes nothing")
    func filmstripWithoutTransition() throws {
        let path = PlaygroundEndToEndTests.temporaryPath("none.png")
        let outcome = try PlaygroundEndToEndTests.run(["--headless", "--frames", "3", "--filmstrip", path])
        #expect(outcome.status == 1)
        #expect(outcome.errorLines.count == 1, "stderr: \(outcome.standardError)")
        #expect(outcome.standardError.contains("--filmstrip: the run ended without a transition"))
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
