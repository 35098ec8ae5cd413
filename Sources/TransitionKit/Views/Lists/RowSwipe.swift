import Foundation

/// A row whose swipe actions are showing: the row, the edge its actions are on, the cell's
/// sideways offset (negative while trailing actions show) and where the swipe stands.
struct RowSwipe {
    /// Which edge's actions the swipe reveals.
    enum Edge { case leading, trailing }

    /// Where a swipe stands; the legal moves are `RowSwipe.move(to:)`'s.
    enum Phase: Equatable {
        /// The pointer drags the row sideways.
        case dragging
        /// Let go with the actions showing; a tap on one performs it, a tap elsewhere closes.
        case open
        /// An action runs; the actions close when its handler calls its completion.
        case performing
        /// Sliding back; the actions go away when it ends.
        case closing
    }

    var path: IndexPath
    let edge: Edge
    var phase: Phase
    /// The cell's offset from its row, in points (negative: moved towards the leading edge).
    var offset: CGFloat
    /// The offset when the current drag began.
    var dragStartOffset: CGFloat
    let actionsView: SwipeActionsView
    /// Whether the actions are the host's default ones (a table's Delete for a data source
    /// that commits edits).
    let isDefault: Bool

    /// Moves to `next` if that is a legal move; returns whether it was.
    mutating func move(to next: Phase) -> Bool {
        switch (phase, next) {
        case (.dragging, .open), (.dragging, .closing), (.dragging, .performing),
             (.open, .dragging), (.open, .closing), (.open, .performing),
             (.performing, .closing), (.closing, .dragging):
            phase = next
            return true
        default:
            return false
        }
    }
}

/// A list that rows can be swiped in: a table view, or a collection view with list sections.
/// The `RowSwipeController` asks it for rows, cells and actions and tells it when a swipe
/// begins and ends.
@MainActor
protocol RowSwipeHost: UIScrollView {
    /// Whether a swipe may begin now (not while editing, not before the rows are loaded).
    var rowSwipesAllowed: Bool { get }
    /// The row at `point` (in the host's coordinates).
    func swipeRow(at point: CGPoint) -> IndexPath?
    /// The frame the layout gives the row at `path`, nil when there is no such row.
    func swipeRowRect(at path: IndexPath) -> CGRect?
    /// The cell showing the row at `path`, if it is visible.
    func swipeCell(at path: IndexPath) -> UIView?
    /// The actions for `edge` of the row, and whether they are the host's default ones; nil
    /// when there are none.
    func swipeActions(at path: IndexPath, edge: RowSwipe.Edge) -> (UISwipeActionsConfiguration, isDefault: Bool)?
    /// A swipe of the row begins (before its actions are shown).
    func rowSwipeWillBegin(at path: IndexPath, isDefault: Bool)
    /// A swipe of the row ended, its actions gone; `path` is nil when the row no longer exists.
    func rowSwipeDidEnd(at path: IndexPath?, cell: UIView?, isDefault: Bool)
}
