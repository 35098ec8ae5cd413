import Foundation

/// Geometry of path elements: bounding boxes, flattening into polylines, and point containment.
/// Shared by `CGPath` and the renderer (which flattens in pixels).
package enum PathGeometry {
    /// A subpath flattened into straight segments.
    package struct Polyline: Equatable, Sendable {
        /// The points, the subpath's start first.
        package var points: [CGPoint]
        /// Whether the subpath was closed (a line back to the start is implied, not repeated).
        package var isClosed: Bool
        /// Creates a polyline.
        package init(points: [CGPoint], isClosed: Bool) { self.points = points; self.isClosed = isClosed }
    }

    /// The bounding box of every point, control points included; `.null` when empty.
    static func controlPointBounds(_ elements: [DisplayList.PathElement]) -> CGRect {
        var box = BoxAccumulator()
        for element in elements {
            switch element {
            case .move(let p), .line(let p): box.add(p)
            case .quadCurve(let p, let c): box.add(p); box.add(c)
            case .curve(let p, let c1, let c2): box.add(p); box.add(c1); box.add(c2)
            case .closeSubpath: break
            }
        }
        return box.rect
    }

    /// The bounding box of the path as drawn (curve extrema, not control points); `.null` when empty.
    static func tightBounds(_ elements: [DisplayList.PathElement]) -> CGRect {
        var box = BoxAccumulator()
        var current = CGPoint.zero, start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p): box.add(p); current = p; start = p
            case .line(let p): box.add(p); current = p
            case .quadCurve(let p, let c):
                box.add(p)
                for t in quadExtrema(current.x, c.x, p.x) + quadExtrema(current.y, c.y, p.y) {
                    box.add(quadPoint(current, c, p, t))
                }
                current = p
            case .curve(let p, let c1, let c2):
                box.add(p)
                for t in cubicExtrema(current.x, c1.x, c2.x, p.x) + cubicExtrema(current.y, c1.y, c2.y, p.y) {
                    box.add(cubicPoint(current, c1, c2, p, t))
                }
                current = p
            case .closeSubpath: current = start
            }
        }
        return box.rect
    }

    /// Whether `point` is inside the filled area (subpaths closed implicitly).
    static func contains(_ point: CGPoint, in elements: [DisplayList.PathElement], evenOdd: Bool) -> Bool {
        var winding = 0
        for polyline in flatten(elements, tolerance: 0.01) where polyline.points.count > 1 {
            let points = polyline.points
            for index in points.indices {
                let a = points[index], b = points[(index + 1) % points.count]
                if a.y <= point.y, b.y > point.y, cross(a, b, point) > 0 { winding += 1 }
                if b.y <= point.y, a.y > point.y, cross(a, b, point) < 0 { winding -= 1 }
            }
        }
        return evenOdd ? winding % 2 != 0 : winding != 0
    }

    /// Positive when `p` lies left of a → b (in y-up terms; with y down, on the clockwise side).
    private static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// The subpaths as polylines whose distance from the true curves is at most `tolerance`
    /// (Wang's formula for the number of segments of each curve, at most 1000).
    package static func flatten(
        _ elements: [DisplayList.PathElement], tolerance: CGFloat, mapping map: (CGPoint) -> CGPoint = { $0 }
    ) -> [Polyline] {
        var result: [Polyline] = []
        var points: [CGPoint] = []
        var current = CGPoint.zero, start = CGPoint.zero
        func finish(closed: Bool) {
            if !points.isEmpty { result.append(Polyline(points: points, isClosed: closed)) }
            points = []
        }
        let tol = max(tolerance, 1e-6)
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                current = map(p); start = current; points = [current]
            case .line(let p):
                if points.isEmpty { points = [current] }
                current = map(p); points.append(current)
            case .quadCurve(let p, let c):
                if points.isEmpty { points = [current] }
                let c0 = current, c1 = map(c), c2 = map(p)
                let dd = hypot(c0.x - 2 * c1.x + c2.x, c0.y - 2 * c1.y + c2.y)
                let count = segmentCount((0.25 * dd / tol).squareRoot())
                for step in 1...count { points.append(quadPoint(c0, c1, c2, CGFloat(step) / CGFloat(count))) }
                current = c2
            case .curve(let p, let c1, let c2):
                if points.isEmpty { points = [current] }
                let q0 = current, q1 = map(c1), q2 = map(c2), q3 = map(p)
                let dd = max(hypot(q0.x - 2 * q1.x + q2.x, q0.y - 2 * q1.y + q2.y),
                             hypot(q1.x - 2 * q2.x + q3.x, q1.y - 2 * q2.y + q3.y))
                let count = segmentCount((0.75 * dd / tol).squareRoot())
                for step in 1...count { points.append(cubicPoint(q0, q1, q2, q3, CGFloat(step) / CGFloat(count))) }
                current = q3
            case .closeSubpath:
                if points.count > 1, points.last == points.first { points.removeLast() }
                finish(closed: true)
                current = start
            }
        }
        finish(closed: false)
        return result
    }

    private static func segmentCount(_ estimate: CGFloat) -> Int {
        guard estimate.isFinite else { return 1 }
        return min(1000, max(1, Int(estimate.rounded(.up))))
    }

    /// The point at `t` on a quadratic Bézier curve.
    package static func quadPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x, y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
    }

    /// The point at `t` on a cubic Bézier curve.
    package static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// Parameters in (0, 1) where a quadratic's coordinate has an extremum.
    private static func quadExtrema(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> [CGFloat] {
        let denominator = a - 2 * b + c
        guard denominator != 0 else { return [] }
        let t = (a - b) / denominator
        return t > 0 && t < 1 ? [t] : []
    }

    /// Parameters in (0, 1) where a cubic's coordinate has an extremum (roots of its derivative).
    private static func cubicExtrema(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat) -> [CGFloat] {
        let a = -p0 + 3 * p1 - 3 * p2 + p3, b = 2 * (p0 - 2 * p1 + p2), c = p1 - p0
        var roots: [CGFloat] = []
        if abs(a) < 1e-12 {
            if b != 0 { roots = [-c / b] }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots = [(-b + root) / (2 * a), (-b - root) / (2 * a)]
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    private struct BoxAccumulator {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        mutating func add(_ p: CGPoint) {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        var rect: CGRect { minX > maxX ? .null : CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }
    }
}
