import Foundation

/// An input event as the SDL host delivers it to `UIWindow.send(_:)`: positions in window points.
///
/// The window stamps each event with its clock's time. The left mouse button is one finger;
/// motion counts only while it is pressed. Keys are named as SDL names them (`SDL_GetKeyName`):
/// "Return", "Tab", "Space", "Backspace", "Escape", "Q", "1", ".", ",", "Left", ...
public enum InputEvent: Equatable, Sendable {
    /// The left button went down (a finger touched). Alt (`.option`) or Ctrl (`.control`) held
    /// starts a two-finger pinch.
    case mouseDown(CGPoint, modifiers: Modifiers = [])
    /// The pointer moved (with or without the button held).
    case mouseMove(CGPoint)
    /// The left button went up.
    case mouseUp(CGPoint)
    /// The wheel or trackpad scrolled by `dx`, `dy` notches (fractional for precise devices) with the
    /// pointer at `at`. `dy < 0` is one notch towards the user (wheel down).
    case scroll(dx: CGFloat, dy: CGFloat, at: CGPoint)
    /// A touchpad pinch reported by the platform: `scale` multiplies the current pinch scale.
    case magnify(scale: CGFloat, at: CGPoint)
    /// A key was pressed (repeats arrive as further presses).
    case keyDown(Key, modifiers: Modifiers = [])
    /// A key was released.
    case keyUp(Key, modifiers: Modifiers = [])
    /// Text was typed.
    case text(String)
    /// The window's content area changed size (in points), at once (a window edge dragged).
    case resize(CGSize)
    /// The device rotated: the content area becomes `size` (points; width and height swapped),
    /// and the change animates as iOS animates a rotation, over the coordinator's
    /// `transitionDuration` (0.3 s) with `viewWillTransition(to:with:)`'s alongside animations.
    case rotate(CGSize)

    /// Keyboard modifiers held during an event.
    public struct Modifiers: OptionSet, Hashable, Sendable {
        /// The raw bit mask.
        public let rawValue: Int
        /// Creates modifiers from their bit mask.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Shift.
        public static let shift = Modifiers(rawValue: 1 << 0)
        /// Control.
        public static let control = Modifiers(rawValue: 1 << 1)
        /// Alt / Option.
        public static let option = Modifiers(rawValue: 1 << 2)
        /// Super / Command.
        public static let command = Modifiers(rawValue: 1 << 3)
    }

    /// The pointer position carried by the event, if any.
    public var location: CGPoint? {
        switch self {
        case .mouseDown(let p, _), .mouseMove(let p), .mouseUp(let p): return p
        case .scroll(_, _, let p), .magnify(_, let p): return p
        case .keyDown, .keyUp, .text, .resize, .rotate: return nil
        }
    }
}
