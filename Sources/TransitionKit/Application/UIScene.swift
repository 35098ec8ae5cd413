import Foundation

/// One instance of the app's user interface (UIKit's base class of `UIWindowScene`): its session,
/// its delegate and where it is in its life cycle.
///
/// The playground makes one for an app it launches (`ApplicationLaunch`); windows shown without
/// a launched app belong to the app's default window scene.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where a scene is in its life cycle.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app yet, or disconnected.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen but not receiving events (entering the foreground, resigning).
        case foregroundInactive = 1
        /// Not on screen.
        case background = 2
    }

    /// The session the scene shows: its role and configuration.
    public let session: UISceneSession

    /// The scene's delegate, held strongly as UIKit holds the one it makes from the
    /// configuration's `delegateClass`.
    open var delegate: (any UISceneDelegate)?

    /// Where the scene is in its life cycle (`.unattached` until it connects).
    open internal(set) var activationState: ActivationState = .unattached

    /// The scene's title (shown by the system's app switcher on iPad; stored here).
    open var title: String!

    /// The scene's subtitle, shown in a Mac window's title bar; empty until set (stored here).
    open var subtitle: String = ""

    /// The next responder: the app.
    open override var next: UIResponder? { UIApplication.shared }

    /// A scene for `session`, connected with `connectionOptions` (UIKit makes scenes; so does the
    /// playground's launch).
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
        session.scene = self
    }
}
