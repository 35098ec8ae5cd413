import Foundation
import TransitionKit
import TransitionKitSDL

/// The app: a scene session (window, clock, scene), its overlays, the key map, the time controls,
/// the transition hold and the run's recording; an `SDLHost` drives it one frame at a time
/// (`makeFrame(input:advancingClockBy:)`; tests use `runFrame(_:)`, or `handle(_:)` and `frame()`).
///
/// Input: every event goes to the window: pointer events reach the scene's views and gesture
/// recognizers; keys come back through `window.keyHandler` to `handleKey(_:)`, which runs the
/// `KeyMap` binding they match, or hands them to the scene.
@MainActor
package final class PlaygroundApp {
    /// The window title's fixed part.
    package static let titlePrefix = "TransitionKit Playground"
    /// How often the frame rate (title and HUD) is refreshed, in seconds.
    static let titleRefreshInterval = 0.25
    /// How long after the loop wakes from rest the frame rate reads "idle": too few frames for a
    /// rate yet. After it, the rate counts the frames since waking (up to the last second), so
    /// a transition of half a second shows its own rate.
    static let rateWarmUp = 0.25

    /// The scene on screen, in its window on its clock (a fresh session per scene).
    var session: SceneSession
    /// The scenes Tab cycles through (the run's, handed in).
    package let catalog: SceneCatalog
    /// Space, `.` and S.
    let time: TimeControls
    /// `,` and what Space and `.` do to the transition it holds.
    let hold = TransitionHold()
    /// The HUD, help, debug and message overlays.
    let overlay: Overlay
    /// The last transition callbacks and diagnostics (the debug overlay's log, the trace's lists).
    let log = CallbackLog()
    /// The script replayed, the recording, the trace and the script's screenshots.
    package let recording = RunRecording()
    /// Whether Q was pressed, a script's `quit` ran, or the script ended.
    var isQuitRequested = false
    /// The frame rate the HUD and title show (set by the host loop).
    var framesPerSecond: Double = 0
    /// Whether the host's loop woke from rest less than `rateWarmUp` ago: the HUD shows "idle".
    var restedRecently = false
    /// `window.modelChangeCount` when the last frame was made: a different count means the
    /// model changed after it (`nextFrame(after:)`).
    var modelChangesDrawn: UInt64 = 0
    /// The recent frames' model and render times (set by the host loop; the debug graph).
    var frameSamples: [FrameStatistics.Sample] = []
    /// Called with the new window size when R rotates or a script resizes (the host resizes its SDL window).
    package var requestWindowSize: ((CGSize) -> Void)?
    /// The run's time across the scenes' clocks, and the frame count.
    var runTime = RunTime()
    /// The keys down now (a repeated key-down of a key not in the set is a new press).
    private var heldKeys: Set<Key> = []
    /// Whether the pointer is down (moves are recorded only then).
    private var isPointerDown = false
    /// When the host last refreshed the frame rate.
    var lastTitleRefresh = -Double.infinity
    /// Actions of a replay still to be fed live, at their clock times (`replayToLastTransition()`).
    var pendingReplay: [SceneHistory.Entry] = []
    /// The values the tuning panel set, by scene name and animator index (they outlive the scene
    /// instance: a replay or a return to the scene makes a fresh one).
    var tunings: [String: [Int: [TunableParameter]]] = [:]
    /// Compare mode's right pane (C), or nil when the window shows one scene.
    var compare: SceneSession?
    /// The right pane's callbacks and diagnostics (kept apart from the left's, which the debug overlay shows).
    let compareLog = CallbackLog()
    /// A press held while paused until it is a click (inspect) or a drag (delivered).
    var heldPress: InputEvent?
    /// The view the values inspector shows (while paused).
    weak var inspectedView: UIView?
    /// The `--watch` supervisor's status file, read twice a second (`pollWatchStatus()`).
    var watchStatusPath: String?
    /// The tuning panel's drag in progress, if a press began on it.
    var tuningDrag: TuningDrag?
    /// Where "Copy as Swift" writes (standard output; tests capture it).
    var writeToStandardOutput: (String) -> Void = { print($0) }
    /// The insets of the simulated phone P switches on (`--safe-area`, else 59 / 34 pt).
    var phoneInsets = PlaygroundApp.defaultPhoneInsets
    /// Whether the simulated phone's insets, status bar and home indicator are on (P, `--phone`).
    var isPhoneOn = false

    /// Creates the window at `size` points showing `scene`, one of `catalog`'s (Tab cycles through
    /// them); `slow` starts with slow animations.
    package init(scene: any Scene, size: CGSize, slow: Bool = false, catalog: SceneCatalog = .builtIn) {
        self.catalog = catalog
        session = SceneSession(scene: scene, size: size, index: catalog.index(ofScene: scene.name) ?? 0)
        time = TimeControls(clock: session.clock, slow: slow)
        overlay = Overlay(size: size)
        session.start(keys: { [unowned self] event in handleKey(event) }, log: log)
    }

    /// Creates the app as `init(scene:size:slow:)` does, with the simulated phone's insets on
    /// when `phoneInsets` is given.
    convenience init(scene: any Scene, size: CGSize, slow: Bool = false, catalog: SceneCatalog = .builtIn, phoneInsets: UIEdgeInsets?) {
        self.init(scene: scene, size: size, slow: slow, catalog: catalog)
        if let phoneInsets { setPhone(on: true, insets: phoneInsets, announcing: false) }
    }

    /// The scene's window.
    var window: UIWindow { session.window }
    /// The scene's clock.
    package var clock: AnimationClock { session.clock }
    /// The scene shown.
    var scene: any Scene { session.scene }
    /// The scene's position in `catalog` (Tab order).
    var sceneIndex: Int { session.index }
    /// Whether `,` holds the running transition.
    var isHoldingTransition: Bool { hold.isHolding }

    /// Seconds of real time since the start of the run (the script's clock) of the frame being
    /// made, or of the last frame made: frame `n` of a fixed-step run is at `n / 60`.
    var frameTime: TimeInterval { runTime.now(on: clock) }
    /// The number of frames made so far.
    var frameIndex: Int { runTime.frameIndex }

    // MARK: Title

    /// The window title: "TransitionKit Playground - sample - spring - 60 fps", or "... - idle"
    /// when the rate is nil (see `shownFramesPerSecond`).
    package static func title(scene: String, animator: String, framesPerSecond: Double?) -> String {
        "\(titlePrefix) - \(scene) - \(animator) - \(HUDPanel.fpsText(framesPerSecond))"
    }

    /// The title for the current scene, animator and frame rate.
    var title: String { Self.title(scene: scene.name, animator: scene.animatorName, framesPerSecond: shownFramesPerSecond) }

    /// The frame rate the HUD and the title show: nil ("idle") when the loop rested in the last
    /// second or no rate was measured yet (a window that rests right after launch would
    /// otherwise show "0 fps" until something moves).
    var shownFramesPerSecond: Double? {
        restedRecently || !(framesPerSecond > 0) ? nil : framesPerSecond
    }

    // MARK: Scenes and animators

    /// Shows a fresh instance of the scene at `index` in `catalog` (wrapping around), in a fresh
    /// session; the old one is retired.
    func showScene(at index: Int) {
        let entry = catalog.entry(wrapping: index)
        let old = session
        if isComparing { say("compare off: a new scene") }
        endComparePane()
        runTime.retire(old.clock)
        old.retire()
        hold.release()
        isPointerDown = false
        session = SceneSession(
            scene: entry.make(), size: old.window.bounds.size, index: catalog.index(ofScene: entry.name) ?? 0,
            frameInterval: old.clock.frameInterval)
        time.attach(to: session.clock)
        session.start(keys: { [unowned self] event in handleKey(event) }, log: log)
        pendingReplay = []
        applyTuning()
        applyPhoneInsets()
        recording.record(.scene(scene.name), at: frameTime)
    }

    /// Shows the scene named `name`; false when there is none.
    @discardableResult
    func showScene(named name: String) -> Bool {
        guard let index = catalog.index(ofScene: name) else { return false }
        showScene(at: index)
        return true
    }

    /// Chooses the scene's animator at `index` (0-based); says so when there is none.
    func chooseAnimator(at index: Int) {
        guard index >= 0, index < scene.animatorNames.count else {
            let count = scene.animatorNames.count
            say("\(scene.name) has \(count) animator\(count == 1 ? "" : "s")")
            return
        }
        perform(.animator(index))
        recording.record(.animator(index + 1), at: frameTime)
    }

    // MARK: Input

    /// Handles one input event (from the host, a script or a test); recorded when recording.
    func handle(_ event: InputEvent) {
        if handleTuningPointer(event) || handleInspectorPointer(event) { return }
        route(event)
    }

    /// Handles an input event that is the scene's (not the tuning panel's or the inspector's).
    func route(_ event: InputEvent) {
        let event = paneLocal(event)
        switch event {
        case .mouseDown:
            pendingReplay = []
            isPointerDown = true
            recording.record(ScriptAction(recording: event), at: frameTime)
        case .mouseMove:
            if isPointerDown { recording.record(ScriptAction(recording: event), at: frameTime) }
        case .mouseUp:
            isPointerDown = false
            recording.record(ScriptAction(recording: event), at: frameTime)
        case .scroll, .magnify:
            recording.record(ScriptAction(recording: event), at: frameTime)
        case .resize(let size):
            if size != window.bounds.size { recording.record(.resize(size), at: frameTime) }
        case .keyDown, .keyUp, .text, .rotate:
            deliver(event)  // keys are recorded by handleKey, which knows what the key did (R rotates)
            return
        }
        perform(.input(event))
    }

    /// Sends `event` to the window (and resizes the overlays), without recording it.
    func deliver(_ event: InputEvent) {
        window.send(event)  // pointer events reach recognizers; keys come back through keyHandler
        switch event {
        case .resize(let size), .rotate(let size): overlay.resize(to: isComparing ? CGSize(width: size.width * 2, height: size.height) : size)
        default: break
        }
    }

    /// Handles a key or text event that reached the window: the `KeyMap` binding it matches
    /// (Shift allowed), else the scene's `handleKey(_:modifiers:)`. Recorded when recording.
    func handleKey(_ event: InputEvent) {
        guard case .keyDown(let key, let modifiers) = event else {
            if case .keyUp(let key, _) = event { heldKeys.remove(key) }
            return
        }
        let binding = KeyMap.binding(for: key)
        if !key.isModifier { pendingReplay = [] }
        let isRepeat = !heldKeys.insert(key).inserted
        if isRepeat && binding?.repeats != true { return }
        let isGlobal = modifiers.isSubset(of: [.shift])
        if !(isGlobal && binding?.recordsItself == true) && !key.isModifier {
            recording.record(.key(key, modifiers), at: frameTime)
        }
        guard isGlobal, let binding else {
            perform(.key(key, modifiers))
            return
        }
        binding.perform(self, key, modifiers.contains(.shift))
    }

    /// Shows a one-line message in the overlay.
    func say(_ text: String) { overlay.show(message: text, at: frameTime) }

}
