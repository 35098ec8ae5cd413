internal import CSDL2
import Foundation
import TransitionKit

/// Gradients (`CAGradientLayer`): the command's rectangle, rounded by its corner radius (the
/// outline flattened to 0.1 px), is rasterised to anti-aliased coverage like a shape's fill,
/// and every covered pixel takes the gradient's colour at its centre mapped back into the
/// command's coordinates (through the inverse of the affine or projective pixel transform); see
/// `GradientShading`.
extension SDLRenderer {
    /// Draws one gradient command (its texture reused while the command is unchanged).
    func drawGradient(_ gradient: DisplayList.Gradient, of command: DisplayList.Command, _ transform: PixelTransform) {
        drawCached(command) { self.gradientParts(gradient, of: command, transform) }
    }

    /// The texture of a gradient.
    private func gradientParts(
        _ gradient: DisplayList.Gradient, of command: DisplayList.Command, _ transform: PixelTransform
    ) -> [CoverageTextureCache.Part] {
        guard !gradient.colors.isEmpty, command.rect.width > 0, command.rect.height > 0,
              let inverse = InversePixelTransform(transform) else { return [] }
        let radius = min(max(command.cornerRadius, 0), min(command.rect.width, command.rect.height) / 2)
        let outline = CGMutablePath()
        outline.addRoundedRect(in: command.rect, cornerWidth: radius, cornerHeight: radius)
        let scale = CGFloat(max(transform.linearScale, 1e-6))
        let polygons = PathGeometry.flatten(outline.displayListElements, tolerance: Self.flatteningTolerance / scale)
            .map { $0.points.map { pixelPoint(transform, $0) } }
        let shading = GradientShading(gradient, rect: command.rect)
        return paint(polygons: polygons, evenOdd: false, with: .gradient(shading, inverse, alpha: Float(min(max(command.alpha, 0), 1))))
    }
}

/// The inverse of a `PixelTransform`: pixels back to the command's coordinates.
struct InversePixelTransform {
    private let m0, m1, m2, m3, m4, m5, m6, m7, m8: Double

    /// Nil when the transform is singular.
    init?(_ t: PixelTransform) {
        // Rows: (a c tx), (b d ty), (p q w0) map (x, y, 1) to (X w, Y w, w).
        let a = Double(t.a), b = Double(t.b), c = Double(t.c), d = Double(t.d), tx = Double(t.tx), ty = Double(t.ty)
        let p = Double(t.p), q = Double(t.q), w = Double(t.w0)
        let determinant = a * (d * w - ty * q) - c * (b * w - ty * p) + tx * (b * q - d * p)
        guard determinant.isFinite, abs(determinant) > 1e-12 else { return nil }
        let k = 1 / determinant
        m0 = (d * w - ty * q) * k; m1 = (tx * q - c * w) * k; m2 = (c * ty - tx * d) * k
        m3 = (ty * p - b * w) * k; m4 = (a * w - tx * p) * k; m5 = (tx * b - a * ty) * k
        m6 = (b * q - d * p) * k; m7 = (c * p - a * q) * k; m8 = (a * d - c * b) * k
    }

    /// The point in the command's coordinates that lands on pixel position (x, y).
    func apply(_ x: Float, _ y: Float) -> CGPoint {
        let X = Double(x), Y = Double(y)
        let u = m0 * X + m1 * Y + m2, v = m3 * X + m4 * Y + m5, k = m6 * X + m7 * Y + m8
        return CGPoint(x: u / k, y: v / k)
    }
}
