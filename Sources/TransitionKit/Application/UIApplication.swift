import Foundation

/// The app: its delegate and state, its windows, its key window and its scenes.
///
/// How `UIApplication.shared` and `UIScreen.main` find the window: there is no registry beside
/// UIKit's own API. The shared application *is* the record: a window that is made key
/// (`makeKeyAndVisible()`) or shown joins `windows` (held weakly, in the order they were
/// first shown), and the most recently made key window that is still alive and visible is
/// `keyWindow`. A window that is hidden or released leaves by itself, so a test that makes its
/// own window key sees exactly that window as key, and windows of earlier tests cannot leak
/// into it once released. Everything runs on the main actor, so the answers are deterministic.
///
/// An app launched through its delegates (`ApplicationLaunch`, what `Playground.run(appDelegate:)`
/// uses) sets `delegate` and `applicationState` and connects its window scene; when it terminates,
/// they go back to what they were (windows shown without a launched app belong to an active app
/// with one default window scene).
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The app's one instance.
    public static let shared = UIApplication()

    /// The app's delegate (weak, as UIKit's: the launch keeps it alive).
    open weak var delegate: (any UIApplicationDelegate)?

    /// Whether the device's auto-lock is off. Stored: a desktop never locks the simulated device.
    open var isIdleTimerDisabled = false

    /// Whether shaking the device offers to undo and redo: true until set. Stored: there is no
    /// undo alert here (Foundation on Linux has no UndoManager); a shake
    /// (`simulateShake()`) reaches the first responder's motion methods either way.
    open var applicationSupportsShakeToEdit = true

    /// The next responder: the app's delegate when it is a responder (as UIKit's app delegates
    /// that subclass `UIResponder` are), else nil.
    open override var next: UIResponder? { delegate as? UIResponder }

    /// The windows shown so far, weakly, in the order they were first shown.
    private var shownWindows: [WeakWindow] = []
    /// The windows made key, weakly, most recent last.
    private var keyHistory: [WeakWindow] = []
    /// The key window as last told (`becomeKey()`), weakly.
    private weak var reportedKeyWindow: UIWindow?
    /// The scene windows shown without one join while no launched app's scene is connected.
    private lazy var defaultScene: UIWindowScene = {
        let scene = UIWindowScene(session: UISceneSession(role: .windowApplication), connectionOptions: UIScene.ConnectionOptions())
        scene.activationState = .foregroundActive
        return scene
    }()
    /// The launches running, oldest first (weakly: the playground's scene keeps its launch).
    private var launches: [WeakLaunch] = []

    private override init() { super.init() }

    /// The app's state: the latest running launch's, else `.active`.
    open var applicationState: State { runningLaunches.last?.applicationState ?? .active }

    /// The app's visible windows, back to front: by `windowLevel`, then in the order they were
    /// first shown.
    open var windows: [UIWindow] {
        shownWindows.compactMap(\.window).filter { !$0.isHidden }.enumerated()
            .sorted { ($0.element.windowLevel.rawValue, $0.offset) < ($1.element.windowLevel.rawValue, $1.offset) }
            .map(\.element)
    }

    /// The key window: the visible window most recently made key (deprecated in iOS 13 in favour
    /// of the scene's `keyWindow`, still widely used).
    open var keyWindow: UIWindow? {
        keyHistory.reversed().lazy.compactMap(\.window).first { !$0.isHidden }
    }

    /// The connected scenes: the running launched apps' scenes, else the default window scene.
    open var connectedScenes: Set<UIScene> {
        let launched = launchedScenes
        return launched.isEmpty ? [defaultScene] : Set(launched)
    }

    /// The status bar's frame in the key window (deprecated in iOS 13 in favour of the window
    /// scene's `statusBarManager`, still widely used): the width of the window and the height of
    /// its screen's top inset; `.zero` while hidden or without a key window.
    open var statusBarFrame: CGRect { keyWindow?.windowScene?.statusBarManager?.statusBarFrame ?? .zero }

    /// The URL that opens the app's page in the Settings app (here: logged, as every URL).
    nonisolated public static let openSettingsURLString = "app-settings:"

    /// The schemes of the apps a simulated iPhone has: Safari (`http`, `https`), Mail, Phone,
    /// Messages, FaceTime, and Settings for `openSettingsURLString`.
    static let openableSchemes: Set<String> = ["http", "https", "mailto", "tel", "sms", "facetime", "app-settings"]

    /// Whether an app on the simulated iPhone would open `url`: true for the schemes of the apps an
    /// iPhone comes with (`http`, `https`, `mailto`, `tel`, `sms`, `facetime`, and
    /// `openSettingsURLString`), false for any other (no other app is installed).
    open func canOpenURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return Self.openableSchemes.contains(scheme)
    }

    /// Records that the app asked to open `url`; nothing is opened (there is no other app here).
    ///
    /// The request is written to the callback log of the key window (`UIWindow.callbackHandler`:
    /// the playground's live log and traces) as "UIApplication.open(<url>)", like the feedback
    /// generators' calls. `options` are accepted and ignored. `completion`, as on iOS, runs later,
    /// on the main actor: in the next frame of the app's clock (the ambient one, else the key
    /// window's), with `canOpenURL(url)` as the answer the system would give.
    open func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        keyWindow?.logCallback("UIApplication.open(\(url.absoluteString))")
        guard let completion else { return }
        let opened = canOpenURL(url)
        currentClock.engine.addFrameHandler(owner: self) {
            completion(opened)
            return false
        }
    }

    /// The scene a window shown without one joins: the latest launched app's window scene, else
    /// the default one.
    var primaryWindowScene: UIWindowScene { launchedScenes.last ?? defaultScene }

    /// The screen of an app that is launching (its scene's: its key window's, else the device's), if any.
    var launchingScreen: UIScreen? { runningLaunches.last { $0.isFinishingLaunching }?.scene.screen }

    /// The device's screen of the latest running launch, if any.
    var launchScreen: UIScreen? { runningLaunches.last?.scene.launchScreen }

    /// The clock that work of the app itself runs on (a display link added to the main run loop,
    /// an open-URL completion): the ambient one (the window event, frame or transition being
    /// handled, or a launch), else the key window's, else `AnimationClock.main`.
    var currentClock: AnimationClock { AnimationContext.ambientClock ?? keyWindow?.clock ?? .main }

    /// Records that `window` is shown (and, with `makingKey`, made key); a window without a scene
    /// joins `primaryWindowScene`.
    func windowDidBecomeVisible(_ window: UIWindow, makingKey: Bool) {
        shownWindows.removeAll { $0.window == nil }
        if !shownWindows.contains(where: { $0.window === window }) { shownWindows.append(WeakWindow(window: window)) }
        if window.windowScene == nil { window.windowScene = primaryWindowScene }
        if makingKey { windowDidRequestKey(window) } else { updateKeyWindow() }
    }

    /// `window` asks to be key (`makeKey()`): it becomes key once it is visible.
    func windowDidRequestKey(_ window: UIWindow) {
        keyHistory.removeAll { $0.window == nil || $0.window === window }
        keyHistory.append(WeakWindow(window: window))
        updateKeyWindow()
    }

    /// Tells the windows whose key status changed since the last call: the old key window gets
    /// `resignKey()` and posts `UIWindow.didResignKeyNotification`, then the new one gets
    /// `becomeKey()` and posts `UIWindow.didBecomeKeyNotification`.
    func updateKeyWindow() {
        let current = keyWindow
        guard current !== reportedKeyWindow else { return }
        let old = reportedKeyWindow
        reportedKeyWindow = current
        if let old {
            old.resignKey()
            NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: old)
        }
        if let current {
            current.becomeKey()
            NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: current)
        }
    }

    /// Of `scene`'s visible windows, the one most recently made key.
    func keyWindow(in scene: UIWindowScene) -> UIWindow? {
        keyHistory.reversed().lazy.compactMap(\.window).first { !$0.isHidden && $0.windowScene === scene }
    }

    // MARK: Launches

    /// The launches running now, oldest first.
    private var runningLaunches: [ApplicationLaunch] { launches.compactMap(\.launch) }

    /// The running launches' connected scenes, oldest first (a launch released without
    /// terminating takes its scene with it).
    private var launchedScenes: [UIWindowScene] { runningLaunches.filter(\.isSceneConnected).map(\.scene) }

    /// `launch` begins: its delegate is the app's.
    func launchDidBegin(_ launch: ApplicationLaunch) {
        launches.removeAll { $0.launch == nil || $0.launch === launch }
        launches.append(WeakLaunch(launch: launch))
        delegate = launch.delegate
    }

    /// `launch` ended: the delegate is the latest remaining launch's (nil when none runs).
    func launchDidEnd(_ launch: ApplicationLaunch) {
        launches.removeAll { $0.launch == nil || $0.launch === launch }
        if delegate === launch.delegate { delegate = runningLaunches.last?.delegate }
    }
}

/// A window held weakly.
private struct WeakWindow {
    weak var window: UIWindow?
}

/// A launch held weakly.
private struct WeakLaunch {
    weak var launch: ApplicationLaunch?
}
