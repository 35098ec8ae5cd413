import Foundation

/// Which edges of a layer are antialiased (`CAEdgeAntialiasingMask`, the layer's
/// `edgeAntialiasingMask`; all four by default).
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    /// The raw bits (Core Animation's values).
    public let rawValue: UInt32
    /// Creates a mask from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The left edge (minimum x).
    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)
    /// The right edge (maximum x).
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)
    /// The bottom edge (Core Animation's name for the minimum-y edge).
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)
    /// The top edge (Core Animation's name for the maximum-y edge).
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 1 << 3)
    /// All four edges (the default).
    static let all: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
}
