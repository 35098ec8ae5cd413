import Foundation

/// One press of the left button, from mouse-down to mouse-up: its touches (two for an Alt-drag
/// pinch), the view they were hit-tested to, and the recognizers that receive them.
@MainActor
final class TouchSequence {
    /// The touches, in window points (finger 1 first).
    let touches: [UITouch]
    /// The view hit-tested at mouse-down; the touches stay with it until mouse-up.
    let view: UIView
    /// Where the button went down, in window points.
    let pressLocation: CGPoint
    /// Whether this is an Alt-drag: two fingers mirrored about the press point.
    let isTwoFingerPinch: Bool
    /// The recognizers that receive the touches, hit view's first, then its ancestors'.
    var participants: [UIGestureRecognizer] = []
    /// Whether the view got `touchesBegan`.
    var viewReceivedBegan = false
    /// Whether a recognizer cancelled the view's touches (it gets no more of them).
    var viewTouchesCancelled = false
    /// The modifier keys held when the button went down.
    var modifiers: InputEvent.Modifiers = []

    init(touches: [UITouch], view: UIView, pressLocation: CGPoint, isTwoFingerPinch: Bool) {
        self.touches = touches
        self.view = view
        self.pressLocation = pressLocation
        self.isTwoFingerPinch = isTwoFingerPinch
    }

    /// Half the distance between the two fingers of an Alt-drag pinch at the press: the fingers
    /// start at `press ± altPinchOffset` (200 pt apart, horizontally).
    static let altPinchOffset = CGPoint(x: 100, y: 0)

    /// The finger positions for the pointer at `pointer`: one finger under the pointer's motion
    /// (`press + offset + (pointer - press)`), the other mirrored about the press point.
    func fingerLocations(pointer: CGPoint) -> [CGPoint] {
        guard isTwoFingerPinch else { return [pointer] }
        let dx = pointer.x - pressLocation.x, dy = pointer.y - pressLocation.y
        let offset = Self.altPinchOffset
        return [
            CGPoint(x: pressLocation.x + offset.x + dx, y: pressLocation.y + offset.y + dy),
            CGPoint(x: pressLocation.x - offset.x - dx, y: pressLocation.y - offset.y - dy),
        ]
    }

    /// The touches `recognizer` tracks among this sequence's.
    func touches(of recognizer: UIGestureRecognizer) -> Set<UITouch> {
        Set(touches.filter { touch in recognizer.trackedTouches.contains { $0 === touch } })
    }
}
