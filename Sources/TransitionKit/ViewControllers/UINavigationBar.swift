import Foundation

/// A simple navigation bar: the top controller's title in the middle and a back button
/// ("‹ Previous title") on the left that pops.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The bar's height in points.
    public static let height: CGFloat = 44

    /// The title label.
    public let titleLabel = UILabel()
    /// The back button's label (hidden at the root).
    public let backLabel = UILabel()
    /// Called when the back button is tapped.
    var onBack: (() -> Void)?

    /// Creates a bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.97, alpha: 0.94)
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        backLabel.font = .systemFont(ofSize: 17)
        backLabel.textColor = .systemBlue
        addSubview(titleLabel)
        addSubview(backLabel)
        let hairline = UIView(frame: CGRect(x: 0, y: Self.height - 0.5, width: frame.width, height: 0.5))
        hairline.backgroundColor = .separator
        hairline.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        addSubview(hairline)
        addGestureRecognizer(UITapGestureRecognizer { [weak self] tap in
            guard let self, tap.state == .ended, self.backButtonContains(tap.location(in: self)) else { return }
            self.onBack?()
        })
    }

    /// Not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    open override func layoutSubviews() {
        titleLabel.frame = CGRect(x: bounds.width * 0.25, y: 0, width: bounds.width * 0.5, height: bounds.height)
        backLabel.frame = CGRect(x: 8, y: 0, width: bounds.width * 0.25 - 8, height: bounds.height)
    }

    /// Shows `title` and a back button titled `backTitle` (none when nil).
    func show(title: String?, backTitle: String?) {
        titleLabel.text = title
        backLabel.text = backTitle.map { "‹ \($0)" }
        backLabel.isHidden = backTitle == nil
    }

    /// Whether a point in the bar's coordinates hits the back button.
    func backButtonContains(_ point: CGPoint) -> Bool {
        !backLabel.isHidden && backLabel.frame.insetBy(dx: -8, dy: 0).contains(point)
    }
}
