import Foundation
import TransitionKit

// The app: its shared instance, delegate, state, scenes, windows, URLs, settings links, events,
// orientations, notifications, and the app delegate's requirements.

/// An app delegate that implements every requirement here.
private final class AppAppDelegate: UIResponder, UIApplicationDelegate {
    // census: UIApplicationDelegate.window
    var window: UIWindow?
    // census: UIApplicationDelegate.application(_:willFinishLaunchingWithOptions:)
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // census: UIApplication.LaunchOptionsKey, UIApplication.LaunchOptionsKey.url, UIApplication.LaunchOptionsKey.sourceApplication
        let keys: [UIApplication.LaunchOptionsKey] = [.url, .sourceApplication]
        // census: UIApplication.LaunchOptionsKey.remoteNotification, UIApplication.LaunchOptionsKey.shortcutItem, UIApplication.LaunchOptionsKey.location
        let more: [UIApplication.LaunchOptionsKey] = [.remoteNotification, .shortcutItem, .location]
        // census: UIApplication.LaunchOptionsKey.userActivityDictionary, UIApplication.LaunchOptionsKey.userActivityType
        let activity: [UIApplication.LaunchOptionsKey] = [.userActivityDictionary, .userActivityType]
        return (keys + more + activity).allSatisfy { launchOptions?[$0] == nil }
    }
    // census: UIApplicationDelegate.application(_:didFinishLaunchingWithOptions:)
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    // census: UIApplicationDelegate.application(_:configurationForConnecting:options:)
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    // census: UIApplicationDelegate.application(_:didDiscardSceneSessions:)
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    // census: UIApplicationDelegate.applicationDidBecomeActive(_:), UIApplicationDelegate.applicationWillResignActive(_:)
    func applicationDidBecomeActive(_ application: UIApplication) {}
    func applicationWillResignActive(_ application: UIApplication) {}
    // census: UIApplicationDelegate.applicationDidEnterBackground(_:), UIApplicationDelegate.applicationWillEnterForeground(_:)
    func applicationDidEnterBackground(_ application: UIApplication) {}
    func applicationWillEnterForeground(_ application: UIApplication) {}
    // census: UIApplicationDelegate.applicationWillTerminate(_:)
    func applicationWillTerminate(_ application: UIApplication) {}
    // census: UIApplicationDelegate.applicationProtectedDataDidBecomeAvailable(_:), UIApplicationDelegate.applicationProtectedDataWillBecomeUnavailable(_:)
    func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {}
    func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication) {}
    // census: UIApplicationDelegate.applicationDidReceiveMemoryWarning(_:), UIApplicationDelegate.applicationSignificantTimeChange(_:)
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    func applicationSignificantTimeChange(_ application: UIApplication) {}
    // census: UIApplicationDelegate.application(_:open:options:)
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        // census: UIApplication.OpenURLOptionsKey, UIApplication.OpenURLOptionsKey.sourceApplication, UIApplication.OpenURLOptionsKey.annotation, UIApplication.OpenURLOptionsKey.openInPlace
        let keys: [UIApplication.OpenURLOptionsKey] = [.sourceApplication, .annotation, .openInPlace]
        return keys.contains { options[$0] != nil }
    }
    // census: UIApplicationDelegate.application(_:supportedInterfaceOrientationsFor:)
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask { .portrait }
}

@MainActor
private func useApplication(event: UIEvent, window: UIWindow) -> [Any] {
    // census: UIApplication.shared, UIApplication.delegate
    let app: UIApplication = UIApplication.shared
    let delegate: (any UIApplicationDelegate)? = app.delegate
    // census: UIApplication.applicationState, UIApplication.State, UIApplication.State.active, UIApplication.State.inactive, UIApplication.State.background
    let state: UIApplication.State = app.applicationState
    let states: [UIApplication.State] = [.active, .inactive, .background]
    // census: UIApplication.supportsMultipleScenes, UIApplication.connectedScenes, UIApplication.openSessions
    let multiple: Bool = app.supportsMultipleScenes
    let scenes: Set<UIScene> = app.connectedScenes
    let sessions: Set<UISceneSession> = app.openSessions
    // census: UIApplication.open(_:options:completionHandler:), UIApplication.canOpenURL(_:)
    let url = URL(string: UIApplication.openSettingsURLString)!
    app.open(url, options: [:]) { (opened: Bool) in _ = opened }
    app.open(url)
    let can: Bool = app.canOpenURL(url)
    // census: UIApplication.OpenExternalURLOptionsKey, UIApplication.OpenExternalURLOptionsKey.universalLinksOnly, UIApplication.OpenExternalURLOptionsKey.eventAttribution
    let options: [UIApplication.OpenExternalURLOptionsKey: Any] = [.universalLinksOnly: true, .eventAttribution: 0]
    // census: UIApplication.openSettingsURLString, UIApplication.openNotificationSettingsURLString, UIApplication.openDefaultApplicationsSettingsURLString
    let links: [String] = [UIApplication.openSettingsURLString, UIApplication.openNotificationSettingsURLString,
                           UIApplication.openDefaultApplicationsSettingsURLString]
    // census: UIApplication.isIdleTimerDisabled
    app.isIdleTimerDisabled = true
    // census: UIApplication.isProtectedDataAvailable
    let protected: Bool = app.isProtectedDataAvailable
    // census: UIApplication.userInterfaceLayoutDirection
    let direction: UIUserInterfaceLayoutDirection = app.userInterfaceLayoutDirection
    // census: UIApplication.sendEvent(_:)
    app.sendEvent(event)
    // census: UIApplication.applicationSupportsShakeToEdit
    app.applicationSupportsShakeToEdit = false
    // census: UIApplication.supportedInterfaceOrientations(for:)
    let orientations: UIInterfaceOrientationMask = app.supportedInterfaceOrientations(for: window)
    // census: UIApplication.keyWindow, UIApplication.windows, UIApplication.statusBarFrame
    let legacy: [Any] = [app.keyWindow as Any, app.windows, app.statusBarFrame]
    // census: UIApplication.protectedDataDidBecomeAvailableNotification, UIApplication.protectedDataWillBecomeUnavailableNotification
    let protectedNames: [Notification.Name] = [UIApplication.protectedDataDidBecomeAvailableNotification,
                                               UIApplication.protectedDataWillBecomeUnavailableNotification]
    // census: UIApplication.userDidTakeScreenshotNotification, UIApplication.didReceiveMemoryWarningNotification, UIApplication.significantTimeChangeNotification
    let systemNames: [Notification.Name] = [UIApplication.userDidTakeScreenshotNotification, UIApplication.didReceiveMemoryWarningNotification,
                                            UIApplication.significantTimeChangeNotification]
    // census: UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification, UIApplication.didEnterBackgroundNotification
    let lifeNames: [Notification.Name] = [UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
                                          UIApplication.didEnterBackgroundNotification]
    // census: UIApplication.willEnterForegroundNotification, UIApplication.willResignActiveNotification, UIApplication.willTerminateNotification
    let endNames: [Notification.Name] = [UIApplication.willEnterForegroundNotification, UIApplication.willResignActiveNotification,
                                         UIApplication.willTerminateNotification]
    return [app, delegate as Any, state, states, multiple, scenes, sessions, can, options, links, protected, direction,
            orientations, legacy, protectedNames, systemNames, lifeNames, endNames, AppAppDelegate()]
}
