import Foundation
import TransitionKit

/// The playground's tools, each one type with its own state, in the order they see each frame
/// (input priority, the sidebar's panels from the top, drawing order).
@MainActor
struct PlaygroundTools {
    /// Animators, scenes, Enter and Back, time, rotation, quit.
    let sessionKeys = SessionKeys()
    /// `,`: one frame back through a paused transition.
    let hold = TransitionHoldTool()
    /// The HUD panel, the gesture hint and the message line.
    let hud: HUDTool
    /// C: two animators side by side.
    let compare: CompareTool
    /// T: the tuning panel.
    let tuning: TuningTool
    /// A paused click on a view: its values.
    let inspector: InspectorTool
    /// P: the simulated phone's safe area, status bar and home indicator.
    let phone: PhoneTool
    /// K: the simulated keyboard over the panes.
    let keyboard: KeyboardTool
    /// D: the debug panel, outlines and touches.
    let debug: DebugTool
    /// F: the damage flash.
    let damageFlash = DamageFlashTool()
    /// `--watch`: the supervisor's status.
    let watch = WatchTool()
    /// H: the help, over everything.
    let help: HelpTool

    /// The tools, their views added to `overlay` in drawing order.
    init(overlay: Overlay) {
        keyboard = KeyboardTool(overlay: overlay)
        phone = PhoneTool(overlay: overlay)
        compare = CompareTool(overlay: overlay)
        hud = HUDTool(overlay: overlay)
        tuning = TuningTool(overlay: overlay)
        inspector = InspectorTool(overlay: overlay)
        debug = DebugTool(overlay: overlay)
        // The help lists the session's keys first.
        let listed: [any PlaygroundTool] = [sessionKeys, hold, compare, tuning, phone, keyboard, debug, damageFlash]
        help = HelpTool(overlay: overlay, bindings: listed.flatMap(\.bindings))
    }

    /// Every tool, in frame order. Compare mode comes first: its Shift-1-9 wins over 1-9 while
    /// it is on, and its pane labels head the sidebar.
    var all: [any PlaygroundTool] { [compare, sessionKeys, hold, hud, tuning, inspector, phone, keyboard, debug, damageFlash, watch, help] }

    /// Every binding, in the order a key press tries them.
    var bindings: [KeyBinding] { all.flatMap(\.bindings) }

    /// Whether a tool draws something new in every frame.
    var needEveryFrame: Bool { all.contains { $0.needsEveryFrame } }
}
