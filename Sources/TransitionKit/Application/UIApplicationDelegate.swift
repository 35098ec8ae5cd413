import Foundation

/// The app's delegate: what UIKit tells an app as it launches, becomes active, goes to the
/// background and terminates.
///
/// UIKit's requirements are Objective-C `optional`; Swift has no optional requirements, so every
/// requirement here has a default implementation (below) and a delegate implements only what it
/// needs, as on iOS. A typical delegate compiles unchanged:
///
/// ```swift
/// final class AppDelegate: UIResponder, UIApplicationDelegate {
///     var window: UIWindow?
///
///     func application(_ application: UIApplication,
///                      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
///         window = UIWindow(frame: UIScreen.main.bounds)
///         window?.rootViewController = UIViewController()
///         window?.makeKeyAndVisible()
///         return true
///     }
/// }
/// ```
///
/// The playground runs one with `Playground.run(appDelegate:)` (and, for an app with scenes,
/// `Playground.run(appDelegate:sceneDelegate:)`); the order of the calls is `ApplicationLaunch`'s.
/// A method whose signature differs from the requirement's is not called (the default is), as
/// an Objective-C optional method that does not match is not.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The app's main window, for an app without scenes (the default keeps none: nil, setting does
    /// nothing). When launching ends without a key window, this window is made key and visible.
    var window: UIWindow? { get set }

    /// The launch has begun: the first call, before state restoration. `launchOptions` is nil (a
    /// person opened the app). Returning false is accepted and changes nothing here (UIKit then
    /// skips opening a launch URL, and there is none).
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool

    /// The launch is almost done: set up the app (an app without scenes makes its window here).
    /// `launchOptions` is nil; the return value is accepted and ignored, as for a plain launch.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool

    /// The app became active (an app without scenes; with scenes UIKit calls
    /// `sceneDidBecomeActive(_:)` instead).
    func applicationDidBecomeActive(_ application: UIApplication)

    /// The app is about to become inactive (an app without scenes: when the playground quits).
    func applicationWillResignActive(_ application: UIApplication)

    /// The app is now in the background (an app without scenes: when the playground quits).
    func applicationDidEnterBackground(_ application: UIApplication)

    /// The app is about to come back from the background. Never called here: a playground app
    /// does not go to the background and back.
    func applicationWillEnterForeground(_ application: UIApplication)

    /// The app is about to terminate: the last call, when the playground quits or restarts the
    /// app (Tab, a tuning replay).
    func applicationWillTerminate(_ application: UIApplication)

    /// The configuration for a scene about to be made (an app with scenes), called after
    /// `application(_:didFinishLaunchingWithOptions:)`. The default returns
    /// `UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)`.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration

    /// Scene sessions the user discarded. Never called here: sessions are not kept across runs.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)

    /// Protected files became readable. Never called here: the simulated device does not lock.
    func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication)

    /// Protected files are about to be locked. Never called here: the simulated device does not lock.
    func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication)

    /// Memory is low: free what can be rebuilt. Called by `UIApplication.simulateMemoryWarning()`.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)

    /// The time changed significantly (midnight, a time zone change). Never called here: the
    /// playground's clock is its own, not the calendar's.
    func applicationSignificantTimeChange(_ application: UIApplication)

    /// Open `url` (another app or the system asked). Never called here: nothing outside the app
    /// asks it to open URLs. The default returns false.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool

    /// The interface orientations the view controllers of `window` may take, in place of the
    /// Info.plist's (`UIApplication.supportedInterfaceOrientations(for:)` asks it, and
    /// `UIWindowScene.requestGeometryUpdate(_:errorHandler:)` keeps to it). The default is an
    /// iPhone Info.plist's: every orientation but upside down.
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask
}

extension UIApplicationDelegate {
    /// No window.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// Does nothing; returns true.
    public func application(_ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool { true }

    /// Does nothing; returns true.
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool { true }

    /// Does nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}

    /// Does nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}

    /// Does nothing.
    public func applicationDidEnterBackground(_ application: UIApplication) {}

    /// Does nothing.
    public func applicationWillEnterForeground(_ application: UIApplication) {}

    /// Does nothing.
    public func applicationWillTerminate(_ application: UIApplication) {}

    /// A configuration named "Default Configuration" for the session's role.
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    /// Does nothing.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}

    /// Does nothing.
    public func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {}

    /// Does nothing.
    public func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication) {}

    /// Does nothing.
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}

    /// Does nothing.
    public func applicationSignificantTimeChange(_ application: UIApplication) {}

    /// Opens nothing; returns false.
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool { false }

    /// Every orientation but upside down (an iPhone Info.plist's default).
    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        .allButUpsideDown
    }
}
