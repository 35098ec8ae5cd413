import Foundation

/// Insets by edge in the reading direction: leading and trailing instead of left and right
/// (`layoutMargins`' directional form, compositional layouts' content insets). The model lays out
/// left to right, so leading is left and trailing is right.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The leading (left) inset.
    public var leading: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The trailing (right) inset.
    public var trailing: CGFloat
    /// Creates insets.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// Creates zero insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    /// No insets.
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}
