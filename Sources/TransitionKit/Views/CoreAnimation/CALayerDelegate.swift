import Foundation

/// The object a layer asks for its content, the layout of its sublayers and its actions (Core
/// Animation's `CALayerDelegate`).
///
/// A view is its layer's delegate. Set one on a standalone layer (`layer.delegate = object`) to
/// provide what a subclass would otherwise override. Every method is optional, as on iOS: each
/// has a default that does nothing (or, for `action(for:forKey:)`, returns nil so the layer goes
/// on looking). It belongs to no actor, as on iOS: a view (main actor) adopts it as
/// `@MainActor CALayerDelegate`, a plain class as it is.

public protocol CALayerDelegate: AnyObject {
    /// Sets `layer`'s `contents`; the layer's default `display()` calls it when the layer needs
    /// display (`setNeedsDisplay()`, `needsDisplayOnBoundsChange`). The default draws the layer
    /// (`layerWillDraw(_:)`, then the layer's `draw(in:)`, which asks `draw(_:in:)`), as Core
    /// Animation does for a delegate that does not implement it.
    func display(_ layer: CALayer)

    /// Told before `layer` draws (its default `display()` with no `display(_:)` of the delegate's).
    func layerWillDraw(_ layer: CALayer)

    /// Paints `layer`'s content into `ctx` (the layer's bounds coordinates); the layer's default
    /// `draw(in:)` calls it.
    func draw(_ layer: CALayer, in ctx: CGContext)

    /// Lays out `layer`'s sublayers; the layer's default `layoutSublayers()` calls it when the
    /// layer needs layout.
    func layoutSublayers(of layer: CALayer)

    /// The action for `event` on `layer`, asked first by `action(forKey:)`: an action to run it,
    /// `NSNull()` for none (the search stops), nil to let the layer go on looking (its
    /// `actions`, then its class's `defaultAction(forKey:)`).
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    /// Draws the layer: `layerWillDraw(_:)`, then its `draw(in:)` into a context of its bounds
    /// (a view's layer is drawn by its view's `draw(_:)` instead).
    public func display(_ layer: CALayer) { layer.drawLayerContent() }
    /// Does nothing.
    public func layerWillDraw(_ layer: CALayer) {}
    /// Paints nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Does nothing (the sublayers stay where they are).
    public func layoutSublayers(of layer: CALayer) {}
    /// Returns nil: the layer goes on looking for the action.
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
