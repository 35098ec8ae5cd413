import Foundation

/// The buttons a row swipe uncovers, behind the sliding cell: one per contextual action, the
/// first nearest the edge. Each takes its share of the uncovered width (its natural width, a
/// title's width plus margins and at least 74 pt, scaled down while the row is part open);
/// past the natural widths the first button takes the extra, as a full swipe stretches it.
@MainActor
final class SwipeActionsView: UIView {
    let configuration: UISwipeActionsConfiguration
    let edge: RowSwipe.Edge
    private(set) var buttons: [UIButton] = []

    /// The least width of one button, and the space beside its title, in points.
    static let minimumButtonWidth: CGFloat = 74
    static let titleMargin: CGFloat = 15

    init(configuration: UISwipeActionsConfiguration, edge: RowSwipe.Edge, frame: CGRect,
         perform: @escaping (UIContextualAction, UIButton) -> Void) {
        self.configuration = configuration
        self.edge = edge
        super.init(frame: frame)
        clipsToBounds = true
        for action in configuration.actions {
            let button = UIButton(type: .custom)
            button.backgroundColor = action.backgroundColor
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.setImage(action.image, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 15, weight: .medium)
            button.addAction(UIAction { [weak button] _ in if let button { perform(action, button) } }, for: .touchUpInside)
            addSubview(button)
            buttons.append(button)
        }
    }

    required init?(coder: NSCoder) { return nil }

    /// The natural widths of the buttons, in action order.
    var naturalWidths: [CGFloat] {
        configuration.actions.map { action in
            let title = (action.title ?? "") as NSString
            let width = title.size(withAttributes: [.font: UIFont.systemFont(ofSize: 15, weight: .medium)]).width
            return max(Self.minimumButtonWidth, ceil(width) + 2 * Self.titleMargin)
        }
    }

    /// The width that shows every button at its natural width (where an open swipe rests).
    var openWidth: CGFloat { naturalWidths.reduce(0, +) }

    /// Lays the buttons over the `uncovered` width at this view's edge.
    func layOut(uncovered: CGFloat) {
        let natural = naturalWidths, total = max(openWidth, 1)
        let scale = min(1, uncovered / total)
        var widths = natural.map { $0 * scale }
        if uncovered > total, !widths.isEmpty { widths[0] += uncovered - total }
        var x = edge == .trailing ? bounds.width : 0
        for (button, width) in zip(buttons, widths) {
            if edge == .trailing { x -= width }
            button.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            if edge == .leading { x += width }
        }
    }
}
