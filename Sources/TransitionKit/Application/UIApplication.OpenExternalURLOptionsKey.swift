import Foundation

extension UIApplication {
    /// The keys of the options dictionary of `open(_:options:completionHandler:)`. Accepted and
    /// ignored: nothing is opened here (see `open(_:options:completionHandler:)`).
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String

        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Open the URL only if it is a universal link with an app installed to open it.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
        /// Tap-event attribution data for Private Click Measurement.
        public static let eventAttribution = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenExternalURLOptionsEventAttributionKey")
    }
}
