import Foundation

/// The outline of a rounded rectangle as a closed polygon, clockwise on screen (y down),
/// starting at the top-left corner's arc.
///
/// Every outline of the same `segmentsPerCorner` has the same number of points, so rings
/// (borders, shadow falloff, edge feathering) can join two outlines point by point.
package struct RoundedRectPath {
    /// Segments per corner for a corner radius of `radiusInPixels` on screen:
    /// half the radius, clamped to 2...16, so small corners stay cheap and large ones smooth.
    package static func segmentsPerCorner(radiusInPixels: Float) -> Int {
        guard radiusInPixels.isFinite else { return 2 }
        return min(max(Int(radiusInPixels / 2), 2), 16)
    }

    /// The number of points an outline with `segmentsPerCorner` has.
    package static func pointCount(segmentsPerCorner: Int) -> Int { 4 * (segmentsPerCorner + 1) }

    /// Writes the outline of `rect` with corner `radius`, moved inwards by `inset` (negative
    /// grows it; the radius follows, `max(radius - inset, 0)`), into `points`, replacing its
    /// contents. The inset is limited so the outline never turns inside out.
    package static func outline(
        of rect: CGRect, radius: CGFloat, inset: CGFloat, segmentsPerCorner segments: Int,
        into points: inout [CGPoint]
    ) {
        points.removeAll(keepingCapacity: true)
        let halfMin = min(rect.width, rect.height) / 2
        let clampedInset = min(inset, halfMin)
        let shape = rect.insetBy(dx: clampedInset, dy: clampedInset)
        let r = min(max(radius - clampedInset, 0), min(shape.width, shape.height) / 2)
        let centres = [
            CGPoint(x: shape.minX + r, y: shape.minY + r), CGPoint(x: shape.maxX - r, y: shape.minY + r),
            CGPoint(x: shape.maxX - r, y: shape.maxY - r), CGPoint(x: shape.minX + r, y: shape.maxY - r),
        ]
        let steps = CGFloat(max(segments, 1))
        for (corner, centre) in centres.enumerated() {
            let start = CGFloat.pi * (1 + CGFloat(corner) / 2)  // TL: 180°, TR: 270°, BR: 360°, BL: 450°
            for step in 0...max(segments, 1) {
                let angle = start + CGFloat(step) / steps * (.pi / 2)
                points.append(CGPoint(x: centre.x + r * cos(angle), y: centre.y + r * sin(angle)))
            }
        }
    }
}
