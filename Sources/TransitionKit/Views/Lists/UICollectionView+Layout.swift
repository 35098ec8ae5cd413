import Foundation

extension UICollectionView {
    /// Prepares the layout, sets the content size and gives the visible elements views.
    /// Self-sizing cells measured on the way lay the items out again, until none is new (each
    /// pass measures at least one new item, so this ends).
    func layoutVisibleItems() {
        loadIfNeeded()
        var resized = true
        while resized {
            collectionViewLayout.prepareIfNeeded()
            let size = collectionViewLayout.collectionViewContentSize
            if contentSize != size { contentSize = size }
            updateOrthogonalScrollers()
            resized = false
            UIView.performWithoutAnimation { resized = tileVisibleElements() }
        }
        if collectionViewLayout.finalizesAnimatedBoundsChange {
            collectionViewLayout.finalizesAnimatedBoundsChange = false
            collectionViewLayout.finalizeAnimatedBoundsChange()
        }
    }

    /// Gives the visible elements views; returns whether a self-sizing cell shown on the way
    /// asked for a new size (the layout is invalidated then).
    func tileVisibleElements() -> Bool {
        // Only what meets the visible area, not what merely touches its edge (Core Graphics'
        // intersection, which Linux Foundation's `intersects` does not follow).
        let elements = (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [])
            .filter { attributes in
                let sideways = collectionViewLayout.movesWithOrthogonalBand(attributes) ? orthogonalOffset(ofSection: attributes.indexPath.section) : 0
                return attributes.frame.offsetBy(dx: -sideways, dy: 0).meetsInterior(of: bounds)
            }
        // Kept in the layout's order (arrays, not dictionaries): the order views are recycled
        // and added decides which cell each item gets and what draws on top.
        var neededCells: [(IndexPath, UICollectionViewLayoutAttributes)] = [], neededPaths = Set<IndexPath>()
        var neededSupplementaries: [(String, UICollectionViewLayoutAttributes)] = [], neededKeys = Set<String>()
        var neededDecorations: [(String, UICollectionViewLayoutAttributes)] = [], neededDecorationKeys = Set<String>()
        for attributes in elements {
            switch attributes.representedElementCategory {
            case .cell:
                if isValidItem(attributes.indexPath), neededPaths.insert(attributes.indexPath).inserted {
                    neededCells.append((attributes.indexPath, attributes))
                }
            case .supplementaryView:
                if let kind = attributes.representedElementKind, neededKeys.insert(Self.key(kind, attributes.indexPath)).inserted {
                    neededSupplementaries.append((Self.key(kind, attributes.indexPath), attributes))
                }
            case .decorationView:
                if let kind = attributes.representedElementKind, neededDecorationKeys.insert(Self.key(kind, attributes.indexPath)).inserted {
                    neededDecorations.append((Self.key(kind, attributes.indexPath), attributes))
                }
            }
        }
        let moving = interactiveMovement?.cell
        for path in visibleCellsByPath.keys.sorted() where !neededPaths.contains(path) {
            if let cell = visibleCellsByPath[path], cell !== moving { recycle(cell, at: path) }
        }
        for key in visibleSupplementaries.keys.sorted() where !neededKeys.contains(key) {
            if let view = visibleSupplementaries[key] { recycleSupplementary(view, key: key) }
        }
        for key in visibleDecorations.keys.sorted() where !neededDecorationKeys.contains(key) {
            if let view = visibleDecorations.removeValue(forKey: key) { decorationPool.put(view, identifier: view.reuseIdentifier ?? "") }
        }

        var resized = false
        for (path, attributes) in neededCells.sorted(by: { $0.0 < $1.0 }) {
            if let cell = visibleCellsByPath[path] {
                if cell === moving { continue }
                place(cell, with: attributes)
                if measureItemIfNeeded(path, cell: cell, attributes: attributes) { resized = true }
            } else if let cell = displayCell(at: path, attributes: attributes),
                      measureItemIfNeeded(path, cell: cell, attributes: attributes) {
                resized = true
            }
        }
        for (key, attributes) in neededSupplementaries {
            if let view = visibleSupplementaries[key] {
                place(view, with: attributes)
                continue
            }
            guard let dataSource, let kind = attributes.representedElementKind else { continue }
            let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: attributes.indexPath)
            view.applyRecording(attributes)
            addSubview(view)
            visibleSupplementaries[key] = view
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: attributes.indexPath)
        }
        placeDecorations(neededDecorations)
        placeMovingCell()
        return resized
    }

    /// Asks a self-sizing cell shown for the first time for its size
    /// (`preferredLayoutAttributesFitting`); when the layout says the answer needs a new layout,
    /// keeps it and invalidates the layout. Returns whether it did.
    func measureItemIfNeeded(_ path: IndexPath, cell: UICollectionViewCell, attributes: UICollectionViewLayoutAttributes) -> Bool {
        let layout = collectionViewLayout
        guard attributes.sizesWidthToFit || attributes.sizesHeightToFit, layout.measuredItemSizes[path] == nil else { return false }
        let preferred = cell.preferredLayoutAttributesFitting(attributes.typedCopy())
        guard preferred.size.width.isFinite, preferred.size.height.isFinite,
              layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes) else {
            layout.measuredItemSizes[path] = attributes.size
            return false
        }
        layout.measuredItemSizes[path] = CGSize(width: max(0, preferred.size.width), height: max(0, preferred.size.height))
        layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes))
        return true
    }

    /// Shows the decoration views the layout asks for, behind every cell and supplementary view.
    private func placeDecorations(_ needed: [(String, UICollectionViewLayoutAttributes)]) {
        var added = false
        for (key, attributes) in needed {
            if let view = visibleDecorations[key] { place(view, with: attributes); continue }
            let view = dequeueDecorationView(ofKind: attributes.representedElementKind ?? "")
            view.applyRecording(attributes)
            addSubview(view)
            visibleDecorations[key] = view
            added = true
        }
        guard !visibleDecorations.isEmpty else { return }
        let back = visibleDecorations.keys.sorted().reversed().compactMap { visibleDecorations[$0] }
        if added || subviews.prefix(back.count).contains(where: { view in !back.contains { $0 === view } }) {
            for view in back { sendSubviewToBack(view) }
        }
    }

    /// A recycled or new decoration view of `kind`, of the class the layout registered for it.
    private func dequeueDecorationView(ofKind kind: String) -> UICollectionReusableView {
        if let view = decorationPool.take(kind) {
            UIView.performWithoutAnimation { view.prepareForReuse() }
            return view
        }
        let view = (collectionViewLayout.decorationClasses[kind] ?? UICollectionReusableView.self).init(reuseFrame: .zero)
        view.reuseIdentifier = kind
        return view
    }

    static func key(_ kind: String, _ path: IndexPath) -> String { "\(kind)/\(path.section)/\(path.item)" }

    func isValidItem(_ path: IndexPath) -> Bool {
        path.count == 2 && itemCounts.indices.contains(path.section) && path.item >= 0 && path.item < itemCounts[path.section]
    }

    /// Asks the data source for the cell at `path` and shows it with `attributes`.
    @discardableResult
    func displayCell(at path: IndexPath, attributes: UICollectionViewLayoutAttributes) -> UICollectionViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.collectionView(self, cellForItemAt: modelPath(forDisplayed: path))
        place(cell, with: attributes, always: true)
        cell.isSelected = selectedPaths.contains(path)
        cell.isEditingInList = isEditing
        visibleCellsByPath[path] = cell
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
        return cell
    }

    func recycle(_ cell: UICollectionViewCell, at path: IndexPath) {
        visibleCellsByPath[path] = nil
        if let identifier = cell.reuseIdentifier { cellPool.put(cell, identifier: identifier) } else { cell.removeFromSuperview() }
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
    }

    func recycleSupplementary(_ view: UICollectionReusableView, key: String) {
        visibleSupplementaries[key] = nil
        if let identifier = view.reuseIdentifier { supplementaryPool.put(view, identifier: identifier) } else { view.removeFromSuperview() }
        if let parsed = Self.parseKey(key) {
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: parsed.kind, at: parsed.path)
        }
    }

    // MARK: Asking about items

    /// The visible cell for the item, or nil if it is off screen or does not exist.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutIfNeeded()
        return visibleCellsByPath[indexPath]
    }

    /// The index path of a visible `cell`, or nil.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellsByPath.first { $0.value === cell }?.key
    }

    /// The index path of the item at `point` (in the collection view's coordinates), or nil.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        return (collectionViewLayout.layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && isValidItem($0.indexPath)
                && $0.frame.offsetBy(dx: -orthogonalOffset(ofSection: $0.indexPath.section), dy: 0).contains(point) }
            .max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The index paths of the visible items, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return visibleCellsByPath.keys.sorted()
    }

    /// The visible cells, in item order.
    public var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap { visibleCellsByPath[$0] }
    }

    /// The layout's attributes for the item (nil, with a Diagnostic, for an item that does not exist).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        loadIfNeeded()
        guard isValidItem(indexPath) else {
            reportListProblem(.listInvalidIndexPath, "layoutAttributesForItem(at: \(indexPath)): no such item")
            return nil
        }
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// Scrolls so the item is at `scrollPosition` (clamped to the content); in a sideways-scrolling
    /// section the horizontal positions scroll the section's band. An item that does not exist
    /// is refused with a Diagnostic.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        layoutVisibleItems()
        var scrollPosition = scrollPosition
        if let scroller = orthogonalScrollers[indexPath.section] {
            scroller.scroll(toShow: frame.offsetBy(dx: -scroller.band.band.minX, dy: 0), at: scrollPosition, animated: animated)
            scrollPosition.subtract([.left, .centeredHorizontally, .right])
        }
        let inset = adjustedContentInset
        let visible = CGSize(width: bounds.width - inset.left - inset.right, height: bounds.height - inset.top - inset.bottom)
        var offset = contentOffset
        if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - inset.top - visible.height / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - inset.top - visible.height }
        if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - inset.left - visible.width / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - inset.left - visible.width }
        setContentOffset(clamped(offset), animated: animated)
    }
}
