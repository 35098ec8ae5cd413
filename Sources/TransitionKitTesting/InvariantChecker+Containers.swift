import Foundation
import TransitionKit

/// The checks of tab bar controllers and sheets.
extension InvariantChecker {
    /// Always: the tabs are the children, in order, and the selection is one of them. At rest,
    /// when on screen: the selected tab's view alone fills the content area, under the bar, and
    /// the bar shows one item a tab with the selected tab's item selected.
    static func checkTabBar(_ tabs: UITabBarController, problems: inout [String], window: UIWindow, atRest: Bool) {
        let controllers = tabs.viewControllers ?? []
        if Set(controllers.map(ObjectIdentifier.init)).count != controllers.count { problems.append("\(name(tabs)) has duplicate tabs") }
        for tab in controllers where tab.parent !== tabs { problems.append("tab \(name(tab)) of \(name(tabs)) is not its child") }
        if !controllers.isEmpty, !controllers.indices.contains(tabs.selectedIndex) {
            problems.append("\(name(tabs)).selectedIndex \(tabs.selectedIndex) is out of its \(controllers.count) tabs")
        }
        guard atRest else { return }
        if tabs.children.count != controllers.count || !zip(tabs.children, controllers).allSatisfy({ $0 === $1 }) {
            problems.append("\(name(tabs))'s children \(tabs.children.map(name)) differ from its tabs \(controllers.map(name))")
        }
        guard let selected = tabs.selectedViewController, tabs.isViewLoaded, tabs.view.window === window else { return }
        for tab in controllers where tab !== selected && tab.viewIfLoaded?.window != nil {
            problems.append("unselected tab \(name(tab)) of \(name(tabs)) is on screen")
        }
        guard let view = selected.viewIfLoaded, view.superview === tabs.contentView else {
            problems.append("the selected tab \(name(selected)) of \(name(tabs)) is not in its content area")
            return
        }
        if tabs.contentView.subviews.count != 1 {
            problems.append("\(name(tabs))'s content area holds \(tabs.contentView.subviews.count) views, not only the selected tab's")
        }
        if view.frame != tabs.contentView.bounds || view.transform != .identity || view.alpha < 0.999 {
            problems.append("the selected tab \(name(selected))'s view does not fill \(name(tabs))'s content area: "
                + "\(view.frame), \(view.transform), alpha \(view.alpha)")
        }
        let items = tabs.tabBar.items ?? []
        if items.count != controllers.count || !zip(items, controllers).allSatisfy({ $0 === $1.tabBarItem }) {
            problems.append("\(name(tabs))'s bar shows \(items.count) items for \(controllers.count) tabs")
        }
        if tabs.tabBar.selectedItem !== selected.tabBarItem {
            problems.append("\(name(tabs))'s bar does not show the selected tab \(name(selected)) selected")
        }
    }

    /// At rest, every sheet rests at its frame: the presented view is where
    /// `frameOfPresentedViewInContainerView` (the resting detent) puts it; a sheet under another
    /// sheet is pushed back behind it instead, and a sheet held by its drag follows the pointer:
    /// neither is checked.
    static func checkSheetsAtRest(_ chain: [UIViewController], problems: inout [String]) {
        for (index, presented) in chain.enumerated().dropFirst() {
            let isCoveredBySheet = index + 1 < chain.count && chain[index + 1].presentationController is UISheetPresentationController
            guard !isCoveredBySheet, let sheet = presented.presentationController as? UISheetPresentationController,
                  let view = sheet.presentedView, view.window != nil,
                  !(view.gestureRecognizers ?? []).contains(where: { $0.state == .began || $0.state == .changed }) else { continue }
            let expected = sheet.frameOfPresentedViewInContainerView
            let frame = view.frame
            if abs(frame.minX - expected.minX) > 1e-6 || abs(frame.minY - expected.minY) > 1e-6
                || abs(frame.width - expected.width) > 1e-6 || abs(frame.height - expected.height) > 1e-6 {
                problems.append("the sheet of \(name(presented)) rests at \(frame), not at its detent's \(expected)")
            }
        }
    }
}
