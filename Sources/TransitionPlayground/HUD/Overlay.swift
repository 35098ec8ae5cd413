import Foundation
import TransitionKit

/// The playground's overlays: the HUD (always), the help (H), the debug panel (D) and a one-line
/// message for keys that did nothing.
///
/// They are TransitionKit views in a separate `UIWindow` on a clock of their own, whose display
/// list the app appends to the scene window's. The scene window never sees them, so they cannot
/// disturb its hit testing, layout or transitions; and their clock is never advanced, so they
/// do not animate and pausing or slowing time never affects them (the HUD sets every value
/// directly each frame).
@MainActor
final class Overlay {
    /// How long a message stays, in seconds of real time.
    static let messageDuration = 2.5

    /// The window holding the overlays (transparent: it draws only its subviews).
    let window: UIWindow
    /// The simulated phone's status bar and home indicator (hidden until P, `--phone`).
    let phone = PhoneChrome()
    /// The HUD panel, top left (below the status bar while the phone insets are on).
    let hud = HUDPanel()
    /// The help panel (hidden until H).
    let help = HelpPanel()
    /// The debug panel (hidden until D); the app draws the outlines and touches itself.
    let debug = DebugPanel()
    /// The tuning panel (hidden until T), under the HUD.
    let tuning = TuningPanel()
    /// The values inspector (a paused click on a view).
    let inspector = ValuesInspector()
    /// Compare mode's divider and pane labels (hidden until C).
    let compareChrome = CompareChrome()
    /// The message line at the bottom.
    let messageLabel = UILabel()
    /// The scene's "NN % · release: finish/cancel" while a gesture drives a transition, above the message line.
    let hintLabel = UILabel()
    private var messageEnd: TimeInterval = -.infinity
    /// The phone's top inset while the phone chrome is shown, else 0.
    private var phoneTop: CGFloat = 0

    /// Creates the overlays for a window of `size` points.
    init(size: CGSize) {
        window = UIWindow(frame: CGRect(origin: .zero, size: size), clock: AnimationClock())
        window.backgroundColor = nil
        window.writesDiagnosticsToStandardError = false
        messageLabel.font = .systemFont(ofSize: 15)
        messageLabel.textColor = Palette.title
        messageLabel.textAlignment = .center
        messageLabel.backgroundColor = Palette.panel
        messageLabel.layer.cornerRadius = 10
        messageLabel.isHidden = true
        hintLabel.font = .boldSystemFont(ofSize: 17)
        hintLabel.textColor = Palette.title
        hintLabel.textAlignment = .center
        hintLabel.backgroundColor = Palette.panel
        hintLabel.layer.cornerRadius = 10
        hintLabel.isHidden = true
        help.isHidden = true
        debug.isHidden = true
        tuning.isHidden = true
        compareChrome.isHidden = true
        inspector.isHidden = true
        window.addSubview(compareChrome)
        window.addSubview(inspector)
        phone.isHidden = true
        window.addSubview(phone)
        window.addSubview(hud)
        window.addSubview(tuning)
        window.addSubview(debug)
        window.addSubview(messageLabel)
        window.addSubview(hintLabel)
        window.addSubview(help)
        window.makeKeyAndVisible()
        layout()
    }

    /// Whether the renderer flashes the regions each frame redrew (F; drawn by the renderer
    /// over the window only, so it damages nothing itself).
    var flashesRedrawnRegions = false

    /// Whether the help is shown.
    var isHelpVisible: Bool {
        get { !help.isHidden }
        set { help.isHidden = !newValue }
    }

    /// Whether the debug overlay is shown.
    var isDebugVisible: Bool {
        get { !debug.isHidden }
        set {
            debug.isHidden = !newValue
            layout()
        }
    }

    /// Whether the tuning panel is shown.
    var isTuningVisible: Bool {
        get { !tuning.isHidden }
        set { tuning.isHidden = !newValue }
    }

    /// Shows the scene's tunable parameters in the tuning panel (when it is visible) and fits the panel under the HUD.
    /// The parameters are read only while the panel is visible (this runs every frame).
    func showTuning(_ parameters: @autoclosure () -> [TunableParameter], animatorName: @autoclosure () -> String) {
        guard isTuningVisible else {
            hud.plot.showHandles(nil)
            return
        }
        let parameters = parameters()
        hud.plot.showHandles(TunedValues(parameters).controlPoints)
        tuning.show(parameters, animatorName: animatorName())
        let frame = CGRect(x: 12, y: hud.frame.maxY + 10, width: TuningPanel.width, height: tuning.preferredHeight)
        if tuning.frame != frame { tuning.frame = frame }
    }

    /// The message shown, or nil.
    var message: String? { messageLabel.isHidden ? nil : messageLabel.text }

    /// Shows `text` at the bottom until `messageDuration` seconds after `time` (real time).
    func show(message text: String, at time: TimeInterval) {
        messageLabel.text = text
        messageLabel.isHidden = false
        messageEnd = time + Self.messageDuration
        layout()
    }

    /// Follows the scene window's size.
    func resize(to size: CGSize) {
        window.send(.resize(size))
        layout()
    }

    /// Updates the HUD for this frame; `realTime` expires the message.
    func update(_ state: HUDState, realTime: TimeInterval) {
        hud.show(state)
        if hintLabel.text != state.interactionHint || hintLabel.isHidden != (state.interactionHint == nil) {
            hintLabel.text = state.interactionHint
            hintLabel.isHidden = state.interactionHint == nil
            layout()
        }
        let height = hud.preferredHeight
        if hud.bounds.height != height { hud.frame = CGRect(x: 12, y: panelTop, width: HUDPanel.width, height: height) }
        if !messageLabel.isHidden && realTime >= messageEnd { messageLabel.isHidden = true }
    }

    /// Shows the phone's status bar and home indicator over `sceneWindow` with `insets` (none
    /// when nil); the panels move below the status bar.
    func showPhone(over sceneWindow: UIWindow, insets: UIEdgeInsets?) {
        let top = insets?.top ?? 0
        phone.show(for: sceneWindow, insets: insets)
        if top != phoneTop {
            phoneTop = top
            layout()
        }
    }

    /// The top of the HUD and debug panels: below the phone's status bar when it is shown.
    private var panelTop: CGFloat { 12 + phoneTop }

    private func layout() {
        let size = window.bounds.size
        hud.frame = CGRect(x: 12, y: panelTop, width: HUDPanel.width, height: hud.preferredHeight)
        help.frame = CGRect(origin: .zero, size: size)
        compareChrome.frame = CGRect(origin: .zero, size: size)
        debug.frame = CGRect(
            x: max(size.width - DebugPanel.width - 12, 12), y: panelTop,
            width: DebugPanel.width, height: min(DebugPanel.preferredHeight, max(size.height - 24 - phoneTop, 100)))
        let width = min(size.width - 24, max(240, messageLabel.intrinsicContentSize.width * 1.05 + 32))
        messageLabel.frame = CGRect(x: ((size.width - width) / 2).rounded(), y: size.height - 56, width: width, height: 34)
        let hintWidth: CGFloat = 260
        hintLabel.frame = CGRect(x: ((size.width - hintWidth) / 2).rounded(), y: size.height - 104, width: hintWidth, height: 38)
    }

    /// The overlays' draw commands, to append to the scene window's display list.
    func displayList() -> DisplayList { window.displayList() }
}
