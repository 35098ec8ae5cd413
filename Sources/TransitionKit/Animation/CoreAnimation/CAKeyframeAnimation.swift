import Foundation

/// An animation of one key path through a list of values (Core Animation's `CAKeyframeAnimation`).
///
/// `keyTimes` (fractions of the duration, 0 first and 1 last) place the values; without them (or
/// with the wrong count) the values are evenly spaced. `timingFunctions` pace each segment
/// between two values. The calculation modes follow the `CAKeyframeAnimation` class reference
/// ("calculationMode", "keyTimes"): in discrete mode value `i` shows from `keyTimes[i]` (which
/// has one more entry than `values`); paced modes ignore `keyTimes` and `timingFunctions`.
/// A `path` (for a point key path such as "position") replaces `values`: its vertices are the
/// keyframes (each segment traversed along its curve) in the linear, cubic and discrete modes,
/// and the paced modes move at constant speed along it; `rotationMode` turns the layer to follow
/// its direction (see `CAKeyframeAnimation+Path.swift`).
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values.
    public var values: [Any]?
    /// Where each value is reached, as fractions 0...1 of the duration.
    public var keyTimes: [NSNumber]?
    /// The pacing of each segment between two values (one fewer than `values`).
    public var timingFunctions: [CAMediaTimingFunction]?
    /// How values between the keyframes are computed.
    public var calculationMode = CAAnimationCalculationMode.linear
    /// The path a point property follows; when set, `values` is ignored.
    public var path: CGPath? { didSet { pathGeometry = path.flatMap(KeyframePathGeometry.init) } }
    /// Whether the layer turns to follow the path's direction; nil (the default) keeps it as it is.
    public var rotationMode: CAAnimationRotationMode?
    /// Each keyframe's tension for `.cubic` (a Kochanek-Bartels spline): positive values tighten
    /// the curve towards the keyframe, negative loosen it; nil or a missing entry is 0.
    public var tensionValues: [NSNumber]?
    /// Each keyframe's continuity for `.cubic`: non-zero values make a corner at the keyframe.
    public var continuityValues: [NSNumber]?
    /// Each keyframe's bias for `.cubic`: positive values lean the curve's turn after the
    /// keyframe, negative before it.
    public var biasValues: [NSNumber]?
    /// The path as the animation reads it.
    var pathGeometry: KeyframePathGeometry?

    /// Constant-speed tables for the paced modes, kept with the vectors they were built for.
    private var pacingCache: (points: [AnimationVector], cubic: Bool, pacing: KeyframePacing)?

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values; keyTimes = other.keyTimes; timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode; path = other.path; rotationMode = other.rotationMode
        tensionValues = other.tensionValues; continuityValues = other.continuityValues; biasValues = other.biasValues
    }

    override var givenValues: [Any] { path != nil ? [] : values ?? [] }

    override func apply(passTime time: Double, iteration: Int, duration: Double, to values: inout LayerValues, of layer: CALayer) {
        super.apply(passTime: time, iteration: iteration, duration: duration, to: &values, of: layer)
        applyRotation(passTime: time, duration: duration, to: &values)
    }

    override func validationProblem(for layer: CALayer) -> String? {
        if let problem = super.validationProblem(for: layer) { return problem }
        if let times = keyTimes?.map(\.doubleValue),
           !times.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }) || zip(times, times.dropFirst()).contains(where: { $0 > $1 }) {
            return "CAKeyframeAnimation: keyTimes \(times) must rise from 0 to 1"
        }
        return nil
    }

    override func endpoints(underlying: AnimationVector, convert: (Any) -> AnimationVector?) -> (start: AnimationVector, end: AnimationVector)? {
        if let pathGeometry { return (pathGeometry.start.animationVector, pathGeometry.end.animationVector) }
        guard let first = values?.first.flatMap(convert), let last = values?.last.flatMap(convert) else { return nil }
        return (first, last)
    }

    override func vectorValue(progress: Double, ends: (start: AnimationVector, end: AnimationVector),
                              convert: (Any) -> AnimationVector?) -> AnimationVector {
        if let pathGeometry { return pathPoint(pathGeometry, at: progress).point.animationVector }
        let vectors = (values ?? []).compactMap(convert)
        guard vectors.count > 1 else { return vectors.first ?? ends.start }
        switch calculationMode {
        case .discrete:
            return vectors[discreteIndex(at: progress, count: vectors.count)]
        case .paced, .cubicPaced:
            let cubic = calculationMode == .cubicPaced
            var points: [AnimationVector] = [vectors[0]]
            for vector in vectors.dropFirst() where vector != points[points.count - 1] { points.append(vector) }
            guard points.count > 1 else { return points[0] }
            if pacingCache?.points != points || pacingCache?.cubic != cubic {
                pacingCache = (points, cubic, KeyframePacing(points: points, cubic: cubic))
            }
            return pacingCache?.pacing.value(at: progress, points: points) ?? ends.end
        default:
            let (segment, local) = segment(at: progress, count: vectors.count)
            if calculationMode == .cubic { return cubicValue(in: vectors, segment: segment, at: local) }
            return vectors[segment] + (vectors[segment + 1] - vectors[segment]) * local
        }
    }

    override func customValue(progress: Double, underlying: Any?, keyPath: CustomAnimatableKeyPath) -> Any? {
        guard let values, !values.isEmpty else { return nil }
        guard values.count > 1 else { return values[0] }
        if calculationMode == .discrete { return values[discreteIndex(at: progress, count: values.count)] }
        let (segment, local) = segment(at: progress, count: values.count)
        return keyPath.value(from: values[segment], to: values[segment + 1], fraction: local)
    }

    /// The segment (index of its first value) at `progress` and the paced fraction within it.
    func segment(at progress: Double, count: Int) -> (Int, Double) {
        let times = keyTimes.map { $0.map(\.doubleValue) }.flatMap { $0.count == count ? $0 : nil }
            ?? (0..<count).map { Double($0) / Double(count - 1) }
        guard progress > times[0] else { return (0, 0) }
        guard let next = times.firstIndex(where: { $0 > progress }) else { return (count - 2, 1) }
        let segment = next - 1
        let span = times[next] - times[segment]
        var local = span > 0 ? (progress - times[segment]) / span : 1
        if let functions = timingFunctions, segment < functions.count {
            local = functions[segment].progress(atFraction: local)
        }
        return (segment, local)
    }

    /// The value shown at `progress` in discrete mode.
    func discreteIndex(at progress: Double, count: Int) -> Int {
        let given = keyTimes?.map(\.doubleValue)
        let times = given.flatMap { $0.count == count + 1 || $0.count == count ? $0 : nil }
            ?? (0..<count).map { Double($0) / Double(count) }
        let reached = times.prefix(count).lastIndex(where: { $0 <= progress }) ?? 0
        return progress >= 1 ? count - 1 : reached
    }
}
