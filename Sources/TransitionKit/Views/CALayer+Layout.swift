import Foundation

/// Layer layout: a standalone layer that needs layout runs `layoutSublayers()` before the frame
/// that next draws it (or on `layoutIfNeeded()`). It needs layout after `setNeedsLayout()`, a
/// change of its bounds' size, or a sublayer added or removed, as in Core Animation. A view's
/// layer forwards all of this to its view's layout (`setNeedsLayout()`, `layoutIfNeeded()`).
extension CALayer {
    /// Marks the layer as needing layout: `layoutSublayers()` runs before the next frame draws it.
    public func setNeedsLayout() {
        if let owningView {
            onMainThread { owningView.setNeedsLayout() }
            return
        }
        layoutIsPending = true
        noteModelChange()
    }

    /// Whether the layer needs layout (`setNeedsLayout()` was called, or its bounds' size or
    /// sublayers changed, since it was last laid out).
    public func needsLayout() -> Bool {
        guard let owningView else { return layoutIsPending }
        return onMainThread { owningView.needsLayout }
    }

    /// Lays out now, if needed: from the topmost ancestor of this layer that needs layout, every
    /// layer of that subtree needing layout runs `layoutSublayers()`, superlayers first. A view's
    /// layer lays out its view (`layoutIfNeeded()`).
    public func layoutIfNeeded() {
        if let owningView {
            onMainThread { owningView.layoutIfNeeded() }
            return
        }
        var top: CALayer = self
        var current = superlayer
        while let layer = current, layer.owningView == nil {
            if layer.layoutIsPending { top = layer }
            current = layer.superlayer
        }
        top.layOutSubtreeIfNeeded()
    }

    /// Runs `layoutSublayers()` if this standalone layer needs layout, then does the same for
    /// its standalone sublayers (a sublayer that a view owns is laid out by its view).
    func layOutSubtreeIfNeeded() {
        runPendingLayout()
        for sublayer in sublayerList where sublayer.owningView == nil {
            sublayer.layOutSubtreeIfNeeded()
        }
    }

    /// Runs `layoutSublayers()` once if this standalone layer needs layout (before it is drawn).
    func runPendingLayout() {
        guard layoutIsPending, owningView == nil else { return }
        layoutIsPending = false
        layoutSublayers()
    }
}
