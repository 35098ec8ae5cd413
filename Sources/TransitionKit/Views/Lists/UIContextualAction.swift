import Foundation

/// One button a swipe on a table row reveals (delete, flag, archive), as in UIKit.
///
/// ```swift
/// let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
///     items.remove(at: indexPath.row)
///     tableView.deleteRows(at: [indexPath], with: .automatic)
///     done(true)
/// }
/// return UISwipeActionsConfiguration(actions: [delete])
/// ```
@preconcurrency @MainActor
public class UIContextualAction: NSObject {
    /// Runs when the user taps the action (or swipes fully for the first action): the action,
    /// the button it shows as, and a completion to call with whether it was performed; the
    /// actions hide once it is called.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// How the action's button looks and what performing it implies.
    public enum Style: Int, Sendable {
        /// A grey button (`.systemGray`) by default.
        case normal = 0
        /// A red button (`.systemRed`): the action removes the row.
        case destructive = 1
    }

    /// The action's style.
    public let style: Style
    /// The button's title.
    public var title: String?
    /// The button's image, drawn above the title (or alone).
    public var image: UIImage?
    /// The button's colour: `.systemRed` for destructive actions, `.systemGray` otherwise, until set.
    public var backgroundColor: UIColor! {
        get { explicitBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { explicitBackgroundColor = newValue }
    }
    private var explicitBackgroundColor: UIColor?
    /// What performing the action does.
    public let handler: Handler

    /// An action of `style` showing `title` that runs `handler` when chosen.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}
