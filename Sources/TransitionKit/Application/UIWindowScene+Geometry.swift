import Foundation

/// The window scene's geometry: what it is now (`effectiveGeometry`), the geometry an app asks
/// for (`requestGeometryUpdate(_:errorHandler:)`, on iPhone an orientation), and the scene's traits.
extension UIWindowScene {
    /// The scene's traits: those of its screen (a phone's: horizontally compact; vertically
    /// regular while taller than wide, compact otherwise).
    public var traitCollection: UITraitCollection { UITraitCollection(windowSize: keyWindow?.bounds.size ?? screen.bounds.size) }

    /// Whether the scene fills its screen: true, as every iPhone scene does.
    public var isFullScreen: Bool { true }

    /// The scene's geometry now: its key window's frame in screen coordinates (the screen's
    /// bounds before it has one) and its interface orientation.
    public var effectiveGeometry: UIWindowScene.Geometry {
        Geometry(systemFrame: keyWindow?.frame ?? screen.bounds, interfaceOrientation: interfaceOrientation)
    }

    /// Asks for a geometry: for `GeometryPreferences.iOS`, the interface orientations the scene
    /// may take. The orientations allowed are those asked that the root view controller and the
    /// app (`UIApplication.supportedInterfaceOrientations(for:)`) both support; when the key
    /// window's orientation (portrait or landscape, by its shape) is not among them, the window
    /// rotates as the playground's R key rotates it (the size transition runs, the device's
    /// orientation follows). Refused, with `errorHandler` called at once with an error of
    /// `UISceneErrorDomain`: code 101 (`geometryRequestDenied`) when no orientation is allowed or
    /// the scene has no key window; code 100 (`geometryRequestUnsupported`) for other
    /// preferences (Mac, visionOS). `errorHandler` runs synchronously (a choice: UIKit does not
    /// say when).
    public func requestGeometryUpdate(_ geometryPreferences: UIWindowScene.GeometryPreferences,
                                      errorHandler: ((any Error) -> Void)? = nil) {
        guard let preferences = geometryPreferences as? GeometryPreferences.iOS else {
            errorHandler?(Self.sceneError(100, "This geometry preference is not supported on iPhone."))
            return
        }
        guard let window = keyWindow else {
            errorHandler?(Self.sceneError(101, "The scene has no key window to rotate."))
            return
        }
        let supported = window.rootViewController?.supportedInterfaceOrientations ?? .allButUpsideDown
        let allowed = preferences.interfaceOrientations.intersection(supported)
            .intersection(UIApplication.shared.supportedInterfaceOrientations(for: window))
        guard !allowed.isEmpty else {
            errorHandler?(Self.sceneError(101, "None of the requested orientations are supported by the view controller. "
                + "Requested: \(preferences.interfaceOrientations.rawValue); supported: \(supported.rawValue)."))
            return
        }
        let size = window.bounds.size
        let current: UIInterfaceOrientationMask = size.width > size.height ? .landscape : [.portrait, .portraitUpsideDown]
        guard size.width != size.height, allowed.isDisjoint(with: current) else { return }
        window.send(.rotate(CGSize(width: size.height, height: size.width)))
    }

    /// An error of `UISceneErrorDomain` with `code` and `message`.
    private static func sceneError(_ code: Int, _ message: String) -> NSError {
        NSError(domain: "UISceneErrorDomain", code: code, userInfo: [NSLocalizedDescriptionKey: message])
    }

    /// Tells the delegate (a `UIWindowSceneDelegate`) that the geometry changed from `previous`,
    /// when it did: `window`, the scene's key window, was resized or rotated.
    func windowDidChangeGeometry(_ window: UIWindow, from previous: Geometry) {
        guard window === keyWindow else { return }
        let now = effectiveGeometry
        guard now.systemFrame != previous.systemFrame || now.interfaceOrientation != previous.interfaceOrientation else { return }
        (delegate as? any UIWindowSceneDelegate)?.windowScene(self, didUpdateEffectiveGeometry: previous)
    }
}

extension UIWindowScene {
    /// A window scene's geometry at one moment.
    @preconcurrency @MainActor
    open class Geometry: NSObject {
        /// The scene's frame in the screen's coordinates, in points.
        public let systemFrame: CGRect
        /// The interface orientation.
        public let interfaceOrientation: UIInterfaceOrientation
        /// Whether a person is resizing the scene's window now: false (an iPhone's scene is not resized by hand).
        public var isInteractivelyResizing: Bool { false }

        /// The geometry of a scene at `systemFrame`, in `interfaceOrientation`.
        init(systemFrame: CGRect, interfaceOrientation: UIInterfaceOrientation) {
            self.systemFrame = systemFrame
            self.interfaceOrientation = interfaceOrientation
            super.init()
        }
    }

    /// The geometry an app asks a window scene for (an abstract class: use `.iOS`).
    @preconcurrency @MainActor
    open class GeometryPreferences: NSObject {
        /// Preferences with nothing asked.
        override init() { super.init() }

        /// On iPhone and iPad: the interface orientations the scene may take.
        @preconcurrency @MainActor
        open class iOS: GeometryPreferences {
            /// The orientations asked for.
            open var interfaceOrientations: UIInterfaceOrientationMask

            /// Preferences for `interfaceOrientations`.
            public init(interfaceOrientations: UIInterfaceOrientationMask) {
                self.interfaceOrientations = interfaceOrientations
                super.init()
            }

            /// Preferences for every orientation (a choice: Apple does not document the default).
            public override init() {
                interfaceOrientations = .all
                super.init()
            }
        }
    }
}
