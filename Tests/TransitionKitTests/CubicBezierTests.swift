import Foundation
import Testing
import TransitionKit

/// An independent reference: bisection on the Bernstein form, far past double precision.
private func referenceProgress(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, _ x: Double) -> Double {
    func bx(_ t: Double) -> Double { 3 * (1 - t) * (1 - t) * t * c1x + 3 * (1 - t) * t * t * c2x + t * t * t }
    func by(_ t: Double) -> Double { 3 * (1 - t) * (1 - t) * t * c1y + 3 * (1 - t) * t * t * c2y + t * t * t }
    var lo = 0.0, hi = 1.0
    for _ in 0..<200 {
        let mid = (lo + hi) / 2
        if bx(mid) < x { lo = mid } else { hi = mid }
    }
    return by((lo + hi) / 2)
}

@Suite("CubicBezier")
struct CubicBezierTests {
    @Test("presets have Core Animation's control points")
    func presets() {
        #expect(CubicBezier.easeIn == CubicBezier(0.42, 0, 1, 1))
        #expect(CubicBezier.easeOut == CubicBezier(0, 0, 0.58, 1))
        #expect(CubicBezier.easeInOut == CubicBezier(0.42, 0, 0.58, 1))
        #expect(CubicBezier.caDefault == CubicBezier(0.25, 0.1, 0.25, 1))
        #expect(CubicBezier.linear == CubicBezier(0, 0, 1, 1))
        #expect(CubicBezier.easeInOut.c1x == 0.42 && CubicBezier.easeInOut.c2x == 0.58)
    }

    @Test("preset values at known points (exact maths, not rounded)")
    func presetValues() {
        #expect(CubicBezier.linear.progress(at: 0.5) == 0.5)
        #expect(CubicBezier.linear.progress(at: 0.3) == 0.3)
        // Values of the exact curves (200-step bisection in double precision).
        #expect(abs(CubicBezier.easeInOut.progress(at: 0.25) - 0.1291619310473198) < 1e-9)
        #expect(abs(CubicBezier.easeInOut.progress(at: 0.5) - 0.5) < 1e-12)
        #expect(abs(CubicBezier.easeIn.progress(at: 0.5) - 0.31535681257253945) < 1e-9)
        #expect(abs(CubicBezier.easeOut.progress(at: 0.5) - 0.6846431874274606) < 1e-9)
        #expect(abs(CubicBezier.caDefault.progress(at: 0.5) - 0.8024033875848569) < 1e-9)
    }

    @Test("ease-in and ease-out mirror each other")
    func mirror() {
        for i in 0...100 {
            let x = Double(i) / 100
            let sum = CubicBezier.easeIn.progress(at: x) + CubicBezier.easeOut.progress(at: 1 - x)
            #expect(abs(sum - 1) < 1e-9, "x = \(x)")
        }
    }

    @Test("y is within 1e-6 of the exact curve", arguments: [
        (0.42, 0.0, 0.58, 1.0), (0.42, 0.0, 1.0, 1.0), (0.0, 0.0, 0.58, 1.0), (0.25, 0.1, 0.25, 1.0),
        (0.0, 1.0, 1.0, 0.0),    // flat in y in the middle
        (0.5, -0.5, 0.5, 1.5),   // undershoot and overshoot
        (0.0, 0.0, 0.0, 1.0), (1.0, 0.0, 1.0, 1.0), (0.1, 3.0, 0.9, -2.0), (0.68, -0.6, 0.32, 1.6),
    ])
    func accuracy(points: (Double, Double, Double, Double)) {
        let curve = CubicBezier(points.0, points.1, points.2, points.3)
        var worst = 0.0
        for i in 0...2000 {
            let x = Double(i) / 2000
            let error = abs(curve.progress(at: x) - referenceProgress(points.0, points.1, points.2, points.3, x))
            worst = max(worst, error)
        }
        #expect(worst < 1e-6, "worst error \(worst)")
    }

    @Test("y is within 1e-6 at a vertical tangent, where x is flat")
    func verticalTangent() {
        // (1, 0), (0, 1): with u = t - 1/2, x = 1/2 + 4u^3 and y = 1/2 + 3u/2 - 2u^3 exactly, and
        // dx/dt = 0 at x = 1/2, so Newton's method fails there and the bisection fallback must
        // not. (A bisection reference on the Bernstein form is itself off by 3e-6 here.)
        let curve = CubicBezier(1, 0, 0, 1)
        var worst = 0.0
        for i in 0...4000 {
            let x = 0.49 + 0.02 * Double(i) / 4000
            let u = cbrt((x - 0.5) / 4)
            worst = max(worst, abs(curve.progress(at: x) - (0.5 + 1.5 * u - 2 * u * u * u)))
        }
        #expect(worst < 1e-6, "worst error \(worst)")
        #expect(abs(curve.progress(at: 0.5) - 0.5) < 1e-9)
    }

    @Test("ends exactly at 0 and 1; x is clamped; NaN counts as 0")
    func endpointsAndClamping() {
        for curve in [CubicBezier.easeInOut, .easeIn, .easeOut, .caDefault, CubicBezier(0.5, -0.5, 0.5, 1.5)] {
            #expect(curve.progress(at: 0) == 0)
            #expect(curve.progress(at: 1) == 1)
            #expect(curve.progress(at: -3) == 0)
            #expect(curve.progress(at: 7) == 1)
            #expect(curve.progress(at: .nan) == 0)
            #expect(curve.progress(at: .infinity) == 1)
            #expect(curve.progress(at: -.infinity) == 0)
        }
    }

    @Test("presets are monotone")
    func monotone() {
        for curve in [CubicBezier.easeInOut, .easeIn, .easeOut, .caDefault, .linear] {
            var previous = 0.0
            for i in 1...1000 {
                let y = curve.progress(at: Double(i) / 1000)
                #expect(y >= previous)
                previous = y
            }
        }
    }

    @Test("slope is dy/dx: exact at ease-in-out's midpoint, matches finite differences elsewhere")
    func slope() {
        // At t = 0.5: dx/dt = 0.87, dy/dt = 1.5.
        #expect(abs(CubicBezier.easeInOut.slope(at: 0.5) - 1.5 / 0.87) < 1e-9)
        #expect(CubicBezier.linear.slope(at: 0.3) == 1)
        // Ease-in starts with dy/dx = c1y / c1x = 0; ease-out's first control point is at the
        // origin, so its start slope is the limit c2y / c2x.
        #expect(abs(CubicBezier.easeIn.slope(at: 0)) < 1e-9)
        #expect(abs(CubicBezier.caDefault.slope(at: 0) - 0.1 / 0.25) < 1e-9)
        for curve in [CubicBezier.easeInOut, .easeIn, .easeOut, .caDefault, CubicBezier(0.5, -0.5, 0.5, 1.5)] {
            for i in 1...99 {
                let x = Double(i) / 100, h = 1e-5
                let difference = (curve.progress(at: x + h) - curve.progress(at: x - h)) / (2 * h)
                #expect(abs(curve.slope(at: x) - difference) < 1e-4 * max(1, abs(difference)), "x = \(x)")
            }
        }
    }

    @Test("slope is finite where dx/dt vanishes")
    func slopeDegenerate() {
        let curves = [CubicBezier(1, 0, 0, 1), .easeOut, CubicBezier(0, 1, 1, 0), CubicBezier(0, 0.5, 1, 0.5)]
        for curve in curves {
            for x in [0, 1e-9, 0.5, 1 - 1e-9, 1, -1, 2, .nan] {
                #expect(curve.slope(at: x).isFinite, "x = \(x)")
            }
        }
        #expect(CubicBezier(1, 0, 0, 1).slope(at: 0.5) > 100)  // vertical tangent: large but finite
    }

    @Test("bad control points give a finite curve and are reported")
    func badControlPoints() {
        #expect(CubicBezier.isValid(0.42, 0, 0.58, 1))
        #expect(CubicBezier.isValid(0.5, -2, 0.5, 3))  // y may leave [0, 1]
        #expect(!CubicBezier.isValid(.nan, 0, 0.58, 1))
        #expect(!CubicBezier.isValid(0.42, .infinity, 0.58, 1))
        #expect(!CubicBezier.isValid(-0.1, 0, 0.58, 1))
        #expect(!CubicBezier.isValid(0.42, 0, 1.5, 1))

        #expect(CubicBezier(.nan, 0, 0.58, 1) == .linear)
        #expect(CubicBezier(0.42, -.infinity, 0.58, 1) == .linear)
        #expect(CubicBezier(-1, 0, 2, 1) == CubicBezier(0, 0, 1, 1))
        for curve in [CubicBezier(.nan, .nan, .nan, .nan), CubicBezier(-5, 1e300, 9, -1e300)] {
            for i in 0...20 {
                let x = Double(i) / 20
                #expect(curve.progress(at: x).isFinite)
                #expect(curve.slope(at: x).isFinite)
            }
        }
    }
}
