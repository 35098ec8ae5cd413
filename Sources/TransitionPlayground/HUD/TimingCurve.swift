import Foundation
import TransitionKit

/// A timing curve sampled for the HUD: progress (0 at the start, 1 at the target; springs
/// overshoot past 1) against time, from 0 to `duration` seconds.
///
/// TransitionKit keeps its curve solvers internal, so curves are measured through the public
/// API: `probe` runs the animation on a one-point view in a private window on a private clock
/// and reads `layer.presentation()` frame by frame. What the HUD plots is therefore exactly what
/// the engine animates.
public struct TimingCurve: Equatable {
    /// A short description ("spring, damping 0.5, 0.8 s").
    var label: String
    /// The curve's length in seconds (when the animation completed).
    var duration: TimeInterval
    /// Progress at evenly spaced times from 0 to `duration` (at least two values).
    var samples: [Double]

    /// The number of samples `probe` keeps.
    static let sampleCount = 97
    /// The probe's time step in seconds.
    static let probeStep = 1.0 / 480
    /// The longest animation the probe follows, in seconds.
    static let probeLimit = 10.0
    /// The distance the probe animates over, in points.
    private static let probeDistance = 1000.0

    /// Progress at `time` seconds, interpolated between samples (the ends outside 0...duration).
    func progress(at time: TimeInterval) -> Double {
        guard samples.count > 1, duration > 0, time.isFinite else { return samples.last ?? 1 }
        let position = min(max(time / duration, 0), 1) * Double(samples.count - 1)
        let index = min(Int(position), samples.count - 2)
        let fraction = position - Double(index)
        return samples[index] + (samples[index + 1] - samples[index]) * fraction
    }

    /// The lowest and highest progress on the curve, always including 0 and 1.
    var range: ClosedRange<Double> {
        (min(0, samples.min() ?? 0))...(max(1, samples.max() ?? 1))
    }

    /// Measures the curve of an animation. `animate` receives the changes to make and a closure to
    /// call when the animation completes; it must run the changes in an animation block
    /// (`UIView.animate`, or a property animator it starts) and call the closure from the
    /// completion. It runs on the probe's clock (`AnimationClock.perform`), so animators it starts
    /// use that clock.
    @MainActor static func probe(
        label: String, animate: @escaping (_ changes: @escaping () -> Void, _ done: @escaping () -> Void) -> Void
    ) -> TimingCurve {
        let clock = AnimationClock()
        clock.frameInterval = probeStep
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10), clock: clock)
        window.writesDiagnosticsToStandardError = false
        let view = UIView(frame: CGRect(x: -0.5, y: -0.5, width: 1, height: 1))
        window.addSubview(view)
        window.makeKeyAndVisible()
        let state = ProbeState()
        clock.perform {
            animate({ view.center = CGPoint(x: probeDistance, y: 0) }, { state.isFinished = true })
        }
        var values: [Double] = [progress(of: view)]
        var steps = 0
        let maximumSteps = Int(probeLimit / probeStep)
        while steps < maximumSteps {
            clock.advance(by: probeStep)
            steps += 1
            let value = progress(of: view)
            values.append(value)
            if state.isFinished { break }
        }
        let duration = Double(steps) * probeStep
        return TimingCurve(label: label, duration: duration, samples: resample(values, count: sampleCount))
    }

    @MainActor private final class ProbeState { var isFinished = false }

    @MainActor private static func progress(of view: UIView) -> Double {
        Double((view.layer.presentation() ?? view.layer).position.x) / probeDistance
    }

    /// `values` (evenly spaced) resampled to `count` evenly spaced values by linear interpolation.
    static func resample(_ values: [Double], count: Int) -> [Double] {
        guard values.count > 1, count > 1 else { return values.isEmpty ? [0, 1] : [values[0], values[0]] }
        return (0..<count).map { index in
            let position = Double(index) / Double(count - 1) * Double(values.count - 1)
            let lower = min(Int(position), values.count - 2)
            let fraction = position - Double(lower)
            return values[lower] + (values[lower + 1] - values[lower]) * fraction
        }
    }
}
