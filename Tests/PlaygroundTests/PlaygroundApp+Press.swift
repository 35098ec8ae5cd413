import TransitionKit
@testable import TransitionPlayground

extension PlaygroundApp {
    /// Presses and releases `key` (as the host delivers a key press), outside any frame.
    func press(_ key: String, _ modifiers: InputEvent.Modifiers = []) {
        handle(.keyDown(key, modifiers: modifiers))
        handle(.keyUp(key, modifiers: modifiers))
    }
}
