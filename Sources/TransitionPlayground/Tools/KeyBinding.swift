import TransitionKit

/// One key binding of a tool, one row of the help overlay: the keys, what they do, and the action.
///
/// A key press runs the first binding (in tool order) that matches it, with Shift allowed; keys no
/// binding matches, and keys with modifiers other than Shift, go to the scene
/// (`Scene.handleKey(_:modifiers:)`).
@MainActor
struct KeyBinding {
    /// The keys, as printed ("Space", "Tab / Shift-Tab").
    let keys: String
    /// What they do, as printed.
    let summary: String
    /// Whether holding the key repeats it (SDL repeats key-downs); other keys act once per press.
    var repeats = false
    /// Whether the action records itself (a scene or animator change) instead of the key.
    var recordsItself = false
    /// Whether the binding handles `key` (`isShifted`: Shift is down).
    let matches: @MainActor (_ key: Key, _ isShifted: Bool) -> Bool
    /// Runs the binding in `session`.
    let perform: @MainActor (_ session: PlaygroundSession, _ key: Key, _ isShifted: Bool) -> Void

    /// The number of a digit key ("3", "Keypad 3"), 1-9; nil for other keys (0 picks nothing).
    static func digit(of key: Key) -> Int? {
        guard let value = key.digitValue, (1...9).contains(value) else { return nil }
        return value
    }
}

extension KeyBinding {
    /// A binding for exactly `key` (Shift or not).
    init(_ key: Key, keys: String, summary: String, repeats: Bool = false, perform: @escaping @MainActor (PlaygroundSession) -> Void) {
        self.init(keys: keys, summary: summary, repeats: repeats, matches: { pressed, _ in pressed == key }, perform: { session, _, _ in perform(session) })
    }
}
