import Foundation

/// Where a layer sits in its superlayer: the anchor point, depth order, and conversions between
/// layers' coordinate spaces.
extension CALayer {
    /// The point of the bounds that `position` places and that transforms turn about, in unit
    /// coordinates ((0, 0) the top-left corner, (1, 1) the bottom-right); (0.5, 0.5) by default.
    /// Changing it keeps `position`, so the layer moves (Core Animation's behaviour); animatable.
    public var anchorPoint: CGPoint {
        get { modelValues.anchorPoint }
        set {
            let old = modelValues.anchorPoint
            modelValues.anchorPoint = newValue.sanitized(or: old, in: self, property: .anchorPoint)
            modelDidChange(.anchorPoint, from: old.animationVector, to: modelValues.anchorPoint.animationVector)
        }
    }

    /// The layer's place on the z axis: among siblings, layers with a higher `zPosition` draw in
    /// front (equal values keep the sublayer order); under a perspective `sublayerTransform` it is
    /// also a real depth. 0 by default; animatable.
    public var zPosition: CGFloat {
        get { modelValues.zPosition }
        set {
            let old = modelValues.zPosition
            if newValue.isFinite { modelValues.zPosition = newValue } else { reportBadValue(property: .zPosition, value: "\(newValue)") }
            modelDidChange(.zPosition, from: old.animationVector, to: modelValues.zPosition.animationVector)
        }
    }

    /// Maps this layer's coordinates to its superlayer's (2D part, from model values).
    var transformToSuperlayer: CGAffineTransform {
        let local = Self.localTransform(modelValues)
        guard let superlayer, superlayer.flipsSublayers else { return local }
        return local.concatenating(Self.geometryFlip(of: superlayer.modelValues.bounds))
    }

    /// Maps bounds coordinates to the superlayer's: move the anchor point to the origin, apply
    /// the transform's affine part, then move to `position`.
    static func localTransform(_ values: LayerValues) -> CGAffineTransform {
        let anchor = values.anchorInBounds
        let transform = values.transform.affinePart
        let toAnchor = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
        let placed = transform.isIdentity ? toAnchor : toAnchor.concatenating(transform)
        return placed.concatenating(CGAffineTransform(translationX: values.position.x, y: values.position.y))
    }

    /// The anchor point's place on the z axis, in points (0 by default): `position` and
    /// `zPosition` place the point (anchor, `anchorPointZ`) of the layer, and `transform` turns
    /// about it, so a layer rotated about y with `anchorPointZ = -d` swings around a point `d`
    /// behind it (a cube's face). It changes only 3D placements: a layer that is flat in a flat
    /// superlayer draws the same. Not animatable here.
    public var anchorPointZ: CGFloat {
        get { modelValues.anchorPointZ }
        set {
            guard newValue.isFinite else { return reportBadValue(named: "anchorPointZ", value: "\(newValue)") }
            guard newValue != modelValues.anchorPointZ else { return }
            modelValues.anchorPointZ = newValue
            noteModelChange()
        }
    }

    /// Maps bounds coordinates to the superlayer's 3D space: the anchor point (at depth
    /// `anchorPointZ`) to the origin, the 3D transform, then to `position` at depth `zPosition`.
    static func localTransform3D(_ values: LayerValues) -> CATransform3D {
        let anchor = values.anchorInBounds
        return CATransform3DMakeTranslation(-anchor.x, -anchor.y, -values.anchorPointZ).multiplied(by: values.transform)
            .multiplied(by: CATransform3DMakeTranslation(values.position.x, values.position.y, values.zPosition))
    }

    /// Maps this layer's coordinates to its tree's root layer's (2D, model values).
    var transformToRootLayer: CGAffineTransform {
        var result = CGAffineTransform.identity
        var layer: CALayer? = self
        while let current = layer, current.superlayer != nil {
            result = result.concatenating(current.transformToSuperlayer)
            layer = current.superlayer
        }
        if let root = layer, root.owningView is UIWindow { result = result.concatenating(root.transformToSuperlayer) }
        return result
    }

    /// Converts `point` from `layer`'s coordinates (the root's when nil) to this layer's.
    /// Layers in different trees convert through each tree's root as if the roots coincided.
    public func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        let inRoot = layer.map { point.applying($0.transformToRootLayer) } ?? point
        return inRoot.applying(transformToRootLayer.inverted())
    }

    /// Converts `point` from this layer's coordinates to `layer`'s (the root's when nil).
    public func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        let inRoot = point.applying(transformToRootLayer)
        return layer.map { inRoot.applying($0.transformToRootLayer.inverted()) } ?? inRoot
    }

    /// Converts `rect` from `layer`'s coordinates to this layer's (the bounding box when rotated).
    public func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
        let transform = (layer?.transformToRootLayer ?? .identity).concatenating(transformToRootLayer.inverted())
        return rect.applying(transform)
    }

    /// Converts `rect` from this layer's coordinates to `layer`'s (the bounding box when rotated).
    public func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
        var transform = transformToRootLayer
        if let layer { transform = transform.concatenating(layer.transformToRootLayer.inverted()) }
        return rect.applying(transform)
    }

    /// `hitTest(_:)`'s search: `point` is in the superlayer's coordinates.
    func hitTestSubtree(_ point: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = point.applying(transformToSuperlayer.inverted())
        let inside = contains(local)
        if masksToBounds && !modelValues.bounds.contains(local) { return nil }
        for sublayer in onMainThread(self, do: { $0.drawingOrder() }).reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }

    /// The sublayers in the order they draw: by `zPosition`, ties in sublayer order.
    @MainActor func drawingOrder() -> [CALayer] {
        var isPlacedInDepth = false  // a loop, not contains(where:): see `presentationValues()`
        for layer in sublayerList where layer.modelValues.zPosition != 0 {
            isPlacedInDepth = true
            break
        }
        guard isPlacedInDepth else { return sublayerList }
        return sublayerList.enumerated().sorted { lhs, rhs in
            let left = lhs.element.presentationZ, right = rhs.element.presentationZ
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
    }

    @MainActor private var presentationZ: CGFloat {
        animations.isEmpty ? modelValues.zPosition : presentationValues().zPosition
    }
}
