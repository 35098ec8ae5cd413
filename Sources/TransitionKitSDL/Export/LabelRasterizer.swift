internal import CSDL2
internal import CSDL2TTF

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
        guard let fonts = FontLocator().locate(), TTF_Init() == 0 else { return }
        defer { TTF_Quit() }
        guard let font = TTF_OpenFont(isBold ? fonts.bold : fonts.regular, Int32(pixelSize)) else { return }
        defer { TTF_CloseFont(font) }
        guard let rendered = TTF_RenderUTF8_Blended(font, text, SDL_Color(r: 255, g: 255, b: 255, a: 255)),
              let surface = SDL_ConvertSurfaceFormat(rendered, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
        else { return }
        SDL_FreeSurface(rendered)
        defer { SDL_FreeSurface(surface) }
        let textWidth = min(Int(surface.pointee.w), maximumWidth), textHeight = Int(surface.pointee.h)
        let pitch = Int(surface.pointee.pitch) / 4
        let height = image.count / width
        guard let source = surface.pointee.pixels?.assumingMemoryBound(to: UInt32.self) else { return }
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
