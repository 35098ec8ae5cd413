import TransitionKit

/// The playground's keys (docs/DESIGN.md, "The playground"): one table whose bindings carry
/// their action. `handleKey(_:)` runs the binding a key press matches; the help overlay (H) lists the same table (next to the
/// scene's own animators and gestures, `Scene.gestures`). Keys no binding matches, and keys
/// with modifiers other than Shift, go to the scene (`Scene.handleKey(_:modifiers:)`).
@MainActor
enum KeyMap {
    /// One key binding, one row of the help overlay.
    struct Binding {
        /// The keys, as printed ("Space", "Tab / Shift-Tab").
        let keys: String
        /// What they do, as printed.
        let summary: String
        /// Whether holding the key repeats it (SDL repeats key-downs); other keys act once per press.
        var repeats = false
        /// Whether the action records itself (a scene or animator change) instead of the key.
        var recordsItself = false
        /// Whether the binding handles `key`.
        let matches: @MainActor (_ key: Key) -> Bool
        /// Runs the binding in `app`; `isShifted` says whether Shift was down.
        let perform: @MainActor (_ app: PlaygroundApp, _ key: Key, _ isShifted: Bool) -> Void
    }

    /// Every binding, in the order the help overlay shows them.
    static let bindings: [Binding] = [
        Binding(keys: "1 - 9", summary: "choose the animator (Shift: right pane)", recordsItself: true,
                matches: { digit(of: $0) != nil },
                perform: { app, key, isShifted in
                    let index = (digit(of: key) ?? 1) - 1
                    if isShifted && app.isComparing { app.chooseCompareAnimator(at: index) } else { app.chooseAnimator(at: index) }
                }),
        Binding(keys: "Tab / Shift-Tab", summary: "next / previous scene (restarts it)", recordsItself: true,
                matches: { $0 == .tab }, perform: { app, _, isShifted in app.showScene(at: app.sceneIndex + (isShifted ? -1 : 1)) }),
        Binding(keys: "Enter", summary: "forward: present / push",
                matches: { $0 == .return || $0 == .keypadEnter }, perform: { app, _, _ in app.forward() }),
        Binding(keys: "Backspace / Esc", summary: "back: dismiss / pop (sample: cards go home)",
                matches: { $0 == .backspace || $0 == .escape }, perform: { app, _, _ in app.back() }),
        Binding(keys: "Space", summary: "pause / resume animation time",
                matches: { $0 == .space }, perform: { app, _, _ in app.togglePause() }),
        Binding(keys: ".", summary: "one frame forward while paused", repeats: true,
                matches: { $0 == .period }, perform: { app, _, _ in app.stepForward() }),
        Binding(keys: ",", summary: "one frame back through a paused transition", repeats: true,
                matches: { $0 == .comma }, perform: { app, _, _ in app.stepBack() }),
        Binding(keys: "S", summary: "slow animations (x10)",
                matches: { $0 == .letter("S") }, perform: { app, _, _ in app.time.toggleSlow() }),
        Binding(keys: "R", summary: "rotate: width and height swap, animated",
                matches: { $0 == .letter("R") }, perform: { app, _, _ in app.rotate() }),
        Binding(keys: "T", summary: "tune the animator: a slider replays it",
                matches: { $0 == .letter("T") }, perform: { app, _, _ in app.toggleTuning() }),
        Binding(keys: "C", summary: "compare two animators side by side",
                matches: { $0 == .letter("C") }, perform: { app, _, _ in app.toggleCompare() }),
        Binding(keys: "P", summary: "phone: status bar, safe area 59 / 34 pt",
                matches: { $0 == .letter("P") }, perform: { app, _, _ in app.setPhone(on: !app.isPhoneOn) }),
        Binding(keys: "D / F", summary: "debug overlay; F flashes redrawn regions",
                matches: { $0 == .letter("D") || $0 == .letter("F") },
                perform: { app, key, _ in
                    if key == .letter("F") { app.overlay.flashesRedrawnRegions.toggle() } else { app.overlay.isDebugVisible.toggle() }
                }),
        Binding(keys: "H", summary: "this help",
                matches: { $0 == .letter("H") }, perform: { app, _, _ in app.overlay.isHelpVisible.toggle() }),
        Binding(keys: "Q", summary: "quit",
                matches: { $0 == .letter("Q") }, perform: { app, _, _ in app.quit() }),
    ]

    /// The binding for `key`, if any.
    static func binding(for key: Key) -> Binding? { bindings.first { $0.matches(key) } }

    /// The number of a digit key ("3", "Keypad 3"), 1-9; nil for other keys (0 picks nothing).
    static func digit(of key: Key) -> Int? {
        guard let value = key.digitValue, (1...9).contains(value) else { return nil }
        return value
    }
}
