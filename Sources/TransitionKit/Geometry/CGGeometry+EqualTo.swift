import Foundation

// Core Graphics' comparison methods, which swift-corelibs-foundation leaves out. They are `==`
// by another name (exact comparison, no tolerance), as on iOS.

extension CGPoint {
    /// Whether the two points are exactly equal (Core Graphics' `CGPointEqualToPoint`).
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes are exactly equal (Core Graphics' `CGSizeEqualToSize`).
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether the two rectangles have the same origin and size (Core Graphics' `CGRectEqualToRect`).
    ///
    /// As in Core Graphics, both are standardized first: a rectangle with a negative width equals
    /// the one with its origin at the other edge and a positive width.
    public func equalTo(_ rect2: CGRect) -> Bool { standardized == rect2.standardized }
}
