import TransitionKit   // on iOS: import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        print("SceneDelegate: willConnect, screen \(Int(windowScene.screen.bounds.width))x\(Int(windowScene.screen.bounds.height))")
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: PulseViewController())
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        print("SceneDelegate: willEnterForeground")
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        print("SceneDelegate: didBecomeActive (state \(UIApplication.shared.applicationState.rawValue))")
    }

    func sceneWillResignActive(_ scene: UIScene) {
        print("SceneDelegate: willResignActive")
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        print("SceneDelegate: didEnterBackground")
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        print("SceneDelegate: didDisconnect")
    }
}
