import Foundation
import TransitionKit

/// The parts of a path a stroke paints: `strokeStart`/`strokeEnd` trim by arc length along the
/// whole path (all subpaths, in order, as Core Animation measures), and the dash pattern cuts
/// each subpath from its start (restarting per subpath, as Core Graphics does), offset by the
/// phase. The result is polylines to outline: closed ones only when a closed subpath is kept
/// whole.
package enum StrokePieces {
    /// The painted pieces of `polylines`.
    package static func pieces(
        of polylines: [PathGeometry.Polyline], strokeStart: CGFloat, strokeEnd: CGFloat, dashes: [CGFloat], phase: CGFloat
    ) -> [PathGeometry.Polyline] {
        let lengths = polylines.map(length)
        let total = lengths.reduce(0, +)
        let keepFrom = max(0, min(1, strokeStart)) * total, keepTo = max(0, min(1, strokeEnd)) * total
        guard keepTo > keepFrom || (total == 0 && strokeEnd > strokeStart) else { return [] }
        let dashTotal = dashes.reduce(0, +)
        var result: [PathGeometry.Polyline] = []
        var offset: CGFloat = 0
        for (polyline, length) in zip(polylines, lengths) {
            defer { offset += length }
            let from = max(0, keepFrom - offset), to = min(length, keepTo - offset)
            guard to > from || (length == 0 && keepFrom <= offset && offset <= keepTo) else { continue }
            let whole = from <= 0 && to >= length
            guard dashTotal > 0 else {
                result.append(whole ? polyline : slice(polyline, from: from, to: to))
                continue
            }
            for (start, end) in dashIntervals(length: length, dashes: dashes, total: dashTotal, phase: phase) {
                let a = max(start, from), b = min(end, to)
                if b > a || (b == a && start == end && a >= from && a <= to) {
                    result.append(slice(polyline, from: a, to: b))
                }
            }
        }
        return result
    }

    /// The painted intervals of a dash pattern along a subpath of `length`.
    static func dashIntervals(length: CGFloat, dashes: [CGFloat], total: CGFloat, phase: CGFloat) -> [(CGFloat, CGFloat)] {
        var position = -(phase.truncatingRemainder(dividingBy: total) + (phase < 0 ? total : 0))
        var intervals: [(CGFloat, CGFloat)] = []
        var index = 0
        while position <= length, intervals.count < 100_000 {
            let dash = dashes[index % dashes.count]
            if index % 2 == 0, position + dash >= 0 {
                intervals.append((max(0, position), min(length, position + dash)))
            }
            position += dash
            index += 1
        }
        return intervals
    }

    /// The length of a polyline (with its closing segment when closed).
    static func length(_ polyline: PathGeometry.Polyline) -> CGFloat {
        let points = polyline.points
        guard points.count > 1 else { return 0 }
        var total: CGFloat = 0
        for index in 1..<points.count { total += distance(points[index - 1], points[index]) }
        if polyline.isClosed, let first = points.first, let last = points.last { total += distance(last, first) }
        return total
    }

    /// The open part of `polyline` between two arc lengths.
    static func slice(_ polyline: PathGeometry.Polyline, from start: CGFloat, to end: CGFloat) -> PathGeometry.Polyline {
        var points = polyline.points
        if polyline.isClosed, let first = points.first { points.append(first) }
        var result: [CGPoint] = []
        var travelled: CGFloat = 0
        for index in points.indices {
            if index == 0 {
                if start <= 0 { result.append(points[0]) }
                continue
            }
            let a = points[index - 1], b = points[index], segment = distance(a, b)
            let next = travelled + segment
            if segment > 0 {
                if start > travelled, start < next { result.append(lerp(a, b, (start - travelled) / segment)) }
                if end > travelled, end < next {
                    result.append(lerp(a, b, (end - travelled) / segment))
                    break
                }
                if next > start, next <= end { result.append(b) }
            }
            travelled = next
            if travelled >= end { break }
        }
        if result.isEmpty, !points.isEmpty { result = [point(in: points, at: start)] }
        return PathGeometry.Polyline(points: result, isClosed: false)
    }

    /// The point `distanceAlong` from the start of the polyline through `points`.
    private static func point(in points: [CGPoint], at distanceAlong: CGFloat) -> CGPoint {
        var travelled: CGFloat = 0
        for index in points.indices.dropFirst() {
            let segment = distance(points[index - 1], points[index])
            if travelled + segment >= distanceAlong, segment > 0 {
                return lerp(points[index - 1], points[index], (distanceAlong - travelled) / segment)
            }
            travelled += segment
        }
        return points.last ?? .zero
    }

    /// The distance between two points.
    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(b.x - a.x, b.y - a.y) }

    /// The point a fraction `t` of the way from `a` to `b`.
    static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}
