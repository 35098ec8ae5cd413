import Foundation

/// What a scene is made from: a name, a role, and the classes of the scene and its delegate.
///
/// UIKit makes the delegate from `delegateClass` through the Objective-C runtime; Swift cannot
/// make an instance from a class value without a `required init()`, so here the scene delegate
/// is the one `Playground.run(appDelegate:sceneDelegate:)` makes, and `delegateClass` is stored
/// (a launch whose delegate is of another class says so on stderr).
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// The configuration's name (as in the app's scene manifest), if any.
    public let name: String?
    /// The role of the sessions it configures.
    public let role: UISceneSession.Role
    /// The scene delegate's class.
    open var delegateClass: AnyClass?
    /// The scene's class (`UIWindowScene` when nil).
    open var sceneClass: AnyClass?

    /// A configuration named `name` for sessions of `sessionRole`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }

    /// An unnamed configuration for the app's window (`.windowApplication`).
    public override convenience init() { self.init(name: nil, sessionRole: .windowApplication) }
}
