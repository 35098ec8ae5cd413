internal import CSDL2
internal import CSDL2TTF

/// SDL2_ttf, started while an instance lives: `TTF_Init` when made, `TTF_Quit` when freed.
///
/// SDL2_ttf counts its starts, so several libraries (the renderer's text, an exporter's labels)
/// can live at once. Each `SDLFont` keeps its library alive, so no font outlives it.
final class SDLFontLibrary {
    /// Starts SDL2_ttf; nil (the reason in `SDLError.lastSDLMessage`) when it cannot start.
    init?() {
        guard TTF_Init() == 0 else { return nil }
    }

    deinit { TTF_Quit() }

    /// Opens the TrueType file at `path` at `pixelSize` (pixels per em); nil when it cannot be read.
    func openFont(path: String, pixelSize: Int) -> SDLFont? {
        guard pixelSize > 0, let handle = TTF_OpenFont(path, Int32(clamping: pixelSize)) else { return nil }
        return SDLFont(handle: handle, library: self)
    }
}

/// One open font at one pixel size; closes itself in `deinit`.
///
/// Strings are UTF-8; sizes and surfaces are in pixels. Text is rendered blended (anti-aliased)
/// into a 32-bit surface whose alpha is the glyph coverage.
final class SDLFont {
    /// How the lines of wrapped (multi-line) text sit against each other.
    enum LineAlignment: Int32 {
        case left = 0
        case center = 1
        case right = 2
    }

    private let handle: OpaquePointer
    private let library: SDLFontLibrary

    fileprivate init(handle: OpaquePointer, library: SDLFontLibrary) {
        self.handle = handle
        self.library = library
    }

    deinit { TTF_CloseFont(handle) }

    /// The width in pixels `text` would take on one line; nil when it cannot be measured.
    func width(of text: String) -> Int? {
        var width: Int32 = 0, height: Int32 = 0
        return TTF_SizeUTF8(handle, text, &width, &height) == 0 ? Int(width) : nil
    }

    /// The font's vertical metrics in pixels, as SDL2_ttf reports them: the ascent above the
    /// baseline, the descent below it (positive), the line skip, and the tops of "H" and "x"
    /// above the baseline (cap height and x-height; 0 when the font has no such glyph).
    struct Metrics: Equatable {
        var ascent: Int
        var descent: Int
        var lineSkip: Int
        var capHeight: Int
        var xHeight: Int
        /// The height of a rendered line's surface (ascent + descent).
        var height: Int
    }

    /// The font's vertical metrics.
    var metrics: Metrics {
        func top(of character: Character) -> Int {
            guard let scalar = character.unicodeScalars.first else { return 0 }
            var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY: Int32 = 0, advance: Int32 = 0
            return TTF_GlyphMetrics32(handle, scalar.value, &minX, &maxX, &minY, &maxY, &advance) == 0 ? Int(maxY) : 0
        }
        return Metrics(
            ascent: Int(TTF_FontAscent(handle)), descent: -Int(TTF_FontDescent(handle)), lineSkip: Int(TTF_FontLineSkip(handle)),
            capHeight: top(of: "H"), xHeight: top(of: "x"), height: Int(TTF_FontHeight(handle)))
    }

    /// `text` on one line in white (alpha = coverage); nil when nothing can be rendered.
    func renderLine(_ text: String) -> SDLSurface? {
        SDLSurface(adopting: TTF_RenderUTF8_Blended(handle, text, RenderColor.white))
    }

    /// `text` broken at its newlines only, its lines aligned by `alignment`, in white; nil when
    /// nothing can be rendered.
    func renderLines(_ text: String, alignment: LineAlignment) -> SDLSurface? {
        TTF_SetFontWrappedAlign(handle, alignment.rawValue)
        return SDLSurface(adopting: TTF_RenderUTF8_Blended_Wrapped(handle, text, RenderColor.white, 0))
    }
}
