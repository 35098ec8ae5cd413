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

    /// Calls `draw(_:)` on the view if it is pending, with the pending part cut to the bounds,
    /// and a current graphics context of the bounds (bounds coordinates, clipped to that part).
    /// The painting replaces what the layer showed inside that part; what was painted entirely
    /// outside it stays, as a backing store keeps it.
    func drawIfNeeded() {
        guard let rect = pendingDisplayRect else { return }
        pendingDisplayRect = nil
        let dirty = rect.intersection(bounds)
        guard !dirty.isNull, bounds.width > 0, bounds.height > 0 else { return }
        let context = CGContext(recordingIn: bounds, clip: dirty)
        GraphicsContextStack.with(context) { draw(dirty) }
        let kept = dirty == bounds ? [] : (layer.drawnContent ?? []).filter { command in
            let painted = command.clip.map { command.windowBounds.intersection($0) } ?? command.windowBounds
            return !dirty.encloses(painted)
        }
        layer.drawnContent = kept + context.recorded
    }

    /// Paints a picture of the view and its subviews as shown now, scaled from the bounds into
    /// `rect` (in the current context's user space); false when there is no current context or
    /// the view has no size. `afterScreenUpdates` true lays the view out first (pending changes
    /// are always drawn: the picture is made from the model).
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0, rect.isFiniteRect,
              !rect.isEmpty else { return false }
        layoutIfNeeded()
        window?.drawViewsNeedingDisplay()
        var captured: [DisplayList.Command] = []
        layer.appendCommands(LayerDrawState(), rootTransform: CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY),
                             into: &captured)
        let target = rect.standardized
        let slice = CGAffineTransform(a: target.width / bounds.width, b: 0, c: 0, d: target.height / bounds.height,
                                      tx: target.minX, ty: target.minY)
        context.paint(recorded: captured, slice: slice)
        return true
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
