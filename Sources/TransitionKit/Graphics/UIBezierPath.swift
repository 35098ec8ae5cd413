import Foundation

/// A path with drawing attributes, as UIKit's `UIBezierPath`: it wraps a `CGMutablePath` and
/// adds a line width, cap, join and fill rule. Use `cgPath` for a `CAShapeLayer`.
///
/// Differences from UIKit: rounded rectangles have circular corners (UIKit's since iOS 7 are
/// "continuous", slightly squarer). `fill()`, `stroke()` and `addClip()` paint into the current
/// graphics context (see `UIBezierPath+Drawing.swift`).
open class UIBezierPath: NSObject {
    private var path = CGMutablePath()

    /// The width of a stroke in points (1 by default).
    public var lineWidth: CGFloat = 1
    /// The caps of open subpaths (`.butt` by default).
    public var lineCapStyle: CGLineCap = .butt
    /// The joins between segments (`.miter` by default).
    public var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit (10 by default).
    public var miterLimit: CGFloat = 10
    /// The flatness of curves when drawn (0.6 by default; the renderer flattens to 0.25 px).
    public var flatness: CGFloat = 0.6
    /// Whether the even-odd rule decides the inside (`contains`); false: non-zero winding.
    public var usesEvenOddFillRule = false
    /// The dash lengths `stroke()` uses (see `setLineDash(_:count:phase:)`); empty for solid.
    var dashPattern: [CGFloat] = []
    /// How far into `dashPattern` a stroke starts.
    var dashPhase: CGFloat = 0

    /// An empty path.
    public override init() { super.init() }

    /// Paths are not archived on Linux; returns nil.
    public init?(coder: NSCoder) { return nil }

    /// A closed rectangle, clockwise on screen from the top-left corner.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// The ellipse inscribed in `rect`, clockwise on screen from (maxX, midY).
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// `rect` with all corners rounded by `cornerRadius`, which is clamped to half the shorter
    /// side (UIKit does the same).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// `rect` with the chosen corners rounded. Only `cornerRadii.width` is used, for both axes,
    /// clamped to half the shorter side: the behaviour UIKit shows (its documentation does not
    /// say; `cornerRadii.height` has been observed to be ignored).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        guard [r.minX, r.minY, r.width, r.height, cornerRadii.width].allSatisfy(\.isFinite) else {
            path.addRect(rect)
            return
        }
        let radius = min(max(cornerRadii.width, 0), min(r.width, r.height) / 2)
        let size = CGSize(width: radius, height: radius)
        let radii = [UIRectCorner.topLeft, .topRight, .bottomRight, .bottomLeft].map { corners.contains($0) && radius > 0 ? size : .zero }
        var builder = PathBuilder()
        builder.addRoundedRect(in: r, radii: radii, transform: .identity)
        path.storage = builder.elements
    }

    /// An arc of a circle as an open subpath.
    ///
    /// Angles are in radians from the positive x-axis; `clockwise` is meant on screen (UIKit's
    /// default coordinate system, y down: `true` sweeps towards increasing angles, so from 0 to
    /// pi/2 passes through the bottom). Apple's `init(arcCenter:radius:startAngle:endAngle:clockwise:)`
    /// documentation draws the angles this way. This is the opposite wording of
    /// `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:)`.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with the elements of `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = CGMutablePath(storage: cgPath.storage)
    }

    /// The path as a Core Graphics path (a copy: changing this object later does not change it).
    public var cgPath: CGPath {
        get { CGPath(storage: path.storage) }
        set { path = CGMutablePath(storage: newValue.storage) }
    }

    /// The rectangle holding every point, control points included (Apple: "including any
    /// control points"); `.null` for an empty path.
    public var bounds: CGRect { path.boundingBox }

    /// The current point (`.zero` for an empty path).
    public var currentPoint: CGPoint { path.currentPoint }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// Whether `point` is inside the area the path fills, by `usesEvenOddFillRule`.
    public func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { path.move(to: point) }

    /// Adds a line to `point`.
    public func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// Adds a cubic Bézier curve to `endPoint`.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve to `endPoint`.
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds an arc (with a line from the current point to its start when there is one);
    /// `clockwise` is meant on screen, as in `init(arcCenter:radius:startAngle:endAngle:clockwise:)`.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath.
    public func close() { path.closeSubpath() }

    /// Removes every element.
    public func removeAllPoints() { path.storage.removeAll() }

    /// Appends the elements of `bezierPath`.
    public func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Maps every point by `transform`.
    public func apply(_ transform: CGAffineTransform) {
        path.storage = PathBuilder.transformed(path.storage, by: transform)
    }

    /// A new path with every subpath traversed backwards (same shape, opposite direction), with
    /// the same drawing attributes.
    public func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.path = CGMutablePath(storage: PathReversal.reversed(path.storage))
        reversed.lineWidth = lineWidth; reversed.lineCapStyle = lineCapStyle; reversed.lineJoinStyle = lineJoinStyle
        reversed.miterLimit = miterLimit; reversed.flatness = flatness; reversed.usesEvenOddFillRule = usesEvenOddFillRule
        return reversed
    }

    /// The elements.
    open override var description: String { "UIBezierPath(\(path.description))" }
}
