import Foundation
import TransitionKit

/// An app run through its delegates as the playground's scene (`Playground.run(appDelegate:)`):
/// the window it makes key is the device's screen.
///
/// Each fresh instance is a fresh run of the app: `SceneSession` launches it on the pane's clock
/// (`launch(size:clock:)`: `application(_:willFinishLaunchingWithOptions:)` to
/// `scene(_:willConnectTo:options:)`), makes it active once the pane's log is attached
/// (`becomeActive()`), and terminates it when the pane retires (Tab, a tuning replay, compare
/// mode's end) or the playground quits (`terminate()`); `ApplicationLaunch` has the order. Two
/// instances run at once in compare mode: `UIApplication.shared.delegate` is then the newer one's.
@MainActor
final class AppLaunchScene: Scene {
    /// The name on the command line (`--scene`), in the window title and in the HUD.
    let name: String
    /// Makes the app delegate, once per run.
    private let makeDelegate: @MainActor () -> any UIApplicationDelegate
    /// Makes the scene delegate, for an app with scenes.
    private let makeSceneDelegate: (@MainActor () -> any UISceneDelegate)?
    /// The run, once launched.
    private(set) var launch: ApplicationLaunch?

    /// An app named `name` whose delegate `delegate` makes, with scenes when `sceneDelegate` is given.
    init(name: String, delegate: @escaping @MainActor () -> any UIApplicationDelegate,
         sceneDelegate: (@MainActor () -> any UISceneDelegate)?) {
        self.name = name
        makeDelegate = delegate
        makeSceneDelegate = sceneDelegate
    }

    /// The delegates' class names once launched ("AppDelegate + SceneDelegate"), else "app".
    var title: String {
        guard let launch else { return "app" }
        let names = [launch.delegate as AnyObject] + (launch.sceneDelegate.map { [$0 as AnyObject] } ?? [])
        return names.map { String(describing: type(of: $0)) }.joined(separator: " + ")
    }

    /// The line `--list` and `--help` show.
    var summary: String {
        makeSceneDelegate == nil ? "the app launched through its app delegate" : "the app launched through its app and scene delegates"
    }

    /// Launches the app on a device screen of `size` points on `clock` and returns the window it
    /// shows, at the device's size; an app that shows none gets a black window (and a line on
    /// stderr saying so).
    func launch(size: CGSize, clock: AnimationClock) -> UIWindow {
        let launch = ApplicationLaunch(delegate: makeDelegate(), sceneDelegate: makeSceneDelegate, screenSize: size, clock: clock)
        self.launch = launch
        let frame = CGRect(origin: .zero, size: size)
        guard let window = launch.finishLaunching() else {
            PlaygroundMain.printError("playground: \(title) made no window key and has no window: the device shows nothing")
            let blank = UIWindow(frame: frame, clock: clock)
            blank.backgroundColor = .black
            return blank
        }
        if window.frame != frame { clock.perform { window.frame = frame } }
        return window
    }

    /// The app becomes active (`sceneWillEnterForeground`, `sceneDidBecomeActive` or
    /// `applicationDidBecomeActive`).
    func becomeActive() { launch?.becomeActive() }

    /// The app terminates (once).
    func terminate() { launch?.terminate() }

    /// The root controller of the app's window (the app made it; `SceneSession` does not call this).
    func makeRootViewController() -> UIViewController {
        launch?.scene.keyWindow?.rootViewController ?? UIViewController()
    }
}
