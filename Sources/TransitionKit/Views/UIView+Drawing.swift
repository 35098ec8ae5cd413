import Foundation

extension UIView {
    /// Marks the whole bounds as needing `draw(_:)` before the next frame.
    public func setNeedsDisplay() { setNeedsDisplay(bounds) }

    /// Marks `rect` (in bounds coordinates) as needing `draw(_:)` before the next frame; marks
    /// add up, and the next frame calls `draw(_:)` once with their union cut to the bounds. The
    /// layer's `setNeedsDisplay()` is called too, so a layer subclass's `display()` runs.
    public func setNeedsDisplay(_ rect: CGRect) {
        guard !rect.isNull, !rect.isEmpty else { return }
        let wasPending = pendingDisplayRect != nil
        pendingDisplayRect = pendingDisplayRect.map { $0.union(rect) } ?? rect
        layer.setNeedsDisplay()
        if !wasPending, let window { window.viewsNeedingDisplay.append(WeakView(self)) }
    }

    /// The pixels per point of the view's content (the layer's `contentsScale`, 1 by default).
    public var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set { layer.contentsScale = newValue }
    }

    /// Calls `draw(_:)` on the view if it is pending, with the pending part cut to the bounds.
    func drawIfNeeded() {
        guard let rect = pendingDisplayRect else { return }
        pendingDisplayRect = nil
        let dirty = rect.intersection(bounds)
        guard !dirty.isNull, bounds.width > 0, bounds.height > 0 else { return }
        draw(dirty)
    }
}

extension UIWindow {
    /// Runs the pending `draw(_:)` calls of this window's views, in the order they were asked for
    /// (a view asked for again while drawing waits for the next frame).
    func drawViewsNeedingDisplay() {
        guard !viewsNeedingDisplay.isEmpty else { return }
        let views = viewsNeedingDisplay
        viewsNeedingDisplay = []
        for entry in views { if let view = entry.view, view.window === self { view.drawIfNeeded() } }
    }
}

/// A view held weakly: a view waiting for `draw(_:)` is not kept alive by its window.
struct WeakView {
    weak var view: UIView?
    init(_ view: UIView) { self.view = view }
}
