import Foundation
import TransitionKit
import TransitionKitSDL

/// One scene on screen: the scene, its own window on its own clock, and how it ends.
///
/// Each scene gets a fresh session (Tab resets cleanly even mid-transition: nothing of the old
/// scene keeps running or stays alive); `retire()` lets the old one end, off screen.
@MainActor
final class SceneSession {
    /// The most animation time a retired scene's transitions get to end, off screen.
    static let retireLimit: TimeInterval = 10
    /// The time a retired scene's other animations get to end, off screen.
    static let settleTime: TimeInterval = 1

    /// The images `UIImage(named:)` finds while a scene is made and runs: `assets/images`,
    /// decoded by SDL2_image. Bound around `makeRootViewController()` here and around the run loop
    /// by `PlaygroundApp.run(_:)`.
    static let imageLoader = ImageFileLoader(resourceDirectory: AssetLocator.path(of: "images"))

    /// The scene shown.
    let scene: any Scene
    /// The scene's position in the run's scene catalog (Tab order).
    let index: Int
    /// The scene's clock.
    let clock: AnimationClock
    /// The scene's window, black behind the scene.
    let window: UIWindow
    /// What reached the scene so far (for replays).
    var history: SceneHistory
    /// Where its callbacks and diagnostics go (kept here: the window's handlers hold it unowned).
    private(set) var log: CallbackLog?

    /// A window of `size` points on a fresh clock stepping `frameInterval`, showing `scene`'s
    /// root view controller; `index` is the scene's place in the run's catalog. An app scene
    /// (`AppLaunchScene`) launches here, on the fresh clock, and its window is the pane's.
    init(scene: any Scene, size: CGSize, index: Int, frameInterval: TimeInterval? = nil) {
        self.scene = scene
        self.index = index
        let fresh = AnimationClock()
        if let frameInterval { fresh.frameInterval = frameInterval }
        if let app = scene as? AppLaunchScene {
            window = SDLTextMeasurer.bind { UIImage.withLoader(Self.imageLoader) { app.launch(size: size, clock: fresh) } }
        } else {
            window = UIWindow(frame: CGRect(origin: .zero, size: size), clock: fresh)
            window.backgroundColor = .black
        }
        clock = window.clock
        history = SceneHistory(initialSize: size)
    }

    /// Shows the scene; `log` gets its callbacks and diagnostics. (Keys never reach the window:
    /// the app hands them to the tools and then the scene.) The scene's controllers are made and
    /// shown with the pane's clock as the ambient one, so what they start (an animation in
    /// `viewDidLoad`, a display link) runs on it; an app scene becomes active instead.
    func start(log: CallbackLog) {
        self.log = log
        window.callbackHandler = { [unowned log, unowned window] entry in log.callback(entry, at: window.clock.now) }
        window.diagnosticHandler = { [unowned log] diagnostic in log.diagnostic(diagnostic) }
        SDLTextMeasurer.bind { UIImage.withLoader(Self.imageLoader) {
            clock.perform {
                if let app = scene as? AppLaunchScene {
                    app.becomeActive()
                } else {
                    window.rootViewController = scene.makeRootViewController()
                    window.makeKeyAndVisible()
                }
            }
        } }
    }

    /// The run ends (the playground quits): an app scene terminates.
    func end() {
        (scene as? AppLaunchScene)?.terminate()
    }

    /// Detaches the window and lets whatever runs in it end, off screen: an app scene terminates
    /// (as an app the user leaves mid-gesture resigns at once), the gesture is released, a held
    /// transition runs on, and the clock runs (at most `retireLimit` seconds) until no transition
    /// is left; then everything presented is dismissed without animation, the clock runs
    /// `settleTime` more, the clock's display links are invalidated and the window is hidden (it
    /// leaves `UIApplication.shared.windows`). A transition or property animator left mid-flight
    /// on a clock nobody advances, a presentation left up (the presented controller's
    /// presentation controller holds its presenter), or a display link whose handler captures its
    /// controller would keep the old scene alive.
    func retire() {
        window.callbackHandler = nil
        window.diagnosticHandler = nil
        window.writesDiagnosticsToStandardError = false
        end()
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
        clock.invalidateDisplayLinks()
        window.isHidden = true
    }
}
