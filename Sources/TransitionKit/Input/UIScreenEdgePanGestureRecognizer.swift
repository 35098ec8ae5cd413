import Foundation

/// A pan that begins only for a press within 20 pt of one of `edges` of the window (in window
/// coordinates) and a movement mostly away from that edge.
///
/// A press elsewhere fails at once, so recognizers that require this one to fail go ahead.
///
/// ```swift
/// let edgePan = UIScreenEdgePanGestureRecognizer { pan in
///     let percent = pan.translation(in: view).x / view.bounds.width
///     interactor.update(percent)
/// }
/// edgePan.edges = .left
/// view.addGestureRecognizer(edgePan)
/// ```
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The window edges the pan may start from (none by default, as in UIKit).
    open var edges: UIRectEdge = []

    /// How close to an edge (in points) the press must be.
    static let edgeMargin: CGFloat = 20

    /// Creates an edge pan that calls `handler` when it begins, changes, ends or is cancelled.
    public convenience init(handler: @escaping (UIScreenEdgePanGestureRecognizer) -> Void) {
        self.init()
        addTarget(handler: handler)
    }

    /// The edges within 20 pt of `point` (window points) among `edges`.
    func edges(near point: CGPoint) -> UIRectEdge {
        guard let bounds = dispatcher?.window.bounds ?? view?.window?.bounds else { return [] }
        var near: UIRectEdge = []
        let margin = Self.edgeMargin
        if edges.contains(.left), point.x - bounds.minX <= margin { near.insert(.left) }
        if edges.contains(.right), bounds.maxX - point.x <= margin { near.insert(.right) }
        if edges.contains(.top), point.y - bounds.minY <= margin { near.insert(.top) }
        if edges.contains(.bottom), bounds.maxY - point.y <= margin { near.insert(.bottom) }
        return near
    }

    /// Fails at once unless the press is near one of `edges`.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if state == .possible, edges(near: pressLocationInWindow).isEmpty { state = .failed }
    }

    override func canBegin(from press: CGPoint, to current: CGPoint) -> Bool {
        let dx = current.x - press.x, dy = current.y - press.y
        let near = edges(near: press)
        if near.contains(.left), dx > abs(dy) { return true }
        if near.contains(.right), -dx > abs(dy) { return true }
        if near.contains(.top), dy > abs(dx) { return true }
        if near.contains(.bottom), -dy > abs(dx) { return true }
        return false
    }
}
