import Foundation
import TransitionKit

/// Laid-out text: the lines the model measured (`DisplayList.Command.Text.lines`), each run
/// rendered on its own and placed where the model put it, its baseline on the model's baseline.
extension SDLRenderer {
    /// The rectangle, in the command's coordinates, that a run's texture of `textureWidth` x
    /// `textureHeight` pixels, rendered at `pixelSize` with `ascent` pixels above its baseline,
    /// covers for a run at `x` on a line whose baseline is at `baseline` (both from `rect`'s
    /// top-left corner), for `fontSize` points.
    package nonisolated static func runFrame(
        textureWidth: Int, textureHeight: Int, ascent: Int, pixelSize: Int, fontSize: CGFloat,
        x: CGFloat, baseline: CGFloat, in rect: CGRect
    ) -> CGRect {
        let unitsPerPixel = fontSize / CGFloat(pixelSize)
        return CGRect(x: rect.minX + x, y: rect.minY + baseline - CGFloat(ascent) * unitsPerPixel,
                      width: CGFloat(textureWidth) * unitsPerPixel, height: CGFloat(textureHeight) * unitsPerPixel)
    }

    /// Draws `lines` in `command`'s rectangle, each run in its own colour times `alpha`, cut at
    /// the rectangle's sides.
    func drawLines(_ lines: [TextLine], of command: DisplayList.Command, alpha: CGFloat, _ transform: PixelTransform) {
        guard let textRasterizer else { return }
        for line in lines {
            for run in line.runs where !run.string.isEmpty && run.string.contains(where: { $0 != " " }) {
                let fontSize = run.face.pointSize
                guard fontSize > 0, fontSize.isFinite else { continue }
                let color = sdlColor(run.color, alpha: alpha)
                guard color.a > 0 else { continue }
                let pixelSize = Self.textPixelSize(fontSize: fontSize, transform: transform)
                let variant = FontVariant(run.face)
                let key = TextRasterizer.Key(string: run.string, pixelSize: pixelSize, variant: variant, alignment: .left)
                guard let texture = textRasterizer.texture(for: key),
                      let ascent = textRasterizer.ascent(pixelSize: pixelSize, variant: variant) else { continue }
                let frame = Self.runFrame(
                    textureWidth: texture.width, textureHeight: texture.height, ascent: ascent, pixelSize: pixelSize,
                    fontSize: fontSize, x: line.x + run.x, baseline: line.baseline, in: command.rect)
                drawTextTexture(texture, frame: frame, clippedTo: command.rect, pixelSize: pixelSize, fontSize: fontSize,
                                color: color, transform)
            }
        }
    }
}
