import Foundation

/// A basic animation that moves on a damped spring (Core Animation's `CASpringAnimation`),
/// solved by the engine's `SpringSolver`.
///
/// The spring runs in real seconds: at `t` seconds into the animation it shows the spring's
/// position at `t`, whatever the duration (a duration shorter than `settlingDuration` cuts it
/// off; set `duration = settlingDuration` to see it settle). The timing function is not used.
open class CASpringAnimation: CABasicAnimation {
    /// The mass of the object on the spring (1 by default).
    public var mass: CGFloat = 1
    /// The spring's stiffness (100 by default).
    public var stiffness: CGFloat = 100
    /// The damping (10 by default).
    public var damping: CGFloat = 10
    /// The velocity at the start, relative to the distance (1 = the whole distance per second,
    /// towards the target); 0 by default.
    public var initialVelocity: CGFloat = 0

    /// A spring that settles in about `perceptualDuration` seconds with `bounce` (0 critically
    /// damped, up to 1 undamped; negative over-damped), as iOS 17's initializer: mass 1,
    /// stiffness (2π / duration)², damping from the bounce (the engine's perceptual spring,
    /// shared with `UISpringTimingParameters(duration:bounce:)`).
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let solver = SpringSolver.perceptual(duration: perceptualDuration, bounce: Double(bounce), initialVelocity: 0)
        mass = solver.mass; stiffness = solver.stiffness; damping = solver.damping
        self.perceptualDuration = perceptualDuration
        self.bounce = bounce
        // A negative bounce asks for an overdamped spring.
        allowsOverdamping = bounce < 0
    }

    /// The perceptual duration the spring was made with (0 when made from physical values).
    public private(set) var perceptualDuration: TimeInterval = 0
    /// The bounce the spring was made with (0 when made from physical values).
    public private(set) var bounce: CGFloat = 0

    /// Whether damping above critical makes an overdamped spring; false (the default) treats
    /// such a spring as critically damped, as Core Animation does.
    public var allowsOverdamping = false

    /// The spring with these values (bad values replaced as `SpringSolver` documents; damping
    /// above critical lowered to critical unless `allowsOverdamping`).
    var solver: SpringSolver {
        let critical = 2 * (Double(mass) * Double(stiffness)).squareRoot()
        let damping = allowsOverdamping || !critical.isFinite ? Double(damping) : min(Double(damping), critical)
        return SpringSolver(mass: Double(mass), stiffness: Double(stiffness), damping: damping,
                     initialVelocity: Double(initialVelocity))
    }

    /// How long the spring takes to come to rest, in seconds: the time after which it stays
    /// within `settlingThreshold` of the distance.
    public var settlingDuration: CFTimeInterval { solver.settlingDuration(threshold: Self.settlingThreshold) }

    /// The fraction of the distance within which the spring counts as settled. Core Animation does
    /// not publish its own; 0.07 % reproduces the figures of Apple's `settlingDuration` page
    /// (damping 5: "approximately 2.85 seconds", here 2.72; damping 15: "just over 1 second",
    /// here 1.01), where the 0.1 % of UIKit-style springs in this engine gives 2.69 and 0.80.
    static let settlingThreshold = 0.0007

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass; stiffness = other.stiffness; damping = other.damping
        allowsOverdamping = other.allowsOverdamping
        initialVelocity = other.initialVelocity
        perceptualDuration = other.perceptualDuration; bounce = other.bounce
    }

    override func progress(passTime time: Double, duration: Double) -> Double {
        time >= duration && time >= settlingDuration ? 1 : solver.progress(at: max(time, 0))
    }
}
