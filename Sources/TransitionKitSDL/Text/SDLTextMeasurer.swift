import Foundation
import TransitionKit

/// The text measurer the SDL host binds: SDL2_ttf's metrics and advances for DejaVu Sans, the
/// fonts the renderer draws with, so what the model measures is what is drawn.
///
/// A face of `s` points is measured with its font opened at round(`s`) pixels (the size the
/// renderer draws it at on a 1x screen), the pixel answers scaled by `s` / round(`s`). Answers
/// are cached (the fonts, their metrics, and the advances of recent runs); a lock makes the
/// measurer safe to ask from any thread.
///
/// ```swift
/// SDLTextMeasurer.bind { runApp() }   // layout inside measures with SDL2_ttf
/// ```
public final class SDLTextMeasurer: TextMeasuring, @unchecked Sendable {
    /// The process's measurer for the standard fonts; nil when no font is found or SDL2_ttf
    /// cannot start (text is then measured by `EstimatedTextMeasurer`).
    public static let shared: SDLTextMeasurer? = SDLTextMeasurer()

    /// Runs `body` with `shared` bound as the text measurer (as is, when there is none).
    public static func bind<Value, Failure: Error>(_ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        guard let shared else { return try body() }
        return try UIFont.withTextMeasurer(shared, body)
    }

    private struct FontKey: Hashable {
        var pixelSize: Int
        var variant: FontVariant
    }

    private struct RunKey: Hashable {
        var run: String
        var font: FontKey
    }

    private let lock = NSLock()
    private let fonts: FontLocator.Fonts
    private let library: SDLFontLibrary
    private var openFonts: [FontKey: SDLFont] = [:]
    private var fontMetrics: [FontKey: SDLFont.Metrics] = [:]
    private var advances = LRUCache<RunKey, Int>(capacity: 8192)

    /// A measurer for the fonts `locator` finds; nil when none is found or SDL2_ttf cannot start.
    public init?(locator: FontLocator = FontLocator()) {
        guard let fonts = locator.locate(), let library = SDLFontLibrary() else { return nil }
        self.fonts = fonts
        self.library = library
    }

    /// The pixel size a face of `pointSize` points is measured at: round(`pointSize`), 1...400.
    package static func pixelSize(for pointSize: CGFloat) -> Int {
        guard pointSize.isFinite else { return 1 }
        return Int(min(max(pointSize.rounded(), 1), CGFloat(TextRasterizer.maximumPixelSize)))
    }

    /// SDL2_ttf's ascent, descent, line gap, cap height and x-height, in points.
    public func metrics(of face: FontFace) -> FontMetrics {
        let key = FontKey(pixelSize: Self.pixelSize(for: face.pointSize), variant: FontVariant(face))
        let scale = face.pointSize / CGFloat(key.pixelSize)
        lock.lock()
        let cached = fontMetrics[key]
        lock.unlock()
        guard let pixels = cached ?? withFont(key, { $0.metrics }) else { return EstimatedTextMeasurer().metrics(of: face) }
        if cached == nil {
            lock.lock()
            fontMetrics[key] = pixels
            lock.unlock()
        }
        return FontMetrics(
            ascender: CGFloat(pixels.ascent) * scale, descender: -CGFloat(pixels.descent) * scale,
            leading: CGFloat(max(pixels.lineSkip - pixels.ascent - pixels.descent, 0)) * scale,
            capHeight: CGFloat(pixels.capHeight) * scale, xHeight: CGFloat(pixels.xHeight) * scale)
    }

    /// SDL2_ttf's width of `run` on one line, in points.
    public func advance(of run: String, in face: FontFace) -> CGFloat {
        guard !run.isEmpty else { return 0 }
        let font = FontKey(pixelSize: Self.pixelSize(for: face.pointSize), variant: FontVariant(face))
        let scale = face.pointSize / CGFloat(font.pixelSize)
        let key = RunKey(run: run, font: font)
        lock.lock()
        let cached = advances.value(for: key)
        lock.unlock()
        if let cached { return CGFloat(cached) * scale }
        guard let width = withFont(font, { $0.width(of: run) }) ?? nil else { return EstimatedTextMeasurer().advance(of: run, in: face) }
        lock.lock()
        advances.insert(width, for: key)
        lock.unlock()
        return CGFloat(width) * scale
    }

    /// `body` with the open font for `key`, under the lock; nil when the font cannot be opened.
    private func withFont<Result>(_ key: FontKey, _ body: (SDLFont) -> Result) -> Result? {
        lock.lock()
        defer { lock.unlock() }
        if openFonts[key] == nil {
            if openFonts.count >= 24 { openFonts.removeAll() }
            openFonts[key] = library.openFont(path: fonts.path(for: key.variant), pixelSize: key.pixelSize)
        }
        guard let font = openFonts[key] else { return nil }
        return body(font)
    }
}
