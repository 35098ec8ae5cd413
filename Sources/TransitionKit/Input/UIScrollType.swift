import Foundation

/// The kinds of scroll input (`UIPanGestureRecognizer.allowedScrollTypesMask`).
public enum UIScrollType: Int, Sendable {
    /// Stepped input: a mouse wheel's notches.
    case discrete = 0
    /// Smooth input: a trackpad.
    case continuous = 1
}

/// A set of scroll types a pan recognizer accepts.
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    /// The raw bit mask: bit n for `UIScrollType(rawValue: n)`.
    public let rawValue: Int
    /// Creates a mask from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A mouse wheel's notches.
    public static let discrete = UIScrollTypeMask(rawValue: 1 << UIScrollType.discrete.rawValue)
    /// Trackpad scrolling.
    public static let continuous = UIScrollTypeMask(rawValue: 1 << UIScrollType.continuous.rawValue)
    /// Both.
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
