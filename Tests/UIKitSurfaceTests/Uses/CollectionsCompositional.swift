import Foundation
import TransitionKit

// Compositional layouts written as iOS apps write them: a photo grid with badges, a carousel
// that scales its cards, a section background, a custom mosaic group, layout-wide headers.

@MainActor
private enum CompositionalUses {
    static func dimensions() {
        // census: NSCollectionLayoutDimension.fractionalWidth(_:), NSCollectionLayoutDimension.fractionalHeight(_:)
        let width: NSCollectionLayoutDimension = .fractionalWidth(1.0 / 3), height: NSCollectionLayoutDimension = .fractionalHeight(1)
        // census: NSCollectionLayoutDimension.absolute(_:), NSCollectionLayoutDimension.estimated(_:)
        let fixed = NSCollectionLayoutDimension.absolute(44), estimate = NSCollectionLayoutDimension.estimated(120)
        // census: NSCollectionLayoutDimension.uniformAcrossSiblings(estimate:)
        let uniform = NSCollectionLayoutDimension.uniformAcrossSiblings(estimate: 200)
        // census: NSCollectionLayoutDimension.dimension, NSCollectionLayoutDimension.isAbsolute, NSCollectionLayoutDimension.isEstimated
        let _: (CGFloat, Bool, Bool) = (fixed.dimension, fixed.isAbsolute, estimate.isEstimated)
        // census: NSCollectionLayoutDimension.isFractionalWidth, NSCollectionLayoutDimension.isFractionalHeight, NSCollectionLayoutDimension.isUniformAcrossSiblings
        let _: (Bool, Bool, Bool) = (width.isFractionalWidth, height.isFractionalHeight, uniform.isUniformAcrossSiblings)
        // census: NSCollectionLayoutSize.init(widthDimension:heightDimension:)
        let size = NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
        // census: NSCollectionLayoutSize.widthDimension, NSCollectionLayoutSize.heightDimension
        let _: (NSCollectionLayoutDimension, NSCollectionLayoutDimension) = (size.widthDimension, size.heightDimension)
        // census: NSCollectionLayoutSpacing.fixed(_:), NSCollectionLayoutSpacing.flexible(_:)
        let spacing: NSCollectionLayoutSpacing = .fixed(8), flexible = NSCollectionLayoutSpacing.flexible(0)
        // census: NSCollectionLayoutSpacing.spacing, NSCollectionLayoutSpacing.isFixedSpacing, NSCollectionLayoutSpacing.isFlexibleSpacing
        let _: (CGFloat, Bool, Bool) = (spacing.spacing, spacing.isFixedSpacing, flexible.isFlexibleSpacing)
        // census: NSCollectionLayoutEdgeSpacing.init(leading:top:trailing:bottom:)
        let edges = NSCollectionLayoutEdgeSpacing(leading: flexible, top: nil, trailing: flexible, bottom: .fixed(4))
        // census: NSCollectionLayoutEdgeSpacing.leading, NSCollectionLayoutEdgeSpacing.top, NSCollectionLayoutEdgeSpacing.trailing, NSCollectionLayoutEdgeSpacing.bottom
        let _: [NSCollectionLayoutSpacing?] = [edges.leading, edges.top, edges.trailing, edges.bottom]
    }

    static func badgedGrid() -> UICollectionViewCompositionalLayout {
        // census: NSCollectionLayoutAnchor.init(edges:fractionalOffset:)
        let corner = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        // census: NSCollectionLayoutAnchor.init(edges:), NSCollectionLayoutAnchor.init(edges:absoluteOffset:)
        let inside = NSCollectionLayoutAnchor(edges: [.bottom]), below = NSCollectionLayoutAnchor(edges: [.top], absoluteOffset: CGPoint(x: 0, y: 4))
        // census: NSCollectionLayoutAnchor.edges, NSCollectionLayoutAnchor.offset, NSCollectionLayoutAnchor.isAbsoluteOffset, NSCollectionLayoutAnchor.isFractionalOffset
        let _: (NSDirectionalRectEdge, CGPoint, Bool, Bool) = (corner.edges, corner.offset, below.isAbsoluteOffset, corner.isFractionalOffset)
        let badgeSize = NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))
        // census: NSCollectionLayoutSupplementaryItem.init(layoutSize:elementKind:containerAnchor:)
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: badgeSize, elementKind: "badge", containerAnchor: corner)
        // census: NSCollectionLayoutSupplementaryItem.init(layoutSize:elementKind:containerAnchor:itemAnchor:)
        let caption = NSCollectionLayoutSupplementaryItem(layoutSize: badgeSize, elementKind: "caption", containerAnchor: inside, itemAnchor: below)
        // census: NSCollectionLayoutSupplementaryItem.zIndex
        badge.zIndex = 10
        // census: NSCollectionLayoutSupplementaryItem.elementKind, NSCollectionLayoutSupplementaryItem.containerAnchor, NSCollectionLayoutSupplementaryItem.itemAnchor
        let _: (String, NSCollectionLayoutAnchor, NSCollectionLayoutAnchor?) = (caption.elementKind, caption.containerAnchor, caption.itemAnchor)

        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1))
        // census: NSCollectionLayoutItem.init(layoutSize:supplementaryItems:)
        let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge, caption])
        // census: NSCollectionLayoutItem.contentInsets
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        // census: NSCollectionLayoutItem.edgeSpacing
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(1), top: nil, trailing: nil, bottom: nil)
        // census: NSCollectionLayoutItem.layoutSize, NSCollectionLayoutItem.supplementaryItems
        let _: (NSCollectionLayoutSize, [NSCollectionLayoutSupplementaryItem]) = (item.layoutSize, item.supplementaryItems)
        // census: NSCollectionLayoutItem.init(layoutSize:)
        let plain = NSCollectionLayoutItem(layoutSize: itemSize)

        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3))
        // census: NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [item, plain])
        // census: NSCollectionLayoutGroup.interItemSpacing
        row.interItemSpacing = .fixed(4)
        // census: NSCollectionLayoutGroup.supplementaryItems
        row.supplementaryItems = [caption]
        // census: NSCollectionLayoutGroup.subitems
        let _: [NSCollectionLayoutItem] = row.subitems
        // census: NSCollectionLayoutGroup.vertical(layoutSize:subitems:), NSCollectionLayoutGroup.horizontal(layoutSize:repeatingSubitem:count:)
        let column = NSCollectionLayoutGroup.vertical(layoutSize: rowSize, subitems: [NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, repeatingSubitem: plain, count: 3)])
        // census: NSCollectionLayoutGroup.vertical(layoutSize:repeatingSubitem:count:)
        let pair = NSCollectionLayoutGroup.vertical(layoutSize: rowSize, repeatingSubitem: plain, count: 2)
        // census: NSCollectionLayoutGroup.horizontal(layoutSize:subitem:count:), NSCollectionLayoutGroup.vertical(layoutSize:subitem:count:)
        let legacy = [NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitem: plain, count: 3), NSCollectionLayoutGroup.vertical(layoutSize: rowSize, subitem: plain, count: 2)]
        // census: NSCollectionLayoutGroup.visualDescription()
        let _: String = column.visualDescription() + pair.visualDescription() + legacy[0].visualDescription()

        // census: NSCollectionLayoutSection.init(group:)
        let section = NSCollectionLayoutSection(group: row)
        // census: NSCollectionLayoutSection.contentInsets, NSCollectionLayoutSection.interGroupSpacing
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8); section.interGroupSpacing = 4
        // census: NSCollectionLayoutSection.contentInsetsReference, NSCollectionLayoutSection.supplementaryContentInsetsReference
        section.contentInsetsReference = .layoutMargins; section.supplementaryContentInsetsReference = .safeArea
        // census: NSCollectionLayoutSection.supplementariesFollowContentInsets
        section.supplementariesFollowContentInsets = false
        return UICollectionViewCompositionalLayout(section: section)
    }

    static func carousel() -> UICollectionViewCompositionalLayout {
        // census: NSCollectionLayoutSection.init(group:)
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(240)),
                                                                    subitems: [.init(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]))
        // census: NSCollectionLayoutSection.orthogonalScrollingBehavior
        section.orthogonalScrollingBehavior = .groupPagingCentered
        // census: NSCollectionLayoutSection.orthogonalScrollingProperties, UICollectionLayoutSectionOrthogonalScrollingProperties.decelerationRate, UICollectionLayoutSectionOrthogonalScrollingProperties.bounce
        section.orthogonalScrollingProperties.decelerationRate = .fast; section.orthogonalScrollingProperties.bounce = .always
        // census: UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.automatic, UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.normal, UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.fast
        let _: [UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate] = [.automatic, .normal, .fast]
        // census: UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.init(rawValue:)
        let _ = UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate(rawValue: 0.995)
        // census: UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce.automatic, UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce.always, UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce.never
        let _: [UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce] = [.automatic, .always, .never]
        // census: UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce.init(rawValue:)
        let _ = UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce(rawValue: 1)
        // census: UICollectionLayoutSectionOrthogonalScrollingBehavior.none, UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous, UICollectionLayoutSectionOrthogonalScrollingBehavior.continuousGroupLeadingBoundary
        let _: [UICollectionLayoutSectionOrthogonalScrollingBehavior] = [.none, .continuous, .continuousGroupLeadingBoundary]
        // census: UICollectionLayoutSectionOrthogonalScrollingBehavior.paging, UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPaging, UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPagingCentered
        let _: [UICollectionLayoutSectionOrthogonalScrollingBehavior] = [.paging, .groupPaging, .groupPagingCentered]
        // census: UICollectionLayoutSectionOrthogonalScrollingBehavior.init(rawValue:)
        let _ = UICollectionLayoutSectionOrthogonalScrollingBehavior(rawValue: 2)
        // census: NSCollectionLayoutSection.visibleItemsInvalidationHandler
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            // census: NSCollectionLayoutEnvironment.container, NSCollectionLayoutContainer.contentSize
            let width = environment.container.contentSize.width
            for item in items {
                // census: NSCollectionLayoutVisibleItem.center, NSCollectionLayoutVisibleItem.transform, NSCollectionLayoutVisibleItem.alpha
                let distance = abs(item.center.x - offset.x - width / 2); item.transform = CGAffineTransform(scaleX: 1 - distance / width / 4, y: 1 - distance / width / 4); item.alpha = 1
                // census: NSCollectionLayoutVisibleItem.zIndex, NSCollectionLayoutVisibleItem.isHidden, NSCollectionLayoutVisibleItem.transform3D
                item.zIndex = Int(width - distance); item.isHidden = false; item.transform3D = CATransform3DIdentity
                // census: NSCollectionLayoutVisibleItem.name, NSCollectionLayoutVisibleItem.representedElementKind, NSCollectionLayoutVisibleItem.representedElementCategory
                let _: (String, String?, UICollectionView.ElementCategory) = (item.name, item.representedElementKind, item.representedElementCategory)
                // census: NSCollectionLayoutVisibleItem.indexPath, NSCollectionLayoutVisibleItem.frame, NSCollectionLayoutVisibleItem.bounds
                let _: (IndexPath, CGRect, CGRect) = (item.indexPath, item.frame, item.bounds)
            }
        }
        return UICollectionViewCompositionalLayout(section: section)
    }

    static func mosaicWithBackgrounds() -> UICollectionViewCompositionalLayout {
        let mosaic = NSCollectionLayoutGroup.custom(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(300))) { environment in
            // census: NSCollectionLayoutContainer.effectiveContentSize, NSCollectionLayoutContainer.contentInsets, NSCollectionLayoutContainer.effectiveContentInsets
            let _: (CGSize, NSDirectionalEdgeInsets, NSDirectionalEdgeInsets) = (environment.container.effectiveContentSize, environment.container.contentInsets, environment.container.effectiveContentInsets)
            // census: NSCollectionLayoutEnvironment.traitCollection
            let compact = environment.traitCollection.horizontalSizeClass == .compact
            let width = environment.container.contentSize.width
            // census: NSCollectionLayoutGroupCustomItem.init(frame:), NSCollectionLayoutGroupCustomItem.init(frame:zIndex:)
            let items = [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: compact ? width : width * 2 / 3, height: 300)),
                         NSCollectionLayoutGroupCustomItem(frame: CGRect(x: width * 2 / 3, y: 0, width: width / 3, height: 150), zIndex: 1)]
            // census: NSCollectionLayoutGroupCustomItem.frame, NSCollectionLayoutGroupCustomItem.zIndex
            let _: (CGRect, Int) = (items[1].frame, items[1].zIndex)
            return items
        }
        // census: NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)
        let _: (NSCollectionLayoutSize, @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup = NSCollectionLayoutGroup.custom
        let section = NSCollectionLayoutSection(group: mosaic)
        // census: NSCollectionLayoutDecorationItem.background(elementKind:)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "section-background")
        // census: NSCollectionLayoutDecorationItem.zIndex, NSCollectionLayoutDecorationItem.elementKind
        background.zIndex = -1; let _: String = background.elementKind
        // census: NSCollectionLayoutSection.decorationItems
        section.decorationItems = [background]
        let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        // census: NSCollectionLayoutBoundarySupplementaryItem.init(layoutSize:elementKind:alignment:)
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        // census: NSCollectionLayoutBoundarySupplementaryItem.init(layoutSize:elementKind:alignment:absoluteOffset:)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionFooter,
                                                                 alignment: .bottom, absoluteOffset: CGPoint(x: 0, y: 8))
        // census: NSCollectionLayoutBoundarySupplementaryItem.pinToVisibleBounds, NSCollectionLayoutBoundarySupplementaryItem.extendsBoundary
        header.pinToVisibleBounds = true; footer.extendsBoundary = false
        // census: NSCollectionLayoutBoundarySupplementaryItem.alignment, NSCollectionLayoutBoundarySupplementaryItem.offset
        let _: (NSRectAlignment, CGPoint) = (footer.alignment, footer.offset)
        // census: NSCollectionLayoutSection.boundarySupplementaryItems
        section.boundarySupplementaryItems = [header, footer]

        // census: UICollectionViewCompositionalLayoutConfiguration.scrollDirection, UICollectionViewCompositionalLayoutConfiguration.interSectionSpacing
        let configuration = UICollectionViewCompositionalLayoutConfiguration(); configuration.scrollDirection = .vertical; configuration.interSectionSpacing = 20
        // census: UICollectionViewCompositionalLayoutConfiguration.contentInsetsReference
        configuration.contentInsetsReference = .readableContent
        // census: UICollectionViewCompositionalLayoutConfiguration.boundarySupplementaryItems
        configuration.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize, elementKind: "banner", alignment: .top)]
        // census: UIContentInsetsReference.automatic, UIContentInsetsReference.none, UIContentInsetsReference.safeArea, UIContentInsetsReference.layoutMargins, UIContentInsetsReference.readableContent
        let _: [UIContentInsetsReference] = [.automatic, .none, .safeArea, .layoutMargins, .readableContent]
        // census: UIContentInsetsReference.init(rawValue:)
        let _ = UIContentInsetsReference(rawValue: 1)

        // census: UICollectionViewCompositionalLayout.init(section:configuration:)
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "section-background")
        // census: UICollectionViewCompositionalLayout.configuration
        let current: UICollectionViewCompositionalLayoutConfiguration = layout.configuration
        current.interSectionSpacing = 10
        layout.configuration = current
        // census: UICollectionViewCompositionalLayout.init(section:)
        let _ = UICollectionViewCompositionalLayout(section: section)
        return layout
    }

    static func provided() -> [UICollectionViewCompositionalLayout] {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                       subitems: [.init(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))])
        // census: UICollectionViewCompositionalLayout.init(sectionProvider:)
        let simple = UICollectionViewCompositionalLayout { index, environment in
            index == 0 && environment.container.effectiveContentSize.width > 500 ? nil : NSCollectionLayoutSection(group: group)
        }
        // census: UICollectionViewCompositionalLayout.init(sectionProvider:configuration:)
        let configured = UICollectionViewCompositionalLayout(sectionProvider: { (_: Int, _: any NSCollectionLayoutEnvironment) in
            NSCollectionLayoutSection(group: group)
        }, configuration: UICollectionViewCompositionalLayoutConfiguration())
        return [simple, configured]
    }
}
