import Foundation

/// A layer whose sublayers keep their own 3D positions in its superlayer's 3D space instead
/// of being flattened into its plane (Core Animation's `CATransformLayer`).
///
/// As Apple documents: only the sublayers are drawn (the layer's own background, contents,
/// border and shadow are ignored, and so are `mask` and `masksToBounds`), and `opacity` applies
/// to each sublayer on its own (no compositing group). The sublayers are drawn back to front by
/// the depth of their anchor points in the superlayer's space, one quad each (a painter's
/// sort: two sublayers that cross each other are not split where they intersect).
open class CATransformLayer: CALayer {
    /// Creates a transform layer.
    public override init() { super.init() }

    /// Creates a copy of `layer`'s model values (Core Animation's `init(layer:)`).
    public override init(layer: Any) { super.init(layer: layer) }

    /// Not archived on Linux; returns nil (written so subclasses compile as on iOS).
    public required init?(coder: NSCoder) { return nil }

    /// Appends the sublayers' commands, placed by this layer's 3D placement `base` without
    /// flattening, back to front by depth.
    @MainActor func appendSublayersInDepth(base: DisplayList.Command, values: LayerValues, state: LayerDrawState, alpha: CGFloat,
                                into commands: inout [DisplayList.Command]) {
        let anchor = values.anchorInBounds
        let about = CATransform3DIsIdentity(values.sublayerTransform) ? CATransform3DIdentity
            : CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0).multiplied(by: values.sublayerTransform)
                .multiplied(by: CATransform3DMakeTranslation(anchor.x, anchor.y, 0))
        let child = LayerDrawState(parentTransform: base.transform, parent3D: about.multiplied(by: base.placement),
                                   parentAlpha: alpha, clip: state.clip, depth: state.depth + 1, flipsContents: state.flipsContents)
        let depthSpace = about.multiplied(by: CALayer.localTransform3D(values))
        let ordered = drawingOrder().enumerated().map { offset, sublayer in
            (depth: Self.depth(of: sublayer, in: depthSpace), offset: offset, layer: sublayer)
        }.sorted { $0.depth != $1.depth ? $0.depth < $1.depth : $0.offset < $1.offset }
        for entry in ordered { entry.layer.appendCommands(child, into: &commands) }
    }

    /// The z of `sublayer`'s anchor point in the space `space` maps this layer's sublayer
    /// coordinates into (larger is nearer the viewer).
    @MainActor private static func depth(of sublayer: CALayer, in space: CATransform3D) -> CGFloat {
        let values = sublayer.presentationValues()
        let m = CALayer.localTransform3D(values).multiplied(by: space)
        let point = values.anchorInBounds
        let z = point.x * m.m13 + point.y * m.m23 + m.m43
        let w = point.x * m.m14 + point.y * m.m24 + m.m44
        return w > 0 ? z / w : z
    }
}
