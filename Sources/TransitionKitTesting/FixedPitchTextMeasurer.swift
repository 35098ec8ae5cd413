import Foundation
import TransitionKit

/// A deterministic text measurer for tests: every character advances the same fraction of the
/// point size, and the vertical metrics are fixed fractions of it, so expected line breaks and
/// sizes can be worked out by hand.
///
/// With the defaults, a 20-point face advances 10 points a character (spaces too), and its line
/// is 20 points tall: ascender 16, descender -4, no leading.
///
/// ```swift
/// UIFont.withTextMeasurer(FixedPitchTextMeasurer()) {
///     label.sizeThatFits(CGSize(width: 100, height: 0))
/// }
/// ```
public struct FixedPitchTextMeasurer: TextMeasuring {
    /// Each character's advance, in em.
    public var advance: CGFloat
    /// The ascender, in em.
    public var ascender: CGFloat
    /// The descender, in em (negative).
    public var descender: CGFloat
    /// The leading, in em.
    public var leading: CGFloat

    /// Creates the measurer.
    public init(advance: CGFloat = 0.5, ascender: CGFloat = 0.8, descender: CGFloat = -0.2, leading: CGFloat = 0) {
        self.advance = advance; self.ascender = ascender; self.descender = descender; self.leading = leading
    }

    /// The fixed fractions of the point size (cap height 0.7 em, x-height 0.5 em).
    public func metrics(of face: FontFace) -> FontMetrics {
        let size = face.pointSize
        return FontMetrics(ascender: ascender * size, descender: descender * size, leading: leading * size,
                           capHeight: 0.7 * size, xHeight: 0.5 * size)
    }

    /// The character count times the advance.
    public func advance(of run: String, in face: FontFace) -> CGFloat {
        CGFloat(run.count) * advance * face.pointSize
    }
}
