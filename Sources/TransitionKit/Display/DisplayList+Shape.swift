import Foundation

extension DisplayList {
    /// One element of a path, in the command's local coordinates (what `CGPath` hands a renderer).
    public enum PathElement: Equatable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line to a point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve to a point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve to a point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the current subpath with a line back to its start.
        case closeSubpath
    }

    /// A filled and stroked path, as a `CAShapeLayer` draws it.
    ///
    /// The fill is drawn first, then the stroke (centred on the path, `lineWidth` wide). Colours'
    /// alpha multiplies the command's `alpha`; a nil colour draws nothing for that part.
    public struct Shape: Equatable, Sendable {
        /// How the inside of a self-intersecting path is decided.
        public enum FillRule: Equatable, Sendable {
            /// Non-zero winding (Core Animation's default).
            case nonZero
            /// Even-odd.
            case evenOdd
        }

        /// How open subpaths' ends are drawn.
        public enum LineCap: Equatable, Sendable {
            /// The stroke ends at the end point (the default).
            case butt
            /// A half-circle beyond the end point.
            case round
            /// A half-square beyond the end point.
            case square
        }

        /// How corners between segments are drawn.
        public enum LineJoin: Equatable, Sendable {
            /// A sharp corner, bevelled beyond `miterLimit` (the default).
            case miter
            /// A rounded corner.
            case round
            /// A cut corner.
            case bevel
        }

        /// The path, in the command's local coordinates.
        public var elements: [PathElement]
        /// The fill colour; nil fills nothing.
        public var fillColor: UIColor?
        /// The fill rule.
        public var fillRule: FillRule
        /// The stroke colour; nil strokes nothing.
        public var strokeColor: UIColor?
        /// The stroke width in local points (0 strokes nothing).
        public var lineWidth: CGFloat
        /// The caps of open subpaths.
        public var lineCap: LineCap
        /// The joins between segments.
        public var lineJoin: LineJoin
        /// The miter limit (ratio of miter length to line width), 10 by default.
        public var miterLimit: CGFloat
        /// Dash lengths, alternating painted and unpainted, in local points; empty for a solid line.
        public var lineDashPattern: [CGFloat]
        /// How far into the dash pattern the stroke starts, in local points.
        public var lineDashPhase: CGFloat
        /// Where the stroke starts along the path's length, 0...1.
        public var strokeStart: CGFloat
        /// Where the stroke ends along the path's length, 0...1 (`strokeStart` <= it to draw).
        public var strokeEnd: CGFloat

        /// Creates a shape; the defaults are `CAShapeLayer`'s.
        public init(
            elements: [PathElement], fillColor: UIColor? = .black, fillRule: FillRule = .nonZero,
            strokeColor: UIColor? = nil, lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
            miterLimit: CGFloat = 10, lineDashPattern: [CGFloat] = [], lineDashPhase: CGFloat = 0,
            strokeStart: CGFloat = 0, strokeEnd: CGFloat = 1
        ) {
            self.elements = elements; self.fillColor = fillColor; self.fillRule = fillRule
            self.strokeColor = strokeColor; self.lineWidth = lineWidth; self.lineCap = lineCap
            self.lineJoin = lineJoin; self.miterLimit = miterLimit; self.lineDashPattern = lineDashPattern
            self.lineDashPhase = lineDashPhase; self.strokeStart = strokeStart; self.strokeEnd = strokeEnd
        }
    }
}
