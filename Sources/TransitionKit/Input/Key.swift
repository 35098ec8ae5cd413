import Foundation

/// A key on the keyboard, as `InputEvent.keyDown` and `.keyUp` carry it.
///
/// Keys are named as the host names them (SDL's key names: "Return", "A", "Keypad 3",
/// "Left Shift"); the constants below cover the keys the playground and scenes bind, so a
/// binding is written `.return` or `.letter("S")`, never a string a typo would break. A key the
/// constants do not name still arrives, as `Key(name:)`. A Linux addition: iOS delivers keys as
/// `UIPress` / `UIKey`, which desktop code rarely meets in transitions.
public struct Key: Hashable, Sendable, CustomStringConvertible {
    /// The host's name for the key ("Return", "A", "Left Shift").
    public let name: String

    /// A key by the host's name for it.
    public init(name: String) { self.name = name }

    /// The name.
    public var description: String { name }

    /// Return (Enter on the main keyboard).
    public static let `return` = Key(name: "Return")
    /// Enter on the keypad.
    public static let keypadEnter = Key(name: "Keypad Enter")
    /// Escape.
    public static let escape = Key(name: "Escape")
    /// Backspace.
    public static let backspace = Key(name: "Backspace")
    /// Tab.
    public static let tab = Key(name: "Tab")
    /// The space bar.
    public static let space = Key(name: "Space")
    /// The full stop.
    public static let period = Key(name: ".")
    /// The comma.
    public static let comma = Key(name: ",")
    /// The arrow keys.
    public static let leftArrow = Key(name: "Left"), rightArrow = Key(name: "Right"),
        upArrow = Key(name: "Up"), downArrow = Key(name: "Down")

    /// A letter key, named by its capital ("A" ... "Z"; SDL names letter keys so).
    public static func letter(_ letter: Character) -> Key { Key(name: String(letter).uppercased()) }

    /// A digit key on the main keyboard, 0-9.
    public static func digit(_ digit: Int) -> Key { Key(name: String(digit)) }

    /// The keys that are only modifiers (never bound, never recorded).
    public static let modifierKeys: Set<Key> = Set([
        "Left Shift", "Right Shift", "Left Ctrl", "Right Ctrl", "Left Alt", "Right Alt", "Left GUI", "Right GUI",
        "CapsLock", "AltGr",
    ].map(Key.init(name:)))

    /// Whether the key is only a modifier (Shift, Ctrl, Alt, GUI, Caps Lock).
    public var isModifier: Bool { Self.modifierKeys.contains(self) }

    /// The digit of a digit key, main keyboard or keypad ("3", "Keypad 3"); nil for other keys.
    public var digitValue: Int? {
        let digit = name.hasPrefix("Keypad ") ? String(name.dropFirst(7)) : name
        guard digit.count == 1, let value = Int(digit) else { return nil }
        return value
    }
}
