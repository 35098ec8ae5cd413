import Foundation

/// The kind of a path element (`CGPathElementType`).
public enum CGPathElementType: Int32, Sendable {
    /// A move: one point.
    case moveToPoint = 0
    /// A line: one point.
    case addLineToPoint = 1
    /// A quadratic curve: control point, end point.
    case addQuadCurveToPoint = 2
    /// A cubic curve: two control points, end point.
    case addCurveToPoint = 3
    /// A close: no points.
    case closeSubpath = 4
}

/// One element of a path as `CGPath.applyWithBlock` hands it over (`CGPathElement`): its kind and
/// its points (control points first, end point last), valid only inside the block.
public struct CGPathElement {
    /// The kind of element.
    public var type: CGPathElementType
    /// The element's points (0 to 3 of them, by `type`).
    public var points: UnsafeMutablePointer<CGPoint>
}

extension CGPath {
    /// Calls `block` with each element in order, as Core Graphics does.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let buffer = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { buffer.deallocate() }
        for element in storage {
            var kind = CGPathElementType.closeSubpath
            switch element {
            case .move(let p): kind = .moveToPoint; buffer[0] = p
            case .line(let p): kind = .addLineToPoint; buffer[0] = p
            case .quadCurve(let p, let c): kind = .addQuadCurveToPoint; buffer[0] = c; buffer[1] = p
            case .curve(let p, let c1, let c2): kind = .addCurveToPoint; buffer[0] = c1; buffer[1] = c2; buffer[2] = p
            case .closeSubpath: kind = .closeSubpath
            }
            var pathElement = CGPathElement(type: kind, points: buffer)
            block(&pathElement)
        }
    }

    /// The path interpolated element by element towards `other` at `fraction` (0: this path,
    /// 1: `other`), or nil when the two differ in element count or kinds.
    ///
    /// Apple's `CAShapeLayer.path` documentation: "If the two paths have a different number of
    /// control points or segments, the results are undefined"; callers then jump from one path
    /// to the other at fraction 0.5 (`CGPath.animationValue(from:to:fraction:)`).
    public func interpolated(to other: CGPath, fraction: CGFloat) -> CGPath? {
        guard storage.count == other.storage.count else { return nil }
        func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * fraction, y: a.y + (b.y - a.y) * fraction) }
        var result: [DisplayList.PathElement] = []
        result.reserveCapacity(storage.count)
        for (a, b) in zip(storage, other.storage) {
            switch (a, b) {
            case let (.move(p), .move(q)): result.append(.move(to: mix(p, q)))
            case let (.line(p), .line(q)): result.append(.line(to: mix(p, q)))
            case let (.quadCurve(p, c), .quadCurve(q, d)): result.append(.quadCurve(to: mix(p, q), control: mix(c, d)))
            case let (.curve(p, c1, c2), .curve(q, d1, d2)):
                result.append(.curve(to: mix(p, q), control1: mix(c1, d1), control2: mix(c2, d2)))
            case (.closeSubpath, .closeSubpath): result.append(.closeSubpath)
            default: return nil
            }
        }
        return CGPath(storage: result)
    }

    /// The value of an animation of a path (`CAShapeLayer.path`) from `from` to `to` at
    /// `fraction`: interpolated when the paths match element for element, else `from` before
    /// 0.5 and `to` from 0.5 on (a nil end counts as not matching).
    public static func animationValue(from: CGPath?, to: CGPath?, fraction: CGFloat) -> CGPath? {
        if let from, let to, let mixed = from.interpolated(to: to, fraction: fraction) { return mixed }
        return fraction < 0.5 ? from : to
    }
}
