import Foundation

/// How a bar (navigation bar or toolbar) draws an item: a label per titled item (bold for
/// `.done`, the tint colour, grey when disabled), an image view for image items, the custom view
/// for custom items, an empty view for spaces.
extension UIBarButtonItem {
    /// A new view drawing this item; `alignedRight` right-aligns a title (trailing items);
    /// `buttons` (a bar appearance's plain and done button appearances) give the title's colour
    /// and font, and `tint` (the bar's tint colour) the colour otherwise.
    func makeBarView(alignedRight: Bool, buttons: BarButtonAppearances? = nil, tint: UIColor = .systemBlue) -> UIView {
        if let custom = customView { return custom }
        if systemItem == .flexibleSpace || systemItem == .fixedSpace { return UIView() }
        let view: UIView
        if let image {
            let imageView = UIImageView(image: image)
            imageView.contentMode = .center
            view = imageView
        } else {
            let label = UILabel()
            label.text = displayTitle
            label.textAlignment = alignedRight ? .right : .left
            view = label
        }
        restyle(view, buttons: buttons, tint: tint)
        return view
    }

    /// Colours (and, for a title, sets the font of) a view `makeBarView` made.
    func restyle(_ view: UIView, buttons: BarButtonAppearances?, tint: UIColor) {
        let appearance = style == .done ? buttons?.done : buttons?.plain
        let state = isEnabled ? appearance?.normal : appearance?.disabled
        let own = titleTextAttributes(for: isEnabled ? .normal : .disabled) ?? [:]
        let color = isEnabled ? (tintColor ?? own.foregroundColor ?? state?.titleTextAttributes.foregroundColor ?? tint)
            : (own.foregroundColor ?? state?.titleTextAttributes.foregroundColor ?? .systemGray)
        if let imageView = view as? UIImageView, customView == nil {
            imageView.tintColor = color
        } else if let label = view as? UILabel, customView == nil {
            label.font = own.font ?? state?.titleTextAttributes.font ?? (style == .done ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17))
            label.textColor = color
        }
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

/// A bar appearance's button appearances, the one an item uses chosen by its style.
typealias BarButtonAppearances = (plain: UIBarButtonItemAppearance, done: UIBarButtonItemAppearance)
