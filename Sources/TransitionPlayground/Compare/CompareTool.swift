import Foundation
import TransitionKit

/// Compare mode (C): the device splits into two panes showing fresh instances of the same
/// scene, the left with the chosen animator (keys 1-9), the right with another (Shift-1-9). The
/// panes are the session's (`PlaygroundSession.extraPanes`): both get every action and keep the
/// same time, so the two animators run side by side frame for frame. The tool splits and joins
/// them, draws the divider and labels the panes in the sidebar; it draws every frame while on.
@MainActor
final class CompareTool: PlaygroundTool {
    /// The divider between the panes.
    let chrome = CompareChrome()
    /// The panes' labels in the sidebar.
    let labels = CompareChrome.makeLabel()
    /// Whether the session has a second pane (the tool's own doing).
    private(set) var isComparing = false

    /// Adds the divider and the labels to `overlay` (hidden until C).
    init(overlay: Overlay) {
        chrome.isHidden = true
        labels.isHidden = true
        labels.numberOfLines = 2
        overlay.add(chrome)
        overlay.add(labels)
    }

    var bindings: [KeyBinding] {
        [
            KeyBinding(.letter("C"), keys: "C", summary: "compare two animators side by side") { [weak self] session in self?.toggle(in: session) },
            KeyBinding(keys: "Shift-1 - 9", summary: "compare mode: the right pane's animator", recordsItself: true,
                       matches: { [weak self] key, isShifted in self?.isComparing == true && isShifted && KeyBinding.digit(of: key) != nil },
                       perform: { session, key, _ in session.chooseAnimator(at: (KeyBinding.digit(of: key) ?? 1) - 1, inExtraPane: 0) }),
        ]
    }

    var needsEveryFrame: Bool { isComparing }

    /// C: splits the device into two panes (both scenes restart), or goes back to one.
    func toggle(in session: PlaygroundSession) {
        let scene = session.scene
        guard isComparing || scene.animatorNames.count >= 2 else {
            session.say("C compares two animators: \(scene.name) has \(scene.animatorNames.count)")
            return
        }
        let device = session.deviceSize, left = scene.animatorIndex
        isComparing.toggle()
        session.restartScene(
            replaying: [], until: 0, paneSize: PlaygroundSession.paneSize(of: device, count: isComparing ? 2 : 1),
            extraAnimators: isComparing ? [(left + 1) % scene.animatorNames.count] : [])
        session.perform(.animator(left))
        if isComparing {
            session.say("compare: left \(session.scene.animatorName), right \(session.extraPanes.first?.scene.animatorName ?? "-") (Shift-1-9 picks it)")
        } else {
            session.say("compare off")
        }
    }

    func updatePanels(in session: PlaygroundSession, sidebar: inout Sidebar.Layout, notes: inout FrameNotes) {
        // A new scene (Tab) ends compare mode: the session has one pane again.
        if isComparing && session.extraPanes.isEmpty { isComparing = false }
        chrome.isHidden = !isComparing
        labels.isHidden = !isComparing
        guard isComparing, let right = session.extraPanes.first else { return }
        let paneWidth = session.window.bounds.width
        chrome.frame = CGRect(x: 0, y: 0, width: paneWidth * 2, height: session.window.bounds.height)
        chrome.showDivider(at: paneWidth)
        let text = "left \(session.scene.animatorIndex + 1) · \(session.scene.animatorName)\n"
            + "right Shift-\(right.scene.animatorIndex + 1) · \(right.scene.animatorName)"
        if labels.text != text { labels.text = text }
        sidebar.place(labels, height: 48)
    }
}
