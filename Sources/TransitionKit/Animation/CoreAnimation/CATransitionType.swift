import Foundation

/// How a `CATransition` moves from the old rendering to the new.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The type's string (`kCATransitionFade` is "fade").
    public let rawValue: String
    /// Creates a type from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The old content fades out as the new fades in (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides out, uncovering the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a moving `CATransition`: the side the motion starts from.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The subtype's string (`kCATransitionFromRight` is "fromRight").
    public let rawValue: String
    /// Creates a subtype from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// From the right edge.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// From the left edge.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// From the top edge.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// From the bottom edge.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
