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
    /// display (`setNeedsDisplay()`, `needsDisplayOnBoundsChange`).
    func display(_ layer: CALayer)

    /// Told before `layer` draws into a backing store: never called here, where layers have no
    /// backing store to draw into (`draw(in:)` is not supported).
    func layerWillDraw(_ layer: CALayer)

    /// Lays out `layer`'s sublayers; the layer's default `layoutSublayers()` calls it when the
    /// layer needs layout.
    func layoutSublayers(of layer: CALayer)

    /// The action for `event` on `layer`, asked first by `action(forKey:)`: an action to run it,
    /// `NSNull()` for none (the search stops), nil to let the layer go on looking (its
    /// `actions`, then its class's `defaultAction(forKey:)`).
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    /// Does nothing (the layer keeps its contents).
    public func display(_ layer: CALayer) {}
    /// Does nothing.
    public func layerWillDraw(_ layer: CALayer) {}
    /// Does nothing (the sublayers stay where they are).
    public func layoutSublayers(of layer: CALayer) {}
    /// Returns nil: the layer goes on looking for the action.
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
