import Foundation

/// A view behind a compositional section: a background card, for example.
///
/// It covers the section (its headers, groups, footers and content insets), shrunk by its own
/// `contentInsets`. Register the view class with the layout
/// (`register(_:forDecorationViewOfKind:)`); decoration views are drawn behind the cells.
///
/// ```swift
/// let background = NSCollectionLayoutDecorationItem.background(elementKind: "card")
/// background.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
/// section.decorationItems = [background]
/// layout.register(CardBackgroundView.self, forDecorationViewOfKind: "card")
/// ```
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind of the registered view class.
    public let elementKind: String
    /// The stacking order (0; decoration views still go behind the cells).
    open var zIndex = 0

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }

    /// A decoration item filling its section's background.
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
