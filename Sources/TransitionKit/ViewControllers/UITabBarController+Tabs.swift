import Foundation

extension UITabBarController {
    /// How a tab bar controller offers its tabs (iOS 18).
    public enum Mode: Int, Sendable {
        /// The system chooses: a tab bar in compact widths, a tab bar that can become a sidebar in regular ones.
        case automatic = 0
        /// Always a tab bar.
        case tabBar = 1
        /// A tab bar that can become a sidebar (regular widths).
        case tabSidebar = 2
    }

    /// Creates a tab bar controller showing `tabs` (iOS 18).
    public convenience init(tabs: [UITab]) {
        self.init(nibName: nil, bundle: nil)
        setTabs(tabs, animated: false)
    }

    /// The controller `tab` shows: its provider's, or a plain one when it has none.
    func controller(for tab: UITab) -> UIViewController {
        if let controller = tab.viewController { return controller }
        let placeholder = UIViewController()
        tab.applyItem(to: placeholder)
        return placeholder
    }

    /// Makes `tabs` the root tabs, telling the ones that leave and the ones that come.
    func adoptRootTabs(_ tabs: [UITab]) {
        for old in rootTabs where !tabs.contains(where: { $0 === old }) { old.tabBarController = nil }
        rootTabs = tabs
        for tab in tabs { tab.tabBarController = self }
        rootTabControllers = Dictionary(uniqueKeysWithValues: zip(tabs.map(ObjectIdentifier.init), tabControllers))
        updateBar()
    }

    /// The root tab whose controller is selected.
    var selectedRootTab: UITab? {
        guard let selected = selectedViewController else { return nil }
        return rootTabs.first { rootTabControllers[ObjectIdentifier($0)] === selected }
    }

    /// Selects `tab`: a root tab, or a group's child (its group is selected, the child becomes
    /// the group's `selectedChild`).
    func selectTab(_ tab: UITab?) {
        guard let tab else { return }
        var root: UITab? = tab
        while let parent = root?.parent { root = parent }
        guard let root, let index = rootTabs.firstIndex(where: { $0 === root }) else {
            report(Diagnostic(code: .tabNotFound, message: "selectedTab was set to \"\(tab.identifier)\", which is not one of \(logName)'s tabs; it was ignored."))
            return
        }
        if tab !== root, let group = tab.parent { group.selectedChild = tab }
        select(index: index)
    }

    /// The root tabs the bar shows: all of them, or those `compactTabIdentifiers` names.
    var displayedTabs: [UITab] {
        guard let identifiers = compactTabIdentifiers else { return rootTabs }
        return rootTabs.filter { identifiers.contains($0.identifier) }
    }

    /// The controllers whose items the bar shows, in bar order.
    var barControllers: [UIViewController] {
        guard compactTabIdentifiers != nil, !rootTabs.isEmpty else { return tabControllers }
        return displayedTabs.compactMap { rootTabControllers[ObjectIdentifier($0)] }
    }

    /// A tap on the bar's item at `barIndex`, as the index of its tab.
    func tabIndex(forBarIndex barIndex: Int) -> Int? {
        let controllers = barControllers
        guard controllers.indices.contains(barIndex) else { return nil }
        return tabControllers.firstIndex { $0 === controllers[barIndex] }
    }

    /// Hides or shows the bar, sliding it when `animated`.
    func changeTabBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != isTabBarHidden else { return }
        guard animated, isViewLoaded, view.window != nil else {
            tabBarSlideTarget = nil
            tabBar.isHidden = hidden
            tabBarVisibilityDidChange()
            return
        }
        layoutContent()
        let resting = tabBar.frame, below = resting.offsetBy(dx: 0, dy: resting.height)
        if !hidden {
            UIView.performWithoutAnimation { tabBar.frame = below }
            tabBar.isHidden = false
        }
        tabBarSlideTarget = hidden
        tabBarVisibilityDidChange(laysOutBar: false)
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut], animations: {
            self.tabBar.frame = hidden ? below : resting
        }, completion: { _ in
            guard self.tabBarSlideTarget == hidden else { return }   // a later call took over
            self.tabBarSlideTarget = nil
            if hidden { self.tabBar.isHidden = true }
            self.tabBar.frame = resting
            self.tabBarVisibilityDidChange()
        })
    }

    /// The content's safe area follows the bar's visibility.
    private func tabBarVisibilityDidChange(laysOutBar: Bool = true) {
        if laysOutBar { layoutContent() }
        contentView.setNeedsLayout()
        selectedViewController?.viewIfLoaded?.setNeedsLayout()
    }
}
