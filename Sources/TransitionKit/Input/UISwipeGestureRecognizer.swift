import Foundation

/// A discrete recognizer for a quick stroke in one of the permitted directions: it goes from
/// `.possible` to `.recognized` during the move, before the fingers lift.
///
/// UIKit's thresholds are undocumented ("a slow swipe requires high directional precision but
/// a small distance; a fast swipe requires low directional precision but a large distance").
/// This implementation uses one fixed rule: the swipe is recognized on the first move where the
/// fingers' centroid has travelled at least 50 pt along a permitted direction within 0.5 s (real
/// time) of the press, with the movement across that direction at most half the movement along
/// it (within about 26.6° of the axis). It fails when 0.5 s pass first, when the fingers lift
/// first, or when they travelled 50 pt without qualifying (the wrong way or too slanted).
///
/// `location(in:)` is where the swipe began, as UIKit documents. A mouse makes one finger; an
/// Alt-drag's two fingers move mirrored about the press point, so two-finger swipes cannot be
/// made with a mouse.
///
/// ```swift
/// let swipe = UISwipeGestureRecognizer { _ in showNextPhoto() }
/// swipe.direction = .left
/// view.addGestureRecognizer(swipe)
/// ```
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may take.
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The raw bit mask.
        public let rawValue: UInt
        /// Creates directions from their bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The touches swipe to the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// The touches swipe to the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// The touches swipe upward.
        public static let up = Direction(rawValue: 1 << 2)
        /// The touches swipe downward.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted directions (`.right` by default).
    open var direction: Direction = .right
    /// The number of fingers that must swipe (1 by default).
    open var numberOfTouchesRequired = 1

    /// The distance along the direction a swipe needs, in points (this implementation's choice).
    static let minimumDistance: CGFloat = 50
    /// The time within which the swipe must cover `minimumDistance`, in real seconds (this
    /// implementation's choice).
    static let maximumDuration: TimeInterval = 0.5

    private var startLocation: CGPoint = .zero
    private var startTime: TimeInterval?

    /// Creates a swipe recognizer that calls `handler` when a swipe is recognized.
    public convenience init(handler: @escaping (UISwipeGestureRecognizer) -> Void) {
        self.init()
        addTarget(handler: handler)
    }

    private var realTime: TimeInterval { dispatcher?.realTime ?? 0 }

    /// Where the swipe began, in `view`'s coordinates.
    open override func location(in view: UIView?) -> CGPoint {
        Self.point(startLocation, in: view)
    }

    /// Records where and when the swipe starts; more fingers than required fail it.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count <= numberOfTouchesRequired else { state = .failed; return }
        startLocation = centroidInWindow
        startTime = realTime
    }

    /// Recognizes once the movement qualifies; fails when it is late or went the wrong way.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, pendingState == nil, let startTime else { return }
        guard realTime - startTime <= Self.maximumDuration + 1e-9 else { state = .failed; return }
        let here = centroidInWindow
        let delta = CGPoint(x: here.x - startLocation.x, y: here.y - startLocation.y)
        if !isWithinPermittedDirection(delta) {
            if hypot(delta.x, delta.y) >= Self.minimumDistance { state = .failed }
        } else if trackedTouches.count == numberOfTouchesRequired, longestPermittedStroke(delta) >= Self.minimumDistance {
            state = .recognized
        }
    }

    /// The movement along and across each permitted direction, for `delta` in window points.
    private func permittedStrokes(_ delta: CGPoint) -> [(along: CGFloat, across: CGFloat)] {
        let all: [(Direction, CGFloat, CGFloat)] = [
            (.right, delta.x, delta.y), (.left, -delta.x, delta.y),
            (.down, delta.y, delta.x), (.up, -delta.y, delta.x),
        ]
        return all.filter { direction.contains($0.0) }.map { (along: $0.1, across: abs($0.2)) }
    }

    /// Whether `delta` lies within about 26.6° of a permitted direction (across <= along / 2).
    private func isWithinPermittedDirection(_ delta: CGPoint) -> Bool {
        permittedStrokes(delta).contains { $0.along > 0 && $0.across <= $0.along / 2 }
    }

    /// The longest movement along a permitted direction whose cone contains `delta`.
    private func longestPermittedStroke(_ delta: CGPoint) -> CGFloat {
        permittedStrokes(delta).filter { $0.along > 0 && $0.across <= $0.along / 2 }.map(\.along).max() ?? 0
    }

    /// Lifting before the swipe was recognized fails it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, pendingState == nil { state = .failed }
    }

    override func frameDidTick(realTime: TimeInterval) {
        guard state == .possible, pendingState == nil, let startTime else { return }
        if realTime - startTime > Self.maximumDuration + 1e-9 { state = .failed }
    }

    /// Clears the start.
    open override func reset() {
        super.reset()
        startTime = nil
    }
}
