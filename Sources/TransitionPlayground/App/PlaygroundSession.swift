import Foundation
import TransitionKit

/// The run as the tools see it: the scene on screen in one or more panes (each a `SceneSession`),
/// the time controls, the run's time and recording, the callback log, the message line, and the
/// canvas (`Overlay`) the tools' panels are views in. It knows nothing of the tools: it tells them
/// what happened through `changeHandler` (the app forwards each `Change` to every tool).
///
/// The window is the device's screen (the panes side by side, from the left edge) with the
/// `Sidebar` to its right, where the tools' panels are: they never cover the scene.
@MainActor
final class PlaygroundSession {
    /// What a tool may want to know happened.
    enum Change {
        /// A fresh scene instance started in `pane` (the main pane after Tab, a replay or compare's
        /// restart, or an extra pane): tools give it their settings (tuned values, phone insets).
        case paneStarted(SceneSession)
        /// `pane`'s animator was chosen (1-9, Shift-1-9, a replay).
        case animatorChosen(SceneSession)
        /// The main pane's scene was retired: whatever held it lets go.
        case sceneRetired
        /// Space resumed time.
        case timeResumed
        /// `.` is about to step time one frame, of `interval` seconds.
        case willStepFrame(TimeInterval)
    }

    /// A one-line message and when it was said (run time).
    struct Message: Equatable {
        /// The text.
        var text: String
        /// When it was said, in seconds of run time.
        var time: TimeInterval
    }

    /// The scenes Tab cycles through (the run's, handed in).
    let catalog: SceneCatalog
    /// The main pane: the scene the keys, the inspector and the trace follow.
    private(set) var main: SceneSession
    /// Further panes beside the main one, each a fresh instance of the same scene (compare mode).
    private(set) var extraPanes: [SceneSession] = []
    /// Space, `.` and S.
    let time: TimeControls
    /// The run's time across the scenes' clocks, and the frame count.
    var runTime = RunTime()
    /// The script replayed, the recording, the trace and the script's screenshots.
    let recording = RunRecording()
    /// The main pane's callbacks and diagnostics (the debug panel, the trace).
    let log = CallbackLog()
    /// The window the tools' panels are views in, drawn over the device and the sidebar.
    let overlay: Overlay
    /// The last message said, if any (the HUD shows it for a while).
    private(set) var message: Message?
    /// Whether Q was pressed, a script's `quit` ran, `--watch` said quit, or the script ended.
    var isQuitRequested = false
    /// The window size (device and sidebar) the frame asked for (R, a script's resize): the
    /// frame's output takes it.
    var requestedWindowSize: CGSize?
    /// Actions of a replay still to be fed live, at their clock times (`replayToLastTransition()`).
    var pendingReplay: [SceneHistory.Entry] = []
    /// The main pane window's `modelChangeCount` when the last frame was made: a different count means the
    /// model changed after it (the window may not rest).
    var modelChangesDrawn: UInt64 = 0
    /// Whether the host's window has the sidebar beside the device (a headless run that captures
    /// the device alone draws no sidebar: its window is the device's screen).
    var hostShowsSidebar = true
    /// Called with each change (the app forwards it to the tools).
    var changeHandler: ((Change) -> Void)?
    /// The keys down now (a repeated key-down of a key not in the set is a new press).
    var heldKeys: Set<Key> = []
    /// Whether the pointer is down on the device (moves are recorded only then).
    var isPointerDown = false
    /// Whether the pointer went down on the sidebar and no tool took it: its moves and release
    /// reach nobody.
    var isPressOnSidebar = false

    /// A session showing `scene`, one of `catalog`'s, on a device of `deviceSize` points; `slow`
    /// starts with slow animations.
    init(scene: any Scene, deviceSize: CGSize, catalog: SceneCatalog, slow: Bool = false) {
        self.catalog = catalog
        main = SceneSession(scene: scene, size: deviceSize, index: catalog.index(ofScene: scene.name) ?? 0)
        time = TimeControls(clock: main.clock, slow: slow)
        overlay = Overlay(size: Sidebar.windowSize(forDevice: deviceSize))
        main.start(log: log)
    }

    /// The main pane's window.
    var window: UIWindow { main.window }
    /// The main pane's clock.
    var clock: AnimationClock { main.clock }
    /// The main pane's scene.
    var scene: any Scene { main.scene }
    /// Every pane, the main one first.
    var panes: [SceneSession] { [main] + extraPanes }

    /// Seconds of real time since the start of the run (the script's clock) of the frame being
    /// made, or of the last frame made: frame `n` of a fixed-step run is at `n / 60`.
    var frameTime: TimeInterval { runTime.now(on: clock) }

    /// How long a message stays, in seconds of run time.
    static let messageDuration = 2.5

    /// Shows a one-line message (the HUD's message line) for `messageDuration`.
    func say(_ text: String) { message = Message(text: text, time: frameTime) }

    /// The message to show now: the last one said, until `messageDuration` after it.
    var currentMessage: String? {
        message.flatMap { frameTime < $0.time + Self.messageDuration ? $0.text : nil }
    }

    /// The host window that shows a device screen of `size` points (with the sidebar when it shows one).
    func hostWindowSize(forDevice size: CGSize) -> CGSize { hostShowsSidebar ? Sidebar.windowSize(forDevice: size) : size }

    /// The device screen a host window of `size` points leaves.
    func deviceSize(forHostWindow size: CGSize) -> CGSize { hostShowsSidebar ? Sidebar.deviceSize(forWindow: size) : size }

    /// Tells the tools about `change`.
    func notify(_ change: Change) { changeHandler?(change) }

    /// Makes `session` the main pane (the old one is retired by the caller).
    func replaceMain(with session: SceneSession) {
        main = session
        session.start(log: log)
        time.attach(to: session.clock)
    }

    /// The run ends (Q, a script's end, `--frames`): every pane's app terminates
    /// (`applicationWillTerminate(_:)`), without running its clock further.
    func endRun() {
        for pane in panes { pane.end() }
    }

    /// Sets the extra panes (retiring the old ones).
    func replaceExtraPanes(with panes: [SceneSession]) {
        for pane in extraPanes { pane.retire() }
        extraPanes = panes
    }
}
