import Foundation
import Testing
import TransitionKitSDL

/// `GIFPalette`, `GIFEncoder` (checked by decoding with giflib) and image scaling; no SDL.
@Suite("GIF export")
struct GIFEncoderTests {
    static func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("tk-gif-\(UUID().uuidString)-\(name)").path
    }

    /// A frame whose colours are, by area: slate (44, 62, 102) 6 pixels, orange 3, pure red (in
    /// the cube) 2, mint 1.
    static let seedFrame = PixelImage(width: 4, height: 3, pixels: [
        0xFF2C_3E66, 0xFF2C_3E66, 0xFF2C_3E66, 0xFF2C_3E66,
        0xFF2C_3E66, 0xFF2C_3E66, 0xFFFF_9F0A, 0xFFFF_9F0A,
        0xFFFF_9F0A, 0xFFFF_0000, 0xFFFF_0000, 0xFF66_D4CF,
    ])

    @Test("The palette has 256 distinct colours and maps each of them to its own index, seeded or not")
    func paletteColoursMapToThemselves() {
        for palette in [GIFPalette(), GIFPalette(seededBy: Self.seedFrame)] {
            #expect(palette.colors.count == 256)
            #expect(Set(palette.colors).count == 256)
            for (index, color) in palette.colors.enumerated() {
                #expect(palette.index(of: 0xFF00_0000 | color) == UInt8(index), "colour \(String(color, radix: 16))")
                #expect(palette.index(of: color) == UInt8(index), "alpha is ignored")
            }
        }
    }

    @Test("The first frame's colours the cube lacks follow the cube, most common first, then greys")
    func seededColours() {
        let palette = GIFPalette(seededBy: Self.seedFrame)
        #expect(Array(palette.colors[216..<219]) == [0x2C3E66, 0xFF9F0A, 0x66D4CF])
        #expect(palette.colors[219] == 0x111111, "greys fill the rest, multiples of 17 first")
        #expect(palette.colors[216...].filter { $0 == 0xFF0000 }.isEmpty, "pure red is in the cube already")
        #expect(GIFPalette().colors[216] == 0x111111)
    }

    @Test("Other colours map to the nearest palette colour")
    func nearestColours() {
        let palette = GIFPalette(seededBy: Self.seedFrame)
        func nearest(_ color: UInt32) -> UInt32 { palette.colors[Int(palette.index(of: color))] }
        #expect(nearest(0xFA0505) == 0xFF0000, "the cube's pure red")
        #expect(nearest(0x2D3F66) == 0x2C3E66, "the seeded slate, not the cube's purple (51, 51, 102)")
        #expect(nearest(0x3C3C3C) == 0x3B3B3B, "the grey 59 (greys 17 apart, then halfway between)")
        #expect(nearest(0xF2F2F7) == 0xF6F6F6, "a light background: the grey 246")
        #expect(GIFPalette().colors[Int(GIFPalette().index(of: 0x2C3E66))] == 0x333366, "unseeded: the cube's (51, 51, 102)")
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
        let cube = GIFPalette().colors
        let first = (0..<12).map { 0xFF00_0000 | cube[$0 * 18] }
        var second = first
        second[6] = 0xFF00_0000 | cube[215]  // (2, 1)
        second[7] = 0xFF00_0000 | cube[1]    // (3, 1)
        let encoder = try GIFEncoder(path: path, width: 4, height: 3)
        try encoder.append(PixelImage(width: 4, height: 3, pixels: first), at: 0)
        try encoder.append(PixelImage(width: 4, height: 3, pixels: first), at: 1.0 / 30)  // the same: merged
        try encoder.append(PixelImage(width: 4, height: 3, pixels: second), at: 2.0 / 30)
        try encoder.finish(at: 3.0 / 30)
        #expect(encoder.framesWritten == 2)

        let gif = try #require(DecodedGIF(path: path))
        #expect(gif.width == 4 && gif.height == 3)
        #expect(gif.colors == GIFPalette(seededBy: PixelImage(width: 4, height: 3, pixels: first)).colors)
        #expect(encoder.palette?.colors == gif.colors)
        #expect(gif.loopsForever)
        #expect(gif.frames.count == 2)
        #expect(gif.frames[0].delay == 7 && gif.frames[1].delay == 3)
        #expect(gif.frames[0].disposal == 1 && gif.frames[1].disposal == 1)
        #expect(gif.frames[0].indices == (0..<12).map { UInt8($0 * 18) })
        let changed = gif.frames[1]
        let rectangle: [Int] = [changed.left, changed.top, changed.width, changed.height]
        #expect(rectangle == [2, 1, 2, 1])
        #expect(changed.indices == [215, 1])
        #expect(gif.composed(through: 1) == second.map { GIFPalette().index(of: $0) })
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
