import Foundation
import TransitionKit
import TransitionKitSDL

/// The HUD: the panel at the top of the sidebar (scene, animator, frame rate, badges, timing
/// curve), the gesture hint under it ("NN % · release: finish/cancel") and the message line
/// (what a key that did nothing says, for `messageDuration`).
@MainActor
final class HUDTool: PlaygroundTool {
    /// The HUD panel.
    let panel = HUDPanel()
    /// The scene's gesture hint while a gesture drives a transition.
    let hintLabel = HUDTool.makeLine(font: .boldSystemFont(ofSize: 17))
    /// The message line.
    let messageLabel = HUDTool.makeLine(font: .systemFont(ofSize: 15))
    /// The frame rate shown here and in the window title.
    var frameRate = FrameRateMeter()

    /// Adds the HUD's views to `overlay`.
    init(overlay: Overlay) {
        for view in [panel, hintLabel, messageLabel] { overlay.add(view) }
    }

    private static func makeLine(font: UIFont) -> UILabel {
        let label = UILabel()
        label.font = font
        label.textColor = Palette.title
        label.textAlignment = .center
        label.backgroundColor = Palette.panel
        label.layer.cornerRadius = 10
        label.isHidden = true
        return label
    }

    func frameWillBegin(_ input: FrameInput, in session: PlaygroundSession) {
        frameRate.note(input, frameInterval: session.clock.frameInterval)
    }

    /// The HUD's state now.
    func state(of session: PlaygroundSession, notes: FrameNotes) -> HUDState {
        let scene = session.scene
        return HUDState(
            sceneName: scene.name, animatorName: scene.animatorName,
            animatorNumber: scene.animatorNames.isEmpty ? 0 : scene.animatorIndex + 1,
            animatorCount: scene.animatorNames.count, framesPerSecond: frameRate.shown,
            isPaused: session.time.isPaused, isSlow: session.time.isSlow, timing: scene.timing,
            interactionHint: notes.transitionIsHeld ? nil : scene.interactionHint)
    }

    func updatePanels(in session: PlaygroundSession, sidebar: inout Sidebar.Layout, notes: inout FrameNotes) {
        let state = state(of: session, notes: notes)
        panel.show(state)
        sidebar.place(panel, height: panel.preferredHeight)
        show(state.interactionHint, in: hintLabel, height: 38, sidebar: &sidebar)
        show(session.currentMessage, in: messageLabel, height: 34, sidebar: &sidebar)
    }

    /// Shows `text` in `label` as the next panel, or hides the label when there is none (the
    /// text is set only when it changes).
    private func show(_ text: String?, in label: UILabel, height: CGFloat, sidebar: inout Sidebar.Layout) {
        if label.text != text { label.text = text }
        label.isHidden = text == nil
        if text != nil { sidebar.place(label, height: height) }
    }
}
