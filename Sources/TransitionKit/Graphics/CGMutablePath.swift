import Foundation

/// A path that can be added to (Core Graphics' `CGMutablePath`, a `CGPath` subclass).
///
/// Every call takes an optional `transform` applied to its points before they are added (Core
/// Graphics' Swift spelling). A call with a point or length that is not finite is ignored with
/// the diagnostic `path.nonFinitePoint`.
public final class CGMutablePath: CGPath {
    /// An empty path.
    public init() { super.init(storage: []) }

    override init(storage: [DisplayList.PathElement]) { super.init(storage: storage) }

    private func edit(_ change: (inout PathBuilder) -> Void) {
        var builder = PathBuilder(elements: storage)
        change(&builder)
        storage = builder.elements
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        edit { $0.move(to: point, transform: transform) }
    }

    /// Adds a straight line from the current point to `point`. With no current point (an empty
    /// path) Core Graphics logs "no current point" and adds nothing; here the diagnostic
    /// `path.noCurrentPoint` says so. The curve calls do the same.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        edit { $0.addLine(to: point, transform: transform) }
    }

    /// Adds a move to the first point and lines through the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        edit { $0.addLines(between: points, transform: transform) }
    }

    /// Adds a quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        edit { $0.addQuadCurve(to: end, control: control, transform: transform) }
    }

    /// Adds a cubic Bézier curve from the current point to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        edit { $0.addCurve(to: end, control1: control1, control2: control2, transform: transform) }
    }

    /// Adds an arc of a circle, preceded by a line from the current point to its start (a move
    /// when the path is empty), as cubic Béziers of at most 90° each.
    ///
    /// Angles are in radians from the positive x-axis towards the positive y-axis. `clockwise`
    /// is meant in Core Graphics' unflipped space (y up): `true` sweeps towards decreasing
    /// angles. Apple's documentation of `addArc(center:radius:startAngle:endAngle:clockwise:transform:)`
    /// notes that in a flipped space (y down, as a UIView's and every layer here) a clockwise
    /// arc appears counterclockwise on screen; `UIBezierPath`'s `clockwise` is the opposite
    /// (meant on screen). A sweep of a full turn or more draws the full circle.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        edit { $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                         increasingAngles: !clockwise, transform: transform) }
    }

    /// Adds an arc of `delta` radians (positive: towards increasing angles) from `startAngle`,
    /// preceded by a line from the current point to its start.
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity
    ) {
        edit { $0.addArc(center: center, radius: radius, startAngle: startAngle, sweep: delta, transform: transform) }
    }

    /// Adds a line from the current point towards `tangent1End` and an arc of `radius` tangent to
    /// the lines current point → `tangent1End` and `tangent1End` → `tangent2End`
    /// (`CGPathAddArcToPoint`); the current point ends on the second line. Collinear points add
    /// a line to `tangent1End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        edit { $0.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform) }
    }

    /// Adds `rect` as a closed subpath (clockwise on screen from the top-left corner).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        edit { $0.addRect(rect, transform: transform) }
    }

    /// Adds each rectangle as a closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        edit { builder in for rect in rects { builder.addRect(rect, transform: transform) } }
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath of four cubic curves, starting at
    /// (maxX, midY), clockwise on screen.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        edit { $0.addEllipse(in: rect, transform: transform) }
    }

    /// Adds `rect` with elliptical corners as a closed subpath (radii clamped as in
    /// `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        edit { $0.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform) }
    }

    /// Appends the elements of `path`, transformed.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        let added = transform.isIdentity ? path.storage : PathBuilder.transformed(path.storage, by: transform)
        edit { $0.elements += added }
    }

    /// Closes the current subpath with a line back to its start (nothing when there is none).
    public func closeSubpath() {
        edit { $0.closeSubpath() }
    }
}
