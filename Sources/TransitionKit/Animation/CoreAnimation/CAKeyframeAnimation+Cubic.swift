import Foundation

extension CAKeyframeAnimation {
    /// The `.cubic` spline between keyframes `segment` and `segment + 1` at `local` (0...1): a
    /// Kochanek-Bartels (TCB) spline with each keyframe's `tensionValues`, `continuityValues` and
    /// `biasValues` (missing or short arrays count as 0), which with all three 0 is the
    /// Catmull-Rom spline Core Animation's cubic mode draws. The first and last keyframes are
    /// their own outer neighbours.
    func cubicValue(in values: [AnimationVector], segment: Int, at local: Double) -> AnimationVector {
        let last = values.count - 1
        let p0 = values[max(segment - 1, 0)], p1 = values[segment]
        let p2 = values[min(segment + 1, last)], p3 = values[min(segment + 2, last)]
        let start = tcb(at: segment), end = tcb(at: segment + 1)
        // Outgoing tangent at p1, incoming tangent at p2.
        let out1 = (p1 - p0) * ((1 - start.t) * (1 + start.b) * (1 + start.c) / 2)
            + (p2 - p1) * ((1 - start.t) * (1 - start.b) * (1 - start.c) / 2)
        let in2 = (p2 - p1) * ((1 - end.t) * (1 + end.b) * (1 - end.c) / 2)
            + (p3 - p2) * ((1 - end.t) * (1 - end.b) * (1 + end.c) / 2)
        let u = local, u2 = u * u, u3 = u2 * u
        let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u, h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
        return p1 * h00 + out1 * h10 + p2 * h01 + in2 * h11
    }

    /// Keyframe `index`'s tension, continuity and bias (0 where not given or not finite).
    private func tcb(at index: Int) -> (t: Double, c: Double, b: Double) {
        func value(_ array: [NSNumber]?) -> Double {
            guard let array, index < array.count else { return 0 }
            let number = array[index].doubleValue
            return number.isFinite ? number : 0
        }
        return (value(tensionValues), value(continuityValues), value(biasValues))
    }
}
