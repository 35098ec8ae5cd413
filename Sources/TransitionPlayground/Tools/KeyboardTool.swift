import Foundation
import TransitionKit

/// The simulated keyboard: a `KeyboardPanel` over each pane where its window's keyboard is,
/// sliding with it. The window shows the keyboard while a text field is the first responder
/// (a click on one); K shows or hides it by hand, as the iOS Simulator's "Toggle Software
/// Keyboard" does (shown with no field, to look at a layout over it; hidden while a field keeps
/// focus). Typing is `PlaygroundApp.handleTextInput(_:)`'s.
@MainActor
final class KeyboardTool: PlaygroundTool {
    /// One panel a pane, made as panes appear.
    private(set) var panels: [KeyboardPanel] = []
    private let overlay: Overlay

    /// Adds nothing yet: a panel is added to `overlay` when its pane first shows a keyboard.
    init(overlay: Overlay) {
        self.overlay = overlay
    }

    var bindings: [KeyBinding] {
        [KeyBinding(.letter("K"), keys: "K", summary: "keyboard: show / hide (Esc: end editing)") { session in
            session.perform(.toggleKeyboard)
            session.say(session.window.keyboardFrame == nil ? "keyboard: hidden" : "keyboard: shown")
        }]
    }

    func updatePanels(in session: PlaygroundSession, sidebar: inout Sidebar.Layout, notes: inout FrameNotes) {
        for (index, pane) in session.panes.enumerated() {
            guard let frame = pane.window.keyboardPresentationFrame, frame.minY < pane.window.bounds.height else {
                if panels.indices.contains(index), !panels[index].isHidden { panels[index].isHidden = true }
                continue
            }
            let panel = self.panel(at: index)
            let placed = frame.offsetBy(dx: CGFloat(index) * session.window.bounds.width, dy: 0)
            if panel.frame != placed { panel.frame = placed }
            if panel.isHidden { panel.isHidden = false }
            panel.update(returnTitle: pane.window.keyboardReturnKeyTitle, pressed: index == 0 ? session.heldKeys : [])
        }
        for panel in panels.dropFirst(session.panes.count) where !panel.isHidden { panel.isHidden = true }
    }

    /// The panel of pane `index`, made (and added under the tools' later views) when first needed.
    private func panel(at index: Int) -> KeyboardPanel {
        while panels.count <= index {
            let panel = KeyboardPanel()
            panel.isHidden = true
            overlay.insert(panel)
            panels.append(panel)
        }
        return panels[index]
    }
}
