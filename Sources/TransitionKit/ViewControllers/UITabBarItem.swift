import Foundation

/// One item of a tab bar: a title, an image and an optional badge, as UIKit's `UITabBarItem`.
/// A view controller's item is its `tabBarItem`; changing a property redraws the bar showing it.
@preconcurrency @MainActor
open class UITabBarItem {
    /// The text under the image.
    open var title: String? { didSet { bar?.itemsDidChange() } }
    /// The image drawn in the tint colour (template images) above the title.
    open var image: UIImage? { didSet { bar?.itemsDidChange() } }
    /// The image shown while the item is selected; nil uses `image`.
    open var selectedImage: UIImage? { didSet { bar?.itemsDidChange() } }
    /// A number the app uses to identify the item.
    open var tag: Int
    /// The text of the red badge at the image's top right corner; nil hides the badge.
    open var badgeValue: String? { didSet { bar?.itemsDidChange() } }
    /// The badge's background colour; nil is `.systemRed`.
    open var badgeColor: UIColor? { didSet { bar?.itemsDidChange() } }
    /// Whether the item can be selected.
    open var isEnabled = true { didSet { bar?.itemsDidChange() } }

    /// The bar showing the item, told about changes.
    weak var bar: UITabBar?

    /// Creates an item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item with a title, an image and an image for the selected state.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        self.tag = 0
    }
}

extension UIViewController {
    /// The item representing this controller in a tab bar controller's bar, made on first access
    /// with the controller's title.
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = storedTabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set {
            storedTabBarItem = newValue
            tabBarController?.updateBar()
        }
    }

    /// The nearest ancestor that is a tab bar controller.
    public var tabBarController: UITabBarController? {
        var ancestor = parent
        while let current = ancestor {
            if let tabs = current as? UITabBarController { return tabs }
            ancestor = current.parent
        }
        return nil
    }
}
