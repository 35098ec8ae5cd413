internal import CSDL2
import Foundation
import TransitionKit

/// A view-to-pixel transform in `Float`, the precision SDL's vertices use: affine, or
/// projective for a command with perspective (`DisplayList.Command.transform3D`).
///
/// It is a command's transform (view coordinates to window points) followed by the pixel scale.
/// Projective: a point maps to `((a x + c y + tx) / w, (b x + d y + ty) / w)` with
/// `w = p x + q y + w0`; straight lines stay straight, so outlines, fans and quads built from
/// mapped points are exact at their vertices.
package struct PixelTransform: Equatable {
    var a: Float, b: Float, c: Float, d: Float, tx: Float, ty: Float
    /// The perspective row: w = p x + q y + w0 (0, 0, 1 when affine).
    var p: Float = 0, q: Float = 0, w0: Float = 1
    /// Whether `p`, `q`, `w0` are in use.
    package private(set) var isProjective = false

    /// The command's transform followed by the points-to-pixels scale.
    package init(_ transform: CGAffineTransform, scale: PixelScale) {
        let t = transform.concatenating(scale.transform)
        a = Float(t.a); b = Float(t.b); c = Float(t.c); d = Float(t.d); tx = Float(t.tx); ty = Float(t.ty)
    }

    /// The command's placement (its `transform3D` when it has one) followed by the pixel scale.
    package init(_ command: DisplayList.Command, scale: PixelScale) {
        self.init(command.transform, scale: scale)
        guard let m = command.transform3D else { return }
        let s = scale.transform
        a = Float(s.a * m.m11 + s.c * m.m12 + s.tx * m.m14)
        c = Float(s.a * m.m21 + s.c * m.m22 + s.tx * m.m24)
        tx = Float(s.a * m.m41 + s.c * m.m42 + s.tx * m.m44)
        b = Float(s.b * m.m11 + s.d * m.m12 + s.ty * m.m14)
        d = Float(s.b * m.m21 + s.d * m.m22 + s.ty * m.m24)
        ty = Float(s.b * m.m41 + s.d * m.m42 + s.ty * m.m44)
        p = Float(m.m14); q = Float(m.m24); w0 = Float(m.m44)
        isProjective = true
    }

    /// Maps a point in view coordinates to pixels.
    @inline(__always)
    package func apply(_ x: Float, _ y: Float) -> RenderPoint {
        guard isProjective else { return RenderPoint(x: a * x + c * y + tx, y: b * x + d * y + ty) }
        let w = p * x + q * y + w0
        return RenderPoint(x: (a * x + c * y + tx) / w, y: (b * x + d * y + ty) / w)
    }

    /// Maps a point in view coordinates to pixels.
    func apply(_ point: CGPoint) -> RenderPoint { apply(Float(point.x), Float(point.y)) }

    /// Whether every point of `rect` lies in front of the viewer (w > 0 at each corner; w is
    /// linear, so then everywhere inside) and projects within `maximumCoordinate` pixels of the
    /// origin. Always true for an affine transform. A plane passing just in front of the eye
    /// (a flip whose near edge comes closer than the eye distance) projects to coordinates far
    /// beyond the window, which SDL's software rasteriser cannot take (it crashed in
    /// `SDL_RenderGeometry`): such a command is not drawn for those frames.
    func keepsInFront(_ rect: CGRect) -> Bool {
        guard isProjective else { return true }
        let xs = [Float(rect.minX), Float(rect.maxX)], ys = [Float(rect.minY), Float(rect.maxY)]
        return xs.allSatisfy { x in
            ys.allSatisfy { y in
                guard p * x + q * y + w0 > 1e-4 else { return false }
                let point = apply(x, y)
                return abs(point.x) <= Self.maximumCoordinate && abs(point.y) <= Self.maximumCoordinate
            }
        }
    }

    /// The largest pixel coordinate a projected corner may reach (16,384: far beyond any window).
    static let maximumCoordinate: Float = 4_096

    /// Whether rectangles stay axis-aligned (no rotation, skew or perspective).
    package var isAxisAligned: Bool { b == 0 && c == 0 && !isProjective }

    /// Whether the transform contains nothing but a translation and the identity scale.
    var isPixelTranslation: Bool { isAxisAligned && a == 1 && d == 1 }

    /// The mean linear scale factor: pixels per view unit (the square root of |determinant|);
    /// for a projective transform, at the view's origin.
    package var linearScale: Float {
        let affine = (abs(a * d - b * c)).squareRoot()
        return isProjective ? affine / abs(w0) : affine
    }

    /// Whether every entry is finite (a NaN anywhere would poison a whole batch).
    var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
            && p.isFinite && q.isFinite && w0.isFinite
    }
}
