import Foundation

/// A layer as its animations see it: the layer while it exists, nil once it has gone away.
///
/// An animation must not keep its layer alive (the timeline would keep a removed view's layer
/// for as long as a repeating animation runs), so it cannot hold it strongly. A weak reference
/// would do, but it gives the layer a side table, which puts every retain and release of the
/// layer on the runtime's slow path, on every frame. Instead each layer owns
/// one link, which animations hold strongly; the layer's `deinit` clears it before the layer's
/// memory goes, so `layer` is never a dangling reference.
final class LayerLink: @unchecked Sendable {
    // @unchecked: written on the main actor (`attach`) and from the layer's deinit, which runs
    // where its last reference goes, the main actor for every layer here.

    /// The layer; nil once it has been deinitialised.
    private(set) unowned(unsafe) var layer: CALayer?

    init() {}

    /// Points the link at `layer` (its owner; done when the first animation is made).
    func attach(_ layer: CALayer) { self.layer = layer }

    /// Called by the layer's deinit: the layer is going away.
    func detach() { layer = nil }
}
