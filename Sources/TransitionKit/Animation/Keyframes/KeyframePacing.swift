import Foundation

/// Constant-speed travel along a keyframe path: the straight polyline through the values
/// (paced), or the Catmull-Rom spline through them (cubic paced), measured in the property's
/// vector space (Euclidean length).
///
/// The polyline's length is exact; the spline's is the sum of `samplesPerSegment` chords per
/// segment, and a time maps to the spline parameter by interpolating between those samples.
struct KeyframePacing: Sendable {
    /// Chords per spline segment for the cubic arc length.
    static let samplesPerSegment = 64

    private let cubic: Bool
    /// The spline parameter (segment index + local parameter) of each sample.
    private let parameters: [Double]
    /// The path length from the first value to each sample.
    private let lengths: [Double]

    init(points: [AnimationVector], cubic: Bool) {
        self.cubic = cubic
        var parameters: [Double] = [0], lengths: [Double] = [0]
        let samples = cubic ? Self.samplesPerSegment : 1
        var previous = points[0]
        for segment in 0..<max(points.count - 1, 0) {
            for sample in 1...samples {
                let parameter = Double(segment) + Double(sample) / Double(samples)
                let point = Self.point(in: points, at: parameter, cubic: cubic)
                let chord = point - previous
                lengths.append(lengths[lengths.count - 1] + (chord * chord).sum().squareRoot())
                parameters.append(parameter)
                previous = point
            }
        }
        self.parameters = parameters; self.lengths = lengths
    }

    /// The value reached at `time` (0...1) of the whole duration, travelling at constant speed.
    func value(at time: Double, points: [AnimationVector]) -> AnimationVector {
        let total = lengths[lengths.count - 1]
        guard total > 0 else { return points[points.count - 1] }
        let distance = time * total
        guard let next = lengths.firstIndex(where: { $0 > distance }) else { return points[points.count - 1] }
        let fraction = (distance - lengths[next - 1]) / (lengths[next] - lengths[next - 1])
        let parameter = parameters[next - 1] + (parameters[next] - parameters[next - 1]) * fraction
        return Self.point(in: points, at: parameter, cubic: cubic)
    }

    /// The point at spline parameter `parameter` (segment index plus local parameter).
    private static func point(in points: [AnimationVector], at parameter: Double, cubic: Bool) -> AnimationVector {
        let segment = min(Int(parameter), points.count - 2)
        let local = parameter - Double(segment)
        if cubic { return CatmullRom.value(in: points, segment: segment, at: local) }
        return points[segment] + (points[segment + 1] - points[segment]) * local
    }
}
