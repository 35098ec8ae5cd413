import Foundation

/// One run of an app through its delegates, in UIKit's order: launch, become active, terminate
/// (what `UIApplicationMain` does on iOS; the playground's `Playground.run(appDelegate:)` uses it).
///
/// Apple's "About the app launch sequence" gives the launch as `main()`, `UIApplicationMain`,
/// `application(_:willFinishLaunchingWithOptions:)`, state restoration,
/// `application(_:didFinishLaunchingWithOptions:)`, then the UI starts with the connection to a
/// `UIWindowScene` (`scene(_:willConnectTo:options:)`). The calls here, in order:
///
/// 1. `finishLaunching()`: `UIApplication.shared.delegate` is set and the state is `.inactive`;
///    `application(_:willFinishLaunchingWithOptions:)`, then
///    `application(_:didFinishLaunchingWithOptions:)` (both with nil options: a person opened
///    the app), `didFinishLaunchingNotification`. An app with a scene delegate (one with scenes)
///    then gets `application(_:configurationForConnecting:options:)` for a `.windowApplication`
///    session, its scene is made and connected with the scene delegate, and
///    `scene(_:willConnectTo:options:)` is called. An app without one gets no scene calls; its
///    window scene is connected before `willFinishLaunching`, silently, as UIKit makes one for
///    every app since iOS 13.
/// 2. `becomeActive()`: with scenes `sceneWillEnterForeground(_:)` then `sceneDidBecomeActive(_:)`;
///    without, `applicationDidBecomeActive(_:)` (UIKit calls the application's activation methods
///    only for an app without scenes); then `didBecomeActiveNotification`.
/// 3. `terminate()`, when the playground quits or restarts the app: with scenes
///    `sceneWillResignActive(_:)`, `sceneDidEnterBackground(_:)`, `sceneDidDisconnect(_:)`;
///    without, `applicationWillResignActive(_:)`, `applicationDidEnterBackground(_:)`; then
///    `applicationWillTerminate(_:)` (as iOS calls it for an app terminated while it runs in the
///    background), each with its notification.
///
/// The scene posts its notifications (object: the scene) after the matching scene delegate call,
/// for an app without scenes at the same points: `UIScene.willConnectNotification` (after
/// `scene(_:willConnectTo:options:)`, or as the scene connects), `willEnterForegroundNotification`,
/// `didActivateNotification` (before the app's `didBecomeActiveNotification`),
/// `willDeactivateNotification`, `didEnterBackgroundNotification`, `didDisconnectNotification`.
///
/// Every call runs with the launch's clock as the ambient one, so a window the app makes with
/// `UIWindow(frame:)` (or `UIWindow(windowScene:)`), an animation it starts and a display link it
/// adds run on that clock. While the app launches, `UIScreen.main` is its scene's screen: the
/// device's (`screenSize`) until the app makes a window key, whatever other windows exist. A
/// "will" call sees the state before the change, a "did" call the state after it.
@MainActor
package final class ApplicationLaunch {
    /// The app's delegate (kept alive by the launch; `UIApplication.delegate` is weak).
    package let delegate: any UIApplicationDelegate
    /// The app's window scene: connected with the scene delegate for an app with scenes.
    package let scene: UIWindowScene
    /// The clock every call runs on.
    package let clock: AnimationClock
    /// Makes the scene delegate; nil for an app without scenes.
    private let makeSceneDelegate: (@MainActor () -> any UISceneDelegate)?
    /// The app's state while this launch runs.
    private(set) var applicationState: UIApplication.State = .inactive
    /// Whether `terminate()` ran.
    private(set) var isTerminated = false
    /// Whether the scene is connected (`UIApplication.connectedScenes` holds it).
    private(set) var isSceneConnected = false
    /// Whether `finishLaunching()` runs (`UIScreen.main` is then the scene's screen).
    private(set) var isFinishingLaunching = false

    private var application: UIApplication { .shared }

    /// A launch of the app `delegate` stands for, with scenes when `sceneDelegate` is given (it
    /// makes the scene delegate, once, when the scene connects), on a device screen of
    /// `screenSize` points, on `clock`.
    package init(delegate: any UIApplicationDelegate, sceneDelegate: (@MainActor () -> any UISceneDelegate)?,
                 screenSize: CGSize, clock: AnimationClock) {
        self.delegate = delegate
        makeSceneDelegate = sceneDelegate
        self.clock = clock
        scene = UIWindowScene(
            session: UISceneSession(role: .windowApplication), connectionOptions: UIScene.ConnectionOptions(),
            screen: UIScreen(window: nil, size: screenSize), clock: clock)
    }

    /// Whether the app has scenes (a scene delegate).
    package var usesScenes: Bool { makeSceneDelegate != nil }

    /// The scene's delegate, once connected (nil for an app without scenes).
    package var sceneDelegate: (any UISceneDelegate)? { scene.delegate }

    /// Step 1: launches the app (see the type's notes) and returns the window it shows: the key
    /// window it made on this clock; else the scene delegate's or app delegate's `window`, made
    /// key and visible (as UIKit shows a storyboard's window); else nil (nothing on screen).
    package func finishLaunching() -> UIWindow? {
        application.launchDidBegin(self)
        isFinishingLaunching = true
        defer { isFinishingLaunching = false }
        clock.perform {
            if !usesScenes { connect(delegate: nil) }
            _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
            _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
            application.post(UIApplication.didFinishLaunchingNotification)
            if let makeSceneDelegate { connectScene(delegate: makeSceneDelegate) }
        }
        return shownWindow()
    }

    /// Step 2: the app comes to the foreground and becomes active (see the type's notes).
    package func becomeActive() {
        clock.perform {
            if let sceneDelegate {
                sceneDelegate.sceneWillEnterForeground(scene)
                scene.post(UIScene.willEnterForegroundNotification)
                scene.activationState = .foregroundActive
                applicationState = .active
                sceneDelegate.sceneDidBecomeActive(scene)
            } else {
                scene.post(UIScene.willEnterForegroundNotification)
                scene.activationState = .foregroundActive
                applicationState = .active
                delegate.applicationDidBecomeActive(application)
            }
            scene.post(UIScene.didActivateNotification)
            application.post(UIApplication.didBecomeActiveNotification)
        }
    }

    /// Step 3: the app resigns, goes to the background and terminates (see the type's notes); its
    /// scene is disconnected and `UIApplication.shared` is as before the launch. Once only.
    package func terminate() {
        guard !isTerminated else { return }
        isTerminated = true
        clock.perform {
            let sceneDelegate = sceneDelegate
            if let sceneDelegate { sceneDelegate.sceneWillResignActive(scene) } else { delegate.applicationWillResignActive(application) }
            scene.post(UIScene.willDeactivateNotification)
            scene.activationState = .foregroundInactive
            applicationState = .inactive
            application.post(UIApplication.willResignActiveNotification)
            scene.activationState = .background
            applicationState = .background
            if let sceneDelegate { sceneDelegate.sceneDidEnterBackground(scene) } else { delegate.applicationDidEnterBackground(application) }
            scene.post(UIScene.didEnterBackgroundNotification)
            application.post(UIApplication.didEnterBackgroundNotification)
            sceneDelegate?.sceneDidDisconnect(scene)
            scene.activationState = .unattached
            scene.post(UIScene.didDisconnectNotification)
            isSceneConnected = false
            delegate.applicationWillTerminate(application)
            application.post(UIApplication.willTerminateNotification)
        }
        application.launchDidEnd(self)
    }

    /// Asks the app delegate for the scene's configuration, then connects the scene with the
    /// delegate `make` makes and calls `scene(_:willConnectTo:options:)`.
    private func connectScene(delegate make: @MainActor () -> any UISceneDelegate) {
        let session = scene.session, options = UIScene.ConnectionOptions()
        session.configuration = delegate.application(application, configurationForConnecting: session, options: options)
        let sceneDelegate = make()
        if let expected = session.configuration.delegateClass, type(of: sceneDelegate) != expected {
            AnimationContext.reportWithoutWindow(Diagnostic(
                code: .sceneDelegateClassMismatch,
                message: "The scene configuration names \(expected) as its delegate class; the scene delegate is a \(type(of: sceneDelegate))."))
        }
        connect(delegate: sceneDelegate)
        sceneDelegate.scene(scene, willConnectTo: session, options: options)
        scene.post(UIScene.willConnectNotification)
    }

    /// Connects the scene with `delegate`.
    private func connect(delegate: (any UISceneDelegate)?) {
        scene.delegate = delegate
        isSceneConnected = true
        if delegate == nil { scene.post(UIScene.willConnectNotification) }
    }

    /// The window the launch shows (see `finishLaunching()`).
    private func shownWindow() -> UIWindow? {
        if let key = application.keyWindow, key.clock === clock { return key }
        guard let window = (sceneDelegate as? any UIWindowSceneDelegate)?.window ?? delegate.window else { return nil }
        clock.perform { window.makeKeyAndVisible() }
        return window
    }
}

extension Diagnostic.Code {
    /// The scene configuration's `delegateClass` is not the class of the scene delegate the
    /// playground made (a *Linux* note: UIKit would make the named class).
    public static let sceneDelegateClassMismatch = Diagnostic.Code(rawValue: "scene.delegateClassMismatch", severity: .warning)
}
