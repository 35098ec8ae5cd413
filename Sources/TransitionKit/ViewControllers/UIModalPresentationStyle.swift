import Foundation

/// How a presented view controller is shown (UIKit's raw values).
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the screen; the presenter's view is removed when the presentation completes, and the
    /// presenter gets appearance callbacks.
    case fullScreen = 0
    /// A card over a dimmed, slightly shrunk presenter, dismissible by dragging it down.
    case pageSheet = 1
    /// Shown as a page sheet on this platform.
    case formSheet = 2
    /// Shown full screen on this platform.
    case currentContext = 3
    /// A presentation controller from the transitioning delegate decides.
    case custom = 4
    /// Covers the screen; the presenter's view stays, and gets no appearance callbacks.
    case overFullScreen = 5
    /// Shown over full screen on this platform.
    case overCurrentContext = 6
    /// Shown as a page sheet on this platform.
    case popover = 7
    /// Not a modal presentation.
    case none = -1
    /// The default: resolves to `.pageSheet`, as on iPhone.
    case automatic = -2

    /// The style actually used here.
    var resolved: UIModalPresentationStyle {
        switch self {
        case .automatic, .formSheet, .popover: return .pageSheet
        case .currentContext: return .fullScreen
        case .overCurrentContext: return .overFullScreen
        default: return self
        }
    }
}

/// The system animation of a presentation when the transitioning delegate gives none.
public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom (the default).
    case coverVertical = 0
    /// Shown as a cross dissolve on this platform.
    case flipHorizontal = 1
    /// Fades in.
    case crossDissolve = 2
    /// Shown as a cover-vertical on this platform.
    case partialCurl = 3
}
