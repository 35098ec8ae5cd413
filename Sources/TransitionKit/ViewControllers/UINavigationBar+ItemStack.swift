import Foundation

/// A navigation bar's stack of items. A navigation controller's bar shows its controllers'
/// navigation items (`items` reads them, and changing them on the bar is refused with a
/// Diagnostic, as UIKit raises an exception); a bar of your own keeps the items you push, shows
/// the top one with a back button titled by the one below, and pops when that is tapped,
/// asking its delegate.
extension UINavigationBar {
    /// The items, bottom first: the controllers' navigation items when a navigation controller
    /// manages the bar.
    public var items: [UINavigationItem]? {
        get { managingController.map { $0.viewControllers.map(\.navigationItem) } ?? standaloneItems }
        set { setItems(newValue, animated: false) }
    }

    /// The item on top.
    public var topItem: UINavigationItem? { items?.last }

    /// The item below the top one (its title names the back button), or nil.
    public var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// Replaces the items (refused on a navigation controller's bar).
    public func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        guard refuseIfManaged("setItems(_:animated:)") else { return }
        standaloneItems = items ?? []
        showStandaloneTop()
    }

    /// Pushes `item`, if the delegate agrees (refused on a navigation controller's bar).
    public func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard refuseIfManaged("pushItem(_:animated:)") else { return }
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        standaloneItems.append(item)
        showStandaloneTop()
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item, if the delegate agrees, and returns it (nil: refused, or none).
    @discardableResult
    public func popItem(animated: Bool) -> UINavigationItem? {
        guard refuseIfManaged("popItem(animated:)"), let top = standaloneItems.last else { return nil }
        guard delegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
        standaloneItems.removeLast()
        showStandaloneTop()
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    /// Where the bar sits: under the status bar for a navigation controller's bar, else its
    /// delegate's answer or `.top`.
    public var barPosition: UIBarPosition {
        if managingController != nil { return .topAttached }
        let position = delegate?.position(for: self) ?? .any
        return position == .any ? .top : position
    }

    /// Shows the top item of a bar of your own (title, items, a back button titled by the item
    /// below it) and follows its appearances.
    func showStandaloneTop() {
        guard managingController == nil else { return }
        let top = standaloneItems.last, back = backItem
        for item in standaloneItems { item.standaloneBar = self }
        let left = top?.leftBarButtonItems ?? []
        let showsBack = back != nil && !(top?.hidesBackButton ?? false) && (left.isEmpty || top?.leftItemsSupplementBackButton == true)
        show(title: top?.titleView == nil ? top?.title : nil, backTitle: showsBack ? back?.backTitle : nil,
             items: BarItems(left: left, right: top?.rightBarButtonItems ?? [], titleView: top?.titleView))
        appearanceItem = top
        applyAppearance()
    }

    /// The back button of a bar of your own pops (or runs the top item's `backAction`).
    func standaloneBack() {
        if let action = topItem?.backAction { action.perform(sender: self) } else { popItem(animated: true) }
    }

    /// False, with a Diagnostic, on a navigation controller's bar.
    private func refuseIfManaged(_ call: String) -> Bool {
        guard managingController != nil else { return true }
        let diagnostic = Diagnostic(code: .managedNavigationBar, message:
            "\(call) was called on a navigation bar managed by a navigation controller; use the controller's stack. UIKit raises an exception here; nothing changed.")
        if let window { window.report(diagnostic) } else { AnimationContext.report(diagnostic) }
        return false
    }
}

extension UINavigationBar: UIBarPositioning {}

extension Diagnostic.Code {
    /// The item stack of a navigation controller's bar was changed on the bar.
    public static let managedNavigationBar = Diagnostic.Code(rawValue: "navigationBar.managedByController", severity: .error)
}
