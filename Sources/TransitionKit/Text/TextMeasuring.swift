import Foundation

/// Measures text for the model: a font's metrics and the advance of a run of glyphs. A Linux addition.
///
/// TransitionKit measures nothing itself (it imports no font library): the host that draws binds
/// a measurer with `UIFont.withTextMeasurer(_:_:)` around the code that lays text out
/// (TransitionKitSDL's `SDLTextMeasurer` answers with SDL2_ttf's metrics, the same the renderer
/// draws with), and tests bind a deterministic one the same way. With none bound the model uses
/// `EstimatedTextMeasurer`. A measurer is asked from any thread; it must answer the same for the
/// same question.
public protocol TextMeasuring: Sendable {
    /// The vertical metrics of `face`, in points.
    func metrics(of face: FontFace) -> FontMetrics
    /// The width in points that `run` takes set on one line in `face`, from the first glyph's
    /// origin to the last glyph's advance (the font's kerning between its characters included).
    /// The run holds no newline.
    func advance(of run: String, in face: FontFace) -> CGFloat
}

/// The documented estimate the model measures with when no measurer is bound. A Linux addition.
///
/// Deterministic and font-free: DejaVu Sans's vertical metrics (ascender 0.928 em, descender
/// -0.236 em, no leading, cap height 0.729 em, x-height 0.547 em) and a flat advance per
/// character: 0.6 em (0.64 em for semibold and heavier, 0.602 em for the monospaced face).
public struct EstimatedTextMeasurer: TextMeasuring {
    /// Creates the estimate.
    public init() {}

    /// DejaVu Sans's metrics scaled to the face's size.
    public func metrics(of face: FontFace) -> FontMetrics {
        let size = face.pointSize
        return FontMetrics(
            ascender: size * 0.928, descender: size * -0.236, leading: 0, capHeight: size * 0.729, xHeight: size * 0.547)
    }

    /// The character count times the flat advance.
    public func advance(of run: String, in face: FontFace) -> CGFloat {
        let perCharacter: CGFloat = face.design == .monospaced ? 0.602 : face.isBold ? 0.64 : 0.6
        return CGFloat(run.count) * face.pointSize * perCharacter
    }
}
