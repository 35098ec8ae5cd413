import TransitionKit

/// What one SDL event means to the host: input for the window, or a request to quit.
enum HostEvent: Equatable {
    /// Input to hand to the app (and on to `UIWindow.send(_:)`).
    case input(InputEvent)
    /// The window was closed or the process asked to quit.
    case quit
}
