import Foundation

/// One `prepare()` pass of a compositional layout: places each section along the scrolling
/// axis (its boundary items, groups, item supplementary items and decorations) into the
/// layout's attribute arrays. "Main" is the scrolling axis, "cross" the other one.
@MainActor
struct CompositionalSectionPlacer {
    let layout: UICollectionViewCompositionalLayout
    let vertical: Bool
    let bounds: CGSize
    let traits: UITraitCollection
    /// The insets the layout's configuration's content insets reference gives.
    let layoutReference: NSDirectionalEdgeInsets

    /// The layout-wide boundary items before the first section (or after the last), at index path (0, 0).
    func placeLayoutBoundaryItems(_ items: [NSCollectionLayoutBoundarySupplementaryItem], before: Bool, at cursor: CGFloat) -> CGFloat {
        let line = crossLine(layoutReference)
        var cursor = cursor
        for item in items where item.isAtTop == before {
            cursor = placeBoundaryItem(item, section: 0, at: cursor, line: line, area: area(inside: layoutReference))
        }
        return cursor
    }

    /// Places `layoutSection` as section `section` from `cursor` on the main axis; returns where it ends.
    func place(_ layoutSection: NSCollectionLayoutSection, section: Int, at cursor: CGFloat) -> CGFloat {
        let reference = layout.referenceInsets(layoutSection.contentInsetsReference, vertical: vertical)
        let insets = layoutSection.contentInsets.adding(reference)
        let supplementaryLine = layoutSection.supplementariesFollowContentInsets ? crossLine(insets)
            : crossLine(layout.referenceInsets(layoutSection.supplementaryContentInsetsReference, vertical: vertical))
        let area = area(inside: insets)
        let along = layoutSection.boundarySupplementaryItems.filter { $0.isAlongMainAxis(vertical: vertical) }
        let across = layoutSection.boundarySupplementaryItems.filter { !$0.isAlongMainAxis(vertical: vertical) }
        var position = cursor + layoutSection.leadingPadding
        for item in along where item.isAtTop { position = placeBoundaryItem(item, section: section, at: position, line: supplementaryLine, area: area) }
        let groupsStart = position
        position += vertical ? insets.top : insets.leading
        // Across a horizontal layout, top and bottom items take room from the groups' height.
        let acrossSizes = across.map { $0.layoutSize.resolved(in: area) }
        let acrossBefore = zip(across, acrossSizes).filter { $0.0.isAtTop && $0.0.extendsBoundary }.map(\.1.height).reduce(0, +)
        let acrossAfter = zip(across, acrossSizes).filter { !$0.0.isAtTop && $0.0.extendsBoundary }.map(\.1.height).reduce(0, +)
        let groupArea = CGSize(width: area.width, height: max(0, area.height - acrossBefore - acrossAfter))
        let count = layout.collectionView?.numberOfItems(inSection: section) ?? 0
        let placed: (attributes: [UICollectionViewLayoutAttributes], end: CGFloat)
        if vertical, layoutSection.orthogonalScrollingBehavior == .none {
            placed = placeGroupsDown(layoutSection, section: section, count: count, top: position, leading: insets.leading, area: area)
        } else {
            let top = vertical ? position : insets.top + acrossBefore
            let row = placeGroupsAcross(layoutSection, section: section, count: count, top: top,
                                        leading: vertical ? insets.leading : position, area: groupArea)
            layout.supplementaryAttributes += row.supplementaries
            if vertical {
                layout.orthogonalSections[section] = OrthogonalSectionLayout(
                    band: CGRect(x: 0, y: top - insets.top, width: bounds.width, height: row.height + insets.top + insets.bottom),
                    contentWidth: row.trailing + insets.trailing, behavior: layoutSection.orthogonalScrollingBehavior,
                    leadingInset: insets.leading, groupWidth: row.groupWidth, groupStride: row.groupWidth + layoutSection.interGroupSpacing,
                    decelerationRate: layoutSection.orthogonalScrollingProperties.resolvedRate(for: layoutSection.orthogonalScrollingBehavior),
                    bounce: layoutSection.orthogonalScrollingProperties.bounce)
                // Attached items of a band live in it and scroll with it.
                for attributes in row.supplementaries {
                    layout.bandSupplementaryKeys.insert(UICollectionView.key(attributes.representedElementKind ?? "", attributes.indexPath))
                }
                placed = (row.attributes, top + row.height)
            } else {
                placed = (row.attributes, row.trailing)
            }
        }
        layout.itemAttributes.append(placed.attributes)
        position = placed.end + (vertical ? insets.bottom : insets.trailing)
        if !vertical { placeAcross(across, sizes: acrossSizes, section: section, from: groupsStart, to: position, insets: insets) }
        for (index, attributes) in layout.supplementaryAttributes.enumerated() where attributes.indexPath.section == section
            && layoutSection.boundarySupplementaryItems.contains(where: { $0.pinToVisibleBounds && $0.isAtTop && $0.elementKind == attributes.representedElementKind }) {
            layout.pinnedHeaders.append((index, position))
        }
        for item in along where !item.isAtTop { position = placeBoundaryItem(item, section: section, at: position, line: supplementaryLine, area: area) }
        placeDecorations(layoutSection.decorationItems, section: section, from: cursor, to: position, reference: reference)
        layoutSection.markListPlacements(items: placed.attributes,
                                         supplementaries: layout.supplementaryAttributes.filter { $0.indexPath.section == section })
        return position
    }

    /// The section's area: the size its groups' fractions are of.
    private func area(inside insets: NSDirectionalEdgeInsets) -> CGSize {
        vertical ? CGSize(width: max(0, bounds.width - insets.leading - insets.trailing), height: bounds.height)
            : CGSize(width: bounds.width, height: max(0, bounds.height - insets.top - insets.bottom))
    }

    /// Where a line across the scrolling axis starts inside `insets`, and how long it is.
    private func crossLine(_ insets: NSDirectionalEdgeInsets) -> (start: CGFloat, length: CGFloat) {
        vertical ? (insets.leading, max(0, bounds.width - insets.leading - insets.trailing))
            : (insets.top, max(0, bounds.height - insets.top - insets.bottom))
    }

    /// Places one boundary item at `cursor` on the main axis, on `line` across it; returns the
    /// cursor after it (unchanged when it does not extend the boundary).
    private func placeBoundaryItem(_ item: NSCollectionLayoutBoundarySupplementaryItem, section: Int, at cursor: CGFloat,
                                   line: (start: CGFloat, length: CGFloat), area: CGSize) -> CGFloat {
        let size = item.layoutSize.resolved(in: vertical ? CGSize(width: line.length, height: area.height) : CGSize(width: area.width, height: line.length))
        let crossLength = vertical ? size.width : size.height
        let cross = item.isAtCrossEnd ? line.start + line.length - crossLength : line.start
        let origin = vertical ? CGPoint(x: cross, y: cursor) : CGPoint(x: cursor, y: cross)
        appendBoundary(item, frame: CGRect(origin: origin, size: size), section: section)
        return cursor + (item.extendsBoundary ? (vertical ? size.height : size.width) : 0)
    }

    /// A horizontal layout's top and bottom items, across the section from `start` to `end`.
    private func placeAcross(_ items: [NSCollectionLayoutBoundarySupplementaryItem], sizes: [CGSize], section: Int,
                             from start: CGFloat, to end: CGFloat, insets: NSDirectionalEdgeInsets) {
        var top = insets.top, bottom = bounds.height - insets.bottom
        let length = max(0, end - start - insets.leading - insets.trailing)
        for (item, size) in zip(items, sizes) {
            let width = item.layoutSize.widthDimension.resolved(in: CGSize(width: length, height: size.height))
            let x = item.isAtCrossEnd ? end - insets.trailing - width : start + insets.leading
            let y = item.isAtTop ? top : bottom - size.height
            appendBoundary(item, frame: CGRect(x: x, y: y, width: width, height: size.height), section: section)
            if item.extendsBoundary { if item.isAtTop { top += size.height } else { bottom -= size.height } }
        }
    }

    private func appendBoundary(_ item: NSCollectionLayoutBoundarySupplementaryItem, frame: CGRect, section: Int) {
        let attributes = layout.makeAttributes(forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: section))
        attributes.frame = item.inset(frame.offsetBy(dx: item.offset.x, dy: item.offset.y))
        attributes.zIndex = item.zIndex
        layout.supplementaryAttributes.append(attributes)
    }

    /// The section's decoration items, covering it from `start` to `end` on the main axis.
    private func placeDecorations(_ items: [NSCollectionLayoutDecorationItem], section: Int, from start: CGFloat, to end: CGFloat,
                                  reference: NSDirectionalEdgeInsets) {
        let line = crossLine(reference)
        let frame = vertical ? CGRect(x: line.start, y: start, width: line.length, height: end - start)
            : CGRect(x: start, y: line.start, width: end - start, height: line.length)
        for item in items {
            let attributes = layout.makeAttributes(forDecorationViewOfKind: item.elementKind, with: IndexPath(item: 0, section: section))
            attributes.frame = item.inset(frame)
            attributes.zIndex = item.zIndex
            layout.decorationAttributes.append(attributes)
        }
    }

    /// Stacks the section's groups down from `top`; returns the items and the last group's bottom.
    private func placeGroupsDown(_ layoutSection: NSCollectionLayoutSection, section: Int, count: Int, top: CGFloat,
                                 leading: CGFloat, area: CGSize) -> (attributes: [UICollectionViewLayoutAttributes], end: CGFloat) {
        let groupSize = layoutSection.group.layoutSize.resolved(in: area)
        var attributes: [UICollectionViewLayoutAttributes] = []
        var y = top, placed = 0
        while placed < count, groupSize.height > 0 || groupSize.width > 0 {
            let slot = CGRect(origin: CGPoint(x: leading, y: y), size: groupSize)
            let pass = placeGroup(layoutSection.group, in: slot, section: section, firstItem: placed, count: count)
            guard !pass.attributes.isEmpty else { break }
            attributes += pass.attributes
            layout.supplementaryAttributes += supplementaries(of: pass.leaves, section: section, firstItem: placed)
            placed += pass.attributes.count
            y += pass.height + (placed < count ? layoutSection.interGroupSpacing : 0)
        }
        return (attributes, y)
    }

    /// Lines the section's groups up from `leading` in one row (a sideways-scrolling band, or a
    /// horizontal layout's section); returns the items, the supplementary items attached to
    /// them, the row's trailing end, its height and the group width.
    private func placeGroupsAcross(_ layoutSection: NSCollectionLayoutSection, section: Int, count: Int, top: CGFloat,
                                   leading: CGFloat, area: CGSize)
        -> (attributes: [UICollectionViewLayoutAttributes], supplementaries: [UICollectionViewLayoutAttributes], trailing: CGFloat,
            height: CGFloat, groupWidth: CGFloat)
    {
        let groupSize = layoutSection.group.layoutSize.resolved(in: area)
        var attributes: [UICollectionViewLayoutAttributes] = [], leaves: [CompositionalLeaf] = []
        var x = leading, placed = 0, height: CGFloat = 0
        while placed < count, groupSize.width > 0 {
            let slot = CGRect(origin: CGPoint(x: x, y: top), size: groupSize)
            let pass = placeGroup(layoutSection.group, in: slot, section: section, firstItem: placed, count: count)
            guard !pass.attributes.isEmpty else { break }
            attributes += pass.attributes
            leaves += pass.leaves
            placed += pass.attributes.count
            height = max(height, pass.height)
            x += groupSize.width + (placed < count ? layoutSection.interGroupSpacing : 0)
        }
        return (attributes, supplementaries(of: leaves, section: section, firstItem: 0), x, height, groupSize.width)
    }

    /// One pass of `group` at `slot`: the attributes of the items it places (from `firstItem`,
    /// at most up to `count`), their leaves, and the group's height.
    private func placeGroup(_ group: NSCollectionLayoutGroup, in slot: CGRect, section: Int, firstItem: Int, count: Int)
        -> (attributes: [UICollectionViewLayoutAttributes], leaves: [CompositionalLeaf], height: CGFloat)
    {
        var leaves = Array(group.leaves(in: slot, traits: traits).prefix(count - firstItem))
        let height = applyMeasuredHeights(to: &leaves, firstItem: IndexPath(item: firstItem, section: section), group: group, slot: slot)
        let attributes = leaves.enumerated().map { index, leaf in
            let item = layout.makeAttributes(forCellWith: IndexPath(item: firstItem + index, section: section))
            item.frame = leaf.frame
            item.zIndex = leaf.zIndex
            item.sizesHeightToFit = leaf.item.layoutSize.heightDimension.isEstimated
            return item
        }
        return (attributes, leaves, height)
    }

    /// The supplementary items attached to `leaves` (the items from `firstItem` on) and to the
    /// groups they open.
    private func supplementaries(of leaves: [CompositionalLeaf], section: Int, firstItem: Int) -> [UICollectionViewLayoutAttributes] {
        var result: [UICollectionViewLayoutAttributes] = []
        for (index, leaf) in leaves.enumerated() {
            let path = IndexPath(item: firstItem + index, section: section)
            let attached = leaf.groupAttachments + leaf.item.supplementaryItems.map { ($0, leaf.frame) }
            for (item, container) in attached {
                let attributes = layout.makeAttributes(forSupplementaryViewOfKind: item.elementKind, with: path)
                attributes.frame = item.frame(attachedTo: container)
                attributes.zIndex = item.zIndex
                result.append(attributes)
            }
        }
        return result
    }

    /// Gives the leaves with estimated heights their cells' measured heights (in a vertical
    /// group the leaves below move by the change; `uniformAcrossSiblings` leaves all take the
    /// tallest measured height) and returns the group's height: its own, or for an estimated
    /// group height the height its items need.
    private func applyMeasuredHeights(to leaves: inout [CompositionalLeaf], firstItem: IndexPath,
                                      group: NSCollectionLayoutGroup, slot: CGRect) -> CGFloat {
        let measured = leaves.indices.map { index -> CGFloat? in
            guard leaves[index].item.layoutSize.heightDimension.isEstimated else { return nil }
            return layout.measuredItemSizes[IndexPath(item: firstItem.item + index, section: firstItem.section)]?.height
        }
        let uniform = zip(leaves, measured).filter { $0.0.item.layoutSize.heightDimension.isUniformAcrossSiblings }.compactMap(\.1).max()
        var shift: CGFloat = 0
        for index in leaves.indices {
            leaves[index].frame.origin.y += shift
            let isUniform = leaves[index].item.layoutSize.heightDimension.isUniformAcrossSiblings
            guard let height = isUniform ? uniform : measured[index] else { continue }
            let change = height - leaves[index].frame.height
            leaves[index].frame.size.height = height
            if !group.isHorizontal { shift += change }
        }
        guard group.layoutSize.heightDimension.isEstimated else { return slot.height }
        let bottom = leaves.map { $0.frame.maxY + $0.item.contentInsets.bottom }.max() ?? slot.maxY
        return max(0, bottom + group.contentInsets.bottom - slot.minY)
    }
}

/// Where a sideways-scrolling compositional section's band is and how it comes to rest.
struct OrthogonalSectionLayout {
    /// The band in the collection view's content coordinates (the section's groups and insets).
    var band: CGRect
    /// The width of the band's content (groups and leading and trailing insets).
    var contentWidth: CGFloat
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    var leadingInset: CGFloat
    var groupWidth: CGFloat
    /// A group's width and the space after it.
    var groupStride: CGFloat
    /// How a thrown band slows down.
    var decelerationRate: UIScrollView.DecelerationRate
    /// When the band bounces at its ends.
    var bounce: UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce
}

extension NSDirectionalEdgeInsets {
    /// These insets plus `other`, edge by edge.
    func adding(_ other: NSDirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: top + other.top, leading: leading + other.leading,
                                bottom: bottom + other.bottom, trailing: trailing + other.trailing)
    }
}
