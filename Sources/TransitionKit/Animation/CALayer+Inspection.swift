import Foundation

/// One animation acting on a layer now, as a debugging tool shows it (the playground's values
/// inspector): the key path, its timing and how far along it is.
package struct LayerAnimationSummary: Equatable, Sendable {
    /// Core Animation's key path of the animated property ("position", "opacity").
    package let keyPath: String
    /// The length of one pass, in the driver's seconds.
    package let duration: Double
    /// The progress now: 0 at the old value, 1 at the model value (springs overshoot).
    package let progress: Double
    /// The curve, described: "spring, damping 0.6", "cubic (0.42, 0, 0.58, 1)".
    package let curveDescription: String
    /// The curve's progress at `sampleCount` evenly spaced times over `duration`.
    package let curveSamples: [Double]
    /// The class of an explicit animation (`"CABasicAnimation"`); nil for one a `UIView`
    /// animation block or property animator made.
    package var explicitClass: String? = nil

    /// The number of samples of the curve.
    package static let sampleCount = 49
}

@MainActor extension CALayer {
    /// The animations acting on the layer now, oldest first (finished ones left out): those of
    /// animation blocks and property animators, then the explicit ones (`add(_:forKey:)`).
    package func animationSummaries() -> [LayerAnimationSummary] {
        blockAnimationSummaries() + explicitAnimationSummaries()
    }

    private func blockAnimationSummaries() -> [LayerAnimationSummary] {
        animations.filter { !$0.isFinished }.map { animation in
            let timing = animation.timing, duration = animation.duration
            let samples = (0..<LayerAnimationSummary.sampleCount).map { index in
                timing.progress(at: duration * Double(index) / Double(LayerAnimationSummary.sampleCount - 1), duration: duration)
            }
            return LayerAnimationSummary(
                keyPath: animation.property.entry.keyPath, duration: duration, progress: animation.currentProgress(),
                curveDescription: Self.describe(timing), curveSamples: samples)
        }
    }

    static func describe(_ timing: TimingFunction) -> String {
        func number(_ value: Double) -> String { String(format: "%.2f", value) }
        switch timing.curve {
        case .cubic(let bezier):
            return "cubic (\(number(bezier.c1x)), \(number(bezier.c1y)), \(number(bezier.c2x)), \(number(bezier.c2y)))"
        case .spring(let solver, _, _):
            return "spring, damping \(number(solver.dampingRatio))"
        }
    }
}
