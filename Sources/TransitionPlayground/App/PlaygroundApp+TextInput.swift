import Foundation
import TransitionKit

/// Typing into the scene: while a text field is the first responder of the main pane's window,
/// the keyboard types instead of driving the playground.
///
/// Typed text (the host's text events, a script's `text`) goes to the field; Backspace, Return,
/// Left and Right edit it; Esc ends editing (`endEditing(true)`, which hides the keyboard); a key
/// that types a character is left to its text event, so Space, `.`, S, Q and the other letter
/// shortcuts type rather than act. Tab and Shift-Tab still change the scene, and keys with Ctrl,
/// Alt or Cmd, and keys that type nothing (F-keys, Up, Down), still reach the bindings.
extension PlaygroundApp {
    /// The keys a focused text field edits with.
    static let editingKeys: Set<Key> = [.backspace, .return, .keypadEnter, .leftArrow, .rightArrow]

    /// Takes `event` for the focused text field; returns false when the field is not focused or
    /// the event is not typing (the bindings and the scene get it then).
    func handleTextInput(_ event: InputEvent) -> Bool {
        guard session.window.isTextInputActive else { return false }
        switch event {
        case .text(let text):
            session.pendingReplay = []
            session.recording.record(.text(text), at: frameTime)
            session.perform(.input(.text(text)))
            return true
        case .keyDown(let key, let modifiers):
            guard modifiers.isSubset(of: [.shift]) else { return false }
            if key == .escape {
                session.recording.record(.key(key, modifiers), at: frameTime)
                session.perform(.endEditing)
                return true
            }
            if Self.editingKeys.contains(key) {
                session.heldKeys.insert(key)
                session.pendingReplay = []
                session.recording.record(.key(key, modifiers), at: frameTime)
                session.perform(.input(.keyDown(key, modifiers: modifiers)))
                return true
            }
            guard Self.typesCharacter(key) else { return false }
            session.heldKeys.insert(key)   // lights the key on the keyboard panel; its text event types
            return true
        case .keyUp(let key, let modifiers):
            guard Self.editingKeys.contains(key) || Self.typesCharacter(key) else { return false }
            session.heldKeys.remove(key)
            if Self.editingKeys.contains(key) { session.perform(.input(.keyUp(key, modifiers: modifiers))) }
            return true
        default:
            return false
        }
    }

    /// Whether `key` types a character (its text event carries it): a one-character key name,
    /// Space, or a keypad digit or sign.
    static func typesCharacter(_ key: Key) -> Bool {
        key.name.count == 1 || key == .space || (key.name.hasPrefix("Keypad ") && key.name.count == 8)
    }
}
