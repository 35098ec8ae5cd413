import Foundation

/// Scrolling through the nearest `CAScrollLayer` above a layer (Core Animation's CALayer
/// scrolling category): each does nothing when no ancestor is a scroll layer.
extension CALayer {
    /// The nearest ancestor that is a `CAScrollLayer`, if any.
    var enclosingScrollLayer: CAScrollLayer? {
        var current = superlayer
        while let layer = current {
            if let scroll = layer as? CAScrollLayer { return scroll }
            current = layer.superlayer
        }
        return nil
    }

    /// The part of the layer's bounds not clipped by its nearest ancestor scroll layer, in the
    /// layer's own coordinates (the whole bounds with no scroll layer above it; empty when
    /// scrolled out of view).
    public var visibleRect: CGRect {
        guard let scroll = enclosingScrollLayer else { return bounds }
        let visible = bounds.intersection(convert(scroll.bounds, from: scroll))
        return visible.isNull ? .zero : visible
    }

    /// Scrolls the nearest ancestor scroll layer so that `p` (in this layer's coordinates) is at
    /// its top-left corner (its bounds' origin), as far as its `scrollMode` allows.
    public func scroll(_ p: CGPoint) {
        guard let scroll = enclosingScrollLayer else { return }
        scroll.scroll(to: scroll.convert(p, from: self))
    }

    /// Scrolls the nearest ancestor scroll layer the least distance that shows `r` (in this
    /// layer's coordinates), as far as its `scrollMode` allows.
    public func scrollRectToVisible(_ r: CGRect) {
        guard let scroll = enclosingScrollLayer else { return }
        scroll.scroll(to: scroll.convert(r, from: self))
    }
}
