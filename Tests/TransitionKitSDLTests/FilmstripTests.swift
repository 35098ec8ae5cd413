import Foundation
import Testing
import TransitionKitSDL

extension SDLSuite {
    /// `Filmstrip`: panels side by side, scaled to the panel width, labelled with DejaVu Sans.
    @Suite("Filmstrip") @MainActor
    struct FilmstripTests {
        @Test("Five panels of 320 x 240 sit in a row between margins, each with its frame and its label")
        func layout() throws {
            let shades: [UInt32] = [0xFF10_2030, 0xFF40_5060, 0xFF70_8090, 0xFFA0_B0C0, 0xFFD0_E0F0]
            let panels = shades.enumerated().map { index, shade in
                Filmstrip.Panel(image: PixelImage(width: 640, height: 480, pixels: .init(repeating: shade, count: 640 * 480)),
                                label: "\(index * 25) %")
            }
            let image = Filmstrip(title: "present · cross dissolve", panels: panels).render()
            let margin = Filmstrip.margin, line = Filmstrip.lineHeight
            #expect(image.width == margin + 5 * (320 + margin))
            #expect(image.height == margin + line + 240 + line + margin)
            for (index, shade) in shades.enumerated() {
                let left = margin + index * (320 + margin), top = margin + line
                let width = image.width, background: UInt32 = 0xFF00_0000 | Filmstrip.background
                let centre = image.pixels[(top + 120) * width + left + 160]
                let topLeft = image.pixels[top * width + left], bottomRight = image.pixels[(top + 239) * width + left + 319]
                let outside = image.pixels[(top + 120) * width + left - 1]
                #expect(centre == shade)
                #expect(topLeft == shade)
                #expect(bottomRight == shade)
                #expect(outside == background)
                // The label under the panel has dark text pixels.
                let labelRows = (top + 240)..<(top + 240 + line)
                let hasText = labelRows.contains { (y: Int) -> Bool in
                    (left..<(left + 80)).contains { (x: Int) -> Bool in image.pixels[y * width + x] & 0xFF < 0x80 }
                }
                #expect(hasText, "label \(index) drawn")
            }
            let titleRows = margin..<(margin + line)
            let hasTitle = titleRows.contains { (y: Int) -> Bool in
                (margin..<(margin + 200)).contains { (x: Int) -> Bool in image.pixels[y * image.width + x] & 0xFF < 0x80 }
            }
            #expect(hasTitle)
        }
    }
}
