/// Draws one line of text into a `PixelImage` with SDL2_ttf (DejaVu Sans), for exported images.
@MainActor
struct LabelRasterizer {
    /// The text's pixel size.
    let pixelSize: Int
    /// Whether the bold face is used.
    let isBold: Bool

    /// Blends `text` in `color` (`0xRRGGBB`) into `image` with its top-left corner at `(x, y)`,
    /// clipped to the image and to `maximumWidth`. Without a font (or SDL2_ttf) nothing is drawn.
    func draw(_ text: String, color: UInt32, at x: Int, _ y: Int, maximumWidth: Int, into image: inout [UInt32], width: Int) {
        guard let fonts = FontLocator().locate(), let library = SDLFontLibrary(),
              let font = library.openFont(path: isBold ? fonts.bold : fonts.regular, pixelSize: pixelSize),
              let rendered = font.renderLine(text),
              let surface = rendered.converted(to: .argb8888)
        else { return }
        let textWidth = min(surface.width, maximumWidth), textHeight = surface.height
        let pitch = surface.bytesPerRow / 4
        let height = image.count / width
        surface.withLockedPixels { pixels in
            guard let source = pixels?.assumingMemoryBound(to: UInt32.self) else { return }
            blend(source, pitch: pitch, width: textWidth, height: textHeight, color: color, at: x, y, into: &image, imageWidth: width, imageHeight: height)
        }
    }

    /// Blends the coverage (alpha) of `source` rows into `image` at `(x, y)`, clipped to it.
    private func blend(
        _ source: UnsafeMutablePointer<UInt32>, pitch: Int, width textWidth: Int, height textHeight: Int, color: UInt32,
        at x: Int, _ y: Int, into image: inout [UInt32], imageWidth width: Int, imageHeight height: Int
    ) {
        for row in 0..<textHeight where (0..<height).contains(y + row) {
            for column in 0..<textWidth where (0..<width).contains(x + column) {
                let coverage = source[row * pitch + column] >> 24
                guard coverage > 0 else { continue }
                let target = (y + row) * width + x + column
                image[target] = Self.blend(color, over: image[target], coverage: coverage)
            }
        }
    }

    /// `color` over `background` (both `0x..RRGGBB`) at `coverage` 0...255; the result is opaque.
    static func blend(_ color: UInt32, over background: UInt32, coverage: UInt32) -> UInt32 {
        var result: UInt32 = 0xFF00_0000
        for shift: UInt32 in [16, 8, 0] {
            let top = color >> shift & 0xFF, bottom = background >> shift & 0xFF
            result |= ((top * coverage + bottom * (255 - coverage) + 127) / 255) << shift
        }
        return result
    }
}
