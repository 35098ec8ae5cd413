import Foundation

// TEMPORARY: minimal timing maths so the engine builds until the timing curves land
// (branch `timing`). Replaced wholesale by CubicBezier.swift, SpringSolver.swift and
// TimingFunction.swift; delete this file when merging them.

struct TimingFunction: Sendable, Equatable {
    var controlPoints: (Double, Double, Double, Double)?
    static let linear = TimingFunction(controlPoints: nil)
    static func == (lhs: TimingFunction, rhs: TimingFunction) -> Bool { true }
    func progress(at elapsed: Double, duration: Double) -> Double {
        if elapsed <= 0 { return 0 }
        if elapsed >= duration { return 1 }
        return elapsed / duration
    }
}

/// The curve of a `UIView` animation.
public enum UIViewAnimationCurve: Int, Sendable {
    case easeInOut, easeIn, easeOut, linear
    var timingFunction: TimingFunction { .linear }
}

extension TimingFunction {
    static func timeScaledSpring(dampingRatio: Double, duration: Double, initialVelocity: Double) -> TimingFunction { .linear }
    static func perceptualSpring(duration: Double, bounce: Double, initialVelocity: Double) -> (TimingFunction, Double) {
        (.linear, duration)
    }
}
