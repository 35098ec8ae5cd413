import Foundation

/// The record of one scene of the app: its role, its configuration, its identifier and the scene
/// showing it now.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// The kinds of scene a session can be.
    public struct Role: Hashable, RawRepresentable, Sendable {
        /// The role's name.
        public let rawValue: String

        /// A role named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The app's interactive window on the device's screen (every session here).
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The scene showing the session now (weak; nil once disconnected and released).
    open internal(set) weak var scene: UIScene?
    /// The session's role.
    public let role: Role
    /// The configuration the scene was made from (the app delegate's answer to
    /// `application(_:configurationForConnecting:options:)`).
    open internal(set) var configuration: UISceneConfiguration
    /// The session's identifier, unique in the process and the same in every run of the same
    /// program ("UISceneSession-1", "UISceneSession-2", ...).
    public let persistentIdentifier: String
    /// Information the app keeps with the session.
    open var userInfo: [String: Any]?

    /// How many sessions were made (a unique-name counter).
    private static var made = 0

    /// A session of `role` whose configuration is, until the app delegate chooses one, unnamed.
    init(role: Role) {
        self.role = role
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
        Self.made += 1
        persistentIdentifier = "UISceneSession-\(Self.made)"
        super.init()
    }
}
