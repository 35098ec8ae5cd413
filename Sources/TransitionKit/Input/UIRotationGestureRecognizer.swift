import Foundation

/// A continuous recognizer for two fingers turning about each other: `rotation` is the angle
/// they turned since the gesture began, in radians (clockwise positive in UIKit's flipped
/// coordinates), `velocity` its rate in radians per second.
///
/// With a mouse, the two fingers are an Alt- or Ctrl-drag's (mirrored about the press point), so
/// dragging around the press point turns them; a drag straight out from it only pinches. It
/// begins once the fingers turned more than about 1°, and recognizes alongside a pinch when a
/// delegate allows it (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`), the usual
/// photo-viewer pairing:
///
/// ```swift
/// let rotate = UIRotationGestureRecognizer { rotate in
///     photo.transform = photo.transform.rotated(by: rotate.rotation)
///     rotate.rotation = 0
/// }
/// photo.addGestureRecognizer(rotate)
/// ```
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The angle (radians) past which two turning fingers begin the gesture.
    static let beginAngle: CGFloat = .pi / 180
    private var currentRotation: CGFloat = 0
    /// The total turn of this gesture (not rebased by setting `rotation`), for the velocity.
    private var cumulativeRotation: CGFloat = 0
    private var lastAngle: CGFloat = 0
    private var startAngle: CGFloat = 0
    private var tracker = VelocityTracker()

    /// Creates a rotation recognizer that calls `handler` when it begins, changes, ends or is cancelled.
    public convenience init(handler: @escaping (UIRotationGestureRecognizer) -> Void) {
        self.init()
        addTarget(handler: handler)
    }

    /// The rotation since the gesture began, in radians (0 at the start); setting it rebases
    /// later changes (set it to 0 after applying it, for incremental rotation).
    open var rotation: CGFloat {
        get { currentRotation }
        set { if newValue.isFinite { currentRotation = newValue } }
    }

    /// The rotation's velocity in radians per second, from the last 100 ms of finger motion.
    open var velocity: CGFloat { tracker.velocity.x }

    private var realTime: TimeInterval { dispatcher?.realTime ?? 0 }

    /// The angle of the line from the first finger to the second, in radians.
    private var fingerAngle: CGFloat? {
        guard trackedTouches.count >= 2 else { return nil }
        let a = trackedTouches[0].locationInWindow, b = trackedTouches[1].locationInWindow
        guard a != b else { return nil }
        return atan2(b.y - a.y, b.x - a.x)
    }

    /// Records the fingers' angle once two are down.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let angle = fingerAngle else { return }
        startAngle = angle
        lastAngle = angle
        tracker.removeAll()
        tracker.add(CGPoint(x: cumulativeRotation, y: 0), at: realTime)
    }

    /// Begins once the fingers turned past `beginAngle`, then follows each turn.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let angle = fingerAngle else { return }
        switch state {
        case .possible:
            guard abs(Self.wrapped(angle - startAngle)) > Self.beginAngle else { return }
            apply(angle)
            state = .began
        case .began, .changed:
            apply(angle)
            state = .changed
        default:
            break
        }
    }

    private func apply(_ angle: CGFloat) {
        let turn = Self.wrapped(angle - lastAngle)
        currentRotation += turn
        cumulativeRotation += turn
        lastAngle = angle
        tracker.add(CGPoint(x: cumulativeRotation, y: 0), at: realTime)
    }

    /// `angle` brought into (-π, π], so a turn across the ±π line stays small.
    static func wrapped(_ angle: CGFloat) -> CGFloat {
        var angle = angle.truncatingRemainder(dividingBy: 2 * .pi)
        if angle > .pi { angle -= 2 * .pi }
        if angle <= -.pi { angle += 2 * .pi }
        return angle
    }

    /// Ends a rotation in progress; one that never began fails.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    /// Returns the rotation to 0.
    open override func reset() {
        super.reset()
        currentRotation = 0
        cumulativeRotation = 0
        lastAngle = 0
        startAngle = 0
        tracker = VelocityTracker()
    }
}
