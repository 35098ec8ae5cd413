import Foundation
import TransitionKit
import TransitionKitSDL

/// The app loop: one `UIWindow` showing a scene, its overlays, and the global keys; an
/// `SDLHost` drives it (tests drive it directly with `handle(_:)` and `frame()`).
///
/// Input: every event goes to the window: pointer events reach the scene's views and gesture
/// recognizers; keys come back through `window.keyHandler` to `handleKey(_:)`: the global keys (Space, `.`, S, H, R, Q,
/// Tab) are the app's, the rest go to the scene through the `Scene` protocol.
/// Each frame: `scene.update()`, the HUD reads the scene, and the overlay's display list is
/// appended to the window's.
@MainActor
final class PlaygroundApp: SDLHostDelegate {
    /// The window title's fixed part.
    static let titlePrefix = "TransitionKit Playground"
    /// How often the frame rate (title and HUD) is refreshed, in seconds.
    static let titleRefreshInterval = 0.5
    /// Keys that act again while held (SDL repeats key-downs); other keys act once per press.
    static let repeatingKeys: Set<String> = [".", ","]

    let clock = AnimationClock()
    let window: UIWindow
    /// Space, `.` and S.
    let time: TimeControls
    /// The HUD, help and message overlays.
    let overlay: Overlay
    /// The scene shown.
    private(set) var scene: any Scene
    /// The scene's position in `SceneCatalog.entries` (Tab order).
    private(set) var sceneIndex: Int
    /// Whether Q was pressed.
    private(set) var isQuitRequested = false
    /// The frame rate the HUD and title show (set by the host loop).
    var framesPerSecond: Double = 0
    /// Called with the new window size when R rotates (the host resizes its SDL window).
    var requestWindowSize: ((CGSize) -> Void)?
    private var heldKeys: Set<String> = []
    private var lastTitleRefresh = -Double.infinity

    /// Creates the window at `size` points showing `scene`; `slow` starts with slow animations.
    init(scene: any Scene, size: CGSize, slow: Bool = false) {
        self.scene = scene
        sceneIndex = SceneCatalog.entries.firstIndex { $0.name == scene.name } ?? 0
        window = UIWindow(frame: CGRect(origin: .zero, size: size), clock: clock)
        window.backgroundColor = .black
        time = TimeControls(clock: clock, slow: slow)
        overlay = Overlay(size: size)
        window.rootViewController = scene.makeRootViewController()
        window.makeKeyAndVisible()
        window.keyHandler = { [unowned self] event in handleKey(event) }
    }

    // MARK: Title

    /// The window title: "TransitionKit Playground - sample - spring - 60 fps".
    static func title(scene: String, animator: String, framesPerSecond: Double) -> String {
        let fps = Int(framesPerSecond.isFinite ? framesPerSecond.rounded() : 0)
        return "\(titlePrefix) - \(scene) - \(animator) - \(fps) fps"
    }

    /// The title for the current scene, animator and frame rate.
    var title: String { Self.title(scene: scene.name, animator: scene.animatorName, framesPerSecond: framesPerSecond) }

    // MARK: Input

    /// Handles one input event as the host delivers it.
    func handle(_ event: InputEvent) {
        switch event {
        case .resize(let size):
            window.send(event)
            overlay.resize(to: size)
        default:
            window.send(event)  // pointer events reach recognizers; keys come back through keyHandler
        }
    }

    /// The key map (SPEC §4): global keys here, scene keys through the `Scene` hooks.
    func handleKey(_ event: InputEvent) {
        let key: String, modifiers: InputEvent.Modifiers
        switch event {
        case .keyDown(let name, let mods):
            key = name; modifiers = mods
        case .keyUp(let name, _):
            heldKeys.remove(name)
            return
        default:
            return
        }
        let isRepeat = !heldKeys.insert(key).inserted
        if isRepeat && !Self.repeatingKeys.contains(key) { return }
        guard modifiers.isSubset(of: [.shift]) else {
            _ = scene.handleKey(key, modifiers: modifiers)
            return
        }
        let shifted = modifiers.contains(.shift)
        switch key {
        case "Q":
            isQuitRequested = true
        case "Space":
            time.togglePause()
        case ".":
            if !time.stepForward() { say("`.` steps one frame while paused: press Space first") }
        case ",":
            if !time.isPaused {
                say("`,` steps back while paused: press Space first")
            } else if !scene.stepBack(by: clock.frameInterval) {
                say("`,`: no transition to step back through in \(scene.name)")
            }
        case "S":
            time.toggleSlow()
        case "H":
            overlay.isHelpVisible.toggle()
        case "R":
            rotate()
        case "D":
            say("D: the debug overlay is coming")
        case "Tab":
            showScene(at: sceneIndex + (shifted ? -1 : 1))
        case "Return", "Keypad Enter":
            if !scene.forward() { say("Enter: nothing to present in \(scene.name)") }
        case "Backspace", "Escape":
            if !scene.back() { say("\(key): nothing to go back from in \(scene.name)") }
        case "1", "2", "3", "4", "5", "6", "7", "8", "9",
             "Keypad 1", "Keypad 2", "Keypad 3", "Keypad 4", "Keypad 5", "Keypad 6", "Keypad 7", "Keypad 8", "Keypad 9":
            let index = Int(String(key.last!))! - 1
            if index < scene.animatorNames.count {
                scene.animatorIndex = index
            } else {
                say("\(scene.name) has \(scene.animatorNames.count) animator\(scene.animatorNames.count == 1 ? "" : "s")")
            }
        default:
            _ = scene.handleKey(key, modifiers: modifiers)
        }
    }

    /// Shows a one-line message in the overlay.
    func say(_ text: String) { overlay.show(message: text, at: clock.realTime) }

    /// R: swaps the window's width and height.
    func rotate() {
        let size = window.bounds.size
        let rotated = CGSize(width: size.height, height: size.width)
        handle(.resize(rotated))
        requestWindowSize?(rotated)
        scene.windowDidRotate(to: rotated)
    }

    /// Shows a fresh instance of the scene at `index` in `SceneCatalog.entries` (wrapping around).
    func showScene(at index: Int) {
        let entries = SceneCatalog.entries
        sceneIndex = ((index % entries.count) + entries.count) % entries.count
        scene = entries[sceneIndex].make()
        window.rootViewController = scene.makeRootViewController()
        window.layoutIfNeeded()
    }

    // MARK: Frames

    /// The HUD's state now.
    var hudState: HUDState {
        HUDState(
            sceneName: scene.name, animatorName: scene.animatorName,
            animatorNumber: scene.animatorNames.isEmpty ? 0 : scene.animatorIndex + 1,
            animatorCount: scene.animatorNames.count, framesPerSecond: framesPerSecond,
            isPaused: time.isPaused, isSlow: time.isSlow, timing: scene.timing)
    }

    /// The frame to draw (after the clock advanced): the scene window, then the overlays.
    func frame() -> DisplayList {
        scene.update()
        overlay.update(hudState, realTime: clock.realTime)
        var list = window.displayList()
        list.commands += overlay.displayList().commands
        return list
    }

    // MARK: SDLHostDelegate

    func host(_ host: SDLHost, didReceive events: [InputEvent]) {
        for event in events { handle(event) }
        if isQuitRequested { host.requestQuit() }
        if host.uptime - lastTitleRefresh >= Self.titleRefreshInterval {
            lastTitleRefresh = host.uptime
            // Headless frames step exactly one frame interval: show that rate, not the CPU's.
            framesPerSecond = host.configuration.isHeadless
                ? 1 / clock.frameInterval : host.statistics.framesPerSecond(over: 1)
        }
        let title = self.title
        if host.title != title { host.title = title }
    }

    func displayList(for host: SDLHost) -> DisplayList { frame() }

    /// Opens the host and runs the scene until quit (or for the frames the options ask for).
    static func run(_ options: PlaygroundOptions, scene: any Scene) throws(SDLError) {
        let host = try SDLHost(configuration: HostConfiguration(
            title: title(scene: scene.name, animator: scene.animatorName, framesPerSecond: 0),
            size: options.size, isHeadless: options.isHeadless,
            iconPath: AssetLocator.path(of: "icon.png")))
        let app = PlaygroundApp(scene: scene, size: host.windowSize, slow: options.isSlow)
        app.requestWindowSize = { [unowned host] size in host.setWindowSize(size) }
        try host.run(delegate: app, frameLimit: options.effectiveFrameLimit, finalScreenshotPath: options.screenshotPath)
    }
}
