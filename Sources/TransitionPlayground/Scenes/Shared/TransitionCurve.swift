import Foundation
import TransitionKit

/// The timing of a transition animator, as the HUD plots it: the curve its `UIView.animate`
/// call (or the system's property animator) runs on, measured once through the engine.
enum TransitionCurve: Hashable {
    /// `UIView.animate(withDuration:animations:)`'s default ease-in-out curve.
    case easeInOut(duration: TimeInterval)
    /// A damping-ratio spring: `usingSpringWithDamping:initialSpringVelocity:`, or the system
    /// animators' `UISpringTimingParameters(dampingRatio: 1)`.
    case spring(damping: CGFloat, velocity: CGFloat, duration: TimeInterval)
    /// A cubic Bézier curve: `UICubicTimingParameters(controlPoint1:controlPoint2:)`.
    case cubic(controlPoint1: CGPoint, controlPoint2: CGPoint, duration: TimeInterval)

    /// The curve's caption under the HUD's plot (which adds the duration).
    var label: String {
        switch self {
        case .easeInOut:
            "ease in-out"
        case .spring(let damping, let velocity, _):
            "spring, damping \(Self.number(damping))" + (velocity == 0 ? "" : ", velocity \(Self.number(velocity))")
        case .cubic(let c1, let c2, _):
            "cubic (\(Self.number(c1.x)), \(Self.number(c1.y)), \(Self.number(c2.x)), \(Self.number(c2.y)))"
        }
    }

    /// The curve as the engine runs it (measured on first use, then cached).
    @MainActor var timingCurve: TimingCurve {
        if let cached = Self.cache[self] { return cached }
        let curve: TimingCurve
        switch self {
        case .easeInOut(let duration):
            curve = TimingCurve.probe(label: label) { changes, done in
                UIView.animate(withDuration: duration, animations: changes) { _ in done() }
            }
        case .spring(let damping, let velocity, let duration):
            curve = TimingCurve.probe(label: label) { changes, done in
                UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: damping,
                               initialSpringVelocity: velocity, options: [], animations: changes) { _ in done() }
            }
        case .cubic(let c1, let c2, let duration):
            curve = TimingCurve.probe(label: label) { changes, done in
                let animator = UIViewPropertyAnimator(duration: duration, controlPoint1: c1, controlPoint2: c2, animations: changes)
                animator.addCompletion { _ in done() }
                animator.startAnimation()
            }
        }
        Self.cache[self] = curve
        return curve
    }

    /// What the HUD shows for a scene whose transitions use `curve`: the running transition's
    /// place on it (its progress times its duration, so scrubbing and dragging move the dot), or
    /// the start when none runs in `window`. Nil (no plot) without a curve.
    @MainActor
    static func timing(_ curve: TransitionCurve?, in window: UIWindow?) -> SceneTiming? {
        guard let curve else { return nil }
        let elapsed = window?.transitionState.map { Double($0.percentComplete) * $0.duration }
        return SceneTiming(curve: curve.timingCurve, elapsed: elapsed)
    }

    @MainActor private static var cache: [TransitionCurve: TimingCurve] = [:]

    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%g", Double(value))
    }
}
