import Foundation

/// One item of a tab bar: the image, the title under it (moved by the item's and its state
/// appearance's `titlePositionAdjustment`) and the badge.
@MainActor
final class TabBarItemView: UIView {
    let item: UITabBarItem
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let badgeLabel = UILabel()
    /// The title's default font, 10-point system.
    static let titleFont = UIFont.systemFont(ofSize: 10)
    /// The badge's default font, 13-point system.
    static let badgeFont = UIFont.systemFont(ofSize: 13)

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        imageView.contentMode = .scaleAspectFit
        titleLabel.textAlignment = .center
        badgeLabel.textAlignment = .center
        badgeLabel.clipsToBounds = true
        for view in [imageView, titleLabel, badgeLabel] { addSubview(view) }
    }

    required init?(coder: NSCoder) { return nil }

    /// The state appearance drawn now (nil: the bar's legacy look), kept for layout.
    private var appearance: UITabBarItemStateAppearance?

    /// Draws the item selected or not: its image in the state appearance's icon colour, else
    /// `color`; the title and badge take the item's text attributes for its state (disabled,
    /// selected or normal, falling back to normal) over the state appearance's, over the defaults.
    func update(selected: Bool, color: UIColor, appearance: UITabBarItemStateAppearance?) {
        self.appearance = appearance
        let state: UIControl.State = !item.isEnabled ? .disabled : selected ? .selected : .normal
        func merged(_ own: [NSAttributedString.Key: Any]?, _ normal: [NSAttributedString.Key: Any]?, _ base: [NSAttributedString.Key: Any]?) -> [NSAttributedString.Key: Any] {
            (own ?? [:]).merging(normal ?? [:]) { first, _ in first }.merging(base ?? [:]) { first, _ in first }
        }
        let title = merged(item.titleTextAttributes(for: state), item.titleTextAttributes(for: .normal), appearance?.titleTextAttributes)
        let badge = merged(item.badgeTextAttributes(for: state), item.badgeTextAttributes(for: .normal), appearance?.badgeTextAttributes)
        let color = appearance?.iconColor ?? color
        imageView.image = (selected ? item.selectedImage : nil) ?? item.image
        imageView.tintColor = color
        titleLabel.text = item.title
        titleLabel.textColor = title[.foregroundColor] as? UIColor ?? color
        titleLabel.font = title[.font] as? UIFont ?? Self.titleFont
        badgeLabel.text = item.badgeValue
        badgeLabel.textColor = badge[.foregroundColor] as? UIColor ?? .white
        badgeLabel.font = badge[.font] as? UIFont ?? Self.badgeFont
        badgeLabel.backgroundColor = item.badgeColor ?? appearance?.badgeBackgroundColor ?? .systemRed
        badgeLabel.isHidden = item.badgeValue == nil
        alpha = item.isEnabled ? 1 : 0.4
        setNeedsLayout()
    }

    override func layoutSubviews() {
        let imageSide: CGFloat = 26
        imageView.frame = CGRect(x: (bounds.width - imageSide) / 2, y: 5, width: imageSide, height: imageSide)
        let own = item.titlePositionAdjustment, extra = appearance?.titlePositionAdjustment ?? .zero
        let offset = UIOffset(horizontal: own.horizontal + extra.horizontal, vertical: own.vertical + extra.vertical)
        titleLabel.frame = CGRect(x: offset.horizontal, y: 33 + offset.vertical, width: bounds.width, height: 12)
        // The pill: 18 points tall, as wide as the text plus padding, never narrower than round.
        let height: CGFloat = 18
        let width = max(height, badgeLabel.intrinsicContentSize.width + 10)
        let badgeOffset = appearance?.badgePositionAdjustment ?? .zero
        badgeLabel.frame = CGRect(x: imageView.frame.maxX - 8 + badgeOffset.horizontal, y: 2 + badgeOffset.vertical, width: width, height: height)
        badgeLabel.layer.cornerRadius = height / 2
    }
}
