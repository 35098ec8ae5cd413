import Foundation

/// A `CAKeyframeAnimation`'s `path` as the animation reads it: its drawn segments (each line or
/// curve from its start point; a close is a line back to the subpath's start), their vertices as
/// keyframes, and a flattened polyline for constant-speed (paced) motion.
struct KeyframePathGeometry {
    /// One drawn segment.
    enum Segment {
        case line(CGPoint, CGPoint)
        case quad(CGPoint, CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint, CGPoint)

        /// The point at `t` (0...1) along the segment's parameter.
        func point(at t: CGFloat) -> CGPoint {
            switch self {
            case let .line(a, b): CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            case let .quad(a, c, b): PathGeometry.quadPoint(a, c, b, t)
            case let .cubic(a, c1, c2, b): PathGeometry.cubicPoint(a, c1, c2, b, t)
            }
        }

        /// The direction of travel at `t`, in radians (a finite difference along the parameter).
        func angle(at t: CGFloat) -> CGFloat {
            let step: CGFloat = 1e-3
            let a = point(at: max(0, t - step)), b = point(at: min(1, t + step))
            return atan2(b.y - a.y, b.x - a.x)
        }
    }

    /// The segments in path order.
    let segments: [Segment]
    /// The flattened path and the distance along it at each point.
    private let polyline: [CGPoint]
    private let distances: [CGFloat]

    /// The geometry of `path`; nil for a path that draws no segment.
    init?(_ path: CGPath) {
        var segments: [Segment] = []
        var current = CGPoint.zero, start = CGPoint.zero
        for element in path.displayListElements {
            switch element {
            case .move(let point): current = point; start = point
            case .line(let point): segments.append(.line(current, point)); current = point
            case let .quadCurve(point, control): segments.append(.quad(current, control, point)); current = point
            case let .curve(point, c1, c2): segments.append(.cubic(current, c1, c2, point)); current = point
            case .closeSubpath:
                if current != start { segments.append(.line(current, start)) }
                current = start
            }
        }
        guard !segments.isEmpty else { return nil }
        self.segments = segments
        var points: [CGPoint] = []
        for polyline in PathGeometry.flatten(path.displayListElements, tolerance: 0.1) {
            points += polyline.isClosed ? polyline.points + [polyline.points[0]] : polyline.points
        }
        var distances: [CGFloat] = [0]
        for index in points.indices.dropFirst() {
            distances.append(distances[index - 1] + hypot(points[index].x - points[index - 1].x, points[index].y - points[index - 1].y))
        }
        polyline = points
        self.distances = distances
    }

    /// The path's start and end points.
    var start: CGPoint { segments[0].point(at: 0) }
    var end: CGPoint { segments[segments.count - 1].point(at: 1) }

    /// The vertex before segment `index` (index == count: the end).
    func vertex(_ index: Int) -> CGPoint {
        index < segments.count ? segments[index].point(at: 0) : end
    }

    /// The point and direction a `fraction` (0...1) of the way along the path's length.
    func paced(at fraction: Double) -> (point: CGPoint, angle: CGFloat) {
        guard let total = distances.last, total > 0, polyline.count > 1 else { return (start, segments[0].angle(at: 0)) }
        let target = CGFloat(min(max(fraction, 0), 1)) * total
        let index = max(1, distances.firstIndex { $0 >= target } ?? distances.count - 1)
        let a = polyline[index - 1], b = polyline[index]
        let span = distances[index] - distances[index - 1]
        let t = span > 0 ? (target - distances[index - 1]) / span : 1
        return (CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t), atan2(b.y - a.y, b.x - a.x))
    }
}
