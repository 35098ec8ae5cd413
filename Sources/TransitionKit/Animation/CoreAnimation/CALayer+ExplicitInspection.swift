import Foundation

@MainActor extension CALayer {
    /// The explicit animations on the layer now, in the order added: key paths (a group's
    /// joined), duration of one pass, progress in the pass, and curve.
    package func explicitAnimationSummaries() -> [LayerAnimationSummary] {
        coreAnimation.animations.map { running in
            let animation = running.animation, duration = running.timing.duration
            let samples = (0..<LayerAnimationSummary.sampleCount).map { index in
                animation.progress(passTime: duration * Double(index) / Double(LayerAnimationSummary.sampleCount - 1),
                                   duration: duration)
            }
            let curve: String
            if let spring = animation as? CASpringAnimation {
                curve = "spring, damping \(String(format: "%.2f", spring.solver.dampingRatio))"
            } else {
                curve = Self.describe(animation.timingFunction?.timing ?? .linear)
            }
            let keyPaths = animation.animatedKeyPaths
            return LayerAnimationSummary(
                keyPath: keyPaths.isEmpty ? "(\(running.key ?? "no key"))" : keyPaths.joined(separator: ", "),
                duration: duration, progress: running.progress, curveDescription: curve, curveSamples: samples,
                explicitClass: "\(type(of: animation))")
        }
    }

    /// Every explicit animation in this layer's subtree (this layer first, then its sublayers
    /// depth first), with the layer's name or class.
    package func explicitAnimationsInSubtree() -> [(layer: String, summary: LayerAnimationSummary)] {
        let title = name ?? owningView.map { "\(type(of: $0))" } ?? "\(type(of: self))"
        return explicitAnimationSummaries().map { (title, $0) } + sublayerList.flatMap { $0.explicitAnimationsInSubtree() }
    }
}
