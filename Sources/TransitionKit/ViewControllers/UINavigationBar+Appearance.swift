import Foundation

/// Which appearance the bar draws, and drawing it: the top item's appearance for the state, else
/// the bar's; the state is the scroll edge while the content scroll view is at its top (or there
/// is none) and compact while the window is vertically compact. Without a scroll-edge appearance
/// the scroll edge draws the standard one with a transparent background (iOS 15 and later).
///
/// Until an appearance is assigned (to the bar or an item) the bar keeps its own fixed look (the
/// chrome grey with a hairline) and the legacy `barTintColor` and title attributes.
extension UINavigationBar {
    /// The appearance for the current state, or nil while none was assigned.
    var activeAppearance: UINavigationBarAppearance? {
        guard usesAppearances || appearanceItem?.hasAppearances == true else { return nil }
        let item = appearanceItem
        let compact = window.map { UITraitCollection(windowSize: $0.bounds.size).verticalSizeClass == .compact } ?? false
        let atEdge = isAtScrollEdge
        let standard = compact
            ? item?.compactAppearance ?? item?.standardAppearance ?? compactAppearance ?? standardAppearance
            : item?.standardAppearance ?? standardAppearance
        guard atEdge else { return standard }
        let edge = compact
            ? item?.compactScrollEdgeAppearance ?? item?.scrollEdgeAppearance ?? compactScrollEdgeAppearance ?? scrollEdgeAppearance
            : item?.scrollEdgeAppearance ?? scrollEdgeAppearance
        if let edge { return edge }
        let transparent = standard.copy()
        transparent.configureWithTransparentBackground()
        return transparent
    }

    /// Whether the content scroll view is at its top (or there is none to scroll).
    var isAtScrollEdge: Bool { largeTitleScrollView == nil || largeTitleScrollDistance <= 0.5 }

    /// An appearance (or a legacy customization) changed.
    func appearanceDidChange(assigned: Bool) {
        if assigned { usesAppearances = true }
        applyAppearance()
    }

    /// Draws the background, the hairline, the titles and the buttons from the active
    /// appearance, or from the fixed look and the legacy customizations.
    func applyAppearance() {
        let appearance = activeAppearance
        // The legacy idiom: a background image (the empty `UIImage()` included) replaces the
        // chrome, and with a shadow image the hairline goes: a transparent bar.
        let legacyImage = backgroundImage(for: .any, barMetrics: .default) ?? backgroundImage(for: .topAttached, barMetrics: .default)
        backgroundColor = appearance?.resolvedBackgroundColor ?? barTintColor ?? (legacyImage != nil ? .clear : Self.defaultBackgroundColor)
        hairline.backgroundColor = appearance.map { $0.shadowColor ?? .clear }
            ?? (legacyImage != nil && shadowImage != nil ? .clear : .separator)
        let title = appearance?.titleTextAttributes ?? titleTextAttributes ?? [:]
        titleLabel.textColor = title.foregroundColor ?? .label
        titleLabel.font = title.font ?? .boldSystemFont(ofSize: 17)
        outgoingTitleLabel.textColor = titleLabel.textColor
        outgoingTitleLabel.font = titleLabel.font
        let large = appearance?.largeTitleTextAttributes ?? largeTitleTextAttributes ?? [:]
        largeTitleLabel.textColor = large.foregroundColor ?? .label
        largeTitleLabel.font = large.font ?? .boldSystemFont(ofSize: Self.largeTitleFontSize)
        let back = appearance?.backButtonAppearance.normal.titleTextAttributes ?? [:]
        backLabel.textColor = explicitTintColor ?? back.foregroundColor ?? .systemBlue
        outgoingBackLabel.textColor = backLabel.textColor
        let buttons = appearance.map { BarButtonAppearances($0.buttonAppearance, $0.doneButtonAppearance) }
        for entry in itemViews { entry.item.restyle(entry.view, buttons: buttons, tint: explicitTintColor ?? .systemBlue) }
    }

    /// The button appearances items are drawn with now (nil: the fixed look).
    var activeButtonAppearances: BarButtonAppearances? {
        activeAppearance.map { BarButtonAppearances($0.buttonAppearance, $0.doneButtonAppearance) }
    }

    /// The fixed look's background: the bars' chrome grey.
    static let defaultBackgroundColor = UIColor(white: 0.97, alpha: 0.94)
}

extension UINavigationItem {
    /// Whether any appearance was set on the item.
    var hasAppearances: Bool {
        standardAppearance != nil || compactAppearance != nil || scrollEdgeAppearance != nil || compactScrollEdgeAppearance != nil
    }
}

/// The legacy per-position and per-metrics customizations (iOS 5 to 12), stored and read back.
/// The bar draws colours, so images and title offsets are not drawn, but a default-metrics
/// background image makes the bar clear (see `applyAppearance()`).
extension UINavigationBar {
    /// Sets the background image for `barPosition` and `barMetrics` (stored).
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        legacyBackgroundImages["\(barPosition.rawValue).\(barMetrics.rawValue)"] = backgroundImage
        applyAppearance()
    }

    /// The background image set for `barPosition` and `barMetrics`.
    public func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        legacyBackgroundImages["\(barPosition.rawValue).\(barMetrics.rawValue)"]
    }

    /// Sets the background image for `barMetrics` at any position (stored).
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
    }

    /// The background image set for `barMetrics` at any position.
    public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImage(for: .any, barMetrics: barMetrics)
    }

    /// Sets how far the title moves vertically for `barMetrics`, points (stored).
    public func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        titleVerticalAdjustments[barMetrics.rawValue] = adjustment
    }

    /// The title's vertical adjustment for `barMetrics` (0 when none was set).
    public func titleVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        titleVerticalAdjustments[barMetrics.rawValue] ?? 0
    }
}
