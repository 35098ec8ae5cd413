import Foundation

extension UITabBarController {
    /// Replaces the tabs (see `setViewControllers(_:animated:)`).
    @discardableResult
    func replaceTabs(with controllers: [UIViewController]) -> Bool {
        guard validate(controllers) else { return false }
        let oldSelected = selectedViewController
        let oldIndex = selectedTabIndex
        let removed = tabControllers.filter { old in !controllers.contains { $0 === old } }
        let added = controllers.filter { new in !tabControllers.contains { $0 === new } }
        let newIndex: Int? = controllers.isEmpty ? nil
            : controllers.firstIndex { $0 === oldSelected } ?? oldIndex.flatMap { $0 < controllers.count ? $0 : nil } ?? 0
        let newSelected = newIndex.map { controllers[$0] }
        let swaps = oldSelected !== newSelected
        let visible = isViewLoaded && isVisibleOrAppearing

        if swaps, visible { oldSelected?.beginAppearanceTransition(false, animated: false) }
        for controller in removed { controller.willMove(toParent: nil) }
        if swaps { oldSelected?.viewIfLoaded?.removeFromSuperview() }
        for controller in removed { controller.removeFromParent() }
        for controller in added { addChild(controller) }
        tabControllers = controllers
        selectedTabIndex = newIndex
        if swaps, visible { oldSelected?.endAppearanceTransition() }
        if isViewLoaded, let newSelected {
            install(newSelected)
            if swaps, visible { appearWithoutAnimation(newSelected) }
        }
        for controller in added { controller.didMove(toParent: self) }
        children = controllers + children.filter { child in !controllers.contains { $0 === child } }
        updateBar()
        return true
    }

    private func validate(_ controllers: [UIViewController]) -> Bool {
        func refuse(_ message: String) -> Bool {
            report(Diagnostic(code: .invalidTabs, message: "setViewControllers on \(logName) was refused: \(message)."))
            return false
        }
        if Set(controllers.map(ObjectIdentifier.init)).count != controllers.count { return refuse("a controller appears twice") }
        for controller in controllers where controller.parent !== self {
            guard controller !== self, controller.parent == nil, controller.presentingViewController == nil,
                  controller.presentedViewController == nil, controller.viewIfLoaded?.window == nil else {
                return refuse("\(controller.logName) belongs to another parent, is presented or is on screen")
            }
        }
        if isInTabTransition { return refuse("a tab transition is running") }
        return true
    }

    /// Whether this controller's tab transition is running.
    var isInTabTransition: Bool {
        guard case let .tab(ending)? = viewIfLoaded?.window?.transitionDirector.active?.ending else { return false }
        return ending.tabBarController === self
    }

    /// Brings `controller` on screen along with this controller: all at once if this one is on
    /// screen, else as part of this one's appearance (its `endAppearanceTransition` ends it).
    private func appearWithoutAnimation(_ controller: UIViewController) {
        if appearanceState == .appeared {
            controller.transitionAppearance(to: true, animated: false)
        } else {
            controller.beginAppearanceTransition(true, animated: false)
        }
    }

    /// Selects the tab at `index`: through the window's transition engine when on screen (queued
    /// behind a running transition), else at once.
    func select(index: Int) {
        guard tabControllers.indices.contains(index) else {
            report(Diagnostic(code: .tabIndexOutOfRange, message: "selectedIndex \(index) is out of range for \(logName)'s \(tabControllers.count) tabs; it was ignored."))
            return
        }
        if let window = viewIfLoaded?.window {
            window.transitionDirector.submit(.tab(TabSwitchRequest(tabBarController: self, index: index)))
        } else {
            switchWithoutTransition(to: index)
        }
    }

    /// A tap on the item at `index`: the delegate may refuse it; the selection, then `didSelect`,
    /// also when the tab was already selected (Apple, `tabBarController(_:didSelect:)`). A tap on
    /// the selected tab pops its navigation controller to the root, animated, as iOS does. Taps
    /// while a transition runs are ignored.
    func userSelected(_ index: Int) {
        guard tabControllers.indices.contains(index), !(viewIfLoaded?.window?.isTransitionInProgress ?? false) else { return }
        let controller = tabControllers[index]
        if let delegate {
            hostWindow?.logCallback("shouldSelect \(controller.logName)")
            guard delegate.tabBarController(self, shouldSelect: controller) else { return }
        }
        if index == selectedIndex, let navigation = controller as? UINavigationController,
           navigation.viewControllers.count > 1 {
            navigation.popToRootViewController(animated: true)   // re-tapping a tab goes back to its root
        }
        select(index: index)
        if let delegate {
            hostWindow?.logCallback("didSelect \(controller.logName)")
            delegate.tabBarController(self, didSelect: controller)
        }
    }

    /// Swaps the selected tab's view at once, with unanimated appearance callbacks when on screen:
    /// the old tab's will-disappear, the new tab's will-appear, then both dids.
    func switchWithoutTransition(to index: Int) {
        let newSelected = tabControllers[index]
        guard let oldSelected = selectedViewController, oldSelected !== newSelected else {
            selectedTabIndex = index
            updateBar()
            return
        }
        let visible = isViewLoaded && appearanceState == .appeared
        if visible {
            oldSelected.beginAppearanceTransition(false, animated: false)
            newSelected.beginAppearanceTransition(true, animated: false)
        }
        oldSelected.viewIfLoaded?.removeFromSuperview()
        selectedTabIndex = index
        if isViewLoaded { install(newSelected) }
        updateBar()
        if visible {
            oldSelected.endAppearanceTransition()
            newSelected.endAppearanceTransition()
        }
    }
}

/// A change of the selected tab, waiting to run.
@MainActor
struct TabSwitchRequest {
    let tabBarController: UITabBarController
    let index: Int

    var description: String { "Selecting tab \(index) of \(tabBarController.logName)" }
}
