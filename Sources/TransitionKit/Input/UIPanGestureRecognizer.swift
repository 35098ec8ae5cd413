import Foundation

/// A continuous recognizer for dragging: it begins once the fingers moved 10 pt from where
/// they went down, changes with every move and ends when they lift.
///
/// `translation(in:)` is measured from the press point (so it is already about 10 pt when the
/// gesture begins); `setTranslation(_:in:)` moves that reference. `velocity(in:)` is the
/// least-squares velocity of the samples of the last 100 ms, in points per (real) second; zero
/// when the pointer rested for longer than that.
///
/// ```swift
/// let pan = UIPanGestureRecognizer { pan in
///     switch pan.state {
///     case .changed: card.transform = CGAffineTransform(translationX: 0, y: pan.translation(in: view).y)
///     case .ended: fling(with: pan.velocity(in: view))
///     default: break
///     }
/// }
/// ```
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that can pan (1).
    open var minimumNumberOfTouches = 1
    /// The most fingers that can pan (unlimited). An Alt-drag pinch has two fingers whose
    /// centroid does not move, so it never pans.
    open var maximumNumberOfTouches = Int.max
    /// The scroll input that may drive the pan as on iPadOS (none by default). Stored: the
    /// playground's wheel and trackpad scroll the scroll view under the pointer (and pinch with
    /// Ctrl), never a pan recognizer.
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    /// The distance the fingers must move before the pan begins, in points.
    static let hysteresis: CGFloat = 10

    /// Where the fingers went down (moved by `setTranslation`), in window points.
    var translationOriginInWindow: CGPoint = .zero
    /// Where the fingers went down, in window points.
    var pressLocationInWindow: CGPoint = .zero
    /// The latest centroid, in window points.
    var currentLocationInWindow: CGPoint = .zero
    var tracker = VelocityTracker()

    /// Creates a pan recognizer that calls `handler` when it begins, changes, ends or is cancelled.
    public convenience init(handler: @escaping (UIPanGestureRecognizer) -> Void) {
        self.init()
        addTarget(handler: handler)
    }

    var realTime: TimeInterval { dispatcher?.realTime ?? 0 }

    /// The translation from the press point, in `view`'s coordinate system (window points for nil).
    open func translation(in view: UIView?) -> CGPoint {
        let delta = CGPoint(
            x: currentLocationInWindow.x - translationOriginInWindow.x,
            y: currentLocationInWindow.y - translationOriginInWindow.y)
        return Self.vector(delta, in: view)
    }

    /// Sets the reference so that `translation(in: view)` is `translation` now.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let inWindow = Self.windowVector(translation, from: view)
        translationOriginInWindow = CGPoint(
            x: currentLocationInWindow.x - inWindow.x, y: currentLocationInWindow.y - inWindow.y)
    }

    /// The velocity in points per second in `view`'s coordinate system, from the last 100 ms.
    open func velocity(in view: UIView?) -> CGPoint {
        Self.vector(tracker.velocity, in: view)
    }

    /// Converts a vector in `view`'s coordinates to window points.
    static func windowVector(_ vector: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return vector }
        let origin = view.convert(CGPoint.zero, to: nil)
        let tip = view.convert(vector, to: nil)
        return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }

    /// Records the press point; more fingers than `maximumNumberOfTouches` fail a possible pan.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let centroid = centroidInWindow
        if trackedTouches.count == touches.count {
            pressLocationInWindow = centroid
            translationOriginInWindow = centroid
            tracker.removeAll()
        }
        currentLocationInWindow = centroid
        tracker.add(centroid, at: realTime)
        if trackedTouches.count > maximumNumberOfTouches, state == .possible { state = .failed }
    }

    /// Begins after 10 pt of movement, then reports every move.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let centroid = centroidInWindow
        currentLocationInWindow = centroid
        tracker.add(centroid, at: realTime)
        switch state {
        case .possible:
            guard pendingState == nil else { return }
            let moved = hypot(centroid.x - pressLocationInWindow.x, centroid.y - pressLocationInWindow.y)
            guard moved >= Self.hysteresis, (minimumNumberOfTouches...max(minimumNumberOfTouches, maximumNumberOfTouches))
                .contains(trackedTouches.count) else { return }
            if canBegin(from: pressLocationInWindow, to: centroid) { state = .began } else { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends a pan in progress; a pan that never began fails.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let centroid = centroidInWindow
        currentLocationInWindow = centroid
        tracker.add(centroid, at: realTime)
        switch state {
        case .began, .changed:
            if pendingState == nil { state = .ended } else { state = .failed }
        case .possible:
            state = .failed
        default:
            break
        }
    }

    /// Whether the pan may begin for a drag from `press` to `current` (window points); the
    /// screen-edge pan narrows it.
    func canBegin(from press: CGPoint, to current: CGPoint) -> Bool { true }

    /// Clears the translation and velocity samples.
    open override func reset() {
        super.reset()
        tracker.removeAll()
        translationOriginInWindow = currentLocationInWindow
        pressLocationInWindow = currentLocationInWindow
    }
}
