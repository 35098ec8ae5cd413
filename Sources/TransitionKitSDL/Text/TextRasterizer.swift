import Foundation
import TransitionKit

/// A rendered string: a white texture whose alpha is the glyph coverage, ready to be tinted
/// with the text colour through vertex colours.
struct TextTexture {
    /// The texture (kept by the rasterizer's cache; freed when the last holder drops it).
    let texture: SDLTexture
    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int
}

/// Renders strings with SDL2_ttf into textures and keeps the recent ones.
///
/// Text is rendered blended (anti-aliased) in white, so one texture serves every colour: the
/// renderer tints it with the vertex colour. Textures are cached by string, pixel size, face and
/// (for multi-line text) alignment, least recently used first out.
@MainActor
package final class TextRasterizer {
    /// The cache key of one rendered string.
    struct Key: Hashable {
        var string: String
        var pixelSize: Int
        var variant: FontVariant
        var alignment: SDLFont.LineAlignment
    }

    /// The cache key of one fitted line.
    private struct FitKey: Hashable {
        var line: String
        var pixelSize: Int
        var isBold: Bool
        var width: Int
        var mode: NSLineBreakMode
    }

    private struct FontKey: Hashable {
        var pixelSize: Int
        var variant: FontVariant
    }

    /// The most textures kept.
    nonisolated static let textureCapacity = 256
    /// The largest pixel size rendered (bigger text is drawn scaled up from this size).
    package nonisolated static let maximumPixelSize = 400

    /// Whether no font was found has been reported already (once per process).
    private static var hasWarnedAboutMissingFont = false

    private let device: SDLRenderDevice
    private let fonts: FontLocator.Fonts
    private let fontLibrary: SDLFontLibrary
    private var openFonts = LRUCache<FontKey, SDLFont>(capacity: 12)
    private var fittedLines = LRUCache<FitKey, String>(capacity: 512)
    private var textures = LRUCache<Key, TextTexture>(capacity: TextRasterizer.textureCapacity)

    /// The number of textures cached now.
    var cachedTextureCount: Int { textures.count }

    /// Creates a rasterizer drawing with `renderer`, or returns nil (after one warning on stderr
    /// per process) when no font is found or SDL2_ttf cannot start.
    init?(device: SDLRenderDevice, locator: FontLocator = FontLocator()) {
        guard let fonts = locator.locate() else {
            Self.warnOnce(locator.missingFontWarning)
            return nil
        }
        guard let fontLibrary = SDLFontLibrary() else {
            Self.warnOnce("TransitionKitSDL: warning: SDL2_ttf did not start: \(SDLError.lastSDLMessage); text is off")
            return nil
        }
        self.device = device
        self.fonts = fonts
        self.fontLibrary = fontLibrary
    }

    isolated deinit {
        releaseAll()
    }

    /// Drops (frees) every cached texture and closes every font (before the SDL renderer goes away).
    func releaseAll() {
        textures.removeAll()
        fittedLines.removeAll()
        openFonts.removeAll()
    }

    private static func warnOnce(_ message: String) {
        guard !hasWarnedAboutMissingFont else { return }
        hasWarnedAboutMissingFont = true
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// `string` with each of its lines fitted into `width` pixels at `pixelSize` by `mode` (see
    /// `TextFitter`), measured exactly; fitted lines are cached.
    func fitted(_ string: String, pixelSize: Int, isBold: Bool, width: Int, mode: NSLineBreakMode) -> String {
        guard let font = font(pixelSize: pixelSize, variant: FontVariant(isBold: isBold)) else { return string }
        let fitter = TextFitter { text in font.width(of: text) ?? Int.max }
        let lines = string.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let key = FitKey(line: String(line), pixelSize: pixelSize, isBold: isBold, width: width, mode: mode)
            if let cached = fittedLines.value(for: key) { return cached }
            let fitted = fitter.fit(key.line, width: width, mode: mode)
            fittedLines.insert(fitted, for: key)
            return fitted
        }
        return lines.joined(separator: "\n")
    }

    /// The texture for `key`, rendering it on a cache miss; nil when the string cannot be rendered.
    func texture(for key: Key) -> TextTexture? {
        if let cached = textures.value(for: key) { return cached }
        guard let font = font(pixelSize: key.pixelSize, variant: key.variant) else { return nil }
        let surface = key.string.contains("\n")
            ? font.renderLines(key.string, alignment: key.alignment)
            : font.renderLine(key.string)
        guard let surface, let texture = SDLTexture(device: device, surface: surface) else { return nil }
        texture.blendMode = .blend
        texture.scaleMode = .linear
        let result = TextTexture(texture: texture, width: surface.width, height: surface.height)
        textures.insert(result, for: key)
        return result
    }

    /// The ascent in pixels of `variant` at `pixelSize` (where a rendered line's baseline sits
    /// below its texture's top); nil when the font cannot be opened.
    func ascent(pixelSize: Int, variant: FontVariant) -> Int? {
        font(pixelSize: pixelSize, variant: variant)?.metrics.ascent
    }

    private func font(pixelSize: Int, variant: FontVariant) -> SDLFont? {
        let key = FontKey(pixelSize: pixelSize, variant: variant)
        if let font = openFonts.value(for: key) { return font }
        guard let font = fontLibrary.openFont(path: fonts.path(for: variant), pixelSize: pixelSize) else { return nil }
        openFonts.insert(font, for: key)
        return font
    }
}
