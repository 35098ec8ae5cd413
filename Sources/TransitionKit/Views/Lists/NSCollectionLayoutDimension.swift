import Foundation

/// One dimension of a compositional layout size: a fraction of the container, points, or an
/// estimate that the shown cell's fitted size replaces.
///
/// A value type here (a class in UIKit): the factories and the read-only properties are the
/// same, so code written for UIKit reads the same.
public struct NSCollectionLayoutDimension: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings }
    let kind: Kind
    /// The fraction (of the container's width or height), or the points.
    public let dimension: CGFloat

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { .init(kind: .fractionalWidth, dimension: fractionalWidth) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { .init(kind: .fractionalHeight, dimension: fractionalHeight) }
    /// A fixed size in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { .init(kind: .absolute, dimension: absoluteDimension) }
    /// An estimate in points: the size until the cell is shown and measured (heights; an
    /// estimated width is used as it is).
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { .init(kind: .estimated, dimension: estimatedDimension) }
    /// An estimate that every item of the same group shares: once measured, each sibling takes
    /// the largest fitted size among them (heights), so a row of cards lines up (iOS 17).
    public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        .init(kind: .uniformAcrossSiblings, dimension: estimatedDimension)
    }

    /// Whether this is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether this is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether this is a fixed size.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether this is an estimate (a plain one or one shared across siblings).
    public var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
    /// Whether this is an estimate the siblings of a group share.
    public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

    /// The size in points inside a container of `container` size (non-finite or negative gives 0).
    func resolved(in container: CGSize) -> CGFloat {
        let value: CGFloat
        switch kind {
        case .fractionalWidth: value = container.width * dimension
        case .fractionalHeight: value = container.height * dimension
        case .absolute, .estimated, .uniformAcrossSiblings: value = dimension
        }
        return value.isFinite ? max(0, value) : 0
    }
}

/// A width and a height for an item, group or supplementary item.
public struct NSCollectionLayoutSize: Equatable, Sendable {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension
    /// Creates a size.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width; heightDimension = height
    }
    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}
