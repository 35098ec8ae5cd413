import TransitionKit

/// H: the help overlay over the whole window, listing every tool's keys and the scene's
/// animators and gestures (drawn over everything while shown; H closes it).
@MainActor
final class HelpTool: PlaygroundTool {
    /// The panel.
    let panel: HelpPanel

    /// Adds the panel, listing `bindings` (every tool's, this one's included), to `overlay`.
    init(overlay: Overlay, bindings: [KeyBinding]) {
        panel = HelpPanel(bindings: bindings + [Self.binding(toggling: nil)])
        panel.isHidden = true
        overlay.add(panel)
    }

    /// Whether the help is shown.
    var isVisible: Bool {
        get { !panel.isHidden }
        set { panel.isHidden = !newValue }
    }

    var bindings: [KeyBinding] { [Self.binding(toggling: self)] }

    /// The H binding (toggling `tool`'s panel).
    private static func binding(toggling tool: HelpTool?) -> KeyBinding {
        KeyBinding(.letter("H"), keys: "H", summary: "this help") { [weak tool] _ in tool?.isVisible.toggle() }
    }

    func updatePanels(in session: PlaygroundSession, sidebar: inout Sidebar.Layout, notes: inout FrameNotes) {
        guard isVisible else { return }
        let frame = session.overlay.window.bounds
        if panel.frame != frame { panel.frame = frame }
        panel.show(HelpPanel.SceneHelp(session.scene))
    }
}
