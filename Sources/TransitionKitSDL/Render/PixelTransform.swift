package import CSDL2
import Foundation
import TransitionKit

/// A view-to-pixel affine transform in `Float`, the precision SDL's vertices use.
///
/// It is a command's transform (view coordinates to window points) followed by the pixel scale.
package struct PixelTransform: Equatable {
    var a: Float, b: Float, c: Float, d: Float, tx: Float, ty: Float

    /// The command's transform followed by the points-to-pixels scale.
    package init(_ transform: CGAffineTransform, scale: PixelScale) {
        let t = transform.concatenating(scale.transform)
        a = Float(t.a); b = Float(t.b); c = Float(t.c); d = Float(t.d); tx = Float(t.tx); ty = Float(t.ty)
    }

    /// Maps a point in view coordinates to pixels.
    @inline(__always)
    package func apply(_ x: Float, _ y: Float) -> SDL_FPoint {
        SDL_FPoint(x: a * x + c * y + tx, y: b * x + d * y + ty)
    }

    /// Maps a point in view coordinates to pixels.
    func apply(_ point: CGPoint) -> SDL_FPoint { apply(Float(point.x), Float(point.y)) }

    /// Whether rectangles stay axis-aligned (no rotation or skew).
    package var isAxisAligned: Bool { b == 0 && c == 0 }

    /// Whether the transform contains nothing but a translation and the identity scale.
    var isPixelTranslation: Bool { isAxisAligned && a == 1 && d == 1 }

    /// The mean linear scale factor: pixels per view unit (the square root of |determinant|).
    package var linearScale: Float { (abs(a * d - b * c)).squareRoot() }

    /// Whether every entry is finite (a NaN anywhere would poison a whole batch).
    var isFinite: Bool { a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite }
}
