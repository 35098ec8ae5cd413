import Foundation

extension UIScene {
    /// Why a scene was connected: the URLs, user activities or quick action that asked for it.
    /// A scene here is always connected because a person opened the app, so everything is empty.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        /// The URLs to open (none).
        open var urlContexts: Set<UIOpenURLContext> { [] }
        /// The bundle identifier of the app that asked for the scene (nil).
        open var sourceApplication: String? { nil }
        /// The type of the Handoff activity the scene continues (nil).
        open var handoffUserActivityType: String? { nil }

        /// Options with nothing in them.
        override init() { super.init() }
    }
}
