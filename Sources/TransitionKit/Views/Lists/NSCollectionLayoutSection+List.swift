import Foundation

extension NSCollectionLayoutSection {
    /// A list section: one full-width row per item, 44 pt estimated (self-sizing cells take the
    /// height their content needs), laid out as `configuration` says.
    ///
    /// Spacing by appearance (UIKit's iOS 15 metrics where they are published, measured from
    /// screenshots where not): plain lists have no insets; grouped and inset-grouped sections
    /// start `headerTopPadding` (17 pt) below the previous section, 35 pt without a header;
    /// inset-grouped rows are inset 16 pt from the sides (20 pt in regular width) and their
    /// section's outer corners round at 10 pt; sidebar rows are inset 10 pt. Supplementary
    /// headers are estimated at 28 pt in plain lists (where they pin to the top while their
    /// section scrolls under them) and 38 pt otherwise; footers at 28 pt.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: rowSize, subitems: [NSCollectionLayoutItem(layoutSize: rowSize)])
        let section = NSCollectionLayoutSection(group: group)
        section.listConfiguration = configuration
        let plain = configuration.appearance == .plain || configuration.appearance == .sidebarPlain
        switch configuration.appearance {
        case .plain, .sidebarPlain, .grouped: break
        case .insetGrouped:
            let margin: CGFloat = layoutEnvironment.traitCollection.horizontalSizeClass == .regular ? 20 : 16
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin)
        case .sidebar:
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        }
        let padding = configuration.headerTopPadding ?? (configuration.isGrouped ? 17 : 0)
        section.leadingPadding = padding + (configuration.isGrouped && configuration.headerMode != .supplementary ? 18 : 0)
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(plain ? 28 : 38)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = configuration.appearance == .plain
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(28)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }

    /// The list placement of each of the section's `items` (its rows, in order) and of its
    /// `supplementaries` (headers and footers), when it is a list section.
    func markListPlacements(items: [UICollectionViewLayoutAttributes], supplementaries: [UICollectionViewLayoutAttributes]) {
        guard let configuration = listConfiguration else { return }
        for (index, attributes) in items.enumerated() {
            let separators = configuration.itemSeparatorHandler?(attributes.indexPath, configuration.separatorConfiguration)
                ?? configuration.separatorConfiguration
            let isHeaderItem = index == 0 && configuration.headerMode == .firstItemInSection
            attributes.listPlacement = ListPlacement(
                appearance: configuration.appearance, role: isHeaderItem ? .headerItem : .row,
                isFirst: index == 0, isLast: index == items.count - 1,
                separators: separators, showsSeparators: configuration.showsSeparators && !isHeaderItem)
        }
        let kinds = [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter]
        for attributes in supplementaries where kinds.contains(attributes.representedElementKind ?? "") {
            let role: ListPlacement.Role = attributes.representedElementKind == UICollectionView.elementKindSectionFooter ? .footer : .header
            attributes.listPlacement = ListPlacement(appearance: configuration.appearance, role: role, isFirst: true, isLast: true,
                                                     separators: configuration.separatorConfiguration, showsSeparators: false)
        }
    }
}

extension UICollectionViewCompositionalLayout {
    /// The list placement of the item (or the supplementary view of `kind`) at `indexPath` as
    /// of the last preparation, without preparing again (nil outside list sections).
    func preparedListPlacement(at indexPath: IndexPath, kind: String?) -> ListPlacement? {
        guard let kind else {
            guard itemAttributes.indices.contains(indexPath.section),
                  itemAttributes[indexPath.section].indices.contains(indexPath.item) else { return nil }
            return itemAttributes[indexPath.section][indexPath.item].listPlacement
        }
        return supplementaryAttributes.first { $0.representedElementKind == kind && $0.indexPath == indexPath }?.listPlacement
    }
}

/// Where an element stands in a list section, carried by its layout attributes so a list cell
/// can draw itself for it: its background, corners and separators.
struct ListPlacement: Equatable {
    /// What the element is in the list.
    enum Role: Equatable {
        /// An ordinary row.
        case row
        /// A section's first row shown as its header (`HeaderMode.firstItemInSection`).
        case headerItem
        /// A supplementary header.
        case header
        /// A supplementary footer.
        case footer
    }

    let appearance: UICollectionLayoutListConfiguration.Appearance
    let role: Role
    /// Whether the element is its section's first row, and its last.
    let isFirst: Bool, isLast: Bool
    /// The element's separator settings (the list's, through its item separator handler).
    let separators: UIListSeparatorConfiguration
    /// Whether the list shows separators for the element.
    let showsSeparators: Bool

    /// Whether the separator below the element shows: `.automatic` shows it under every row
    /// but its section's last.
    var showsBottomSeparator: Bool {
        guard showsSeparators else { return false }
        switch separators.bottomSeparatorVisibility {
        case .automatic: return !isLast
        case .visible: return true
        case .hidden: return false
        }
    }

    /// Whether the separator above the element shows: `.automatic` shows none.
    var showsTopSeparator: Bool { showsSeparators && separators.topSeparatorVisibility == .visible }

    /// The corners the element's background rounds: an inset-grouped section's outer ones.
    var roundedCorners: CACornerMask {
        guard appearance == .insetGrouped, role == .row || role == .headerItem else { return .all }
        var corners: CACornerMask = []
        if isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        return corners
    }
}
