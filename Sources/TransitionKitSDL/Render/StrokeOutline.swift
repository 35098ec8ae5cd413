import Foundation
import TransitionKit

/// The outline of a stroke as polygons whose union by the non-zero rule is the painted area.
///
/// Each piece is one polygon (two for a closed one: its left side forward and its right side
/// backward): the offset of the line on one side, the end, the offset on the other side back.
/// Where the line turns, the outer side gets the join (miter up to the miter limit, else bevel;
/// round; bevel) and the inner side goes through the vertex itself (the pivot). That polygon
/// winds, point by point, exactly as the sum of a rectangle per segment and a join wedge per
/// vertex (all wound the same way), so non-zero paints their union even where a wide line folds
/// over itself (a stroke wider than its curve's radius, the clock wipe's). Where the two offset
/// lines of the inner side cross within both segments, the corner is that crossing instead of
/// the pivot: what that cuts off is where the two rectangles overlap, covered twice, so once
/// less still paints it. The polygon's edges then stay short and few cross each scanline, which
/// is what the rasteriser's time follows. Caps at open ends
/// are polygons of their own (butt: none; round: a disc; square: half a line width beyond).
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
        let line = Line(points: points, closed: closed, halfWidth: halfWidth)
        if closed {
            // Both sides are loops; one pivot on each (at vertex 0) keeps every point inside more
            // rectangles than cut-off overlaps (were all cut, a loop's middle could be in all).
            var left: [CGPoint] = [], right: [CGPoint] = []
            for vertex in 0..<count { appendCorner(of: line, at: vertex, side: 1, forcePivot: vertex == 0, into: &left) }
            for vertex in stride(from: count - 1, through: 0, by: -1) {
                appendCorner(of: line, at: vertex, side: -1, forcePivot: vertex == 0, into: &right)
            }
            addWound(left); addWound(right)
        } else {
            var polygon: [CGPoint] = [line.offset(0, segment: 0, side: 1)]
            for vertex in 1..<(count - 1) { appendCorner(of: line, at: vertex, side: 1, forcePivot: false, into: &polygon) }
            polygon.append(line.offset(count - 1, segment: count - 2, side: 1))
            polygon.append(line.offset(count - 1, segment: count - 2, side: -1))
            for vertex in stride(from: count - 2, through: 1, by: -1) {
                appendCorner(of: line, at: vertex, side: -1, forcePivot: false, into: &polygon)
            }
            polygon.append(line.offset(0, segment: 0, side: -1))
            addWound(polygon)
            addCap(at: points[0], awayFrom: points[1])
            addCap(at: points[count - 1], awayFrom: points[count - 2])
        }
    }

    /// A polyline's points with each segment's unit direction, unit normal (left of the
    /// direction) and length; segment `i` runs from point `i` to point `i + 1` (cyclically when
    /// closed).
    private struct Line {
        let points: [CGPoint]
        var directions: [CGPoint] = [], normals: [CGPoint] = [], lengths: [CGFloat] = []
        let halfWidth: CGFloat

        init(points: [CGPoint], closed: Bool, halfWidth: CGFloat) {
            self.points = points; self.halfWidth = halfWidth
            for index in 0..<(closed ? points.count : points.count - 1) {
                let a = points[index], b = points[(index + 1) % points.count], length = StrokePieces.distance(a, b)
                let direction = CGPoint(x: (b.x - a.x) / length, y: (b.y - a.y) / length)
                directions.append(direction); normals.append(CGPoint(x: -direction.y, y: direction.x)); lengths.append(length)
            }
        }

        /// Point `index` moved half the line width along segment `segment`'s normal, to `side`.
        func offset(_ index: Int, segment: Int, side: CGFloat) -> CGPoint {
            let n = normals[segment], p = points[index]
            return CGPoint(x: p.x + n.x * halfWidth * side, y: p.y + n.y * halfWidth * side)
        }
    }

    /// Appends the corner at `vertex` on one side of the line: for the left side (`side` 1,
    /// walked forward) from the incoming segment's offset to the outgoing one's; for the right
    /// side (-1, walked backward) the other way. The outer side gets the join, the inner side
    /// the crossing of the two offset lines when it lies within both segments (and not `forcePivot`),
    /// else the pivot.
    private func appendCorner(of line: Line, at vertex: Int, side: CGFloat, forcePivot: Bool, into polygon: inout [CGPoint]) {
        let count = line.normals.count
        let incoming = (vertex + count - 1) % count, outgoing = vertex % count
        let point = line.points[vertex]
        let d0 = line.directions[incoming], d1 = line.directions[outgoing]
        let n0 = line.normals[incoming], n1 = line.normals[outgoing]
        let from = line.offset(vertex, segment: incoming, side: side), to = line.offset(vertex, segment: outgoing, side: side)
        let sine = d0.x * d1.y - d0.y * d1.x, dot = n0.x * n1.x + n0.y * n1.y
        var corner: [CGPoint]
        if abs(sine) <= 1e-9 {
            // Straight on: one point; a reversal: through the vertex.
            corner = dot > 0 ? [from] : [from, point, to]
        } else if (sine > 0 ? -1 : 1) == side {
            corner = [from] + joinPoints(at: point, from: n0, to: n1, side: side, dot: dot) + [to]
        } else {
            // The inner side: where the two offset lines cross within both segments, that one
            // point (what is cut off is where the two rectangles overlap, covered twice).
            let reach = halfWidth * abs(sine) / max(1 + dot, 1e-12)
            if !forcePivot, reach <= line.lengths[incoming], reach <= line.lengths[outgoing] {
                let k = halfWidth * side / (1 + dot)
                corner = [CGPoint(x: point.x + (n0.x + n1.x) * k, y: point.y + (n0.y + n1.y) * k)]
            } else {
                corner = [from, point, to]
            }
        }
        polygon += side > 0 ? corner : corner.reversed()
    }

    /// The points of the outer join between the offsets along `n0` and `n1` (exclusive).
    private func joinPoints(at point: CGPoint, from n0: CGPoint, to n1: CGPoint, side: CGFloat, dot: CGFloat) -> [CGPoint] {
        let h = halfWidth * side
        switch join {
        case .bevel:
            return []
        case .miter:
            guard (2 / max(1 + dot, 1e-12)).squareRoot() <= miterLimit else { return [] }
            let k = h / (1 + dot)
            return [CGPoint(x: point.x + (n0.x + n1.x) * k, y: point.y + (n0.y + n1.y) * k)]
        case .round:
            let start = atan2(n0.y * side, n0.x * side)
            var sweep = atan2(n1.y * side, n1.x * side) - start
            if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
            let steps = Int((abs(sweep) / (2 * .pi) * CGFloat(circleSegments)).rounded(.up))
            guard steps > 1 else { return [] }
            return (1..<steps).map { step in
                let angle = start + sweep * CGFloat(step) / CGFloat(steps)
                return CGPoint(x: point.x + halfWidth * cos(angle), y: point.y + halfWidth * sin(angle))
            }
        }
    }

    /// Appends a side polygon wound like the caps and discs (positive area): the sides are built
    /// wound the other way, so they are reversed as a whole (never by their own area, which a
    /// folded or closed side may have either sign of).
    private mutating func addWound(_ polygon: [CGPoint]) {
        guard polygon.count > 2 else { return }
        polygons.append(polygon.reversed())
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
