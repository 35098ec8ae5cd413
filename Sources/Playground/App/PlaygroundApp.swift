import Foundation
import TransitionKit
import TransitionKitSDL

/// The app loop: one `UIWindow` showing a scene, driven by an `SDLHost`.
///
/// The host polls input, advances the clock and draws; the app forwards input to the window,
/// handles its own keys (Q quits) and keeps the window title's frame rate current.
@MainActor
final class PlaygroundApp: SDLHostDelegate {
    /// The window title's fixed part.
    static let titlePrefix = "TransitionKit Playground"
    /// How often the title's frame rate is refreshed, in seconds.
    static let titleRefreshInterval = 0.5

    let clock = AnimationClock()
    let window: UIWindow
    let scene: any Scene
    private var lastTitleRefresh = -Double.infinity

    /// Creates the window at `size` points showing `scene`.
    init(scene: any Scene, size: CGSize) {
        self.scene = scene
        window = UIWindow(frame: CGRect(origin: .zero, size: size), clock: clock)
        window.backgroundColor = .black
        window.rootViewController = scene.makeRootViewController()
        window.makeKeyAndVisible()
    }

    /// The window title for a frame rate.
    static func title(framesPerSecond: Double) -> String {
        "\(titlePrefix) - \(Int(framesPerSecond.rounded())) fps"
    }

    func host(_ host: SDLHost, didReceive events: [InputEvent]) {
        for event in events {
            switch event {
            case .keyDown("Q", let modifiers) where modifiers.isEmpty || modifiers == [.shift]:
                host.requestQuit()
            case .keyDown(let key, let modifiers):
                if !scene.handleKey(key, modifiers: modifiers) { window.send(event) }
            default:
                window.send(event)
            }
        }
        if host.uptime - lastTitleRefresh >= Self.titleRefreshInterval {
            lastTitleRefresh = host.uptime
            host.title = Self.title(framesPerSecond: host.statistics.framesPerSecond(over: 1))
        }
    }

    func displayList(for host: SDLHost) -> DisplayList { window.displayList() }

    /// Opens the host and runs the scene until quit (or for the frames the options ask for).
    static func run(_ options: PlaygroundOptions, scene: any Scene) throws(SDLError) {
        let host = try SDLHost(configuration: HostConfiguration(
            title: title(framesPerSecond: 0), size: options.size, isHeadless: options.isHeadless,
            iconPath: AssetLocator.path(of: "icon.png")))
        let app = PlaygroundApp(scene: scene, size: host.windowSize)
        try host.run(delegate: app, frameLimit: options.effectiveFrameLimit, finalScreenshotPath: options.screenshotPath)
    }
}
