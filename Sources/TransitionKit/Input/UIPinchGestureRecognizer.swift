import Foundation

/// A continuous recognizer for pinching: `scale` starts at 1 and multiplies as the fingers
/// spread (> 1) or close (< 1); `velocity` is in scale factor per second.
///
/// Sources, as docs/DESIGN.md ("Mouse as fingers") describes them:
/// - the wheel over the view: each notch multiplies the scale by 1.1, dy < 0 (wheel down, towards
///   the user) closing the fingers and dy > 0 spreading them; fractional deltas scale by
///   1.1^dy. The pinch begins on the first notch and ends `TouchDispatcher.wheelPinchGap`
///   (350 ms) of real time after the last, so a hand turning a detented wheel notch by notch
///   keeps one pinch alive. Its velocity is the notch rate: the least-squares slope of the scale
///   over the notches of the last 350 ms, counting the first notch as spread over 100 ms (the
///   velocity window of docs/DESIGN.md, "Mouse as fingers"). So `.began` already reports a velocity with the notch's sign
///   (about -0.91 per second for one notch towards the user), and `.ended` reports the rate the
///   burst ended with: a quick burst ends like a flick, a slow turn like a slow pinch.
/// - Alt+drag or Ctrl+drag: two fingers mirrored about the press point, as in the iOS Simulator
///   (Ctrl because GNOME, KDE and Xfce move the window on Alt+drag). They start
///   100 pt left and right of it (200 pt apart); finger 1 moves with the pointer, finger 2 the
///   opposite way, and the scale is their distance over 200 pt. Dragging right by 50 pt gives
///   1.5, left by 50 pt 0.5. `UIWindow.activeTouchLocations` gives the two fingers.
/// - `magnify` events (a touchpad pinch) multiply the scale directly, ending like the wheel.
///
/// ```swift
/// let pinch = UIPinchGestureRecognizer { pinch in
///     photo.transform = CGAffineTransform(scaleX: pinch.scale, y: pinch.scale)
/// }
/// ```
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    private var currentScale: CGFloat = 1
    /// The product of every scale change of this gesture (not reset by setting `scale`).
    private var cumulativeScale: CGFloat = 1
    private var lastDistance: CGFloat = 0
    private var startDistance: CGFloat = 0
    private var tracker = VelocityTracker()
    private var isWheelPinch = false

    /// Creates a pinch recognizer that calls `handler` when it begins, changes, ends or is cancelled.
    public convenience init(handler: @escaping (UIPinchGestureRecognizer) -> Void) {
        self.init()
        addTarget(handler: handler)
    }

    /// The scale since the pinch began (1 at the start); setting it rebases later changes.
    open var scale: CGFloat {
        get { currentScale }
        set { if newValue.isFinite { currentScale = newValue } }
    }

    /// The velocity of the pinch in scale factor per second (UIKit's documentation of
    /// `UIPinchGestureRecognizer.velocity`): from the last 100 ms of finger motion, or from the
    /// notch rate of a wheel pinch (negative while closing, from its first event on).
    open var velocity: CGFloat { tracker.velocity.x }

    /// Two fingers for an Alt-drag or a wheel pinch.
    open override var numberOfTouches: Int { isWheelPinch ? 2 : super.numberOfTouches }

    private var realTime: TimeInterval { dispatcher?.realTime ?? 0 }

    private var fingerDistance: CGFloat {
        guard trackedTouches.count >= 2 else { return 0 }
        let a = trackedTouches[0].locationInWindow, b = trackedTouches[1].locationInWindow
        return hypot(a.x - b.x, a.y - b.y)
    }

    /// Records the fingers' distance once two are down.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !isWheelPinch else { return }
        if trackedTouches.count >= 2 {
            startDistance = fingerDistance
            lastDistance = startDistance
            tracker.removeAll()
            tracker.add(CGPoint(x: cumulativeScale, y: 0), at: realTime)
        }
    }

    /// Begins as soon as the distance changes, then scales by the distance ratio.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count >= 2, lastDistance > 0 else { return }
        let distance = fingerDistance
        let ratio = max(distance, 1e-3) / lastDistance
        switch state {
        case .possible:
            guard abs(distance - startDistance) > 0.5 else { return }
            apply(ratio: ratio, distance: distance)
            state = .began
        case .began, .changed:
            apply(ratio: ratio, distance: distance)
            state = .changed
        default:
            break
        }
    }

    private func apply(ratio: CGFloat, distance: CGFloat) {
        currentScale *= ratio
        cumulativeScale *= ratio
        lastDistance = max(distance, 1e-3)
        tracker.add(CGPoint(x: cumulativeScale, y: 0), at: realTime)
    }

    /// Ends a pinch in progress; one that never began fails.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    /// One wheel notch or magnify event: multiplies the scale by `factor`, beginning the pinch
    /// on the first.
    func applyWheel(factor: CGFloat, at point: CGPoint, realTime: TimeInterval) {
        fallbackLocationInWindow = point
        if state == .possible && pendingState == nil {
            isWheelPinch = true
            tracker.removeAll()
            tracker.window = TouchDispatcher.wheelPinchGap
            // The first notch's change counts as made over one velocity window, so `.began`
            // reports a velocity of the right sign and size rather than a one-sample zero.
            tracker.add(CGPoint(x: cumulativeScale, y: 0), at: realTime - VelocityTracker.defaultWindow)
        }
        currentScale *= factor
        cumulativeScale *= factor
        tracker.add(CGPoint(x: cumulativeScale, y: 0), at: realTime)
        state = state == .possible && pendingState == nil ? .began : .changed
    }

    /// The wheel burst ended (`TouchDispatcher.wheelPinchGap` after its last notch): the pinch ends.
    func wheelBurstDidEnd() {
        if isInProgress { state = .ended } else if storedState == .possible { fail() }
    }

    /// Returns the scale to 1.
    open override func reset() {
        super.reset()
        currentScale = 1
        cumulativeScale = 1
        lastDistance = 0
        startDistance = 0
        isWheelPinch = false
        tracker = VelocityTracker()
    }
}
