import Foundation

extension UIApplication {
    /// Posted (object: the app) right after `application(_:didFinishLaunchingWithOptions:)`.
    nonisolated public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted (object: the app) after `applicationDidBecomeActive(_:)` or, for an app with
    /// scenes, `sceneDidBecomeActive(_:)`.
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted (object: the app) after `applicationWillResignActive(_:)` or
    /// `sceneWillResignActive(_:)`.
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted (object: the app) after `applicationDidEnterBackground(_:)` or
    /// `sceneDidEnterBackground(_:)`.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app comes back from the background. A playground app is never sent to
    /// the background and back, so it is not posted here.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted (object: the app) after `applicationWillTerminate(_:)`.
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")

    /// Posts `name` with the app as its object, on `NotificationCenter.default`.
    func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}
