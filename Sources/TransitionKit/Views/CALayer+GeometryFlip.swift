import Foundation

/// Flipped geometry (`isGeometryFlipped`): a standalone layer whose geometry is flipped mirrors
/// its sublayers' space vertically about the middle of its bounds, so a sublayer's position is
/// measured from the bottom and y grows upwards, through the whole subtree (a flipped layer
/// inside a flipped one flips back). Images (`contents`) and text keep their orientation, as in
/// Core Animation; backgrounds, borders, shapes, gradients and shadows follow the geometry.
/// Drawing, hit testing and `convert` agree. A view's layer is never flipped (UIKit: the view
/// manages the property), nor are the sublayers of a `CATransformLayer`.
extension CALayer {
    /// Whether this layer mirrors its sublayers' space (set, and not a view's layer).
    var flipsSublayers: Bool { renderingOptions.isGeometryFlipped && owningView == nil && !(self is CATransformLayer) }

    /// The mirror of `bounds`' space about its middle line: y becomes minY + maxY - y.
    static func geometryFlip(of bounds: CGRect) -> CGAffineTransform {
        CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: bounds.minY + bounds.maxY)
    }

    /// `child`, the state this layer hands its sublayers, with the mirror of a flipped
    /// geometry applied first (in the sublayers' space, before the sublayer transform).
    func flippingSublayers(_ child: LayerDrawState, bounds: CGRect) -> LayerDrawState {
        guard flipsSublayers else { return child }
        var state = child
        let flip = Self.geometryFlip(of: bounds)
        state.parentTransform = flip.concatenating(child.parentTransform)
        state.parent3D = child.parent3D.map { CATransform3DMakeAffineTransform(flip).multiplied(by: $0) }
        state.flipsContents.toggle()
        return state
    }

    /// `command` (an image or text this layer draws in `bounds`) turned upright again when
    /// the layer is drawn mirrored by flipped ancestors (`drawsMirrored`).
    func upright(_ command: DisplayList.Command, in bounds: CGRect) -> DisplayList.Command {
        guard drawsMirrored else { return command }
        var upright = command
        upright.place(CATransform3DMakeAffineTransform(Self.geometryFlip(of: bounds)).multiplied(by: command.placement))
        return upright
    }

    /// Whether an odd number of this layer and its standalone ancestors flip their geometry.
    var isInFlippedGeometry: Bool {
        var flipped = false
        var current: CALayer? = self
        while let layer = current {
            if layer.flipsSublayers { flipped.toggle() }
            current = layer.superlayer
        }
        return flipped
    }
}
