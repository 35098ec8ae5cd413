import Foundation

/// What the items of bars share, as UIKit's abstract `UIBarItem`: a title, an image, whether the
/// item is enabled, a tag and the title's text attributes per state. `UIBarButtonItem` and
/// `UITabBarItem` are its subclasses; a bar showing an item redraws it when one of these changes.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// The text the bar draws for the item.
    open var title: String? { didSet { contentDidChange() } }
    /// The image the bar draws for the item (tinted when it is a template).
    open var image: UIImage? { didSet { contentDidChange() } }
    /// Whether the item responds to taps; a disabled item is drawn dimmed.
    open var isEnabled = true { didSet { contentDidChange() } }
    /// A number the app uses to identify the item (0).
    open var tag = 0
    /// Insets of the image, points (stored: the bars place images at their own size).
    open var imageInsets: UIEdgeInsets = .zero
    /// The image for a phone in landscape (stored: the bars draw `image`).
    open var landscapeImagePhone: UIImage?
    /// Insets of the landscape image, points (stored).
    open var landscapeImagePhoneInsets: UIEdgeInsets = .zero
    /// The image the large content viewer shows (stored: accessibility).
    open var largeContentSizeImage: UIImage?
    /// Insets of the large content image, points (stored).
    open var largeContentSizeImageInsets: UIEdgeInsets = .zero
    /// The title's attributes per control state (`setTitleTextAttributes(_:for:)`).
    var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Creates an item without title or image.
    public override init() {
        super.init()
    }

    /// Bar items are not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Sets the title's attributes for `state` (`.normal`, `.selected`, `.disabled`...); nil removes
    /// them. The bars read `.foregroundColor` and `.font`, over their own and their appearance's.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributesByState[state.rawValue] = attributes
        contentDidChange()
    }

    /// The title's attributes set for `state`, or nil.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributesByState[state.rawValue]
    }

    /// Called after a drawn property changed; subclasses tell the bars showing them.
    func contentDidChange() {}
}
