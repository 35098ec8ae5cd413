/// The playground's keys (SPEC §4), as the help overlay (H) lists them (next to the scene's own
/// animators and gestures, `Scene.gestures`).
///
/// `isAvailable` is false for what no scene does yet; the help overlay marks those "coming".
enum KeyMap {
    /// One row of the help overlay.
    struct Binding: Equatable {
        /// The keys, as printed ("Space", "Tab / Shift-Tab").
        var keys: String
        /// What they do.
        var action: String
        /// Whether the playground does it today.
        var isAvailable: Bool
    }

    /// Every key, in the order the help overlay shows them.
    static let bindings: [Binding] = [
        Binding(keys: "1 - 9", action: "choose the scene's animator", isAvailable: true),
        Binding(keys: "Tab / Shift-Tab", action: "next / previous scene (restarts it)", isAvailable: true),
        Binding(keys: "Enter", action: "forward: present / push", isAvailable: true),
        Binding(keys: "Backspace / Esc", action: "back: dismiss / pop (sample: cards go home)", isAvailable: true),
        Binding(keys: "Space", action: "pause / resume animation time", isAvailable: true),
        Binding(keys: ".", action: "one frame forward while paused", isAvailable: true),
        Binding(keys: ",", action: "one frame back through a paused transition", isAvailable: true),
        Binding(keys: "S", action: "slow animations (x10)", isAvailable: true),
        Binding(keys: "R", action: "rotate: width and height swap, animated", isAvailable: true),
        Binding(keys: "D", action: "debug: outlines, touches, timings, callbacks", isAvailable: true),
        Binding(keys: "H", action: "this help", isAvailable: true),
        Binding(keys: "Q", action: "quit", isAvailable: true),
    ]

    /// The text after a binding's action: "" or " (coming)".
    static func status(of binding: Binding) -> String { binding.isAvailable ? "" : "  (coming)" }
}
