import Foundation

/// Several animations run together in one time space (Core Animation's `CAAnimationGroup`).
///
/// The children's `beginTime`s are in the group's time, and the group's duration clips them:
/// nothing of a child shows past the group's end. A child whose `duration` is 0 takes the
/// group's duration (not documented by Apple; observed behaviour of Core Animation).
open class CAAnimationGroup: CAAnimation {
    /// The animations of the group.
    public var animations: [CAAnimation]?

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.compactMap { $0.copy() as? CAAnimation }
    }

    override var animatedKeyPaths: [String] { (animations ?? []).flatMap(\.animatedKeyPaths) }

    override func validationProblem(for layer: CALayer) -> String? {
        if let problem = super.validationProblem(for: layer) { return problem }
        for child in animations ?? [] {
            if let problem = child.validationProblem(for: layer) { return "CAAnimationGroup: \(problem)" }
        }
        return nil
    }

    override func apply(passTime time: Double, iteration: Int, duration: Double, to values: inout LayerValues, of layer: CALayer) {
        for child in animations ?? [] {
            let timing = child.timingModel(fallbackDuration: duration)
            guard let (childTime, childIteration) = timing.passTime(parentTime: time) else { continue }
            child.apply(passTime: childTime, iteration: childIteration, duration: timing.duration, to: &values, of: layer)
        }
    }
}
