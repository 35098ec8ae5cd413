import TransitionKit

/// One screen of the playground: a root view controller built only from TransitionKit.
///
/// Later scenes (present, interactive, sheet, navigation, photos, lockscreen) add animators
/// and key handling; the app loop only needs a name, a title and the root controller.
@MainActor
protocol Scene: AnyObject {
    /// The name used on the command line and in the window title (lower case, no spaces).
    var name: String { get }
    /// A one-line description for the HUD and `--help`.
    var summary: String { get }
    /// The controller whose view fills the window.
    func makeRootViewController() -> UIViewController
    /// Handles a key the app itself does not use; returns whether the scene used it.
    func handleKey(_ key: String, modifiers: InputEvent.Modifiers) -> Bool
}

extension Scene {
    /// Scenes ignore keys unless they say otherwise.
    func handleKey(_ key: String, modifiers: InputEvent.Modifiers) -> Bool { false }
}
