import Foundation
import TransitionKit

/// What compare mode draws over its two panes: a divider down the middle and each pane's
/// animator ("1 · cross dissolve") in the pane's top-right corner (clear of the HUD).
@MainActor
final class CompareChrome: UIView {
    /// The divider's width in points.
    static let dividerWidth: CGFloat = 2

    /// The left pane's label.
    let leftLabel = CompareChrome.makeLabel()
    /// The right pane's label.
    let rightLabel = CompareChrome.makeLabel()
    private let divider = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        divider.backgroundColor = Palette.title
        for view in [divider, leftLabel, rightLabel] { addSubview(view) }
    }

    required init?(coder: NSCoder) { return nil }

    private static func makeLabel() -> UILabel {
        let label = UILabel()
        label.font = .boldSystemFont(ofSize: 13)
        label.textColor = Palette.title
        label.textAlignment = .center
        label.backgroundColor = Palette.panel
        label.layer.cornerRadius = 8
        return label
    }

    /// Shows the panes' animators; `paneWidth` is each pane's width, `top` the labels' top (below
    /// a simulated status bar).
    func show(left: String, right: String, paneWidth: CGFloat, top: CGFloat = 12) {
        leftLabel.text = left
        rightLabel.text = right
        divider.frame = CGRect(x: paneWidth - Self.dividerWidth / 2, y: 0, width: Self.dividerWidth, height: bounds.height)
        let width = min(paneWidth - 24, 210)
        leftLabel.frame = CGRect(x: paneWidth - width - 12, y: top, width: width, height: 26)
        rightLabel.frame = leftLabel.frame.offsetBy(dx: paneWidth, dy: 0)
    }
}
