import Foundation

/// The space a compositional section (or a custom group) is laid out in.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
    /// The container's size (the collection view's bounds size; a custom group's size).
    var contentSize: CGSize { get }
    /// The size inside `effectiveContentInsets`.
    var effectiveContentSize: CGSize { get }
    /// The insets the container was given.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets in effect: `contentInsets` measured from the layout's content insets reference
    /// (the safe area's leading and trailing insets, for example).
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider is told about where the section goes.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
    /// The container.
    var container: any NSCollectionLayoutContainer { get }
    /// The traits of the collection view's window.
    var traitCollection: UITraitCollection { get }
}

/// A container of a size and the insets its reference gives.
@MainActor
struct CompositionalContainer: NSCollectionLayoutContainer {
    let contentSize: CGSize
    var contentInsets: NSDirectionalEdgeInsets = .zero
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
}

/// The environment a compositional layout hands its section provider and custom groups.
@MainActor
struct CompositionalEnvironment: NSCollectionLayoutEnvironment {
    let compositionalContainer: CompositionalContainer
    let traitCollection: UITraitCollection
    var container: any NSCollectionLayoutContainer { compositionalContainer }

    init(container: CompositionalContainer, traitCollection: UITraitCollection) {
        compositionalContainer = container
        self.traitCollection = traitCollection
    }
}
