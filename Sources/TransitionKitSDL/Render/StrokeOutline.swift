import Foundation
import TransitionKit

/// The outline of a stroke as polygons whose union (by the non-zero rule; each is wound the same
/// way) is the painted area: a rectangle per segment, a join at each interior vertex (miter up
/// to the miter limit, else bevel; round; bevel), and caps at open ends (butt: none; round: a
/// disc; square: half a line width beyond the end).
package struct StrokeOutline {
    /// The polygons, in the path's coordinates.
    package private(set) var polygons: [[CGPoint]] = []
    private let halfWidth: CGFloat
    private let join: DisplayList.Shape.LineJoin
    private let cap: DisplayList.Shape.LineCap
    private let miterLimit: CGFloat
    /// Segments per full circle for round joins and caps.
    private let circleSegments: Int

    /// Outlines `pieces` stroked `width` wide; `tolerance` is the allowed error of round parts.
    package init(
        pieces: [PathGeometry.Polyline], width: CGFloat, cap: DisplayList.Shape.LineCap, join: DisplayList.Shape.LineJoin,
        miterLimit: CGFloat, tolerance: CGFloat
    ) {
        halfWidth = width / 2; self.cap = cap; self.join = join; self.miterLimit = miterLimit
        let ratio = max(-1, min(1, 1 - tolerance / max(halfWidth, 1e-9)))
        circleSegments = min(256, max(8, Int((2 * CGFloat.pi / max(acos(ratio) * 2, 1e-3)).rounded(.up))))
        guard halfWidth > 0 else { return }
        for piece in pieces { outline(piece) }
    }

    private mutating func outline(_ piece: PathGeometry.Polyline) {
        var points: [CGPoint] = []
        for point in piece.points where points.last.map({ StrokePieces.distance($0, point) > 1e-9 }) ?? true { points.append(point) }
        if piece.isClosed, points.count > 1, let first = points.first, let last = points.last, StrokePieces.distance(first, last) <= 1e-9 {
            points.removeLast()
        }
        guard points.count > 1 else {
            // A zero-length piece: round and square caps still paint a dot.
            if let point = points.first { capDot(at: point) }
            return
        }
        let closed = piece.isClosed && points.count > 2
        let count = points.count
        for index in 0..<(closed ? count : count - 1) {
            addSegment(points[index], points[(index + 1) % count])
        }
        let joins = closed ? Array(0..<count) : Array(1..<(count - 1))
        for index in joins {
            addJoin(previous: points[(index + count - 1) % count], at: points[index], next: points[(index + 1) % count])
        }
        if !closed {
            addCap(at: points[0], awayFrom: points[1])
            addCap(at: points[count - 1], awayFrom: points[count - 2])
        }
    }

    private func normal(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        let length = StrokePieces.distance(a, b)
        return CGPoint(x: -(b.y - a.y) / length, y: (b.x - a.x) / length)
    }

    private mutating func add(_ polygon: [CGPoint]) {
        var area: CGFloat = 0
        for index in polygon.indices {
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            area += a.x * b.y - b.x * a.y
        }
        guard abs(area) > 1e-12 else { return }
        polygons.append(area > 0 ? polygon : polygon.reversed())
    }

    private mutating func addSegment(_ a: CGPoint, _ b: CGPoint) {
        let n = normal(a, b), h = halfWidth
        add([CGPoint(x: a.x + n.x * h, y: a.y + n.y * h), CGPoint(x: b.x + n.x * h, y: b.y + n.y * h),
             CGPoint(x: b.x - n.x * h, y: b.y - n.y * h), CGPoint(x: a.x - n.x * h, y: a.y - n.y * h)])
    }

    private mutating func addJoin(previous: CGPoint, at point: CGPoint, next: CGPoint) {
        let n0 = normal(previous, point), n1 = normal(point, next), h = halfWidth
        let turn = (point.x - previous.x) * (next.y - point.y) - (point.y - previous.y) * (next.x - point.x)
        guard abs(turn) > 1e-12 else { return }
        // The outer side is opposite the turn.
        let side: CGFloat = turn > 0 ? -1 : 1
        let a = CGPoint(x: point.x + n0.x * h * side, y: point.y + n0.y * h * side)
        let b = CGPoint(x: point.x + n1.x * h * side, y: point.y + n1.y * h * side)
        switch join {
        case .round:
            add(disc(at: point))
        case .bevel:
            add([point, a, b])
        case .miter:
            let dot = n0.x * n1.x + n0.y * n1.y
            let ratio = (2 / max(1 + dot, 1e-12)).squareRoot()
            if ratio <= miterLimit {
                let k = h * side / (1 + dot)
                add([point, a, CGPoint(x: point.x + (n0.x + n1.x) * k, y: point.y + (n0.y + n1.y) * k), b])
            } else {
                add([point, a, b])
            }
        }
    }

    private mutating func addCap(at end: CGPoint, awayFrom inner: CGPoint) {
        switch cap {
        case .butt: return
        case .round: add(disc(at: end))
        case .square:
            let length = StrokePieces.distance(inner, end)
            let d = CGPoint(x: (end.x - inner.x) / length * halfWidth, y: (end.y - inner.y) / length * halfWidth)
            let n = CGPoint(x: -d.y, y: d.x)
            add([CGPoint(x: end.x + n.x, y: end.y + n.y), CGPoint(x: end.x + n.x + d.x, y: end.y + n.y + d.y),
                 CGPoint(x: end.x - n.x + d.x, y: end.y - n.y + d.y), CGPoint(x: end.x - n.x, y: end.y - n.y)])
        }
    }

    private mutating func capDot(at point: CGPoint) {
        switch cap {
        case .butt: return
        case .round: add(disc(at: point))
        case .square:
            let h = halfWidth
            add([CGPoint(x: point.x - h, y: point.y - h), CGPoint(x: point.x + h, y: point.y - h),
                 CGPoint(x: point.x + h, y: point.y + h), CGPoint(x: point.x - h, y: point.y + h)])
        }
    }

    private func disc(at center: CGPoint) -> [CGPoint] {
        (0..<circleSegments).map { index in
            let angle = 2 * CGFloat.pi * CGFloat(index) / CGFloat(circleSegments)
            return CGPoint(x: center.x + halfWidth * cos(angle), y: center.y + halfWidth * sin(angle))
        }
    }
}
