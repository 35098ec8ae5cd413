import Foundation

/// Cubic Bézier timing for an animator: a built-in curve or custom control points.
///
/// ```swift
/// let easeOut = UICubicTimingParameters(animationCurve: .easeOut)
/// let snappy = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0.9),
///                                      controlPoint2: CGPoint(x: 0.3, y: 1))
/// let animator = UIViewPropertyAnimator(duration: 0.4, timingParameters: snappy)
/// ```
///
/// The values are fixed at creation. Control points with NaN or infinite coordinates make the
/// curve linear, and x coordinates outside [0, 1] are clamped when the curve is evaluated; the
/// properties keep what was passed, and the animator reports a `Diagnostic`.
@preconcurrency @MainActor
open class UICubicTimingParameters: UITimingCurveProvider {
    private let storedCurve: UIViewAnimationCurve
    private let storedControlPoint1: CGPoint
    private let storedControlPoint2: CGPoint
    private let storedType: UITimingCurveType

    /// The default Core Animation timing curve: control points (0.25, 0.1) and (0.25, 1).
    public init() {
        storedCurve = .easeInOut
        storedControlPoint1 = CGPoint(x: 0.25, y: 0.1)
        storedControlPoint2 = CGPoint(x: 0.25, y: 1)
        storedType = .builtin
    }

    /// One of the built-in curves.
    public init(animationCurve curve: UIViewAnimationCurve) {
        let bezier = curve.bezier
        storedCurve = curve
        storedControlPoint1 = CGPoint(x: bezier.c1x, y: bezier.c1y)
        storedControlPoint2 = CGPoint(x: bezier.c2x, y: bezier.c2y)
        storedType = .builtin
    }

    /// A custom curve from (0, 0) to (1, 1) through two control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        storedControlPoint1 = point1
        storedControlPoint2 = point2
        storedType = .cubic
        let bezier = CubicBezier(Double(point1.x), Double(point1.y), Double(point2.x), Double(point2.y))
        let builtins: [UIViewAnimationCurve] = [.easeInOut, .easeIn, .easeOut, .linear]
        storedCurve = builtins.first { $0.bezier == bezier } ?? .easeInOut
    }

    /// Timing parameters from an archive: always nil here (there are no keyed archives of
    /// UIKit objects on Linux); declared so subclasses are written as on iOS.
    public required init?(coder: NSCoder) { return nil }

    /// The built-in curve: the one passed to `init(animationCurve:)`, the built-in curve with the
    /// same control points, or `.easeInOut` (UIKit's default) otherwise.
    open var animationCurve: UIViewAnimationCurve { storedCurve }

    /// The first control point.
    open var controlPoint1: CGPoint { storedControlPoint1 }

    /// The second control point.
    open var controlPoint2: CGPoint { storedControlPoint2 }

    /// `.builtin` for `init()` and `init(animationCurve:)`, `.cubic` for custom control points.
    open var timingCurveType: UITimingCurveType { storedType }

    /// These parameters.
    open var cubicTimingParameters: UICubicTimingParameters? { self }

    /// Nil: cubic parameters have no spring.
    open var springTimingParameters: UISpringTimingParameters? { nil }

    /// The curve that is evaluated (see the class notes on bad control points).
    package var bezier: CubicBezier {
        CubicBezier(Double(controlPoint1.x), Double(controlPoint1.y),
                    Double(controlPoint2.x), Double(controlPoint2.y))
    }

    /// Whether the control points are usable as given (finite, x coordinates in [0, 1]).
    package var isValid: Bool { validationIssues.isEmpty }

    /// What is wrong with the control points, in human-readable form; empty when they are valid.
    package var validationIssues: [String] {
        let p1 = controlPoint1, p2 = controlPoint2
        if CubicBezier.isValid(Double(p1.x), Double(p1.y), Double(p2.x), Double(p2.y)) { return [] }
        return ["control points (\(p1.x), \(p1.y)), (\(p2.x), \(p2.y)) need finite coordinates and x in 0...1; "
            + "non-finite points give a linear curve, x is clamped"]
    }

    /// The timing for one animated component: this curve over the animator's duration, which is
    /// returned unchanged (the engine validates it). `velocityComponent` is ignored.
    package func timingFunction(
        animatorDuration: TimeInterval, velocityComponent: Int
    ) -> (TimingFunction, duration: TimeInterval) {
        (storedCurve == .keyboard ? storedCurve.timing : .cubic(bezier), animatorDuration)
    }
}
