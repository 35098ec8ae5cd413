import Foundation

/// The current path: built in user space, kept in the context's space (each point mapped by the
/// CTM when it is added, as Core Graphics does), emptied by painting it or `beginPath()`.
extension CGContext {
    /// Empties the current path.
    public func beginPath() { currentPath = PathBuilder() }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { currentPath.move(to: point, transform: state.ctm) }

    /// Adds a line from the current point to `point`.
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point, transform: state.ctm) }

    /// Adds a subpath through `points`: a move to the first, lines to the others.
    public func addLines(between points: [CGPoint]) { currentPath.addLines(between: points, transform: state.ctm) }

    /// Adds a cubic Bézier curve from the current point to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }

    /// Adds a quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end, control: control, transform: state.ctm)
    }

    /// Adds an arc of the circle about `center` from `startAngle` to `endAngle` (radians, from the
    /// positive x axis towards positive y), preceded by a line from the current point to its
    /// start. `clockwise` is Core Graphics' sense (decreasing angles), which shows anticlockwise
    /// on screen in a UIKit context; `UIBezierPath`'s `clockwise` is the reverse.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                           increasingAngles: !clockwise, transform: state.ctm)
    }

    /// Adds a line towards `tangent1End` and an arc of `radius` tangent to it and to the line on to
    /// `tangent2End` (`CGContextAddArcToPoint`).
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        currentPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
    }

    /// Adds `rect` as a closed subpath.
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: state.ctm) }

    /// Adds each rectangle as a closed subpath.
    public func addRects(_ rects: [CGRect]) { for rect in rects { addRect(rect) } }

    /// Adds the ellipse inscribed in `rect` as a closed subpath.
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: state.ctm) }

    /// Adds `path` (in user space).
    public func addPath(_ path: CGPath) { currentPath.elements += PathBuilder.transformed(path.storage, by: state.ctm) }

    /// Closes the current subpath with a line back to its start.
    public func closePath() { currentPath.closeSubpath() }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { currentPath.elements.isEmpty }

    /// The current point of the path, in user space (`.zero` when the path is empty).
    public var currentPointOfPath: CGPoint {
        currentPath.hasCurrentPoint ? currentPath.currentPoint.applying(state.ctm.inverted()) : .zero
    }

    /// The bounding box of the current path's points and control points, in user space
    /// (`CGRect.null` when the path is empty).
    public var boundingBoxOfPath: CGRect {
        guard !currentPath.elements.isEmpty else { return .null }
        return PathGeometry.controlPointBounds(userPath).standardized
    }

    /// A copy of the current path, in user space; nil when it is empty.
    public var path: CGPath? {
        currentPath.elements.isEmpty ? nil : CGPath(storage: userPath)
    }

    /// Whether `point` (user space) is inside the current path painted by `mode` (its stroke's
    /// inside for the stroking modes is taken as the fill's).
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        let rule: CGPathFillRule = (mode == .eoFill || mode == .eoFillStroke) ? .evenOdd : .winding
        return CGPath(storage: currentPath.elements).contains(point.applying(state.ctm), using: rule)
    }

    /// The current path in user space (the CTM undone; empty when the CTM cannot be undone).
    var userPath: [DisplayList.PathElement] {
        guard let inverse = state.ctm.invertible else { return [] }
        return PathBuilder.transformed(currentPath.elements, by: inverse)
    }
}

extension CGAffineTransform {
    /// The inverse, or nil when the transform squashes the plane (determinant 0).
    var invertible: CGAffineTransform? {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return nil }
        return inverted()
    }
}
