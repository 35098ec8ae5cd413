import Foundation

/// A continuous recognizer for the pointer moving over a view with no button down, as on iPadOS
/// with a mouse or trackpad: `.began` when the pointer comes over the view (or a subview),
/// `.changed` as it moves there, `.ended` when it leaves, or when a button goes down.
///
/// `location(in:)` is the pointer's. The Apple Pencil values describe a pointer: no height
/// above the screen, upright, no roll.
///
/// ```swift
/// let hover = UIHoverGestureRecognizer { hover in
///     button.alpha = hover.state == .began || hover.state == .changed ? 0.8 : 1
/// }
/// button.addGestureRecognizer(hover)
/// ```
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// Creates a hover recognizer that calls `handler` when the hover begins, changes or ends.
    public convenience init(handler: @escaping (UIHoverGestureRecognizer) -> Void) {
        self.init()
        addTarget(handler: handler)
    }

    /// The distance of a hovering Pencil above the screen, from 0 to 1: 0 for a pointer.
    open var zOffset: CGFloat { 0 }
    /// A hovering Pencil's altitude in radians (π/2 perpendicular to the screen): π/2 for a pointer.
    open var altitudeAngle: CGFloat { .pi / 2 }
    /// A hovering Pencil's barrel roll in radians: 0 for a pointer.
    open var rollAngle: CGFloat { 0 }

    /// A hovering Pencil's azimuth in `view`'s coordinates, in radians: 0 for a pointer.
    open func azimuthAngle(in view: UIView?) -> CGFloat { 0 }
    /// A hovering Pencil's azimuth as a unit vector in `view`'s coordinates: (1, 0) for a pointer.
    open func azimuthUnitVector(in view: UIView?) -> CGVector { CGVector(dx: 1, dy: 0) }

    /// The pointer moved to `point` (window points) over the recognizer's view.
    func hoverDidMove(to point: CGPoint) {
        fallbackLocationInWindow = point
        switch storedState {
        case .possible: state = .began
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// The pointer left the view, or a button went down.
    func hoverDidEnd() {
        if isInProgress { state = .ended }
    }
}
