import Foundation

extension UICollectionView {
    /// The index paths of the visible supplementary views of `elementKind`, in order.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        layoutIfNeeded()
        return visibleSupplementaryEntries(ofKind: elementKind).map(\.path)
    }

    /// The visible supplementary views of `elementKind`, in index-path order.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        layoutIfNeeded()
        return visibleSupplementaryEntries(ofKind: elementKind).map(\.view)
    }

    /// The visible supplementary view of `elementKind` at `indexPath`, or nil if it is off
    /// screen or the layout has none there.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        layoutIfNeeded()
        return visibleSupplementaries[Self.key(elementKind, indexPath)]
    }

    /// The index path of a visible supplementary view, or nil.
    public func indexPath(forSupplementaryView supplementaryView: UICollectionReusableView) -> IndexPath? {
        visibleSupplementaries.first { $0.value === supplementaryView }.flatMap { Self.parseKey($0.key)?.path }
    }

    /// The layout's attributes for the supplementary view of `kind` at `indexPath` (nil when
    /// the layout has none there).
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        loadIfNeeded()
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The visible supplementary views of one kind with their index paths, in order.
    private func visibleSupplementaryEntries(ofKind elementKind: String) -> [(path: IndexPath, view: UICollectionReusableView)] {
        visibleSupplementaries.compactMap { key, view -> (path: IndexPath, view: UICollectionReusableView)? in
            guard let parsed = Self.parseKey(key), parsed.kind == elementKind else { return nil }
            return (parsed.path, view)
        }.sorted { $0.path < $1.path }
    }

    /// The kind and index path a visible supplementary view is kept under.
    static func parseKey(_ key: String) -> (kind: String, path: IndexPath)? {
        let parts = key.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 3, let section = Int(parts[parts.count - 2]), let item = Int(parts[parts.count - 1]) else { return nil }
        return (parts.dropLast(2).joined(separator: "/"), IndexPath(item: item, section: section))
    }
}
