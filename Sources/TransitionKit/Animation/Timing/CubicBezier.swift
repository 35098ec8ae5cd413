import Foundation

/// A Core Animation style cubic Bézier timing curve from (0, 0) to (1, 1) with two control points.
///
/// The curve maps the fraction of time elapsed (`x`) to the fraction of the change applied (`y`).
/// `progress(at:)` solves the curve's x polynomial for its parameter `t` (Newton's method, with a
/// bisection fallback where the slope is flat) so that the returned `y` is within 1e-6 of the exact
/// curve.
///
/// Bad control points never produce NaN: the x coordinates are clamped to [0, 1] (as Core Animation
/// requires, which keeps the curve a function of time), and if any coordinate is NaN or infinite
/// the whole curve falls back to `.linear`. `isValid(_:_:_:_:)` tells the caller whether that
/// happened, so it can report a `Diagnostic`.
package struct CubicBezier: Sendable, Equatable {
    /// The first control point's x coordinate, in [0, 1].
    package let c1x: Double
    /// The first control point's y coordinate.
    package let c1y: Double
    /// The second control point's x coordinate, in [0, 1].
    package let c2x: Double
    /// The second control point's y coordinate.
    package let c2y: Double

    // Power-basis coefficients: x(t) = ((ax t + bx) t + cx) t, likewise for y.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double
    /// Whether y == x everywhere (both control points on the diagonal), so no solving is needed.
    private let isIdentity: Bool

    /// Creates a curve with control points (c1x, c1y) and (c2x, c2y); see the type's notes on
    /// clamping.
    package init(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        let finite = c1x.isFinite && c1y.isFinite && c2x.isFinite && c2y.isFinite
        let p1x = finite ? min(max(c1x, 0), 1) : 0
        let p1y = finite ? c1y : 0
        let p2x = finite ? min(max(c2x, 0), 1) : 1
        let p2y = finite ? c2y : 1
        self.c1x = p1x; self.c1y = p1y; self.c2x = p2x; self.c2y = p2y
        cx = 3 * p1x; bx = 3 * (p2x - p1x) - cx; ax = 1 - cx - bx
        cy = 3 * p1y; by = 3 * (p2y - p1y) - cy; ay = 1 - cy - by
        isIdentity = p1x == p1y && p2x == p2y
    }

    /// Whether these control points are usable as given: all finite, x coordinates in [0, 1].
    package static func isValid(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) -> Bool {
        c1x.isFinite && c1y.isFinite && c2x.isFinite && c2y.isFinite
            && (0...1).contains(c1x) && (0...1).contains(c2x)
    }

    /// Constant speed: (0, 0), (1, 1).
    package static let linear = CubicBezier(0, 0, 1, 1)
    /// Core Animation's ease-in: (0.42, 0), (1, 1).
    package static let easeIn = CubicBezier(0.42, 0, 1, 1)
    /// Core Animation's ease-out: (0, 0), (0.58, 1).
    package static let easeOut = CubicBezier(0, 0, 0.58, 1)
    /// Core Animation's ease-in-out: (0.42, 0), (0.58, 1).
    package static let easeInOut = CubicBezier(0.42, 0, 0.58, 1)
    /// Core Animation's default timing curve (`kCAMediaTimingFunctionDefault`): (0.25, 0.1), (0.25, 1).
    package static let caDefault = CubicBezier(0.25, 0.1, 0.25, 1)

    /// The curve's y for a time fraction `x` (clamped to [0, 1]; NaN counts as 0). Exactly 0 at
    /// x <= 0 and exactly 1 at x >= 1.
    package func progress(at x: Double) -> Double {
        guard x > 0 else { return 0 }  // also catches NaN
        guard x < 1 else { return 1 }
        if isIdentity { return x }
        return sampleY(solveT(forX: x))
    }

    /// dy/dx at a time fraction `x` (clamped to [0, 1]): the curve's speed relative to linear.
    /// Always finite; where dx/dt vanishes it falls back to a finite difference.
    package func slope(at x: Double) -> Double {
        let x = x.isNaN ? 0 : min(max(x, 0), 1)
        if isIdentity { return 1 }
        let t = x <= 0 ? 0 : (x >= 1 ? 1 : solveT(forX: x))
        let dxdt = sampleDX(t)
        if abs(dxdt) > 1e-7 { return sampleDY(t) / dxdt }
        // dx/dt ~ 0 (an endpoint with a control point on the x axis, or an interior double root):
        // the limit is a ratio of higher derivatives or infinite; a finite difference gives a
        // finite, continuous answer either way.
        let h = 1e-6
        let lo = max(x - h, 0), hi = min(x + h, 1)
        return (progress(at: hi) - progress(at: lo)) / (hi - lo)
    }

    // MARK: - Solving

    /// x(t) - x by compensated Horner (about twice double precision), so that the sign used by
    /// the bisection stays right where the curve is flat in x (a vertical tangent, as with control
    /// points (1, 0), (0, 1)), where an evaluation error e moves the root by about cbrt(e).
    private func residual(_ t: Double, _ x: Double) -> Double {
        var s = ax, c = 0.0
        func step(_ coefficient: Double) {
            let p = s * t
            let productError = (-p).addingProduct(s, t)  // exactly s * t - p
            let sum = p + coefficient
            let z = sum - p
            let sumError = (p - (sum - z)) + (coefficient - z)  // exactly p + coefficient - sum
            c = c * t + (productError + sumError)
            s = sum
        }
        step(bx); step(cx); step(-x)
        return s + c
    }
    private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    private func sampleDX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    private func sampleDY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The parameter t in [0, 1] with x(t) == x, to within 1e-12 in t.
    ///
    /// x(t) is non-decreasing on [0, 1] because both control x coordinates are in [0, 1], so the
    /// root is unique and bisection always converges.
    private func solveT(forX x: Double) -> Double {
        let tolerance = 1e-12
        // Newton from t = x: converges in a few steps wherever the curve is not flat.
        var t = x
        for _ in 0..<8 {
            let error = residual(t, x)
            if error == 0 { return t }
            let derivative = sampleDX(t)
            if abs(derivative) < 1e-6 { break }
            let step = error / derivative  // Newton's estimate of the error in t
            let next = t - step
            if !(0...1).contains(next) { break }
            if abs(step) < tolerance { return next }
            t = next
        }
        // Bisection: about 40 halvings of [0, 1].
        var lo = 0.0, hi = 1.0
        t = x
        while hi - lo > tolerance {
            let value = residual(t, x)
            if value == 0 { return t }
            if value < 0 { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return t
    }
}
