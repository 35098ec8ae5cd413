import Foundation
import TransitionKit

// The bar appearances and the toolbar, used as apps style their bars (often in the app delegate).

@MainActor private func barsStyleNavigationBar(_ bar: UINavigationBar, item: UINavigationItem) {
    // census: UINavigationBarAppearance.titleTextAttributes, UIBarAppearance.init()
    let appearance = UINavigationBarAppearance()
    // census: UIBarAppearance.configureWithOpaqueBackground(), UIBarAppearance.backgroundColor
    appearance.configureWithOpaqueBackground(); appearance.backgroundColor = .systemIndigo
    appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
    // census: UINavigationBarAppearance.largeTitleTextAttributes, UINavigationBarAppearance.titlePositionAdjustment
    appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.boldSystemFont(ofSize: 34)]; appearance.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -2)
    // census: UIBarAppearance.shadowColor, UIBarAppearance.shadowImage
    appearance.shadowColor = .clear; appearance.shadowImage = nil
    // census: UINavigationBarAppearance.buttonAppearance, UIBarButtonItemAppearance.normal, UIBarButtonItemStateAppearance.titleTextAttributes
    appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
    // census: UINavigationBarAppearance.doneButtonAppearance, UIBarButtonItemAppearance.disabled
    appearance.doneButtonAppearance.disabled.titleTextAttributes = [.foregroundColor: UIColor.systemGray]
    // census: UINavigationBarAppearance.backButtonAppearance, UIBarButtonItemAppearance.highlighted, UIBarButtonItemStateAppearance.titlePositionAdjustment
    appearance.backButtonAppearance.highlighted.titlePositionAdjustment = UIOffset(horizontal: -1000, vertical: 0)
    // census: UIBarButtonItemAppearance.focused, UIBarButtonItemStateAppearance.backgroundImage, UIBarButtonItemStateAppearance.backgroundImagePositionAdjustment
    appearance.buttonAppearance.focused.backgroundImage = nil; appearance.buttonAppearance.focused.backgroundImagePositionAdjustment = .zero
    // census: UINavigationBarAppearance.setBackIndicatorImage(_:transitionMaskImage:)
    let chevron = UIImage(systemName: "arrow.left")
    appearance.setBackIndicatorImage(chevron, transitionMaskImage: chevron)
    // census: UINavigationBarAppearance.backIndicatorImage, UINavigationBarAppearance.backIndicatorTransitionMaskImage
    _ = (appearance.backIndicatorImage, appearance.backIndicatorTransitionMaskImage)
    bar.standardAppearance = appearance
    // census: UIBarAppearance.copy(), UIBarAppearance.configureWithTransparentBackground()
    let edge = appearance.copy(); edge.configureWithTransparentBackground()
    bar.scrollEdgeAppearance = edge
    bar.compactAppearance = appearance
    // census: UIBarAppearance.init(barAppearance:), UIBarAppearance.configureWithDefaultBackground()
    let compactEdge = UINavigationBarAppearance(barAppearance: appearance); compactEdge.configureWithDefaultBackground()
    bar.compactScrollEdgeAppearance = compactEdge
    item.standardAppearance = appearance
    // census: UIBarAppearance.backgroundEffect, UIBarAppearance.backgroundImage, UIBarAppearance.backgroundImageContentMode
    compactEdge.backgroundEffect = UIBlurEffect(style: .systemChromeMaterial); compactEdge.backgroundImage = nil; compactEdge.backgroundImageContentMode = .scaleAspectFill
    // census: UIBarAppearance.init(idiom:), UIBarAppearance.idiom
    _ = UINavigationBarAppearance(idiom: .phone).idiom
}

@MainActor private func barsToolbar(delegate: any UIToolbarDelegate) {
    // census: UIToolbar.init(frame:), UIToolbar.delegate
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44)); toolbar.delegate = delegate
    // census: UIToolbar.setItems(_:animated:), UIToolbar.items
    toolbar.setItems([UIBarButtonItem(systemItem: .flexibleSpace), UIBarButtonItem(systemItem: .action)], animated: true); _ = toolbar.items?.count
    // census: UIToolbarAppearance.buttonAppearance, UIToolbarAppearance.doneButtonAppearance
    let appearance = UIToolbarAppearance(); appearance.buttonAppearance.normal.titleTextAttributes = [:]; appearance.doneButtonAppearance.normal.titleTextAttributes = [:]
    // census: UIToolbar.standardAppearance, UIToolbar.compactAppearance
    toolbar.standardAppearance = appearance; toolbar.compactAppearance = appearance
    // census: UIToolbar.scrollEdgeAppearance, UIToolbar.compactScrollEdgeAppearance
    toolbar.scrollEdgeAppearance = appearance; toolbar.compactScrollEdgeAppearance = nil
    // census: UIToolbar.isTranslucent, UIToolbar.barStyle, UIToolbar.barTintColor
    toolbar.isTranslucent = false; toolbar.barStyle = .black; toolbar.barTintColor = .black
    // census: UIToolbar.setBackgroundImage(_:forToolbarPosition:barMetrics:), UIToolbar.backgroundImage(forToolbarPosition:barMetrics:)
    toolbar.setBackgroundImage(nil, forToolbarPosition: .any, barMetrics: .default); _ = toolbar.backgroundImage(forToolbarPosition: .bottom, barMetrics: .compact)
    // census: UIToolbar.setShadowImage(_:forToolbarPosition:), UIToolbar.shadowImage(forToolbarPosition:)
    toolbar.setShadowImage(nil, forToolbarPosition: .any); _ = toolbar.shadowImage(forToolbarPosition: .any)
}

/// A toolbar subclass as apps write one.
private final class BarsToolbar: UIToolbar {
    // census: UIToolbar.init(coder:)
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override init(frame: CGRect) { super.init(frame: frame) }
}

/// A button appearance subclass's initializers.
@MainActor private func barsButtonAppearance() {
    // census: UIBarButtonItemAppearance.init(style:), UIBarButtonItemAppearance.init()
    let done = UIBarButtonItemAppearance(style: .done), plain = UIBarButtonItemAppearance()
    // census: UIBarButtonItemAppearance.configureWithDefault(for:), UIBarButtonItemAppearance.copy()
    done.configureWithDefault(for: .done); _ = plain.copy()
}

/// The coder initializers, as subclasses write them.
private final class BarsAppearance: UINavigationBarAppearance {
    // census: UIBarAppearance.init(coder:)
    required init?(coder: NSCoder) { super.init(coder: coder) }
    required init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }
    override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }
}
private final class BarsButtonAppearance: UIBarButtonItemAppearance {
    // census: UIBarButtonItemAppearance.init(coder:)
    required init?(coder: NSCoder) { super.init(coder: coder) }
    required init(style: UIBarButtonItem.Style) { super.init(style: style) }
}
