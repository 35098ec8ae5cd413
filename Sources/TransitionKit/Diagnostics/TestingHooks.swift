import Foundation

// Read-only views of engine state for the package's own test support (the invariant checker).
// `package` access: visible inside this package only, never to apps.

extension UIWindow {
    /// Whether a transition runs or requests wait.
    package var isTransitionInProgress: Bool { storedTransitionDirector?.isBusy ?? false }
    /// The number of presentation containers in the window.
    package var presentationContainerCount: Int { subviews.filter { $0 is PresentationContainerView }.count }
}

extension AnimationClock {
    /// Whether any animation, timeline or animator still has work.
    package var hasRunningAnimations: Bool { engine.hasPendingWork }
}

extension UIViewController {
    /// "disappeared", "appearing", "appeared" or "disappearing".
    package var appearanceStateName: String { "\(appearanceState)" }
}

extension CALayer {
    /// Whether any animation is attached.
    package var hasAnimations: Bool { !animations.isEmpty }
}
