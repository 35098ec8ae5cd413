import Foundation

/// The delegate of a window scene: a scene delegate with the scene's main window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window (the default keeps none: nil, setting does nothing). When the
    /// scene connected without a key window, this window is made key and visible.
    var window: UIWindow? { get set }

    /// The scene's geometry changed from `previousGeometry` (its `effectiveGeometry` is the new
    /// one): called after its key window is resized or rotated (the R key,
    /// `requestGeometryUpdate(_:errorHandler:)`), once the size transition has begun.
    func windowScene(_ windowScene: UIWindowScene, didUpdateEffectiveGeometry previousGeometry: UIWindowScene.Geometry)
}

extension UIWindowSceneDelegate {
    /// No window.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// Does nothing.
    public func windowScene(_ windowScene: UIWindowScene, didUpdateEffectiveGeometry previousGeometry: UIWindowScene.Geometry) {}
}
