import Foundation

/// The style of the status bar's text and glyphs.
public enum UIStatusBarStyle: Int, Sendable {
    /// Chosen from the interface style: dark content here (the light interface style).
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// How the status bar animates when it is hidden or shown.
public enum UIStatusBarAnimation: Int, Sendable {
    /// No animation.
    case none = 0
    /// A fade.
    case fade = 1
    /// A slide up or down (drawn here as a fade).
    case slide = 2
}

extension UIViewController {
    /// Tells the window that this controller's status bar preferences changed: the status bar
    /// asks again. During a transition the change animates with the transition (it follows the
    /// transition's progress, also when scrubbed or cancelled); otherwise it takes effect at once.
    public func setNeedsStatusBarAppearanceUpdate() {
        (viewIfLoaded?.window ?? knownWindow)?.updateStatusBarAppearance()
    }

    /// The controller that decides the status bar's `keyPath` value, starting at this one and
    /// following `childFor…` (a controller returning itself or a cycle stops the walk).
    func statusBarDecider(following child: (UIViewController) -> UIViewController?) -> UIViewController {
        var decider = self
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        while let next = child(decider), seen.insert(ObjectIdentifier(next)).inserted { decider = next }
        return decider
    }

    /// Whether this controller, when presented, takes the status bar from its presenter: a
    /// full-screen presentation, or one that captures (Apple, `modalPresentationCapturesStatusBarAppearance`:
    /// "status bar appearance control is transferred from the presenting to the presented view
    /// controller only if the presented controller's modalPresentationStyle value is fullScreen").
    var takesStatusBarWhenPresented: Bool {
        modalPresentationStyle.resolved == .fullScreen || modalPresentationCapturesStatusBarAppearance
    }
}
