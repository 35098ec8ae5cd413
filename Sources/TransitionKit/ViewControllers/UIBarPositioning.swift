import Foundation

/// Where a bar sits, as its delegate reports it.
public enum UIBarPosition: Int, Sendable {
    /// Unspecified.
    case any = 0
    /// At the bottom of its view (a toolbar).
    case bottom = 1
    /// At the top of its view (a navigation bar).
    case top = 2
    /// At the top of the screen, its background extending under the status bar.
    case topAttached = 3
}

/// A bar that reports its position.
@preconcurrency @MainActor
public protocol UIBarPositioning: AnyObject {
    /// Where the bar sits.
    var barPosition: UIBarPosition { get }
}

/// The delegate of a positioned bar: it may say where the bar sits.
@preconcurrency @MainActor
public protocol UIBarPositioningDelegate: AnyObject {
    /// Where `bar` sits; the default is `.any`.
    func position(for bar: any UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    /// `.any`, as UIKit's default.
    public func position(for bar: any UIBarPositioning) -> UIBarPosition { .any }
}

/// A toolbar's delegate.
@preconcurrency @MainActor
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}

/// A bar's overall style.
public enum UIBarStyle: Int, Sendable {
    /// The light style.
    case `default` = 0
    /// The dark style.
    case black = 1
}

/// The bar heights a legacy customization is for.
public enum UIBarMetrics: Int, Sendable {
    /// Standard height.
    case `default` = 0
    /// Compact height (a phone in landscape).
    case compact = 1
    /// Standard height with a prompt.
    case defaultPrompt = 101
    /// Compact height with a prompt.
    case compactPrompt = 102
}
