import Foundation

/// The values one property of one layer takes during a keyframe animation, as a function of the
/// animation's progress (0 at the start, 1 at the end).
///
/// A keyframe `[start, start + duration]` that sets the property to `value` holds the previous
/// value until `start` and reaches `value` at `start + duration`; after the last keyframe the
/// final (model) value holds. The calculation modes follow Core Animation's
/// `CAKeyframeAnimation.calculationMode` (Apple documentation, "Value calculation modes").
struct KeyframePath: Sendable {
    /// One keyframe that changed the property: its window in relative time and its value.
    struct Step: Sendable {
        let start: Double
        let end: Double
        let value: AnimationVector
    }

    /// A value at a relative time.
    private struct Key: Sendable {
        let time: Double
        let value: AnimationVector
    }

    let mode: KeyframeCalculationMode
    /// The value before the first keyframe.
    let initial: AnimationVector
    /// The value after the last keyframe (the model value).
    let final: AnimationVector
    private let steps: [Step]
    /// The timed keys (linear, cubic): the initial value at 0, each keyframe's hold and target.
    private let keys: [Key]
    /// The values in order without repeats (paced, cubic paced).
    private let points: [AnimationVector]
    /// Constant-speed table (paced, cubic paced): cumulative path length at each sample.
    private let pacing: KeyframePacing?

    /// A path from `initial` through `steps` (sorted by start time) in `mode`.
    init(mode: KeyframeCalculationMode, initial: AnimationVector, steps: [Step]) {
        self.mode = mode; self.initial = initial; self.steps = steps
        final = steps.last?.value ?? initial
        var keys = [Key(time: 0, value: initial)]
        for step in steps {
            let last = keys[keys.count - 1]
            if step.start > last.time { keys.append(Key(time: step.start, value: last.value)) }
            keys.append(Key(time: max(step.end, keys[keys.count - 1].time), value: step.value))
        }
        self.keys = keys
        var points = [initial]
        for step in steps where step.value != points[points.count - 1] { points.append(step.value) }
        self.points = points
        switch mode {
        case .paced: pacing = KeyframePacing(points: points, cubic: false)
        case .cubicPaced: pacing = KeyframePacing(points: points, cubic: true)
        case .linear, .discrete, .cubic: pacing = nil
        }
    }

    /// The offset from the final value at `progress` (what the additive animation adds).
    func offset(at progress: Double) -> AnimationVector {
        value(at: progress) - final
    }

    /// The value at `progress` (clamped to 0...1).
    func value(at progress: Double) -> AnimationVector {
        let time = progress.isNaN ? 0 : min(max(progress, 0), 1)
        switch mode {
        case .linear: return timedValue(at: time, cubic: false)
        case .cubic: return timedValue(at: time, cubic: true)
        case .discrete: return steps.last(where: { $0.start <= time })?.value ?? initial
        case .paced, .cubicPaced: return pacing?.value(at: time, points: points) ?? final
        }
    }

    /// Linear or Catmull-Rom interpolation between the timed keys.
    private func timedValue(at time: Double, cubic: Bool) -> AnimationVector {
        guard let next = keys.firstIndex(where: { $0.time > time }) else { return keys[keys.count - 1].value }
        let from = keys[next - 1], to = keys[next]
        let local = (time - from.time) / (to.time - from.time)
        guard cubic else { return from.value + (to.value - from.value) * local }
        return CatmullRom.value(in: keys.map(\.value), segment: next - 1, at: local)
    }
}

/// Catmull-Rom spline through a list of values: tangent (next - previous) / 2 at each inner value
/// and (neighbour - value) / 2 at the ends (the end value repeated as its own outer neighbour).
enum CatmullRom {
    /// The spline between `values[segment]` and `values[segment + 1]` at `local` in 0...1.
    static func value(in values: [AnimationVector], segment: Int, at local: Double) -> AnimationVector {
        let last = values.count - 1
        let p0 = values[max(segment - 1, 0)], p1 = values[segment]
        let p2 = values[min(segment + 1, last)], p3 = values[min(segment + 2, last)]
        let m1 = (p2 - p0) * 0.5, m2 = (p3 - p1) * 0.5
        let u = local, u2 = u * u, u3 = u2 * u
        let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u, h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
        return p1 * h00 + m1 * h10 + p2 * h01 + m2 * h11
    }
}
