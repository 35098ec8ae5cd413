import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// An app's launch through its delegates, in UIKit's order (`ApplicationLaunch`): each test
/// terminates its launch, so `UIApplication.shared` is as before for the next test.
@Suite("UIApplicationDelegate and UISceneDelegate: the launch sequence")
@MainActor
struct UIApplicationDelegateTests {
    private let screen = CGSize(width: 430, height: 932)

    @Test("An app without scenes: will-, did-finish launching, did become active; then resign, background, terminate")
    func appDelegateOrder() {
        let log = LaunchLog()
        let clock = AnimationClock()
        let (earlier, _) = makeTestWindow(width: 300, height: 500)   // another window, key before the launch
        let launch = ApplicationLaunch(delegate: RecordingAppDelegate(log: log), sceneDelegate: nil, screenSize: screen, clock: clock)
        let window = launch.finishLaunching()
        #expect(UIScreen.main === window?.screen && earlier !== window)
        #expect(log.entries == [
            "willFinishLaunching(options: nil, state: inactive, delegate set: true)",
            "didFinishLaunching(options: nil, state: inactive)",
        ])
        #expect(window === UIApplication.shared.keyWindow && window?.clock === clock)
        #expect(window?.bounds.size == screen, "UIScreen.main is the device's screen while launching")
        launch.becomeActive()
        #expect(log.entries.last == "applicationDidBecomeActive(state: active)")
        log.entries.removeAll()
        launch.terminate()
        #expect(log.entries == [
            "applicationWillResignActive(state: active)", "applicationDidEnterBackground(state: background)",
            "applicationWillTerminate(state: background)",
        ])
        launch.terminate()
        #expect(log.entries.count == 3, "termination runs once")
        #expect(UIApplication.shared.delegate == nil && UIApplication.shared.applicationState == .active)
    }

    @Test("An app with scenes: launching, the configuration, the scene's connection, foreground and activation; no application activation calls")
    func sceneDelegateOrder() {
        let log = LaunchLog()
        let clock = AnimationClock()
        let sceneDelegate = RecordingSceneDelegate(log: log)
        let launch = ApplicationLaunch(
            delegate: RecordingAppDelegate(log: log, makesWindow: false), sceneDelegate: { sceneDelegate }, screenSize: screen, clock: clock)
        let window = launch.finishLaunching()
        launch.becomeActive()
        launch.terminate()
        #expect(log.entries == [
            "willFinishLaunching(options: nil, state: inactive, delegate set: true)",
            "didFinishLaunching(options: nil, state: inactive)",
            "configurationForConnecting(role: UIWindowSceneSessionRoleApplication)",
            "scene(_:willConnectTo:) config: Default Configuration, scene: unattached",
            "sceneWillEnterForeground(scene: unattached)",
            "sceneDidBecomeActive(scene: foregroundActive, app: active)",
            "sceneWillResignActive(scene: foregroundActive, app: active)",
            "sceneDidEnterBackground(scene: background, app: background)",
            "sceneDidDisconnect",
            "applicationWillTerminate(state: background)",
        ])
        #expect(window === sceneDelegate.window && window?.windowScene === launch.scene)
        #expect(window?.clock === clock && window?.bounds.size == screen)
        #expect(launch.scene.session.configuration.delegateClass.map(ObjectIdentifier.init) == ObjectIdentifier(RecordingSceneDelegate.self))
        #expect(launch.scene.activationState == .unattached)
        #expect(!UIApplication.shared.connectedScenes.contains(launch.scene), "the disconnected scene left the app")
    }

    @Test("While the app runs, it is the delegate, its scene is the connected one and windows without a scene join it")
    func runningAppState() {
        let clock = AnimationClock()
        let delegate = RecordingAppDelegate(log: LaunchLog(), makesWindow: false)
        let launch = ApplicationLaunch(delegate: delegate, sceneDelegate: { RecordingSceneDelegate(log: LaunchLog()) },
                                       screenSize: screen, clock: clock)
        defer { launch.terminate() }
        _ = launch.finishLaunching()
        launch.becomeActive()
        #expect(UIApplication.shared.delegate === delegate)
        #expect(UIApplication.shared.applicationState == .active)
        #expect(UIApplication.shared.connectedScenes == [launch.scene])
        #expect(launch.scene.activationState == .foregroundActive)
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10), clock: AnimationClock())
        other.makeKeyAndVisible()
        #expect(other.windowScene === launch.scene)
        #expect(launch.scene.windows.count == 2 && launch.scene.keyWindow === other)
    }

    @Test("UIApplication's notifications are posted in the order of the calls")
    func notifications() {
        let names: [Notification.Name] = [
            UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
            UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
            UIApplication.willTerminateNotification,
        ]
        let recorder = NotificationRecorder(names: names)
        let launch = ApplicationLaunch(delegate: RecordingAppDelegate(log: LaunchLog()), sceneDelegate: nil,
                                       screenSize: screen, clock: AnimationClock())
        _ = launch.finishLaunching()
        launch.becomeActive()
        launch.terminate()
        #expect(recorder.posted == names)
    }

    @Test("A window the app did not make key: the delegate's window is made key and visible; none at all: nothing is shown")
    func windowFallback() {
        let clock = AnimationClock()
        let unshown = UnshownWindowAppDelegate()
        let launch = ApplicationLaunch(delegate: unshown, sceneDelegate: nil, screenSize: screen, clock: clock)
        defer { launch.terminate() }
        let window = launch.finishLaunching()
        #expect(window === unshown.window && window?.isKeyWindow == true && window?.isHidden == false)
        let empty = ApplicationLaunch(delegate: RecordingAppDelegate(log: LaunchLog(), makesWindow: false), sceneDelegate: nil,
                                      screenSize: screen, clock: AnimationClock())
        defer { empty.terminate() }
        #expect(empty.finishLaunching() == nil)
    }

    @Test("The default configuration: named \"Default Configuration\" for the session's role, no delegate class")
    func defaultConfiguration() {
        let launch = ApplicationLaunch(delegate: UnshownWindowAppDelegate(), sceneDelegate: { RecordingSceneDelegate(log: LaunchLog()) },
                                       screenSize: screen, clock: AnimationClock())
        defer { launch.terminate() }
        _ = launch.finishLaunching()
        let configuration = launch.scene.session.configuration
        #expect(configuration.name == "Default Configuration" && configuration.role == .windowApplication)
        #expect(configuration.delegateClass == nil)
        #expect(launch.scene.session.role == .windowApplication && launch.scene.session.scene === launch.scene)
        #expect(launch.scene.session.persistentIdentifier.hasPrefix("UISceneSession-"))
    }
}

/// The calls a launch made, in order.
@MainActor
final class LaunchLog {
    var entries: [String] = []
}

/// An app delegate that records its calls with the app's state, and makes its window in
/// `didFinishLaunching` (unless told not to).
@MainActor
final class RecordingAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let log: LaunchLog
    private let makesWindow: Bool

    init(log: LaunchLog, makesWindow: Bool = true) {
        self.log = log
        self.makesWindow = makesWindow
    }

    private var state: String { "\(UIApplication.shared.applicationState)" }

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.entries.append("willFinishLaunching(options: \(launchOptions.map { "\($0)" } ?? "nil"), state: \(state), delegate set: \(application.delegate === self))")
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.entries.append("didFinishLaunching(options: \(launchOptions.map { "\($0)" } ?? "nil"), state: \(state))")
        guard makesWindow else { return true }
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        log.entries.append("configurationForConnecting(role: \(connectingSceneSession.role.rawValue))")
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = RecordingSceneDelegate.self
        return configuration
    }

    func applicationDidBecomeActive(_ application: UIApplication) { log.entries.append("applicationDidBecomeActive(state: \(state))") }
    func applicationWillResignActive(_ application: UIApplication) { log.entries.append("applicationWillResignActive(state: \(state))") }
    func applicationDidEnterBackground(_ application: UIApplication) { log.entries.append("applicationDidEnterBackground(state: \(state))") }
    func applicationWillEnterForeground(_ application: UIApplication) { log.entries.append("applicationWillEnterForeground") }
    func applicationWillTerminate(_ application: UIApplication) { log.entries.append("applicationWillTerminate(state: \(state))") }
}

/// A scene delegate that records its calls with the scene's and the app's state, and makes its
/// window in `scene(_:willConnectTo:options:)`, as the Xcode template does.
@MainActor
final class RecordingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let log: LaunchLog

    init(log: LaunchLog) { self.log = log }

    private func states(_ scene: UIScene) -> String { "scene: \(scene.activationState), app: \(UIApplication.shared.applicationState)" }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        log.entries.append("scene(_:willConnectTo:) config: \(session.configuration.name ?? "-"), scene: \(scene.activationState)")
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
    }

    func sceneWillEnterForeground(_ scene: UIScene) { log.entries.append("sceneWillEnterForeground(scene: \(scene.activationState))") }
    func sceneDidBecomeActive(_ scene: UIScene) { log.entries.append("sceneDidBecomeActive(\(states(scene)))") }
    func sceneWillResignActive(_ scene: UIScene) { log.entries.append("sceneWillResignActive(\(states(scene)))") }
    func sceneDidEnterBackground(_ scene: UIScene) { log.entries.append("sceneDidEnterBackground(\(states(scene)))") }
    func sceneDidDisconnect(_ scene: UIScene) { log.entries.append("sceneDidDisconnect") }
}

/// An app delegate that sets its window's root but never calls `makeKeyAndVisible()`.
@MainActor
final class UnshownWindowAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        return true
    }
}

/// The names of the notifications posted while it lives, in order.
@MainActor
final class NotificationRecorder {
    private(set) var posted: [Notification.Name] = []
    private var observers: [NSObjectProtocol] = []

    init(names: [Notification.Name]) {
        for name in names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                let name = note.name
                MainActor.assumeIsolated { self?.posted.append(name) }
            })
        }
    }

    isolated deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }
}
