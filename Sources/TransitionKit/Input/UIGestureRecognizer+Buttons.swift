import Foundation

/// The buttons and modifier keys of the gesture, and which touches a recognizer takes.
extension UIGestureRecognizer {
    /// The buttons of the gesture: `.primary` while its touches are down (the playground's
    /// touches are the left button's), empty otherwise.
    public var buttonMask: UIEvent.ButtonMask { trackedTouches.isEmpty ? [] : .primary }

    /// The modifier keys held when the gesture's press began (Shift, Control, Option, Command);
    /// empty for a gesture with no press (a hover, a wheel pinch).
    public var modifierFlags: UIKeyModifierFlags {
        guard let sequence = dispatcher?.sequence, sequence.participants.contains(where: { $0 === self }) else { return [] }
        return UIKeyModifierFlags(sequence.modifiers)
    }

    /// Whether `allowedTouchTypes` lets the playground's touches (`.direct`) in.
    var acceptsFingers: Bool { allowedTouchTypes.contains { $0.intValue == UITouch.TouchType.direct.rawValue } }
}
