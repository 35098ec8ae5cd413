import TransitionKit

/// F: the renderer flashes the regions each frame redraws (drawn by the renderer over the
/// window only, so it damages nothing itself). The frame's output carries the switch.
@MainActor
final class DamageFlashTool: PlaygroundTool {
    /// Whether the flash is on.
    var isOn = false

    var bindings: [KeyBinding] {
        [KeyBinding(.letter("F"), keys: "F", summary: "flash the regions each frame redraws") { [weak self] _ in self?.isOn.toggle() }]
    }
}
