import TransitionKit

/// Which font file draws a face: DejaVu Sans regular, bold, oblique or bold oblique, or DejaVu
/// Sans Mono regular or bold (semibold and heavier weights draw bold).
package enum FontVariant: Hashable, Sendable {
    case regular, bold, oblique, boldOblique, monospaced, monospacedBold

    /// The variant that draws `face`.
    package init(_ face: FontFace) {
        switch (face.design, face.isBold, face.isItalic) {
        case (.monospaced, false, _): self = .monospaced
        case (.monospaced, true, _): self = .monospacedBold
        case (.default, false, false): self = .regular
        case (.default, true, false): self = .bold
        case (.default, false, true): self = .oblique
        case (.default, true, true): self = .boldOblique
        }
    }

    /// Regular or bold.
    package init(isBold: Bool) { self = isBold ? .bold : .regular }
}
