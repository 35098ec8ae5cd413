import Foundation

/// The actions a swipe on one edge of a table row reveals, in order from the edge inwards.
@preconcurrency @MainActor
public class UISwipeActionsConfiguration: NSObject {
    /// The actions; the first is nearest the edge the swipe starts from.
    public let actions: [UIContextualAction]
    /// Whether swiping all the way across performs the first action (true by default).
    public var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions` (empty: the swipe reveals nothing).
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
