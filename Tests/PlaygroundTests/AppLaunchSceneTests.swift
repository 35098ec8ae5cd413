import Foundation
import Testing
import TransitionKit
import TransitionKitSDL
@testable import TransitionPlayground

/// `Playground.run(appDelegate:)` and `run(appDelegate:sceneDelegate:)`: an app run through its
/// delegates as the playground's scene, in process.
@Suite("The playground running an app's delegates")
@MainActor
struct AppLaunchSceneTests {
    /// The calls the app's delegates made, in order.
    @MainActor
    final class Calls {
        var entries: [String] = []
    }

    /// An app delegate recording its calls.
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        let calls: Calls
        let makesWindow: Bool

        init(calls: Calls, makesWindow: Bool) {
            self.calls = calls
            self.makesWindow = makesWindow
        }

        func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            calls.entries.append("willFinishLaunching")
            return true
        }

        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            calls.entries.append("didFinishLaunching")
            guard makesWindow else { return true }
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = LinkViewController()
            window?.makeKeyAndVisible()
            return true
        }

        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                         options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            calls.entries.append("configurationForConnecting")
            return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        }

        func applicationDidBecomeActive(_ application: UIApplication) { calls.entries.append("applicationDidBecomeActive") }
        func applicationWillResignActive(_ application: UIApplication) { calls.entries.append("applicationWillResignActive") }
        func applicationDidEnterBackground(_ application: UIApplication) { calls.entries.append("applicationDidEnterBackground") }
        func applicationWillTerminate(_ application: UIApplication) { calls.entries.append("applicationWillTerminate") }
    }

    /// A scene delegate recording its calls; it makes the window, as the Xcode template does.
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        let calls: Calls

        init(calls: Calls) { self.calls = calls }

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            calls.entries.append("scene(_:willConnectTo:options:)")
            guard let windowScene = scene as? UIWindowScene else { return }
            window = UIWindow(windowScene: windowScene)
            window?.rootViewController = LinkViewController()
            window?.makeKeyAndVisible()
        }

        func sceneWillEnterForeground(_ scene: UIScene) { calls.entries.append("sceneWillEnterForeground") }
        func sceneDidBecomeActive(_ scene: UIScene) { calls.entries.append("sceneDidBecomeActive") }
        func sceneWillResignActive(_ scene: UIScene) { calls.entries.append("sceneWillResignActive") }
        func sceneDidEnterBackground(_ scene: UIScene) { calls.entries.append("sceneDidEnterBackground") }
        func sceneDidDisconnect(_ scene: UIScene) { calls.entries.append("sceneDidDisconnect") }
    }

    /// A controller that starts a display link when it appears and counts its firings.
    final class LinkViewController: UIViewController {
        var link: CADisplayLink?
        var firings = 0

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            let link = CADisplayLink { [weak self] _ in self?.firings += 1 }
            link.add(to: .main, forMode: .common)
            self.link = link
        }
    }

    private static let size = CGSize(width: 390, height: 844)

    /// The playground on an app whose delegates record into `calls` (each instance of the scene a
    /// fresh run, as `Playground.run(appDelegate:)` makes them).
    private func app(withScenes: Bool, calls: Calls) throws -> PlaygroundApp {
        var sceneDelegate: (@MainActor () -> any UISceneDelegate)?
        if withScenes { sceneDelegate = { SceneDelegate(calls: calls) } }
        let make: @MainActor () -> any Scene = {
            AppLaunchScene(name: "app", delegate: { AppDelegate(calls: calls, makesWindow: !withScenes) }, sceneDelegate: sceneDelegate)
        }
        return PlaygroundApp(scene: make(), size: Self.size, catalog: try SceneCatalog.make([make]).get())
    }

    @Test("An app with scenes launches in UIKit's order; its key window is the device's screen; quitting terminates it")
    func sceneLaunchOrder() throws {
        let calls = Calls()
        let app = try app(withScenes: true, calls: calls)
        #expect(calls.entries == [
            "willFinishLaunching", "didFinishLaunching", "configurationForConnecting", "scene(_:willConnectTo:options:)",
            "sceneWillEnterForeground", "sceneDidBecomeActive",
        ])
        let delegate = try #require(UIApplication.shared.delegate as? AppDelegate)
        #expect(delegate.calls === calls)
        #expect(app.window.isKeyWindow && app.window.bounds.size == Self.size)
        #expect(app.window.windowScene?.windows == [app.window], "the tools' canvas is not one of the app's windows")
        #expect(!UIApplication.shared.windows.contains(app.session.overlay.window))
        #expect(app.window.rootViewController is LinkViewController && app.clock === app.window.clock)
        #expect(app.scene.title == "AppDelegate + SceneDelegate")
        calls.entries.removeAll()
        app.runFrame()
        app.session.endRun()
        #expect(calls.entries == ["sceneWillResignActive", "sceneDidEnterBackground", "sceneDidDisconnect", "applicationWillTerminate"])
        #expect(UIApplication.shared.delegate == nil)
    }

    @Test("An app without scenes: launching, then applicationDidBecomeActive; its window from UIWindow(frame:) runs on the pane's clock")
    func appDelegateLaunchOrder() throws {
        let calls = Calls()
        let app = try app(withScenes: false, calls: calls)
        #expect(calls.entries == ["willFinishLaunching", "didFinishLaunching", "applicationDidBecomeActive"])
        #expect(app.window.rootViewController is LinkViewController && app.window.bounds.size == Self.size)
        #expect(app.scene.title == "AppDelegate")
        calls.entries.removeAll()
        app.session.endRun()
        #expect(calls.entries == ["applicationWillResignActive", "applicationDidEnterBackground", "applicationWillTerminate"])
    }

    @Test("Tab restarts the app: the old run terminates, a fresh delegate launches; the old window leaves the app")
    func tabRelaunches() throws {
        let calls = Calls()
        let app = try app(withScenes: true, calls: calls)
        let first = try #require(UIApplication.shared.delegate as? AppDelegate)
        let oldWindow = app.window
        calls.entries.removeAll()
        app.runFrame([.keyDown(.tab, modifiers: []), .keyUp(.tab, modifiers: [])])
        #expect(calls.entries == [
            "sceneWillResignActive", "sceneDidEnterBackground", "sceneDidDisconnect", "applicationWillTerminate",
            "willFinishLaunching", "didFinishLaunching", "configurationForConnecting", "scene(_:willConnectTo:options:)",
            "sceneWillEnterForeground", "sceneDidBecomeActive",
        ])
        #expect(UIApplication.shared.delegate !== first && UIApplication.shared.delegate is AppDelegate)
        #expect(oldWindow.isHidden && !UIApplication.shared.windows.contains(oldWindow) && app.window !== oldWindow)
        app.session.endRun()
    }

    @Test("While the app's display link runs, the playground draws every frame; paused, it rests; each frame fires it once")
    func displayLinkKeepsFramesComing() throws {
        let app = try app(withScenes: true, calls: Calls())
        defer { app.session.endRun() }
        let root = try #require(app.window.rootViewController as? LinkViewController)
        for _ in 0..<5 { app.runFrame() }
        #expect(root.firings == 4, "the first frame does not advance the clock; each later one fires the link once")
        #expect(app.restDecision().nextFrame == .draw)
        for _ in 0..<3 { app.runFrame() }
        #expect(app.restDecision().nextFrame == .draw, "no model change, nothing else moving: the link alone keeps frames coming")
        root.link?.isPaused = true
        app.runFrame()
        #expect(app.restDecision().nextFrame == .rest(seconds: nil))
        root.link?.isPaused = false
        #expect(app.restDecision().nextFrame == .draw)
        app.runFrame([.keyDown(.space, modifiers: []), .keyUp(.space, modifiers: [])])   // Space: time frozen
        let frozen = root.firings
        app.runFrame()
        #expect(root.firings == frozen && app.restDecision().nextFrame == .rest(seconds: nil))
    }

    @Test("A plain scene's controller that adds a link in viewDidAppear runs it on the pane's clock; Tab invalidates it")
    func plainSceneLink() throws {
        var roots: [LinkViewController] = []
        let make: @MainActor () -> any Scene = {
            TransitionScene(name: "links", title: "links") { _ in
                let root = LinkViewController()
                roots.append(root)
                return root
            }
        }
        let app = PlaygroundApp(scene: make(), size: Self.size, catalog: try SceneCatalog.make([make]).get())
        for _ in 0..<3 { app.runFrame() }
        #expect(roots.count == 1 && roots[0].firings == 2)
        #expect(app.restDecision().nextFrame == .draw)
        app.runFrame([.keyDown(.tab, modifiers: []), .keyUp(.tab, modifiers: [])])
        let retired = roots[0].firings
        for _ in 0..<3 { app.runFrame() }
        #expect(roots.count == 2 && roots[0].firings == retired, "the retired scene's link no longer fires")
        #expect(roots[1].firings == 4, "the Tab frame advances the fresh clock too")
    }
}
