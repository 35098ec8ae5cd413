import Foundation

/// The delegate of a window scene: a scene delegate with the scene's main window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window (the default keeps none: nil, setting does nothing). When the
    /// scene connected without a key window, this window is made key and visible.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// No window.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
