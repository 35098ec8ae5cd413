import Foundation

/// An immutable graphics path: subpaths of lines and quadratic and cubic Bézier curves, as Core
/// Graphics' `CGPath` is. Build one with `CGMutablePath` (its mutable subclass) or with the
/// rectangle, ellipse and rounded-rectangle initialisers; `UIBezierPath` wraps one.
///
/// Coordinates are the drawing's own (y down on screen, as a layer's). Arcs are stored as cubic
/// Béziers of at most 90° each, so every path is moves, lines, quadratic and cubic curves and
/// closes. Points that are not finite are refused with the diagnostic `path.nonFinitePoint`.
public class CGPath: Hashable, CustomStringConvertible {
    /// The elements, in order (what `applyWithBlock` walks).
    package internal(set) var storage: [DisplayList.PathElement]

    init(storage: [DisplayList.PathElement]) { self.storage = storage }

    /// A path that is the rectangle `rect` (one closed subpath clockwise on screen from the
    /// top-left corner), transformed by `transform` when it is given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var builder = PathBuilder()
        builder.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(storage: builder.elements)
    }

    /// A path that is the ellipse inscribed in `rect`: a move to (maxX, midY), four cubic curves
    /// clockwise on screen, and a close; transformed by `transform` when it is given.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var builder = PathBuilder()
        builder.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(storage: builder.elements)
    }

    /// A path that is `rect` with elliptical corners of radii `cornerWidth` by `cornerHeight`.
    ///
    /// Core Graphics requires `0 <= 2 * cornerWidth <= rect.width` (and likewise for the height)
    /// and traps otherwise; here a radius beyond that is clamped to half the side (a negative one
    /// to 0) and the diagnostic `path.badCornerRadius` is reported.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?
    ) {
        var builder = PathBuilder()
        builder.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(storage: builder.elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { storage.isEmpty }

    /// The point the next element starts from: the end of the last element (the start of the
    /// subpath after a close); `.zero` for an empty path, as in Core Graphics.
    public var currentPoint: CGPoint { PathBuilder.currentPoint(of: storage) }

    /// The smallest rectangle holding every point of the path, control points included
    /// (`CGPathGetBoundingBox`); `CGRect.null` for an empty path.
    public var boundingBox: CGRect { PathGeometry.controlPointBounds(storage) }

    /// The smallest rectangle holding the path as drawn, curves' control points excluded
    /// (`CGPathGetPathBoundingBox`); `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect { PathGeometry.tightBounds(storage) }

    /// Whether `point` is inside the area the path fills by `rule` (open subpaths are closed
    /// implicitly, as for a fill), the path first transformed by `transform`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        let elements = transform.isIdentity ? storage : PathBuilder.transformed(storage, by: transform)
        return PathGeometry.contains(point, in: elements, evenOdd: rule == .evenOdd)
    }

    /// An immutable copy (paths are shared freely, so this is a new object with the same elements).
    public func copy() -> CGPath? { CGPath(storage: storage) }

    /// An immutable copy transformed by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(storage: transform.map { PathBuilder.transformed(storage, by: $0.pointee) } ?? storage)
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(storage: storage) }

    /// A mutable copy transformed by `transform`.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(storage: transform.map { PathBuilder.transformed(storage, by: $0.pointee) } ?? storage)
    }

    /// The path's elements as the display list carries them.
    public var displayListElements: [DisplayList.PathElement] { storage }

    /// Whether two paths have the same elements with the same points (`CGPathEqualToPath`).
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.storage == rhs.storage }

    /// Hashes the element count and the current point (equal paths hash equally).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.count)
        hasher.combine(currentPoint.x)
        hasher.combine(currentPoint.y)
    }

    /// The elements, one per line.
    public var description: String { "CGPath(\(storage.map { "\($0)" }.joined(separator: ", ")))" }
}

/// How the inside of a path is decided (`CGPathFillRule`).
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding number: inside where the path winds around the point at least once net.
    case winding = 0
    /// Even-odd: inside where a ray from the point crosses the path an odd number of times.
    case evenOdd = 1
}

extension Diagnostic.Code {
    /// A path call was given a point or length that is not finite; the call was ignored.
    public static let pathNonFinitePoint = Diagnostic.Code(rawValue: "path.nonFinitePoint", severity: .warning)
    /// A line or curve was added to a path with no current point; it was ignored (as Core Graphics does).
    public static let pathNoCurrentPoint = Diagnostic.Code(rawValue: "path.noCurrentPoint", severity: .warning)
    /// A rounded rectangle's corner radius did not fit (negative, or more than half a side); it was clamped.
    public static let pathBadCornerRadius = Diagnostic.Code(rawValue: "path.badCornerRadius", severity: .error)
}
