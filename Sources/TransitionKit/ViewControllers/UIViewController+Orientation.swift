import Foundation

extension UIViewController {
    /// The orientation of the window this controller is in, the default of
    /// `preferredInterfaceOrientationForPresentation` (Apple: "the system presents the view
    /// controller using the current orientation of the status bar"): landscape
    /// (`.landscapeRight`) when the window is wider than tall, else portrait, as
    /// `UIWindowScene.interfaceOrientation` reports it; portrait for a controller in no window.
    var currentInterfaceOrientation: UIInterfaceOrientation {
        (viewIfLoaded?.window ?? knownWindow)?.shapeOrientation ?? .portrait
    }
}
