import Foundation

/// The scene's life-cycle notifications and opening URLs from a scene.
extension UIScene {
    /// Posted (object: the scene) after the scene delegate's `scene(_:willConnectTo:options:)`
    /// (for an app without scenes, as its scene connects before the launch calls).
    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted (object: the scene) after `sceneDidDisconnect(_:)`.
    nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted (object: the scene) after `sceneWillEnterForeground(_:)`.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted (object: the scene) after `sceneDidBecomeActive(_:)`.
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted (object: the scene) after `sceneWillResignActive(_:)`.
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted (object: the scene) after `sceneDidEnterBackground(_:)`.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")

    /// Asks the system to open `url`, as `UIApplication.open(_:options:completionHandler:)` does:
    /// the request is logged, nothing is opened, and `completion` runs in the next frame with
    /// whether an app on the simulated iPhone would open it. `options` are accepted and ignored.
    public func open(_ url: URL, options: UIScene.OpenExternalURLOptions?,
                   completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        UIApplication.shared.open(url, options: [:], completionHandler: completion)
    }

    /// Posts `name` with the scene as its object, on `NotificationCenter.default`.
    func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}

extension UIScene {
    /// Options for `UIScene.open(_:options:completionHandler:)`.
    @preconcurrency @MainActor
    open class OpenExternalURLOptions: NSObject {
        /// Open the URL only when it is a universal link an installed app opens (false by
        /// default; accepted and ignored, as every option here).
        open var universalLinksOnly = false

        /// Options with the defaults.
        public override init() { super.init() }
    }
}
