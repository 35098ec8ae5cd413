import Foundation

/// A tab that holds other tabs (iOS 18). In a compact tab bar, as on an iPhone, the group is one
/// tab: its own view controller shows when it is selected, and its children are the
/// destinations that controller (or the iPad sidebar) offers.
@preconcurrency @MainActor
open class UITabGroup: UITab {
    /// The tabs in the group, in order; each one's `parent` is this group.
    open var children: [UITab] {
        didSet {
            for child in oldValue where !children.contains(where: { $0 === child }) { child.parent = nil }
            adoptChildren()
            if let selectedChild, !children.contains(where: { $0 === selectedChild }) { self.selectedChild = nil }
        }
    }
    /// The selected child, or nil; a tab that is not a child is refused with a Diagnostic and
    /// the selection stays.
    open var selectedChild: UITab? {
        didSet {
            guard let selectedChild, !children.contains(where: { $0 === selectedChild }) else { return }
            tabBarController?.report(Diagnostic(
                code: .tabNotFound, message: "selectedChild of tab group \"\(identifier)\" was set to \"\(selectedChild.identifier)\", which is not one of its children; it was ignored."))
            self.selectedChild = oldValue
        }
    }
    /// The identifier of the child selected when the group is first shown (nil: the first child).
    open var defaultChildIdentifier: String?
    /// The children's identifiers in the order people arranged them (nil: `children`'s order).
    open var displayOrderIdentifiers: [String]?
    /// The children in display order: those `displayOrderIdentifiers` names first, in its
    /// order, then the rest in `children`'s order.
    open var displayOrder: [UITab] {
        let named = (displayOrderIdentifiers ?? []).compactMap { id in children.first { $0.identifier == id } }
        return named + children.filter { child in !named.contains { $0 === child } }
    }
    /// Whether people can reorder the children in the sidebar (false). Kept: no sidebar here.
    open var allowsReordering = false
    /// The navigation controller that shows the selected child's controller, for groups that
    /// navigate their children (nil).
    open var managingNavigationController: UINavigationController?

    /// A group showing `title` and `image`, known by `identifier`, holding `children`.
    public init(title: String, image: UIImage?, identifier: String, children: [UITab],
                viewControllerProvider: ((UITab) -> UIViewController)? = nil) {
        self.children = children
        super.init(title: title, image: image, identifier: identifier, viewControllerProvider: viewControllerProvider)
        adoptChildren()
    }

    /// The child (or deeper descendant) with `identifier`, or nil.
    open func tab(forIdentifier identifier: String) -> UITab? {
        for child in children {
            if child.identifier == identifier { return child }
            if let group = child as? UITabGroup, let found = group.tab(forIdentifier: identifier) { return found }
        }
        return nil
    }

    private func adoptChildren() {
        for child in children { child.parent = self }
    }
}
