import Foundation

/// A layer that shows part of content larger than itself: scrolling moves its bounds' origin,
/// so its sublayers (laid out in its bounds' coordinates) move the other way
/// (Core Animation's `CAScrollLayer`).
///
/// It takes no touches and draws no scroll indicators, as on iOS. It clips its sublayers to its
/// bounds (`masksToBounds` is true by default: chosen, so that it shows only the part scrolled
/// to; Apple's documentation does not give the default).
open class CAScrollLayer: CALayer {
    /// The axes it may scroll along (`.both` by default); `scroll(to:)` leaves the others alone.
    public var scrollMode: CAScrollLayerScrollMode = .both

    /// Creates a scroll layer at the origin, clipping to its bounds.
    public override init() {
        super.init()
        masksToBounds = true
    }

    /// Creates a copy of `layer`'s model values and scroll mode (Core Animation's `init(layer:)`).
    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAScrollLayer { scrollMode = other.scrollMode }
    }

    /// Layers are not archived on Linux; returns nil, as for every layer here.
    public required init?(coder: NSCoder) { return nil }

    /// Scrolls so that `p` (in the layer's coordinates) is at the top-left corner: the bounds'
    /// origin becomes `p` along the axes `scrollMode` allows.
    open func scroll(to p: CGPoint) {
        var origin = bounds.origin
        if scrollMode == .both || scrollMode == .horizontally { origin.x = p.x }
        if scrollMode == .both || scrollMode == .vertically { origin.y = p.y }
        guard origin != bounds.origin else { return }
        bounds.origin = origin
    }

    /// Scrolls the least distance that shows `r` (in the layer's coordinates), along the axes
    /// `scrollMode` allows; when `r` is larger than the bounds, its top-left part is shown.
    open func scroll(to r: CGRect) {
        let visible = bounds, rect = r.standardized
        func offset(_ minimum: CGFloat, _ maximum: CGFloat, visibleMin: CGFloat, length: CGFloat) -> CGFloat {
            if minimum < visibleMin || maximum - minimum > length { return minimum }
            if maximum > visibleMin + length { return maximum - length }
            return visibleMin
        }
        scroll(to: CGPoint(x: offset(rect.minX, rect.maxX, visibleMin: visible.minX, length: visible.width),
                           y: offset(rect.minY, rect.maxY, visibleMin: visible.minY, length: visible.height)))
    }
}
