import Foundation
import TransitionKit

/// What compare mode draws over the device: the divider between its two panes.
@MainActor
final class CompareChrome: UIView {
    /// The divider's width in points.
    static let dividerWidth: CGFloat = 2

    private let divider = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        divider.backgroundColor = Palette.title
        addSubview(divider)
    }

    required init?(coder: NSCoder) { return nil }

    /// A label for the panes' animators in the sidebar.
    static func makeLabel() -> UILabel {
        let label = UILabel()
        label.font = .boldSystemFont(ofSize: 13)
        label.textColor = Palette.title
        label.textAlignment = .center
        label.backgroundColor = Palette.panel
        label.layer.cornerRadius = 8
        return label
    }

    /// Puts the divider at `x` (the panes' boundary, in this view's points).
    func showDivider(at x: CGFloat) {
        let frame = CGRect(x: x - Self.dividerWidth / 2, y: 0, width: Self.dividerWidth, height: bounds.height)
        if divider.frame != frame { divider.frame = frame }
    }
}
