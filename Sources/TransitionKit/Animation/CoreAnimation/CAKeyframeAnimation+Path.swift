import Foundation

/// How a keyframe animation along a path turns the layer (`CAAnimationRotationMode`).
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// Creates a mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The layer's x axis follows the path's direction.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// The layer's x axis points against the path's direction (turned half a turn).
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

extension CAKeyframeAnimation {
    /// The point on the path at `progress` and the direction of travel there. Paced modes move
    /// at constant speed along the path's length; the others reach each vertex at its key time
    /// (evenly spaced without `keyTimes`), following each segment's curve; discrete jumps from
    /// vertex to vertex.
    func pathPoint(_ geometry: KeyframePathGeometry, at progress: Double) -> (point: CGPoint, angle: CGFloat) {
        let count = geometry.segments.count + 1
        switch calculationMode {
        case .paced, .cubicPaced:
            return geometry.paced(at: progress)
        case .discrete:
            let index = discreteIndex(at: progress, count: count)
            let segment = geometry.segments[min(index, geometry.segments.count - 1)]
            return (geometry.vertex(index), segment.angle(at: index < geometry.segments.count ? 0 : 1))
        default:
            let (index, local) = segment(at: progress, count: count)
            let segment = geometry.segments[index]
            return (segment.point(at: CGFloat(local)), segment.angle(at: CGFloat(local)))
        }
    }

    /// With a path and a rotation mode, turns the layer to the direction of travel (about z,
    /// before its own transform); runs after the point was written.
    func applyRotation(passTime time: Double, duration: Double, to values: inout LayerValues) {
        guard let rotationMode, let pathGeometry else { return }
        var angle = pathPoint(pathGeometry, at: progress(passTime: time, duration: duration)).angle
        if rotationMode == .rotateAutoReverse { angle += .pi }
        values.transform = CATransform3DConcat(CATransform3DMakeRotation(angle, 0, 0, 1), values.transform)
    }
}
