import Foundation

/// What a window's status bar shows: hidden or not, and its style (a Linux addition; a phone's
/// status bar is drawn by the system, here by the host from this value).
public struct StatusBarAppearance: Equatable, Sendable {
    /// Whether the status bar is hidden.
    public var isHidden: Bool
    /// The style of its text and glyphs.
    public var style: UIStatusBarStyle

    /// Creates an appearance.
    public init(isHidden: Bool = false, style: UIStatusBarStyle = .default) {
        self.isHidden = isHidden
        self.style = style
    }

    /// How light the text is: 1 for `.lightContent`, 0 for dark content.
    var contentLightness: CGFloat { style == .lightContent ? 1 : 0 }
}

/// The status bar as drawn at this moment: between two appearances while a transition changes
/// it (a Linux addition, for hosts that draw a status bar).
public struct StatusBarPresentation: Equatable, Sendable {
    /// How light the text and glyphs are, 0 (dark) ... 1 (light).
    public var contentLightness: CGFloat
    /// How visible the status bar is, 0 (hidden) ... 1.
    public var opacity: CGFloat

    /// Creates a presentation.
    public init(contentLightness: CGFloat, opacity: CGFloat) {
        self.contentLightness = contentLightness
        self.opacity = opacity
    }
}

/// A window's status bar: the appearance its deciding controller asks for and, while a
/// transition changes it, the appearance it comes from.
struct StatusBarState {
    /// The appearance the deciding controller asks for (the end of a running transition).
    var appearance = StatusBarAppearance()
    /// The appearance when the running transition began.
    var transitionStart: StatusBarAppearance?
    /// The running transition the status bar follows.
    weak var transition: TransitionContext?
}

extension UIWindow {
    /// The status bar's appearance as the deciding controller asks for it (during a transition,
    /// the appearance it ends with). A Linux addition.
    public var statusBarAppearance: StatusBarAppearance { statusBarState.appearance }

    /// The status bar as drawn now: during a transition that changes its appearance, it
    /// cross-fades with the transition's progress (scrubbed, paused or cancelled with it), as iOS
    /// animates the status bar along with a presentation. A Linux addition.
    public var statusBarPresentation: StatusBarPresentation {
        let end = statusBarState.appearance
        guard let start = statusBarState.transitionStart, let context = statusBarState.transition, !context.didComplete else {
            return StatusBarPresentation(contentLightness: end.contentLightness, opacity: end.isHidden ? 0 : 1)
        }
        let progress = min(max(context.currentPercent, 0), 1)
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * progress }
        return StatusBarPresentation(
            contentLightness: mix(start.contentLightness, end.contentLightness),
            opacity: mix(start.isHidden ? 0 : 1, end.isHidden ? 0 : 1))
    }

    /// The controller that decides the status bar, found as UIKit does: from the root, up the
    /// presentation chain, the topmost controller presented full screen or capturing the status
    /// bar (`modalPresentationCapturesStatusBarAppearance`). `dismissed` and what it presents
    /// do not count (a dismissal that is running).
    func statusBarController(excluding dismissed: UIViewController? = nil) -> UIViewController? {
        guard var decider = rootViewController else { return nil }
        var current = decider
        while let next = current.presentedViewController, next !== dismissed, next !== current {
            if next.takesStatusBarWhenPresented { decider = next }
            current = next
        }
        return decider
    }

    /// The appearance the deciding controller asks for now.
    func resolvedStatusBarAppearance(excluding dismissed: UIViewController? = nil) -> StatusBarAppearance {
        guard let decider = statusBarController(excluding: dismissed) else { return StatusBarAppearance() }
        return StatusBarAppearance(
            isHidden: decider.statusBarDecider(following: \.childForStatusBarHidden).prefersStatusBarHidden,
            style: decider.statusBarDecider(following: \.childForStatusBarStyle).preferredStatusBarStyle)
    }

    /// Asks the deciding controller again (`setNeedsStatusBarAppearanceUpdate()`, a new root,
    /// the window shown). During a dismissal the dismissed controller no longer decides.
    func updateStatusBarAppearance() {
        let running = statusBarState.transition.flatMap { $0.didComplete ? nil : $0 }
        let dismissed = running?.kind == .dismissal ? running?.fromViewController : nil
        statusBarState.appearance = resolvedStatusBarAppearance(excluding: dismissed)
    }

    /// A transition begins: the status bar follows it from the appearance shown now to the one
    /// the controllers ask for at its end.
    func statusBarTransitionWillBegin(_ context: TransitionContext) {
        statusBarState.transitionStart = statusBarState.appearance
        statusBarState.transition = context
        updateStatusBarAppearance()
    }

    /// A transition ended (finished or cancelled): the status bar shows what the controllers ask
    /// for now.
    func statusBarTransitionDidEnd() {
        statusBarState.transitionStart = nil
        statusBarState.transition = nil
        updateStatusBarAppearance()
    }
}
