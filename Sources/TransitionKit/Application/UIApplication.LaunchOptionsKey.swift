import Foundation

extension UIApplication {
    /// The keys of the launch options dictionary passed to
    /// `application(_:willFinishLaunchingWithOptions:)` and
    /// `application(_:didFinishLaunchingWithOptions:)`.
    ///
    /// A launch here is always a person opening the app, so the dictionary is nil (as UIKit
    /// passes for a plain launch, and always for an app that uses scenes); the keys exist so that
    /// code reading them compiles.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String

        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The URL the app was launched to open.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that asked for the launch.
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// A remote notification's payload.
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// The Home Screen quick action that launched the app.
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        /// The user activity (Handoff, a universal link) that launched the app.
        public static let userActivityDictionary = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
        /// The type of the user activity that launched the app.
        public static let userActivityType = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
        /// The app was launched in the background to handle a location event.
        public static let location = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocationKey")
    }
}
