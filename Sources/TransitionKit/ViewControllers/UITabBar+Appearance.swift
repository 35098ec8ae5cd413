import Foundation

/// Which look the bar draws, and drawing it. With an appearance assigned (to the bar, or to the
/// selected item) the bar draws the selected item's appearance for the state, else its own; the
/// state is the scroll edge while the content scroll view's bottom edge meets the bar (or there
/// is none), where a missing scroll-edge appearance is the standard one with a transparent
/// background (iOS 15 and later). Without one it draws the legacy customizations.
extension UITabBar {
    /// The appearance for the current state, or nil while none was assigned.
    var activeAppearance: UITabBarAppearance? {
        let item = selectedItem
        guard usesAppearances || item?.standardAppearance != nil || item?.scrollEdgeAppearance != nil else { return nil }
        let standard = item?.standardAppearance ?? standardAppearance
        guard isAtScrollEdge else { return standard }
        if let edge = item?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
        let transparent = standard.copy()
        transparent.configureWithTransparentBackground()
        return transparent
    }

    /// Whether the content scroll view's bottom edge meets the bar: scrolled to its end, or its
    /// content shorter than its visible height (true without a scroll view).
    var isAtScrollEdge: Bool {
        guard let scrollView = contentScrollView else { return true }
        let visibleBottom = scrollView.contentOffset.y + scrollView.bounds.height - scrollView.adjustedContentInset.bottom
        return visibleBottom >= scrollView.contentSize.height - 0.5
    }

    /// Follows `scrollView`'s offset for the scroll-edge appearance (and stops following the
    /// previous one).
    func followContent(_ scrollView: UIScrollView?) {
        guard scrollView !== contentScrollView else { return }
        contentScrollView?.setContentOffsetObserver(nil, for: self)
        contentScrollView = scrollView
        scrollView?.setContentOffsetObserver({ [weak self] _ in
            guard let self, self.isAtScrollEdge != self.wasAtScrollEdge else { return }
            self.restyle()
        }, for: self)
        restyle()
    }

    /// An appearance was assigned (to the bar, or to one of its items).
    func appearanceDidChange(assigned: Bool) {
        if assigned { usesAppearances = true }
        restyle()
    }

    /// Draws the background, the shadow, the selection indicator and the items from the active
    /// appearance, or from the legacy customizations.
    func restyle() {
        let appearance = activeAppearance
        drawnAppearance = appearance
        wasAtScrollEdge = isAtScrollEdge
        if let appearance {
            backgroundColor = appearance.resolvedBackgroundColor
            backgroundImageView.image = appearance.backgroundImage
            backgroundImageView.contentMode = appearance.backgroundImageContentMode
            hairline.backgroundColor = appearance.shadowColor ?? .clear
            hairline.isHidden = false
            shadowImageView.isHidden = true
            selectionIndicatorView.image = appearance.selectionIndicatorImage
            selectionIndicatorView.tintColor = appearance.selectionIndicatorTintColor
        } else {
            backgroundColor = backgroundImage != nil ? .clear : barTintColor ?? (barStyle == .black ? Self.darkBackground : Self.lightBackground)
            backgroundImageView.image = backgroundImage
            backgroundImageView.contentMode = .scaleToFill
            hairline.backgroundColor = .separator
            let customShadow = backgroundImage != nil && shadowImage != nil
            shadowImageView.image = customShadow ? shadowImage : nil
            shadowImageView.isHidden = !customShadow
            hairline.isHidden = customShadow
            selectionIndicatorView.image = selectionIndicatorImage
            selectionIndicatorView.tintColor = nil
        }
        backgroundImageView.isHidden = backgroundImageView.image == nil
        selectionIndicatorView.isHidden = selectionIndicatorView.image == nil || selectedItem == nil
        for view in itemViews {
            let selected = view.item === selectedItem
            let color: UIColor = selected ? (legacySelectedImageTintColor ?? tintColor) ?? .systemBlue : unselectedItemTintColor ?? .systemGray
            let state = appearance?.stackedLayoutAppearance.state(enabled: view.item.isEnabled, selected: selected)
            view.update(selected: selected, color: color, appearance: state)
        }
        setNeedsLayout()
    }
}
