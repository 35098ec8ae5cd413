import Foundation
import TransitionKit

// Scenes: the window scene, its geometry and status bar, the scene's life cycle and
// notifications, its session and configuration, and the scene delegates' requirements.

/// A window scene delegate that implements every requirement here.
private final class AppSceneDelegate: UIResponder, UIWindowSceneDelegate {
    // census: UIWindowSceneDelegate.window
    var window: UIWindow?
    // census: UISceneDelegate.scene(_:willConnectTo:options:)
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        // census: UIScene.ConnectionOptions.urlContexts, UIScene.ConnectionOptions.sourceApplication, UIScene.ConnectionOptions.handoffUserActivityType
        let _: (Set<UIOpenURLContext>, String?, String?) = (connectionOptions.urlContexts, connectionOptions.sourceApplication,
                                                             connectionOptions.handoffUserActivityType)
    }
    // census: UISceneDelegate.sceneDidDisconnect(_:)
    func sceneDidDisconnect(_ scene: UIScene) {}
    // census: UISceneDelegate.sceneWillEnterForeground(_:)
    func sceneWillEnterForeground(_ scene: UIScene) {}
    // census: UISceneDelegate.sceneDidBecomeActive(_:)
    func sceneDidBecomeActive(_ scene: UIScene) {}
    // census: UISceneDelegate.sceneWillResignActive(_:)
    func sceneWillResignActive(_ scene: UIScene) {}
    // census: UISceneDelegate.sceneDidEnterBackground(_:)
    func sceneDidEnterBackground(_ scene: UIScene) {}
    // census: UISceneDelegate.scene(_:openURLContexts:)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    // census: UIWindowSceneDelegate.windowScene(_:didUpdateEffectiveGeometry:)
    func windowScene(_ windowScene: UIWindowScene, didUpdateEffectiveGeometry previousGeometry: UIWindowScene.Geometry) {}
}

/// A scene subclass, made as UIKit makes one.
private final class AppCustomScene: UIWindowScene {
    // census: UIScene.init(session:connectionOptions:)
    required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
    }
}

@MainActor
private func useWindowScene(_ scene: UIWindowScene) -> [Any] {
    // census: UIWindowScene.windows, UIWindowScene.keyWindow, UIWindowScene.screen
    let windows: [UIWindow] = scene.windows
    let key: UIWindow? = scene.keyWindow
    let screen: UIScreen = scene.screen
    // census: UIWindowScene.traitCollection, UIWindowScene.isFullScreen, UIWindowScene.interfaceOrientation
    let traits: UITraitCollection = scene.traitCollection
    let full: Bool = scene.isFullScreen
    let orientation: UIInterfaceOrientation = scene.interfaceOrientation
    // census: UIWindowScene.effectiveGeometry, UIWindowScene.Geometry
    let geometry: UIWindowScene.Geometry = scene.effectiveGeometry
    let frame: CGRect = geometry.systemFrame, geometryOrientation: UIInterfaceOrientation = geometry.interfaceOrientation
    let resizing: Bool = geometry.isInteractivelyResizing
    // census: UIWindowScene.requestGeometryUpdate(_:errorHandler:), UIWindowScene.GeometryPreferences, UIWindowScene.GeometryPreferences.iOS
    let preferences: UIWindowScene.GeometryPreferences = UIWindowScene.GeometryPreferences.iOS(interfaceOrientations: .landscape)
    scene.requestGeometryUpdate(preferences) { (error: any Error) in _ = error }
    scene.requestGeometryUpdate(.iOS(interfaceOrientations: .portrait))
    let any = UIWindowScene.GeometryPreferences.iOS()
    any.interfaceOrientations = .all
    // census: UIWindowScene.statusBarManager
    let bar: UIStatusBarManager? = scene.statusBarManager
    // census: UIStatusBarManager.isStatusBarHidden, UIStatusBarManager.statusBarStyle, UIStatusBarManager.statusBarFrame
    let barState: (Bool, UIStatusBarStyle, CGRect)? = bar.map { ($0.isStatusBarHidden, $0.statusBarStyle, $0.statusBarFrame) }
    return [windows, key as Any, screen, traits, full, orientation, frame, geometryOrientation, resizing, any, bar as Any, barState as Any]
}

@MainActor
private func useScene(_ scene: UIScene, delegate: any UISceneDelegate) -> [Any] {
    // census: UIScene.delegate, UIScene.session
    scene.delegate = delegate
    let session: UISceneSession = scene.session
    // census: UIScene.activationState, UIScene.ActivationState
    let state: UIScene.ActivationState = scene.activationState
    // census: UIScene.ActivationState.unattached, UIScene.ActivationState.foregroundActive, UIScene.ActivationState.foregroundInactive, UIScene.ActivationState.background
    let states: [UIScene.ActivationState] = [.unattached, .foregroundActive, .foregroundInactive, .background]
    // census: UIScene.title, UIScene.subtitle
    scene.title = "Inbox"
    scene.subtitle = "3 unread"
    let title: String? = scene.title, subtitle: String = scene.subtitle
    // census: UIScene.willConnectNotification, UIScene.didDisconnectNotification, UIScene.willEnterForegroundNotification
    let names: [Notification.Name] = [UIScene.willConnectNotification, UIScene.didDisconnectNotification,
                                      UIScene.willEnterForegroundNotification]
    // census: UIScene.didActivateNotification, UIScene.willDeactivateNotification, UIScene.didEnterBackgroundNotification
    let more: [Notification.Name] = [UIScene.didActivateNotification, UIScene.willDeactivateNotification,
                                     UIScene.didEnterBackgroundNotification]
    // census: UIScene.open(_:options:completionHandler:), UIScene.OpenExternalURLOptions
    let options = UIScene.OpenExternalURLOptions()
    options.universalLinksOnly = true
    scene.open(URL(string: "https://example.com")!, options: options) { (opened: Bool) in _ = opened }
    scene.open(URL(string: "https://example.com")!, options: nil)
    // census: UIScene.OpenURLOptions, UIScene.ConnectionOptions
    let _: (UIScene.OpenURLOptions?, UIScene.ConnectionOptions?) = (nil, nil)
    return [session, state, states, title as Any, subtitle, names, more]
}

@MainActor
private func useSession(_ session: UISceneSession) -> [Any] {
    // census: UISceneSession.scene, UISceneSession.role, UISceneSession.Role, UISceneSession.configuration
    let scene: UIScene? = session.scene
    let role: UISceneSession.Role = session.role
    let configuration: UISceneConfiguration = session.configuration
    // census: UISceneSession.Role.init(rawValue:), UISceneSession.Role.windowApplication, UISceneSession.Role.windowExternalDisplayNonInteractive
    let roles: [UISceneSession.Role] = [UISceneSession.Role(rawValue: "custom"), .windowApplication, .windowExternalDisplayNonInteractive]
    // census: UISceneSession.persistentIdentifier, UISceneSession.userInfo
    let identifier: String = session.persistentIdentifier
    session.userInfo = ["draft": 1]
    let info: [String: Any]? = session.userInfo
    return [scene as Any, role, configuration, roles, identifier, info as Any]
}

@MainActor
private func useConfiguration() -> [Any] {
    // census: UISceneConfiguration.init(name:sessionRole:), UISceneConfiguration.init()
    let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
    let plain = UISceneConfiguration()
    // census: UISceneConfiguration.sceneClass, UISceneConfiguration.delegateClass
    configuration.sceneClass = UIWindowScene.self
    configuration.delegateClass = AppSceneDelegate.self
    let classes: (AnyClass?, AnyClass?) = (configuration.sceneClass, configuration.delegateClass)
    // census: UISceneConfiguration.name, UISceneConfiguration.role
    let name: String? = configuration.name
    let role: UISceneSession.Role = plain.role
    return [classes.0 as Any, name as Any, role, AppSceneDelegate(), AppCustomScene.self]
}
