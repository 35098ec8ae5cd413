import Foundation

/// A convex polygon cut into horizontal slabs, two triangles each, for SDL's software renderer.
///
/// SDL 2.26 draws each blended textured triangle through a temporary surface the size of the
/// triangle's bounding box. A fan from one vertex of a rounded rectangle (the obvious
/// triangulation) has dozens of triangles whose boxes each span most of the polygon: a
/// window-sized rounded image cost 16 ms a frame that way. Slabs between consecutive vertex
/// heights tile the polygon's box once, so the temporary surfaces add up to one polygon.
package enum ConvexSlabs {
    /// The triangles (three points each, in order) covering the convex `polygon`: for each pair of
    /// consecutive distinct vertex heights, the trapezoid between them as two triangles. Slabs
    /// share their corner points exactly, so neighbouring triangles meet without gaps. Degenerate
    /// triangles (no area) are left out; fewer than three points give none.
    package static func triangles(of polygon: [CGPoint]) -> [CGPoint] {
        guard polygon.count >= 3 else { return [] }
        let heights = Array(Set(polygon.map(\.y))).sorted()
        let spans = heights.map { span(of: polygon, at: $0) }
        guard spans.count >= 2 else { return [] }
        var result: [CGPoint] = []
        result.reserveCapacity((heights.count - 1) * 6)
        for index in 0..<(heights.count - 1) {
            let y0 = heights[index], y1 = heights[index + 1]
            let top = spans[index], bottom = spans[index + 1]
            let a = CGPoint(x: top.left, y: y0), b = CGPoint(x: top.right, y: y0)
            let c = CGPoint(x: bottom.right, y: y1), d = CGPoint(x: bottom.left, y: y1)
            if top.right - top.left > 1e-9 { result += [a, b, c] }
            if bottom.right - bottom.left > 1e-9 { result += [a, c, d] }
        }
        return result
    }

    /// The leftmost and rightmost x where the horizontal line at `y` meets the convex polygon.
    static func span(of polygon: [CGPoint], at y: CGFloat) -> (left: CGFloat, right: CGFloat) {
        var left = CGFloat.infinity, right = -CGFloat.infinity
        var previous = polygon[polygon.count - 1]
        for point in polygon {
            let low = min(previous.y, point.y), high = max(previous.y, point.y)
            if y >= low, y <= high {
                if high - low < 1e-12 {
                    left = min(left, previous.x, point.x); right = max(right, previous.x, point.x)
                } else {
                    let x = previous.x + (point.x - previous.x) * (y - previous.y) / (point.y - previous.y)
                    left = min(left, x); right = max(right, x)
                }
            }
            previous = point
        }
        return left <= right ? (left, right) : (0, 0)
    }
}
