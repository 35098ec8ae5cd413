import Foundation

/// What UIKit tells a scene's delegate as the scene connects, comes to the foreground, becomes
/// active, resigns, goes to the background and disconnects.
///
/// UIKit's requirements are Objective-C `optional`; here each has a default implementation that
/// does nothing (Swift has no optional requirements), so a delegate implements what it needs. The
/// order of the calls is `ApplicationLaunch`'s.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    /// The scene is being connected to the app: make its window here (`UIWindow(windowScene:)`,
    /// then `makeKeyAndVisible()`). Called after the app delegate's
    /// `application(_:configurationForConnecting:options:)`.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)

    /// The scene was disconnected (when the playground quits or restarts the app), after
    /// `sceneDidEnterBackground(_:)`.
    func sceneDidDisconnect(_ scene: UIScene)

    /// The scene became active: it is on screen and receives events.
    func sceneDidBecomeActive(_ scene: UIScene)

    /// The scene is about to stop receiving events (when the playground quits or restarts the app).
    func sceneWillResignActive(_ scene: UIScene)

    /// The scene is about to come to the foreground (once, while the app launches), before
    /// `sceneDidBecomeActive(_:)`.
    func sceneWillEnterForeground(_ scene: UIScene)

    /// The scene is now in the background, after `sceneWillResignActive(_:)`.
    func sceneDidEnterBackground(_ scene: UIScene)

    /// Open `URLContexts`' URLs (another app or the system asked). Never called here: nothing
    /// outside the app asks it to open URLs.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
    /// Does nothing.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// Does nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    /// Does nothing.
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}
