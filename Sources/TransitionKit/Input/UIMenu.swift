import Foundation

/// A titled list of actions (and nested menus) a bar button item shows when tapped, as in UIKit
/// (iOS 14+: `UIBarButtonItem.menu`). Shown here as a simple list of rows, nested menus inline.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// The title shown above the rows (none when empty).
    public let title: String
    /// The menu's image (not drawn by the list).
    public let image: UIImage?
    /// The actions and nested menus, in the order they are listed.
    public let children: [UIMenuElement]

    /// Creates a menu titled `title` listing `children`.
    public init(title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []) {
        self.title = title
        self.image = image
        self.children = children
        super.init()
    }

    /// The actions the list shows, nested menus' actions inline in their place.
    var flattenedActions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return [action] }
            return (element as? UIMenu)?.flattenedActions ?? []
        }
    }
}
