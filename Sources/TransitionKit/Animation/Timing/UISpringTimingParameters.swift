import Foundation

/// Spring timing for an animator, solved analytically.
///
/// ```swift
/// // Fits the animator's duration: settles at 0.6 s.
/// let fitted = UIViewPropertyAnimator(duration: 0.6, timingParameters:
///     UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: 0.5, dy: 0)))
/// // Physical: runs until it settles, whatever the animator's duration.
/// let physical = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
/// // iOS 17 perceptual duration and bounce: mass 1, stiffness (2π / 0.5)^2, damping ratio 0.7.
/// let bouncy = UISpringTimingParameters(duration: 0.5, bounce: 0.3)
/// ```
///
/// How the animator's duration is used depends on the initialiser:
/// - `dampingRatio` springs are time-scaled to settle (within 0.1 % of the distance) exactly at
///   the animator's duration.
/// - `mass:stiffness:damping:` springs and `init()` ignore it and run until they settle.
/// - `duration:bounce:` springs (mass 1, stiffness (2π / duration)^2, damping ratio `1 - bounce`
///   for bounce >= 0 and `1 / (1 + bounce)` below) also run until they settle.
///
/// `initialVelocity` is relative to the distance, per axis: 1.0 means travelling the whole
/// distance in one second. One-dimensional properties use `dx`.
///
/// The values are fixed at creation and reported as passed. Bad ones (NaN, infinite or negative
/// mass, stiffness, damping, ratio or velocity) are replaced when the spring is solved, as
/// `SpringSolver` documents, and the animator reports a `Diagnostic`.
@preconcurrency @MainActor
open class UISpringTimingParameters: UITimingCurveProvider {

    /// Which initialiser made the spring, which decides how the animator's duration is used.
    package enum Kind: Sendable, Equatable {
        /// Time-scaled to the animator's duration.
        case dampingRatio(Double)
        /// Physical: runs until it settles.
        case physical(mass: Double, stiffness: Double, damping: Double)
        /// Perceptual duration and bounce (iOS 17): runs until it settles.
        case perceptual(duration: Double, bounce: Double)
    }

    /// Which initialiser made the spring.
    package let kind: Kind
    private let storedInitialVelocity: CGVector

    /// The default system spring: mass 3, stiffness 1000, damping 500 (damping ratio ≈ 4.56), no
    /// initial velocity. Like every physical spring it ignores the animator's duration.
    public init() {
        kind = .physical(mass: 3, stiffness: 1000, damping: 500)
        storedInitialVelocity = .zero
    }

    /// A spring with this damping ratio (1 = critically damped, below 1 overshoots), time-scaled to
    /// the animator's duration, starting at rest.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// A spring with this damping ratio, time-scaled to the animator's duration, with a relative
    /// initial velocity per axis.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        kind = .dampingRatio(Double(ratio))
        storedInitialVelocity = velocity
    }

    /// A physical spring that ignores the animator's duration and runs until it settles.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        kind = .physical(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
        storedInitialVelocity = velocity
    }

    /// A spring with a perceptual duration and a bounce in -1...1 (0 critically damped, positive
    /// bouncier, negative over-damped), which runs until it settles.
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        kind = .perceptual(duration: duration, bounce: Double(bounce))
        storedInitialVelocity = velocity
    }

    /// A spring with a perceptual duration and a bounce, starting at rest.
    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: .zero)
    }

    /// Timing parameters from an archive: always nil here (there are no keyed archives of
    /// UIKit objects on Linux); declared so subclasses are written as on iOS.
    public required init?(coder: NSCoder) { return nil }

    /// The initial velocity relative to the distance, per axis (1.0 = the whole distance per
    /// second); one-dimensional properties use `dx`.
    open var initialVelocity: CGVector { storedInitialVelocity }

    /// `.spring`.
    open var timingCurveType: UITimingCurveType { .spring }

    /// Nil: spring parameters have no cubic curve.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }

    /// These parameters.
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// The damping ratio as given or as implied by the physical or perceptual parameters (not
    /// validated; UIKit keeps this private).
    package var dampingRatio: Double {
        switch kind {
        case let .dampingRatio(ratio): ratio
        case let .physical(mass, stiffness, damping): damping / (2 * (stiffness * mass).squareRoot())
        case let .perceptual(_, bounce): SpringSolver.dampingRatio(bounce: bounce)
        }
    }

    /// Whether every value is usable as given.
    package var isValid: Bool { validationIssues.isEmpty }

    /// What had to be replaced or clamped, in human-readable form (each velocity axis checked);
    /// empty when every value is usable as given.
    package var validationIssues: [String] {
        let velocity = initialVelocity
        var issues: [String] = []
        for (axis, v) in [("dx", Double(velocity.dx)), ("dy", Double(velocity.dy))] {
            let found: [String]
            switch kind {
            case let .dampingRatio(ratio):
                found = SpringSolver.validatedTimeScaled(dampingRatio: ratio, duration: 1, initialVelocity: v).issues
            case let .physical(mass, stiffness, damping):
                found = SpringSolver.validated(
                    mass: mass, stiffness: stiffness, damping: damping, initialVelocity: v).issues
            case let .perceptual(duration, bounce):
                found = SpringSolver.validatedPerceptual(duration: duration, bounce: bounce, initialVelocity: v).issues
            }
            for issue in found where !issues.contains(issue) {
                issues.append(issue.hasPrefix("initialVelocity") ? "initialVelocity.\(axis)" + issue.dropFirst(15) : issue)
            }
        }
        return issues
    }

    /// The spring one animated component runs on (`velocityComponent`: 0 = `initialVelocity.dx`,
    /// 1 = `dy`; anything else uses `dx`), for an animator of `animatorDuration` seconds.
    func solver(animatorDuration: TimeInterval, velocityComponent: Int) -> SpringSolver {
        let v = velocityComponent == 1 ? Double(initialVelocity.dy) : Double(initialVelocity.dx)
        switch kind {
        case let .dampingRatio(ratio):
            return SpringSolver.timeScaled(dampingRatio: ratio, duration: animatorDuration, initialVelocity: v)
        case let .physical(mass, stiffness, damping):
            return SpringSolver(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: v)
        case let .perceptual(duration, bounce):
            return SpringSolver.perceptual(duration: duration, bounce: bounce, initialVelocity: v)
        }
    }

    /// The timing for one animated component and how long it runs (`velocityComponent` as in
    /// `solver(animatorDuration:velocityComponent:)`).
    ///
    /// Damping-ratio springs are time-scaled to `animatorDuration`, which is returned unchanged
    /// (the engine validates it); physical and perceptual springs return their settling duration.
    package func timingFunction(
        animatorDuration: TimeInterval, velocityComponent: Int
    ) -> (TimingFunction, duration: TimeInterval) {
        let v = velocityComponent == 1 ? Double(initialVelocity.dy) : Double(initialVelocity.dx)
        switch kind {
        case let .dampingRatio(ratio):
            let timing = TimingFunction.spring(dampingRatio: ratio, duration: animatorDuration, initialVelocity: v)
            return (timing, animatorDuration)
        case .physical, .perceptual:
            let solver = solver(animatorDuration: animatorDuration, velocityComponent: velocityComponent)
            let timing = TimingFunction.spring(solver)  // its duration: the settling duration, computed once
            return (timing, timing.springDuration ?? solver.settlingDuration)
        }
    }
}
