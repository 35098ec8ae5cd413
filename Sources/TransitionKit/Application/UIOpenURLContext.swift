import Foundation

/// A URL a scene is asked to open, with its options (`UIScene.ConnectionOptions.urlContexts`).
/// Nothing asks a scene to open a URL here, so none is ever made by TransitionKit.
@preconcurrency @MainActor
open class UIOpenURLContext: NSObject {
    /// The URL to open.
    public let url: URL
    /// How it is to be opened.
    public let options: UIScene.OpenURLOptions

    /// A context for `url` with `options`.
    init(url: URL, options: UIScene.OpenURLOptions) {
        self.url = url
        self.options = options
        super.init()
    }
}

extension UIScene {
    /// How a URL handed to a scene is to be opened.
    @preconcurrency @MainActor
    open class OpenURLOptions: NSObject {
        /// The bundle identifier of the app that asked to open it.
        public let sourceApplication: String?
        /// The annotation a document interaction controller passed.
        public let annotation: Any?
        /// Whether the file can be opened in place (not copied first).
        public let openInPlace: Bool

        /// Options with these values.
        init(sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool = false) {
            self.sourceApplication = sourceApplication
            self.annotation = annotation
            self.openInPlace = openInPlace
            super.init()
        }
    }
}
