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
    /// Whether the actions are the default Delete of a data source that commits edits.
    let isDefaultDelete: Bool

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

extension UITableView {
    /// How long an open or close slide takes, in seconds.
    static let swipeSlideDuration: TimeInterval = 0.3
    /// The share of the row's width past which letting go performs the first action (full swipe).
    static let fullSwipeFraction: CGFloat = 0.6
    /// How near the window's left edge a drag starts to be the back swipe rather than a row swipe, in points.
    static let screenEdgeMargin: CGFloat = 20

    /// Adds the recognizer that drags rows sideways to show their swipe actions.
    func installRowSwipeRecognizer() {
        rowSwipeRecognizer.internalShouldBegin = { [weak self] recognizer in
            self?.rowSwipeShouldBegin(recognizer as? UIPanGestureRecognizer) ?? false
        }
        rowSwipeRecognizer.addTarget { [weak self] pan in self?.handleRowSwipe(pan) }
        addGestureRecognizer(rowSwipeRecognizer)
    }

    /// The actions for `edge` of the row: the delegate's configuration, or for the trailing
    /// edge of a deletable row the default Delete; nil when there are none.
    func swipeConfiguration(at path: IndexPath, edge: RowSwipe.Edge) -> (UISwipeActionsConfiguration, isDefault: Bool)? {
        let asked = edge == .trailing ? tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: path)
            : tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path)
        if let asked { return asked.actions.isEmpty ? nil : (asked, false) }
        guard edge == .trailing, dataSourceCommitsEdits, dataSource?.tableView(self, canEditRowAt: path) ?? false,
              (tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete) == .delete else { return nil }
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: path) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
            guard let self, let dataSource = self.dataSource else { return done(false) }
            dataSource.tableView(self, commit: .delete, forRowAt: path)
            done(self.dataSourceCommitsEdits)
        }
        return (UISwipeActionsConfiguration(actions: [delete]), true)
    }

    /// A sideways drag may begin on a row outside editing that has actions in its direction
    /// (or whose actions already show).
    private func rowSwipeShouldBegin(_ pan: UIPanGestureRecognizer?) -> Bool {
        guard let pan, !isEditing, hasLoadedData else { return false }
        let translation = pan.translation(in: self)
        guard abs(translation.x) > abs(translation.y) else { return false }
        let start = swipeStart(pan)
        guard let path = indexPathForRow(at: start) else { return false }
        if let swipe = rowSwipe, swipe.path == path { return true }
        let edge: RowSwipe.Edge = translation.x < 0 ? .trailing : .leading
        // A rightward drag from the screen's left edge is the navigation controller's back
        // swipe, which wins over a row's leading actions on iOS.
        if edge == .leading, let window, convert(start, to: window).x < Self.screenEdgeMargin { return false }
        if rowSwipe != nil { closeRowSwipe(animated: true) }
        return swipeConfiguration(at: path, edge: edge) != nil
    }

    /// Where the drag began (the pointer now, less the translation so far).
    private func swipeStart(_ pan: UIPanGestureRecognizer) -> CGPoint {
        let location = pan.location(in: self), translation = pan.translation(in: self)
        return CGPoint(x: location.x - translation.x, y: location.y - translation.y)
    }

    private func handleRowSwipe(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began: beginRowSwipe(pan)
        case .changed:
            guard var swipe = rowSwipe, swipe.phase == .dragging else { return }
            swipe.offset = clampedSwipeOffset(swipe.dragStartOffset + pan.translation(in: self).x, swipe)
            rowSwipe = swipe
            placeSwipedRow()
        case .ended: endRowSwipeDrag(velocity: pan.velocity(in: self).x)
        case .cancelled, .failed: if rowSwipe?.phase == .dragging { closeRowSwipe(animated: true) }
        default: break
        }
    }

    private func beginRowSwipe(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: self)
        if var swipe = rowSwipe {
            guard swipe.move(to: .dragging) else { return }
            swipe.dragStartOffset = swipe.offset - translation.x
            rowSwipe = swipe
            return
        }
        let start = swipeStart(pan)
        let edge: RowSwipe.Edge = translation.x < 0 ? .trailing : .leading
        guard let path = indexPathForRow(at: start), let cell = visibleCellsByPath[path],
              let (configuration, isDefault) = swipeConfiguration(at: path, edge: edge) else { return }
        tableDelegate?.tableView(self, willBeginEditingRowAt: path)
        let actions = SwipeActionsView(configuration: configuration, edge: edge, frame: rectForRow(at: path)) { [weak self] action, button in
            self?.performSwipeAction(action, button: button)
        }
        insertSubview(actions, belowSubview: cell)
        rowSwipe = RowSwipe(path: path, edge: edge, phase: .dragging, offset: 0, dragStartOffset: -translation.x,
                            actionsView: actions, isDefaultDelete: isDefault)
        if isDefault {
            cell.willTransition(to: .showingDeleteConfirmation)
            cell.tableShowsDeleteConfirmation = true
            cell.didTransition(to: .showingDeleteConfirmation)
        }
        placeSwipedRow()
    }

    /// The offset a drag to `raw` gives: never towards the other edge; past the open width it
    /// follows the pointer when a full swipe performs the first action, and resists otherwise.
    private func clampedSwipeOffset(_ raw: CGFloat, _ swipe: RowSwipe) -> CGFloat {
        let sign: CGFloat = swipe.edge == .trailing ? -1 : 1
        let distance = max(0, raw * sign), open = swipe.actionsView.openWidth
        guard distance > open, !swipe.actionsView.configuration.performsFirstActionWithFullSwipe else {
            return sign * min(distance, bounds.width)
        }
        return sign * (open + (distance - open) * 0.25)
    }

    /// Letting go: a full swipe performs the first action; past half the open width (or a
    /// flick outwards) the actions stay open; otherwise the row slides back.
    private func endRowSwipeDrag(velocity: CGFloat) {
        guard var swipe = rowSwipe, swipe.phase == .dragging else { return }
        let sign: CGFloat = swipe.edge == .trailing ? -1 : 1
        let distance = swipe.offset * sign, outwards = velocity * sign, open = swipe.actionsView.openWidth
        if swipe.actionsView.configuration.performsFirstActionWithFullSwipe, distance > bounds.width * Self.fullSwipeFraction,
           let first = swipe.actionsView.configuration.actions.first, let button = swipe.actionsView.buttons.first {
            performSwipeAction(first, button: button)
            return
        }
        let staysOpen = outwards > 300 || (outwards > -300 && distance > open / 2)
        guard staysOpen, swipe.move(to: .open) else { return closeRowSwipe(animated: true) }
        swipe.offset = sign * open
        rowSwipe = swipe
        slide { self.placeSwipedRow() }
    }

    /// Runs `action`'s handler; the actions close when it calls its completion (at once if it
    /// already deleted the row).
    func performSwipeAction(_ action: UIContextualAction, button: UIButton) {
        guard var swipe = rowSwipe, swipe.move(to: .performing) else { return }
        rowSwipe = swipe
        let actionsView = swipe.actionsView
        action.handler(action, button) { [weak self] _ in
            guard let self, self.rowSwipe?.actionsView === actionsView else { return }
            self.closeRowSwipe(animated: true)
        }
    }

    /// Slides the row back and removes its actions (at once when not `animated`), then tells
    /// the delegate `didEndEditingRowAt`.
    func closeRowSwipe(animated: Bool) {
        guard var swipe = rowSwipe else { return }
        let wasClosing = swipe.phase == .closing
        guard wasClosing || swipe.move(to: .closing) else { return }
        swipe.offset = 0
        rowSwipe = swipe
        let actionsView = swipe.actionsView
        let finish = { [weak self] in
            guard let self, self.rowSwipe?.actionsView === actionsView, self.rowSwipe?.phase == .closing else { return }
            self.finishRowSwipe()
        }
        guard animated, window != nil else { placeSwipedRow(); finish(); return }
        slide({ self.placeSwipedRow() }, completion: finish)
    }

    /// Drops the swipe state at once (a reload or an update changed the rows).
    func finishRowSwipe() {
        guard let swipe = rowSwipe else { return }
        rowSwipe = nil
        swipe.actionsView.removeFromSuperview()
        let cell = visibleCellsByPath[swipe.path]
        if let cell, let rect = rectForRowIfValid(swipe.path) { UIView.performWithoutAnimation { cell.frame = rect } }
        if swipe.isDefaultDelete, let cell {
            cell.willTransition(to: [])
            cell.tableShowsDeleteConfirmation = false
            cell.didTransition(to: [])
        }
        tableDelegate?.tableView(self, didEndEditingRowAt: geometry.contains(swipe.path) ? swipe.path : nil)
    }

    /// Puts the swiped row's cell at its offset and lays its actions over the uncovered width.
    func placeSwipedRow() {
        guard let swipe = rowSwipe, let rect = rectForRowIfValid(swipe.path) else { return }
        visibleCellsByPath[swipe.path]?.frame = rect.offsetBy(dx: swipe.offset, dy: 0)
        swipe.actionsView.frame = rect
        swipe.actionsView.layOut(uncovered: abs(swipe.offset))
    }

    /// The frame the layout gives the cell of `path`: its row, moved by a swipe.
    func swipedFrame(_ rect: CGRect, at path: IndexPath) -> CGRect {
        guard let swipe = rowSwipe, swipe.path == path else { return rect }
        return rect.offsetBy(dx: swipe.offset, dy: 0)
    }

    private func slide(_ changes: @escaping () -> Void, completion: (() -> Void)? = nil) {
        UIView.animate(withDuration: Self.swipeSlideDuration, delay: 0, options: [.curveEaseOut, .beginFromCurrentState],
                       animations: changes, completion: { _ in completion?() })
    }

    /// A touch while actions show: outside them it closes them and is used up (no selection).
    func touchClosesRowSwipe(at point: CGPoint) -> Bool {
        guard let swipe = rowSwipe, swipe.phase == .open || swipe.phase == .closing else { return false }
        if swipe.actionsView.frame.contains(point), swipe.actionsView.hitTest(convert(point, to: swipe.actionsView), with: nil) is UIButton {
            return false
        }
        closeRowSwipe(animated: true)
        return true
    }
}
