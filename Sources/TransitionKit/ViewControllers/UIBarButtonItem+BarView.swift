import Foundation

/// How a bar (navigation bar or toolbar) draws an item: a label per titled item (bold for
/// `.done`, the tint colour, grey when disabled), an image view for image items, the custom view
/// for custom items, an empty view for spaces.
extension UIBarButtonItem {
    /// A new view drawing this item; `alignedRight` right-aligns a title (trailing items).
    func makeBarView(alignedRight: Bool) -> UIView {
        if let custom = customView { return custom }
        if systemItem == .flexibleSpace || systemItem == .fixedSpace { return UIView() }
        if let image {
            let imageView = UIImageView(image: image)
            imageView.tintColor = isEnabled ? (tintColor ?? .systemBlue) : .systemGray
            imageView.contentMode = .center
            return imageView
        }
        let label = UILabel()
        label.text = displayTitle
        label.font = style == .done ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
        label.textColor = isEnabled ? (tintColor ?? .systemBlue) : .systemGray
        label.textAlignment = alignedRight ? .right : .left
        return label
    }

    /// The size the item takes on a bar, given its view: a custom view's (or `width`), a space's
    /// `width`, 28 pt square-ish for an image, the title's width with a fifth of slack.
    func barItemSize(of view: UIView) -> CGSize {
        if customView != nil {
            return CGSize(width: width > 0 ? width : view.frame.width, height: view.frame.height)
        }
        if systemItem == .fixedSpace || systemItem == .flexibleSpace { return CGSize(width: width, height: 0) }
        if image != nil { return CGSize(width: UINavigationBar.imageItemWidth, height: UINavigationBar.height) }
        // The model's text width is an estimate (UIFont) and runs short for bold capitals
        // ("Done" drew as "Do…"): a fifth more keeps the measured text whole.
        return CGSize(width: (view.intrinsicContentSize.width * UINavigationBar.estimateSlack).rounded(.up), height: UINavigationBar.height)
    }
}
