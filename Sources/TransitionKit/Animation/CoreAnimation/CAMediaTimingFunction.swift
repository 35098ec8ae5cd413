import Foundation

/// The names of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name's string (`kCAMediaTimingFunctionLinear` is "linear").
    public let rawValue: String
    /// Creates a name from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Constant pace: control points (0, 0) and (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start: control points (0.42, 0) and (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end: control points (0, 0) and (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end: control points (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The curve of most system animations: control points (0.25, 0.1) and (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier curve from (0, 0) to (1, 1) that maps an animation's elapsed fraction to its
/// progress, as in Core Animation.
///
/// The named functions' control points are Core Animation's (`CAMediaTimingFunction` class
/// reference, "Predefined Timing Functions"; `getControlPoint(at:values:)` returns them).
open class CAMediaTimingFunction {
    /// The two inner control points: c1x, c1y, c2x, c2y.
    let controlPoints: (Double, Double, Double, Double)

    /// One of the predefined functions; an unknown name is `.default`, with a Diagnostic.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default:
            AnimationContext.reportFromAnyContext(Diagnostic(
                code: .badAnimation, message: "CAMediaTimingFunction(name: \(name.rawValue)) is not a known name; .default is used."))
            self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }

    /// A curve through (0, 0), (c1x, c1y), (c2x, c2y), (1, 1). The x coordinates are clamped to
    /// 0...1 and non-finite points make the curve linear (see `CubicBezier`).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        let bezier = CubicBezier(Double(c1x), Double(c1y), Double(c2x), Double(c2y))
        controlPoints = (bezier.c1x, bezier.c1y, bezier.c2x, bezier.c2y)
    }

    /// Timing functions are not archived on Linux; this initializer exists so code written for
    /// `NSCoding` compiles. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Writes control point `index` (0: (0, 0), 1 and 2: the inner points, 3: (1, 1)) into
    /// `values` (two floats); an index out of 0...3 writes nothing.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let point: (Double, Double)
        switch index {
        case 0: point = (0, 0)
        case 1: point = (controlPoints.0, controlPoints.1)
        case 2: point = (controlPoints.2, controlPoints.3)
        case 3: point = (1, 1)
        default: return
        }
        values[0] = Float(point.0)
        values[1] = Float(point.1)
    }

    /// The engine's timing function for this curve.
    var timing: TimingFunction {
        .cubic(CubicBezier(controlPoints.0, controlPoints.1, controlPoints.2, controlPoints.3))
    }

    /// Progress at `fraction` (0...1) of the duration.
    func progress(atFraction fraction: Double) -> Double {
        timing.progress(at: fraction, duration: 1)
    }
}

extension Diagnostic.Code {
    /// A Core Animation animation was refused: a bad key path or value type, or a bad timing value.
    public static let badAnimation = Diagnostic.Code(rawValue: "coreAnimation.badAnimation", severity: .warning)
}
