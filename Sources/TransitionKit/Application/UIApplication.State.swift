import Foundation

extension UIApplication {
    /// Where the app is in its life cycle (`UIApplication.shared.applicationState`).
    ///
    /// Here: `.inactive` while the app launches (`application(_:didFinishLaunchingWithOptions:)`
    /// sees it), `.active` once it became active, `.inactive` while it resigns, `.background`
    /// from `applicationDidEnterBackground(_:)` (or `sceneDidEnterBackground(_:)`) to its
    /// termination. Windows shown without a launched app (tests, `Playground.run(scenes:)`)
    /// belong to an app that is `.active`.
    public enum State: Int, Sendable {
        /// In the foreground and receiving events.
        case active = 0
        /// In the foreground but not receiving events (launching, resigning).
        case inactive = 1
        /// In the background: not on screen.
        case background = 2
    }
}
