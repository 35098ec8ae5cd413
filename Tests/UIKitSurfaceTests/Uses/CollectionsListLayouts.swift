import Foundation
import TransitionKit

// List layouts and backgrounds, configured as iOS list code configures them.

/// An inset-grouped settings list with headers, separators per item and swipe actions.
@MainActor
private func settingsListLayout() -> UICollectionViewCompositionalLayout {
    // census: UICollectionLayoutListConfiguration.init(appearance:), UICollectionLayoutListConfiguration.Appearance.insetGrouped, UICollectionLayoutListConfiguration.appearance
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped); let _: UICollectionLayoutListConfiguration.Appearance = configuration.appearance
    // census: UICollectionLayoutListConfiguration.Appearance.plain, UICollectionLayoutListConfiguration.Appearance.grouped, UICollectionLayoutListConfiguration.Appearance.sidebar, UICollectionLayoutListConfiguration.Appearance.sidebarPlain
    let _: [UICollectionLayoutListConfiguration.Appearance] = [.plain, .grouped, .sidebar, .sidebarPlain]
    // census: UICollectionLayoutListConfiguration.showsSeparators, UICollectionLayoutListConfiguration.backgroundColor, UICollectionLayoutListConfiguration.headerTopPadding
    configuration.showsSeparators = true; configuration.backgroundColor = .systemGroupedBackground; configuration.headerTopPadding = 12
    // census: UICollectionLayoutListConfiguration.headerMode, UICollectionLayoutListConfiguration.HeaderMode.supplementary, UICollectionLayoutListConfiguration.HeaderMode.none, UICollectionLayoutListConfiguration.HeaderMode.firstItemInSection
    configuration.headerMode = .supplementary; let _: [UICollectionLayoutListConfiguration.HeaderMode] = [.none, .firstItemInSection]
    // census: UICollectionLayoutListConfiguration.footerMode, UICollectionLayoutListConfiguration.FooterMode.supplementary, UICollectionLayoutListConfiguration.FooterMode.none
    configuration.footerMode = .supplementary; let _: UICollectionLayoutListConfiguration.FooterMode = .none
    // census: UICollectionLayoutListConfiguration.contentHuggingElements, UICollectionLayoutListConfiguration.ContentHuggingElements.supplementaryHeader
    configuration.contentHuggingElements = [.supplementaryHeader]
    // census: UICollectionLayoutListConfiguration.separatorConfiguration, UIListSeparatorConfiguration.init(listAppearance:)
    configuration.separatorConfiguration = UIListSeparatorConfiguration(listAppearance: .insetGrouped)
    // census: UICollectionLayoutListConfiguration.itemSeparatorHandler, UICollectionLayoutListConfiguration.ItemSeparatorHandler
    let handler: UICollectionLayoutListConfiguration.ItemSeparatorHandler = { indexPath, separators in
        var separators = separators
        // census: UIListSeparatorConfiguration.topSeparatorVisibility, UIListSeparatorConfiguration.bottomSeparatorVisibility, UIListSeparatorConfiguration.Visibility.hidden, UIListSeparatorConfiguration.Visibility.automatic
        separators.topSeparatorVisibility = .hidden; separators.bottomSeparatorVisibility = indexPath.item == 0 ? .hidden : .automatic
        // census: UIListSeparatorConfiguration.topSeparatorInsets, UIListSeparatorConfiguration.bottomSeparatorInsets, UIListSeparatorConfiguration.automaticInsets
        separators.topSeparatorInsets = UIListSeparatorConfiguration.automaticInsets; separators.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 0)
        // census: UIListSeparatorConfiguration.color, UIListSeparatorConfiguration.multipleSelectionColor, UIListSeparatorConfiguration.visualEffect, UIListSeparatorConfiguration.Visibility.visible
        separators.color = .separator; separators.multipleSelectionColor = .opaqueSeparator; separators.visualEffect = nil; let _: UIListSeparatorConfiguration.Visibility = .visible
        return separators
    }
    configuration.itemSeparatorHandler = handler
    // census: UICollectionLayoutListConfiguration.trailingSwipeActionsConfigurationProvider, UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider
    let provider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider = { _ in
        UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }])
    }
    configuration.trailingSwipeActionsConfigurationProvider = provider
    // census: UICollectionLayoutListConfiguration.leadingSwipeActionsConfigurationProvider
    configuration.leadingSwipeActionsConfigurationProvider = nil
    let sections = UICollectionViewCompositionalLayout { _, environment in
        // census: NSCollectionLayoutSection.list(using:layoutEnvironment:)
        NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
    _ = sections
    // census: UICollectionViewCompositionalLayout.list(using:)
    return UICollectionViewCompositionalLayout.list(using: configuration)
}

/// Every factory and setting of a background configuration.
@MainActor
private func cardBackgrounds(for cell: UICollectionViewCell) -> [UIBackgroundConfiguration] {
    // census: UIBackgroundConfiguration.listPlainCell(), UIBackgroundConfiguration.listGroupedCell(), UIBackgroundConfiguration.listSidebarCell(), UIBackgroundConfiguration.listAccompaniedSidebarCell()
    var all: [UIBackgroundConfiguration] = [.listPlainCell(), .listGroupedCell(), .listSidebarCell(), .listAccompaniedSidebarCell()]
    // census: UIBackgroundConfiguration.listPlainHeaderFooter(), UIBackgroundConfiguration.listGroupedHeaderFooter(), UIBackgroundConfiguration.listSidebarHeader()
    all += [.listPlainHeaderFooter(), .listGroupedHeaderFooter(), .listSidebarHeader()]
    // census: UIBackgroundConfiguration.listCell(), UIBackgroundConfiguration.listHeader(), UIBackgroundConfiguration.listFooter(), UIBackgroundConfiguration.clear()
    all += [.listCell(), .listHeader(), .listFooter(), .clear()]
    var background = UIBackgroundConfiguration.listCell()
    // census: UIBackgroundConfiguration.customView, UIBackgroundConfiguration.cornerRadius, UIBackgroundConfiguration.backgroundInsets
    background.customView = UIView(); background.cornerRadius = 12; background.backgroundInsets = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
    // census: UIBackgroundConfiguration.edgesAddingLayoutMarginsToBackgroundInsets, UIBackgroundConfiguration.backgroundColor, UIBackgroundConfiguration.backgroundColorTransformer
    background.edgesAddingLayoutMarginsToBackgroundInsets = [.leading, .trailing]; background.backgroundColor = .systemYellow; background.backgroundColorTransformer = .grayscale
    // census: UIBackgroundConfiguration.visualEffect, UIBackgroundConfiguration.strokeColor, UIBackgroundConfiguration.strokeColorTransformer
    background.visualEffect = UIBlurEffect(style: .systemMaterial); background.strokeColor = .separator; background.strokeColorTransformer = .preferredTint
    // census: UIBackgroundConfiguration.strokeWidth, UIBackgroundConfiguration.strokeOutset, UIBackgroundConfiguration.image, UIBackgroundConfiguration.imageContentMode
    background.strokeWidth = 1; background.strokeOutset = 2; background.image = UIImage(systemName: "photo"); background.imageContentMode = .scaleAspectFill
    // census: UIBackgroundConfiguration.resolvedBackgroundColor(for:), UIBackgroundConfiguration.resolvedStrokeColor(for:)
    let _: UIColor = background.resolvedBackgroundColor(for: cell.tintColor); let _: UIColor = background.resolvedStrokeColor(for: .systemBlue)
    // census: UIBackgroundConfiguration.updated(for:)
    all.append(background.updated(for: cell.configurationState))
    return all
}
