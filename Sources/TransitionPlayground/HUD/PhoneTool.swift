import Foundation
import TransitionKit

/// P, `--phone` and `--safe-area`: every pane's screen gets a phone's safe area insets
/// (`UIScreen.simulatedSafeAreaInsets`), and the main pane shows its status bar and home
/// indicator, as the device's own screen does.
@MainActor
final class PhoneTool: PlaygroundTool {
    /// An iPhone with a Dynamic Island in portrait: the status bar area 59 pt, the home
    /// indicator area 34 pt.
    nonisolated static let defaultInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)

    /// The status bar and home indicator, over the main pane.
    let chrome = PhoneChrome()
    /// The insets P switches on (`--safe-area`, else `defaultInsets`).
    private(set) var insets = PhoneTool.defaultInsets
    /// Whether the phone is on.
    private(set) var isOn = false

    /// Adds the chrome to `overlay` (hidden until P).
    init(overlay: Overlay) {
        chrome.isHidden = true
        overlay.add(chrome)
    }

    var bindings: [KeyBinding] {
        [KeyBinding(.letter("P"), keys: "P", summary: "phone: status bar, safe area 59 / 34 pt") { [weak self] session in
            guard let self else { return }
            setOn(!isOn, in: session)
        }]
    }

    /// Switches the phone on or off (with `insets` when given); the scene lays out again in the
    /// next frame. With `announcing`, the message line says so.
    func setOn(_ on: Bool, insets: UIEdgeInsets? = nil, in session: PlaygroundSession, announcing: Bool = true) {
        if let insets { self.insets = insets }
        isOn = on
        for pane in session.panes { apply(to: pane) }
        guard announcing else { return }
        session.say(on ? "phone: safe area insets top \(Int(self.insets.top)), bottom \(Int(self.insets.bottom)) pt" : "phone: off")
    }

    private func apply(to pane: SceneSession) {
        pane.window.screen.simulatedSafeAreaInsets = isOn ? insets : .zero
    }

    func sessionDidChange(_ change: PlaygroundSession.Change, in session: PlaygroundSession) {
        if case .paneStarted(let pane) = change { apply(to: pane) }
    }

    func updatePanels(in session: PlaygroundSession, sidebar: inout Sidebar.Layout, notes: inout FrameNotes) {
        chrome.show(for: session.window, insets: isOn ? insets : nil)
    }
}
