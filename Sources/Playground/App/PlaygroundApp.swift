import Foundation
import TransitionKit
import TransitionKitSDL

/// The app loop: one `UIWindow` showing a scene, its overlays, and the global keys; an
/// `SDLHost` drives it (tests drive it with `runFrame(_:)`, or `handle(_:)` and `frame()`).
///
/// Input: every event goes to the window: pointer events reach the scene's views and gesture
/// recognizers; keys come back through `window.keyHandler` to `handleKey(_:)`: the global keys
/// (Space, `.`, `,`, S, H, D, R, Q, Tab, 1-9, Enter, Backspace) are the app's, the rest go to the
/// scene through the `Scene` protocol.
/// Each scene gets a fresh window on a fresh clock (Tab resets cleanly even mid-transition:
/// nothing of the old scene keeps running or stays alive). `frameTime` runs on across scenes.
@MainActor
final class PlaygroundApp {
    /// The window title's fixed part.
    static let titlePrefix = "TransitionKit Playground"
    /// How often the frame rate (title and HUD) is refreshed, in seconds.
    static let titleRefreshInterval = 0.5
    /// Keys that act again while held (SDL repeats key-downs); other keys act once per press.
    static let repeatingKeys: Set<String> = [".", ","]
    /// The most animation time a replaced scene's transitions get to end, off screen.
    static let retireLimit: TimeInterval = 10
    /// The time a replaced scene's other animations get to end, off screen.
    static let settleTime: TimeInterval = 1

    /// The scene's clock (a fresh one per scene).
    private(set) var clock: AnimationClock
    /// The scene's window (a fresh one per scene).
    private(set) var window: UIWindow
    /// Space, `.` and S.
    let time: TimeControls
    /// The HUD, help, debug and message overlays.
    let overlay: Overlay
    /// The last transition callbacks and diagnostics (the debug overlay's log, the trace's lists).
    let log = CallbackLog()
    /// The scene shown.
    private(set) var scene: any Scene
    /// The scene's position in `SceneCatalog.entries` (Tab order).
    private(set) var sceneIndex: Int
    /// Whether Q was pressed, a script's `quit` ran, or the script ended.
    var isQuitRequested = false
    /// The frame rate the HUD and title show (set by the host loop).
    var framesPerSecond: Double = 0
    /// The recent frames' model and render times (set by the host loop; the debug graph).
    var frameSamples: [FrameStatistics.Sample] = []
    /// Called with the new window size when R rotates or a script resizes (the host resizes its SDL window).
    var requestWindowSize: ((CGSize) -> Void)?
    /// Called with a file path when a script asks for a screenshot of the frame being made.
    var requestScreenshot: ((String) -> Void)?
    /// Where script screenshots go instead of their own paths (`--screenshot` with a script).
    var screenshotRedirect: String?
    /// The script being replayed.
    var script: ScriptPlayer?
    /// Records what happens (`--record`).
    var recorder: ScriptRecorder?
    /// Writes the trace (`--trace`).
    var trace: TraceWriter?
    /// The number of frames made so far.
    var frameIndex = 0
    /// Real time before the current clock started, less the frames `.` stepped.
    private var timeBase: TimeInterval = 0
    var heldKeys: Set<String> = []
    var lastTitleRefresh = -Double.infinity
    var pendingInput: [InputEvent] = []
    var isPointerDown = false
    var screenshotCount = 0
    /// Whether `,` holds the running transition (Space lets it run on), and whether a gesture held it before.
    var isHoldingTransition = false
    var heldTransitionWasInteractive = false

    /// Creates the window at `size` points showing `scene`; `slow` starts with slow animations.
    init(scene: any Scene, size: CGSize, slow: Bool = false) {
        self.scene = scene
        sceneIndex = SceneCatalog.entries.firstIndex { $0.name == scene.name } ?? 0
        clock = AnimationClock()
        window = UIWindow(frame: CGRect(origin: .zero, size: size), clock: clock)
        time = TimeControls(clock: clock, slow: slow)
        overlay = Overlay(size: size)
        install(scene, in: window)
    }

    /// Seconds of real time since the start of the run (the script's clock): frame `n` of a
    /// fixed-step run is at `n / 60`.
    var frameTime: TimeInterval { timeBase + clock.realTime }

    private func install(_ scene: any Scene, in window: UIWindow) {
        window.backgroundColor = .black
        window.keyHandler = { [unowned self] event in handleKey(event) }
        window.callbackHandler = { [unowned self, unowned window] entry in log.callback(entry, at: window.clock.now) }
        window.diagnosticHandler = { [unowned self] diagnostic in log.diagnostic(diagnostic) }
        window.rootViewController = scene.makeRootViewController()
        window.makeKeyAndVisible()
    }

    // MARK: Title

    /// The window title: "TransitionKit Playground - sample - spring - 60 fps".
    static func title(scene: String, animator: String, framesPerSecond: Double) -> String {
        let fps = Int(framesPerSecond.isFinite ? framesPerSecond.rounded() : 0)
        return "\(titlePrefix) - \(scene) - \(animator) - \(fps) fps"
    }

    /// The title for the current scene, animator and frame rate.
    var title: String { Self.title(scene: scene.name, animator: scene.animatorName, framesPerSecond: framesPerSecond) }

    // MARK: Scenes and animators

    /// Shows a fresh instance of the scene at `index` in `SceneCatalog.entries` (wrapping around),
    /// in a fresh window on a fresh clock; the old scene, window and running transition are dropped.
    func showScene(at index: Int) {
        let entries = SceneCatalog.entries
        sceneIndex = ((index % entries.count) + entries.count) % entries.count
        let size = window.bounds.size, interval = clock.frameInterval
        timeBase += clock.realTime
        retire(window)
        scene = entries[sceneIndex].make()
        clock = AnimationClock()
        clock.frameInterval = interval
        window = UIWindow(frame: CGRect(origin: .zero, size: size), clock: clock)
        time.attach(to: clock)
        isHoldingTransition = false
        isPointerDown = false
        install(scene, in: window)
        recorder?.record(.scene(scene.name), at: frameTime)
    }

    /// Detaches the old scene's window and lets whatever runs in it end, off screen: the gesture
    /// is released, a held transition runs on, and the old clock runs (at most `retireLimit`
    /// seconds) until no transition is left; then everything presented is dismissed without
    /// animation and the clock runs `settleTime` more. A transition or property animator left
    /// mid-flight on a clock nobody advances, or a presentation left up (the presented
    /// controller's presentation controller holds its presenter), would keep the old scene alive.
    private func retire(_ window: UIWindow) {
        window.keyHandler = nil
        window.callbackHandler = nil
        window.diagnosticHandler = nil
        window.writesDiagnosticsToStandardError = false
        let clock = window.clock
        clock.speed = 1
        if !window.activeTouchLocations.isEmpty { window.send(.mouseUp(window.pointerLocation)) }
        var elapsed: TimeInterval = 0
        while window.transitionState != nil && elapsed < Self.retireLimit {
            window.resumeTransition()
            clock.advance(by: 0.25)
            elapsed += 0.25
        }
        if window.rootViewController?.presentedViewController != nil {
            window.rootViewController?.dismiss(animated: false)
        }
        clock.advance(by: Self.settleTime)
    }

    /// Shows the scene named `name`; false when there is none.
    @discardableResult
    func showScene(named name: String) -> Bool {
        guard let index = SceneCatalog.entries.firstIndex(where: { $0.name == name }) else { return false }
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
        scene.animatorIndex = index
        recorder?.record(.animator(index + 1), at: frameTime)
    }

    // MARK: Input

    /// Handles one input event (from the host, a script or a test); recorded when recording.
    func handle(_ event: InputEvent) {
        switch event {
        case .mouseDown:
            isPointerDown = true
            recorder?.record(ScriptAction(recording: event), at: frameTime)
        case .mouseMove:
            if isPointerDown { recorder?.record(ScriptAction(recording: event), at: frameTime) }
        case .mouseUp:
            isPointerDown = false
            recorder?.record(ScriptAction(recording: event), at: frameTime)
        case .scroll, .magnify:
            recorder?.record(ScriptAction(recording: event), at: frameTime)
        case .resize(let size):
            if size != window.bounds.size { recorder?.record(.resize(size), at: frameTime) }
        case .keyDown, .keyUp, .text, .rotate:
            break  // recorded by handleKey, which knows what the key did (R rotates)
        }
        deliver(event)
    }

    /// Sends `event` to the window (and resizes the overlays), without recording it.
    func deliver(_ event: InputEvent) {
        window.send(event)  // pointer events reach recognizers; keys come back through keyHandler
        switch event {
        case .resize(let size), .rotate(let size): overlay.resize(to: size)
        default: break
        }
    }

    /// Shows a one-line message in the overlay.
    func say(_ text: String) { overlay.show(message: text, at: frameTime) }

    /// R: rotates the device: the window's width and height swap, and its layout animates over
    /// the rotation (`InputEvent.rotate`); the host window is resized at once.
    func rotate() {
        let size = window.bounds.size
        let rotated = CGSize(width: size.height, height: size.width)
        deliver(.rotate(rotated))
        requestWindowSize?(rotated)
        scene.windowDidRotate(to: rotated)
    }

    /// `.` stepped the clock by one frame: keep `frameTime` on real time.
    func didStepClock(by interval: TimeInterval) { timeBase -= interval }
}
