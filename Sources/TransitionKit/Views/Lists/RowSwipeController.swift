import Foundation

/// Drags a list's rows sideways to uncover their swipe actions, as UIKit's tables and list
/// collection views do: a horizontal pan on a row with actions in its direction slides the
/// cell over a `SwipeActionsView`; letting go past half the actions' width (or flicking
/// outwards) leaves them open, a full swipe performs the first action, a tap outside or a
/// scroll closes them.
@MainActor
final class RowSwipeController {
    /// How long an open or close slide takes, in seconds.
    static let slideDuration: TimeInterval = 0.3
    /// The share of the row's width past which letting go performs the first action (full swipe).
    static let fullSwipeFraction: CGFloat = 0.6
    /// How near the window's left edge a drag starts to be the back swipe rather than a row swipe, in points.
    static let screenEdgeMargin: CGFloat = 20

    /// The row whose actions show, and where its swipe stands.
    private(set) var swipe: RowSwipe?
    /// The recognizer that drags rows sideways.
    let recognizer = UIPanGestureRecognizer()
    /// A touch that closed the actions: it selects nothing when it lifts.
    var touchClosedSwipe = false
    private weak var host: (any RowSwipeHost)?

    /// Adds the recognizer to `host`.
    init(host: any RowSwipeHost) {
        self.host = host
        recognizer.internalShouldBegin = { [weak self] recognizer in
            self?.shouldBegin(recognizer as? UIPanGestureRecognizer) ?? false
        }
        recognizer.addTarget { [weak self] pan in self?.handle(pan) }
        host.addGestureRecognizer(recognizer)
    }

    /// The frame for the cell of `path`: its row's `rect`, moved by a swipe.
    func swipedFrame(_ rect: CGRect, at path: IndexPath) -> CGRect {
        guard let swipe, swipe.path == path else { return rect }
        return rect.offsetBy(dx: swipe.offset, dy: 0)
    }

    /// After the host tiled its rows: scrolling, or the swiped row leaving the screen, closes
    /// open actions.
    func hostDidLayOut() {
        guard let host, let swipe, swipe.phase == .open else { return }
        if host.isDragging || host.swipeCell(at: swipe.path) == nil { close(animated: true) }
    }

    /// A touch while actions show: outside them it closes them and is used up (no selection);
    /// returns whether it was.
    func touchCloses(at point: CGPoint) -> Bool {
        guard let host, let swipe, swipe.phase == .open || swipe.phase == .closing else { return false }
        if swipe.actionsView.frame.contains(point),
           swipe.actionsView.hitTest(host.convert(point, to: swipe.actionsView), with: nil) is UIButton {
            return false
        }
        close(animated: true)
        return true
    }

    /// Slides the row back and removes its actions (at once when not `animated`), then tells
    /// the host the swipe ended.
    func close(animated: Bool) {
        guard var swipe else { return }
        let wasClosing = swipe.phase == .closing
        guard wasClosing || swipe.move(to: .closing) else { return }
        swipe.offset = 0
        self.swipe = swipe
        let actionsView = swipe.actionsView
        let finish = { [weak self] in
            guard let self, self.swipe?.actionsView === actionsView, self.swipe?.phase == .closing else { return }
            self.finish()
        }
        guard animated, host?.window != nil else { place(); finish(); return }
        slide({ self.place() }, completion: finish)
    }

    /// Drops the swipe at once (a reload or an update changed the rows).
    func finish() {
        guard let swipe else { return }
        self.swipe = nil
        swipe.actionsView.removeFromSuperview()
        let cell = host?.swipeCell(at: swipe.path)
        let rect = host?.swipeRowRect(at: swipe.path)
        if let cell, let rect { UIView.performWithoutAnimation { cell.frame = rect } }
        host?.rowSwipeDidEnd(at: rect == nil ? nil : swipe.path, cell: cell, isDefault: swipe.isDefault)
    }

    // MARK: The drag

    /// A sideways drag may begin on a row outside editing that has actions in its direction
    /// (or whose actions already show).
    private func shouldBegin(_ pan: UIPanGestureRecognizer?) -> Bool {
        guard let pan, let host, host.rowSwipesAllowed else { return false }
        let translation = pan.translation(in: host)
        guard abs(translation.x) > abs(translation.y) else { return false }
        let start = dragStart(pan, in: host)
        guard let path = host.swipeRow(at: start) else { return false }
        if let swipe, swipe.path == path { return true }
        let edge: RowSwipe.Edge = translation.x < 0 ? .trailing : .leading
        // A rightward drag from the screen's left edge is the navigation controller's back
        // swipe, which wins over a row's leading actions on iOS.
        if edge == .leading, let window = host.window, host.convert(start, to: window).x < Self.screenEdgeMargin { return false }
        if swipe != nil { close(animated: true) }
        return host.swipeActions(at: path, edge: edge) != nil
    }

    /// Where the drag began (the pointer now, less the translation so far).
    private func dragStart(_ pan: UIPanGestureRecognizer, in host: UIView) -> CGPoint {
        let location = pan.location(in: host), translation = pan.translation(in: host)
        return CGPoint(x: location.x - translation.x, y: location.y - translation.y)
    }

    private func handle(_ pan: UIPanGestureRecognizer) {
        guard let host else { return }
        switch pan.state {
        case .began: begin(pan, in: host)
        case .changed:
            guard var swipe, swipe.phase == .dragging else { return }
            swipe.offset = clampedOffset(swipe.dragStartOffset + pan.translation(in: host).x, swipe, width: host.bounds.width)
            self.swipe = swipe
            place()
        case .ended: endDrag(velocity: pan.velocity(in: host).x, width: host.bounds.width)
        case .cancelled, .failed: if swipe?.phase == .dragging { close(animated: true) }
        default: break
        }
    }

    private func begin(_ pan: UIPanGestureRecognizer, in host: any RowSwipeHost) {
        let translation = pan.translation(in: host)
        if var swipe {
            guard swipe.move(to: .dragging) else { return }
            swipe.dragStartOffset = swipe.offset - translation.x
            self.swipe = swipe
            return
        }
        let edge: RowSwipe.Edge = translation.x < 0 ? .trailing : .leading
        guard let path = host.swipeRow(at: dragStart(pan, in: host)), let cell = host.swipeCell(at: path),
              let rect = host.swipeRowRect(at: path),
              let (configuration, isDefault) = host.swipeActions(at: path, edge: edge) else { return }
        host.rowSwipeWillBegin(at: path, isDefault: isDefault)
        let actions = SwipeActionsView(configuration: configuration, edge: edge, frame: rect) { [weak self] action, button in
            self?.perform(action, button: button)
        }
        host.insertSubview(actions, belowSubview: cell)
        swipe = RowSwipe(path: path, edge: edge, phase: .dragging, offset: 0, dragStartOffset: -translation.x,
                         actionsView: actions, isDefault: isDefault)
        place()
    }

    /// The offset a drag to `raw` gives: never towards the other edge; past the open width it
    /// follows the pointer when a full swipe performs the first action, and resists otherwise.
    private func clampedOffset(_ raw: CGFloat, _ swipe: RowSwipe, width: CGFloat) -> CGFloat {
        let sign: CGFloat = swipe.edge == .trailing ? -1 : 1
        let distance = max(0, raw * sign), open = swipe.actionsView.openWidth
        guard distance > open, !swipe.actionsView.configuration.performsFirstActionWithFullSwipe else {
            return sign * min(distance, width)
        }
        return sign * (open + (distance - open) * 0.25)
    }

    /// Letting go: a full swipe performs the first action; past half the open width (or a
    /// flick outwards) the actions stay open; otherwise the row slides back.
    private func endDrag(velocity: CGFloat, width: CGFloat) {
        guard var swipe, swipe.phase == .dragging else { return }
        let sign: CGFloat = swipe.edge == .trailing ? -1 : 1
        let distance = swipe.offset * sign, outwards = velocity * sign, open = swipe.actionsView.openWidth
        if swipe.actionsView.configuration.performsFirstActionWithFullSwipe, distance > width * Self.fullSwipeFraction,
           let first = swipe.actionsView.configuration.actions.first, let button = swipe.actionsView.buttons.first {
            perform(first, button: button)
            return
        }
        let staysOpen = outwards > 300 || (outwards > -300 && distance > open / 2)
        guard staysOpen, swipe.move(to: .open) else { return close(animated: true) }
        swipe.offset = sign * open
        self.swipe = swipe
        slide { self.place() }
    }

    /// Runs `action`'s handler; the actions close when it calls its completion (at once if it
    /// already deleted the row).
    private func perform(_ action: UIContextualAction, button: UIButton) {
        guard var swipe, swipe.move(to: .performing) else { return }
        self.swipe = swipe
        let actionsView = swipe.actionsView
        action.handler(action, button) { [weak self] _ in
            guard let self, self.swipe?.actionsView === actionsView else { return }
            self.close(animated: true)
        }
    }

    /// Puts the swiped row's cell at its offset and lays its actions over the uncovered width.
    func place() {
        guard let host, let swipe, let rect = host.swipeRowRect(at: swipe.path) else { return }
        host.swipeCell(at: swipe.path)?.frame = rect.offsetBy(dx: swipe.offset, dy: 0)
        swipe.actionsView.frame = rect
        swipe.actionsView.layOut(uncovered: abs(swipe.offset))
    }

    private func slide(_ changes: @escaping () -> Void, completion: (() -> Void)? = nil) {
        UIView.animate(withDuration: Self.slideDuration, delay: 0, options: [.curveEaseOut, .beginFromCurrentState],
                       animations: changes, completion: { _ in completion?() })
    }
}
