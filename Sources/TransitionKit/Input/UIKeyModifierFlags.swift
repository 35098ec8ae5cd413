import Foundation

/// The modifier keys held during an event (`UIGestureRecognizer.modifierFlags`), with UIKit's bits.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    /// The raw bit mask (UIKit's values: Caps Lock 1 << 16 ... numeric pad 1 << 21).
    public let rawValue: Int
    /// Creates flags from their bit mask.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option (Alt).
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command (Super).
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// A key on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)

    /// The flags of the host's modifiers.
    init(_ modifiers: InputEvent.Modifiers) {
        var flags: UIKeyModifierFlags = []
        if modifiers.contains(.shift) { flags.insert(.shift) }
        if modifiers.contains(.control) { flags.insert(.control) }
        if modifiers.contains(.option) { flags.insert(.alternate) }
        if modifiers.contains(.command) { flags.insert(.command) }
        self = flags
    }
}
