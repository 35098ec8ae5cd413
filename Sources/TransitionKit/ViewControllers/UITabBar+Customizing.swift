import Foundation

/// The customizing mode of a standalone tab bar. UIKit presents a sheet of `items` to drag onto
/// the bar; drag and drop is not built here, so the mode is the state and the delegate calls: while
/// customizing, taps on the bar select nothing, the app may rearrange `items`, and ending reports
/// whether the bar's items changed.
extension UITabBar {
    /// Whether the bar is being customized (between `beginCustomizingItems(_:)` and
    /// `endCustomizing(animated:)`).
    public var isCustomizing: Bool { customizing != nil }

    /// Starts customizing with `items` (the items the user may choose from): the delegate's
    /// `willBeginCustomizing`, then `didBeginCustomizing`. Ignored while already customizing.
    public func beginCustomizingItems(_ items: [UITabBarItem]) {
        guard customizing == nil else {
            window?.report(Diagnostic(code: .tabBarAlreadyCustomizing, message: "beginCustomizingItems(_:) was called while the tab bar is customizing; it was ignored."))
            return
        }
        delegate?.tabBar(self, willBeginCustomizing: items)
        customizing = (items, self.items ?? [])
        delegate?.tabBar(self, didBeginCustomizing: items)
    }

    /// Ends customizing: the delegate's `willEndCustomizing` and `didEndCustomizing`, with
    /// `changed` true when the bar's items differ from those it had when customizing began.
    /// Returns false (and calls nothing) when the bar was not customizing.
    @discardableResult
    public func endCustomizing(animated: Bool) -> Bool {
        guard let (items, start) = customizing else { return false }
        let changed = !(self.items ?? []).elementsEqual(start, by: ===)
        delegate?.tabBar(self, willEndCustomizing: items, changed: changed)
        customizing = nil
        delegate?.tabBar(self, didEndCustomizing: items, changed: changed)
        return true
    }
}

extension Diagnostic.Code {
    /// `beginCustomizingItems(_:)` while the bar is already customizing.
    public static let tabBarAlreadyCustomizing = Diagnostic.Code(rawValue: "tabBar.alreadyCustomizing", severity: .warning)
}
