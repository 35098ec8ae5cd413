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
