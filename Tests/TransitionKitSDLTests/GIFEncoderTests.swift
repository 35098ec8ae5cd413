import Foundation
import Testing
@testable import TransitionKitSDL

/// `GIFPalette`, `GIFEncoder` (checked by decoding with giflib) and image scaling; no SDL.
@Suite("GIF export")
struct GIFEncoderTests {
    static func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("tk-gif-\(UUID().uuidString)-\(name)").path
    }

    @Test("The palette has 256 distinct colours and maps each of them to its own index")
    func paletteColoursMapToThemselves() {
        #expect(GIFPalette.colors.count == 256)
        #expect(Set(GIFPalette.colors).count == 256)
        for (index, color) in GIFPalette.colors.enumerated() {
            #expect(GIFPalette.index(of: 0xFF00_0000 | color) == UInt8(index), "colour \(String(color, radix: 16))")
            #expect(GIFPalette.index(of: color) == UInt8(index), "alpha is ignored")
        }
    }

    @Test("Other colours map to the nearest cube colour, or to the nearest grey when that is closer")
    func nearestColours() {
        // (250, 5, 5): the cube's pure red (255, 0, 0) = red level 5, green 0, blue 0.
        #expect(GIFPalette.colors[Int(GIFPalette.index(of: 0xFA0505))] == 0xFF0000)
        // (60, 60, 60): the grey 51 (cube neighbours like (51, 43, 51) are farther).
        #expect(GIFPalette.colors[Int(GIFPalette.index(of: 0x3C3C3C))] == 0x333333)
        // (242, 242, 247), a light background: (255, 255, 255) is nearest.
        #expect(GIFPalette.colors[Int(GIFPalette.index(of: 0xF2F2F7))] == 0xFFFFFF)
        // (0, 64, 200): green level 85 (64 is 21 from it, 21.5 from the 42.5 that 43 rounds), blue 204.
        #expect(GIFPalette.colors[Int(GIFPalette.index(of: 0x0040C8))] == 0x0055CC)
    }

    @Test("Delays round on the running total: frames 1/30 s apart get 3, 4, 3, 3, 4, 3 hundredths")
    func delaysKeepTime() throws {
        let encoder = try GIFEncoder(path: Self.temporaryPath("d.gif"), width: 1, height: 1)
        let times = (0...6).map { Double($0) / 30 }
        let delays = zip(times, times.dropFirst()).map { encoder.delay(from: $0, to: $1) }
        #expect(delays == [3, 4, 3, 3, 4, 3])
        #expect(delays.reduce(0, +) == 20)
    }

    @Test("The GIF decodes: size, global palette, loop forever, identical frames merged, only the changed rectangle written")
    func encodesDecodableAnimation() throws {
        let path = Self.temporaryPath("anim.gif")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let colors = GIFPalette.colors
        let first = (0..<12).map { 0xFF00_0000 | colors[$0 * 20] }
        var second = first
        second[6] = 0xFF00_0000 | colors[255]  // (2, 1)
        second[7] = 0xFF00_0000 | colors[1]    // (3, 1)
        let encoder = try GIFEncoder(path: path, width: 4, height: 3)
        try encoder.append(PixelImage(width: 4, height: 3, pixels: first), at: 0)
        try encoder.append(PixelImage(width: 4, height: 3, pixels: first), at: 1.0 / 30)  // the same: merged
        try encoder.append(PixelImage(width: 4, height: 3, pixels: second), at: 2.0 / 30)
        try encoder.finish(at: 3.0 / 30)
        #expect(encoder.framesWritten == 2)

        let gif = try #require(DecodedGIF(path: path))
        #expect(gif.width == 4 && gif.height == 3)
        #expect(gif.colors == colors)
        #expect(gif.loopsForever)
        #expect(gif.frames.count == 2)
        #expect(gif.frames[0].delay == 7 && gif.frames[1].delay == 3)
        #expect(gif.frames[0].disposal == 1 && gif.frames[1].disposal == 1)
        #expect(gif.frames[0].indices == (0..<12).map { UInt8($0 * 20) })
        let changed = gif.frames[1]
        let rectangle: [Int] = [changed.left, changed.top, changed.width, changed.height]
        #expect(rectangle == [2, 1, 2, 1])
        #expect(changed.indices == [255, 1])
        #expect(gif.composed(through: 1) == second.map { GIFPalette.index(of: $0) })
    }

    @Test("Bad sizes are refused with an error, not a crash")
    func badSizes() throws {
        #expect(throws: SDLError.self) { try GIFEncoder(path: Self.temporaryPath("z.gif"), width: 0, height: 3) }
        let path = Self.temporaryPath("s.gif")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let encoder = try GIFEncoder(path: path, width: 2, height: 2)
        #expect(throws: SDLError.self) { try encoder.append(PixelImage(width: 1, height: 1, pixels: [0]), at: 0) }
        #expect(throws: SDLError.self) { try GIFEncoder(path: "/dev/null/x.gif", width: 2, height: 2) }
    }

    @Test("Scaling down averages the pixels each new pixel covers")
    func scaling() {
        let image = PixelImage(width: 4, height: 2, pixels: [
            0xFF00_0000, 0xFF00_00FF, 0xFFFF_0000, 0xFFFF_0000,
            0xFF00_0000, 0xFF00_00FF, 0xFFFF_0000, 0xFF00_0000,
        ])
        let half = image.scaled(by: 0.5)
        #expect(half.width == 2 && half.height == 1)
        // Left: two black and two (0, 0, 255) -> (0, 0, 128); right: three red and one black -> (191, 0, 0).
        #expect(half.pixels == [0xFF00_0080, 0xFFBF_0000])
        #expect(image.scaled(by: 1) == image)
    }
}
